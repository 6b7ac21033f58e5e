/**
 * Numbers written with a unit after them, as tables copied from web pages write measures:
 * `82,100 km²`, `1,025 m`, `4,427.8/km²`, `94,718 MW`, `6.5 kg`, `3.5 hrs`. A text column whose
 * values are all one number followed by the same unit becomes a number column, so that "the
 * deepest" or "the largest by area" has numbers to rank by.
 *
 * The unit stays visible: it is recorded as the column's unit, and it is appended to the column
 * name when the name does not already say it (`Area` becomes `Area (km²)`, `Density` becomes
 * `Density (per km²)`, `Depth (m)` stays as it is). A column whose values carry different units
 * (`12 km`, `7 mi`) stays text: its numbers cannot be compared as written.
 *
 * Not units: ordinal suffixes (`1st`), decades (`1990s`), eras (`300 BC`: the order of such years
 * runs backwards), times of day (`5 pm`) and month or day names (`5 July`). The numbers are read
 * in the English notation only (`1,025` is a thousand and twenty-five; `630,2` is not read).
 */
import { quoteIdent, quoteLiteral } from './sql';
import { escapeRegExp } from './regexp';
import { US_DIGITS, type Family } from './type-families';

/** A unit: letters, perhaps per something (`/km²`, `km/h`), squared or cubed, `sq mi`, `°C`; or a bare degree sign (`48.86°`). */
const UNIT = '(?:(?:/|per )?(?:sq\\.? ?)?°?\\p{L}{1,10}[²³23]?(?:/\\p{L}{1,4}[²³23]?)?|°)';
/** A number (group 1) then its unit (group 2), with or without a space between them. */
export const MEASURE_RE = `^([-+]?(?:${US_DIGITS}))\\s*(${UNIT})$`;

const MONTHS = 'january february march april may june july august september october november december';
const NOT_UNITS = [
  ...'st nd rd th s am pm bc bce ad ce'.split(' '),
  ...MONTHS.split(' '),
  ...MONTHS.split(' ').map((m) => m.slice(0, 3)),
  'sept',
  ...'mon tue wed thu fri sat sun monday tuesday wednesday thursday friday saturday sunday'.split(' '),
];

const numberPart = (v: string) => `regexp_extract(${v}, ${quoteLiteral(MEASURE_RE)}, 1)`;
/** The number of a value that matched the measure shape (its digits are already checked). */
const numberOf = (v: string) => `try_cast(replace(${numberPart(v)}, ',', '') AS DOUBLE)`;
/** SQL: the unit written after the number of a measure, '' when the value is not one. */
export const unitSql = (v: string) => `regexp_extract(${v}, ${quoteLiteral(MEASURE_RE)}, 2)`;

/** Any number with a unit (tried on the sample; the column then converts with its one unit). */
export const MEASURE: Family = {
  id: 'measure',
  kind: 'number',
  noun: 'numbers with a unit',
  convert: (v) =>
    `(CASE WHEN regexp_full_match(${v}, ${quoteLiteral(MEASURE_RE)}) AND lower(${unitSql(v)}) NOT IN (${NOT_UNITS.map(quoteLiteral).join(', ')}) THEN ${numberOf(v)} END)`,
};

/** Numbers followed by exactly `unit`; other values fail (and become missing, or keep the column text). */
export function measureFamily(unit: string): Family {
  return {
    id: 'measure',
    kind: 'number',
    noun: `numbers in ${unit}`,
    convert: (v) => `(CASE WHEN ${unitSql(v)} = ${quoteLiteral(unit)} THEN ${numberOf(v)} END)`,
  };
}

/** The number and unit of a sample's cleaned value `v` (both '' when it is not a measure), read once. */
export const measureOfSample = (v: string) => `regexp_extract(${v}, ${quoteLiteral(MEASURE_RE)}, ['n', 'u'])`;

/**
 * Aggregates over a sample's measures `m` (from {@link measureOfSample}) that settle a measure
 * column: how many values are measures (as the kind "measure"), the smallest and largest unit
 * (equal when there is one), and how many numbers could read as either notation (`1.025`, with no
 * comma anywhere, may be a thousand and twenty-five).
 */
export function measureSampleParts(m: string): string[] {
  const unit = `nullif(${m}.u, '')`;
  const counted = `${m}.u <> '' AND lower(${m}.u) NOT IN (${NOT_UNITS.map(quoteLiteral).join(', ')}) AND try_cast(replace(${m}.n, ',', '') AS DOUBLE) IS NOT NULL`;
  return [
    `count(*) FILTER (WHERE ${counted}) AS ${quoteIdent(MEASURE.id)}`,
    `min(${unit}) AS "m_lo"`,
    `max(${unit}) AS "m_hi"`,
    `count(*) FILTER (WHERE regexp_full_match(${m}.n, '[-+]?\\d{1,3}\\.\\d{3}')) AS "m_dot"`,
    `count(*) FILTER (WHERE contains(${m}.n, ',')) AS "m_comma"`,
  ];
}

/** The family and unit of a column whose sample is mostly measures, or why it stays text. */
export function settleMeasure(
  name: string,
  counts: Record<string, unknown>,
): { family: Family; unit: string } | { warning: string } {
  const [lo, hi] = [String(counts.m_lo ?? ''), String(counts.m_hi ?? '')];
  if (lo !== hi) {
    return { warning: `Column "${name}" has numbers in different units (such as ${lo} and ${hi}), so it stays text.` };
  }
  if (Number(counts.m_dot ?? 0) > 0 && Number(counts.m_comma ?? 0) === 0) {
    return {
      warning: `Column "${name}" has numbers whose separators could mean thousands or decimals (such as 1.000 ${lo}), so it stays text.`,
    };
  }
  return { family: measureFamily(lo), unit: lo };
}

/** Names of columns whose numbers are angles: a degree sign after them is implied. */
const ANGLE_NAME = /(?:^|[^\p{L}])(?:lat|latitude|lon|long|lng|longitude|angle|bearing|heading|azimuth|direction)(?:$|[^\p{L}])/iu;

const plain = (text: string) => text.toLowerCase().replace(/²/g, '2').replace(/³/g, '3');

/**
 * The name of a measure column once converted: `name` with its unit appended, unless the name
 * already says the unit or the new name is taken (`taken` holds lowercased names).
 */
export function nameWithUnit(name: string, unit: string, taken: Set<string>): string {
  const core = plain(unit).replace(/^(?:\/|per )/, '');
  const escaped = escapeRegExp(core);
  if (new RegExp(`(?:^|[^\\p{L}])${escaped}(?:$|[^\\p{L}])`, 'u').test(plain(name))) return name;
  // a bare degree sign on an angle the name already says (latitude, bearing) adds nothing
  if (unit === '°' && ANGLE_NAME.test(name)) return name;
  const renamed = `${name} (${unit.startsWith('/') ? `per ${unit.slice(1)}` : unit})`;
  return taken.has(renamed.toLowerCase()) ? name : renamed;
}
