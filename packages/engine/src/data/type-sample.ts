/**
 * The sample step of type detection: the first rows of the text and timestamp columns are copied
 * into a temporary table and every kind's conversion is tried on them in one query. A column
 * whose sample convincingly holds one kind becomes a candidate (with the date formats that read
 * its sample, and its unit); a column whose sample mixes kinds, or mixes the two notations of
 * thousands, or holds numbers with footnote marks, stays text with a warning; other columns stay
 * as they are. Nothing here reads more than the sample.
 */
import { ERA_DATES } from './era-dates';
import { FAMILIES, FOOTNOTED_RE, cleanedSql, euNumber, narrowed, usNumber, type Family } from './type-families';
import { quoteIdent, quoteLiteral } from './sql';
import { MEASURE, measureOfSample, measureSampleParts, settleMeasure } from './type-measures';
import { needsCleaningSql } from './type-marks';
import { writesDecimalCommas } from './number-notation';

/** Rows copied into the sample on which the kinds are tried. */
export const SAMPLE_ROWS = 2000;
/** Share of a column's non-empty values that must convert for the column to change type. */
export const CONVERT_RATIO = 0.98;
/** Below this share of convertible values a column is plain text, not worth a warning. */
export const MIXED_RATIO = 0.5;

/**
 * What a number column measures, when its text said so: `%` for a percentage (12.5 means
 * 12.5 %, not 0.125), a currency symbol (`$`, `€`, `£`) for money, or the unit written after
 * every number (`km²`, `m`, `MW`: see type-measures.ts).
 */
export type ColumnUnit = string;

/** The kinds tried on the sample: those of type-families.ts, and numbers with a unit. */
// (dates with an era after every other family: a column of plain named dates stays theirs)
const KINDS: Family[] = [...FAMILIES, ERA_DATES, MEASURE];

export interface Candidate {
  column: string;
  /** Position of the column in the source. */
  index: number;
  /** The kinds to convert into (two, month-first then day-first, when the sample cannot tell). */
  families: Family[];
  /** A TIMESTAMP column whose sample holds only midnights (dates, perhaps). */
  stamp?: boolean;
  unit?: ColumnUnit;
  /** Numbers written with a unit after them: the column is named with its unit once converted. */
  measure?: boolean;
  /** The sample's smallest value, shown when day- and month-first could not be told apart. */
  example?: string;
}

export interface SampleOutcome {
  candidates: Candidate[];
  /** Warnings of columns that stay text because of what their sample shows. */
  warnings: Map<string, string>;
  /**
   * Positions of the text columns whose sample holds footnote marks or "nothing here" cells:
   * such a column, if it stays text, is cleaned (type-marks.ts). Others are written as read,
   * which keeps wide and long files as fast to load as before.
   */
  marked: Set<number>;
}

/** Runs a statement and returns its rows. */
export type Rows = (sql: string) => Promise<Record<string, unknown>[]>;
/** Runs a statement whose result is not needed. */
export type Run = (sql: string) => Promise<unknown>;

const UNITS: [ColumnUnit, string][] = [
  ['%', 'pct'],
  ['$', 'usd'],
  ['€', 'eur'],
  ['£', 'gbp'],
];

/**
 * Tries every kind on the first rows of the text columns (`text`, as positions and names) and
 * checks whether the timestamp columns (`stamps`) hold only midnights there.
 */
export async function sampleColumns(
  rows: Rows,
  run: Run,
  source: string,
  text: { name: string; index: number }[],
  stamps: { name: string; index: number }[],
): Promise<SampleOutcome> {
  const outcome: SampleOutcome = { candidates: [], warnings: new Map(), marked: new Set() };
  if (!text.length && !stamps.length) return outcome;
  const copied = [
    ...text.map((c, i) => `${quoteIdent(c.name)} AS ${quoteIdent(`s${i}`)}`),
    ...stamps.map((c, i) => `${quoteIdent(c.name)} AS ${quoteIdent(`p${i}`)}`),
  ];
  await run(`CREATE OR REPLACE TEMP TABLE __type_sample AS SELECT ${copied.join(', ')} FROM ${source} LIMIT ${SAMPLE_ROWS}`);
  try {
    if (stamps.length) {
      const checks = stamps.map((_, i) => {
        const p = quoteIdent(`p${i}`);
        return `count(${p}) > 0 AND bool_and(${p} = date_trunc('day', ${p})) AS ${p}`;
      });
      const [midnights] = await rows(`SELECT ${checks.join(', ')} FROM __type_sample`);
      for (const [i, c] of stamps.entries()) {
        if (midnights?.[`p${i}`] === true) outcome.candidates.push({ column: c.name, index: c.index, families: [], stamp: true });
      }
    }
    if (text.length) await sampleText(rows, text, outcome);
  } finally {
    await run('DROP TABLE IF EXISTS __type_sample');
  }
  return outcome;
}

async function sampleText(rows: Rows, text: { name: string; index: number }[], outcome: SampleOutcome): Promise<void> {
  // One grouped query over the sample turned long (a row per column and value): each kind's
  // conversion is written once, however many columns there are. Written per column, a batch of
  // 100 columns made a 1.7 MB statement that took DuckDB half a minute to plan.
  // Each value is cleaned once, below, and every kind reads the cleaned "v".
  const v = '"v"';
  const parts = [
    `count(${v}) AS "n"`,
    `min(${v}) AS "example"`,
    ...[...FAMILIES, ERA_DATES].map((f) => `count(${f.convert(v)}) AS ${quoteIdent(f.id)}`),
    ...measureSampleParts('"m"'),
    `count(*) FILTER (WHERE ${needsCleaningSql('"value"')}) AS "marked"`,
    // Values that read differently with either separator: `1,000` (a thousand, or one) or `1.000`.
    `count(*) FILTER (WHERE ${usNumber(v)} <> ${euNumber(v)} AND NOT contains(${v}, '.')) AS "comma"`,
    `count(*) FILTER (WHERE ${usNumber(v)} <> ${euNumber(v)} AND NOT contains(${v}, ',')) AS "dot"`,
    `count(*) FILTER (WHERE regexp_full_match(${v}, ${quoteLiteral(FOOTNOTED_RE)})) AS "footnoted"`,
    `min(${v}) FILTER (WHERE regexp_full_match(${v}, ${quoteLiteral(FOOTNOTED_RE)})) AS "footnote"`,
    ...UNITS.map(([unit, what]) => `count(*) FILTER (WHERE contains(${v}, ${quoteLiteral(unit)})) AS "${what}"`),
    // codes written with leading zeros (`000437`, `0410`): digits only, one width
    `count(*) FILTER (WHERE regexp_full_match(${v}, '0[0-9]+')) AS "zeroed"`,
    `count(*) FILTER (WHERE regexp_full_match(${v}, '[0-9]+')) AS "digits"`,
    `min(length(${v})) AS "shortest"`,
    `max(length(${v})) AS "longest"`,
  ];
  const columns = text.map((_, i) => quoteIdent(`s${i}`)).join(', ');
  const counted = await rows(
    `SELECT "name", ${parts.join(', ')} FROM (SELECT *, ${measureOfSample('"v"')} AS "m" FROM (SELECT "name", "value", ${cleanedSql('"value"')} AS "v" FROM (UNPIVOT (SELECT ${columns} FROM __type_sample) ON COLUMNS(*) INTO NAME "name" VALUE "value"))) GROUP BY "name"`,
  );
  const byColumn = new Map(counted.map((r) => [String(r.name), r]));
  const found: Candidate[] = [];
  const decimalComma = writesDecimalCommas(counted.map((r) => ({ n: Number(r.n ?? 0), us: Number(r.us ?? 0), eu: Number(r.eu ?? 0) })), CONVERT_RATIO);
  for (const [i, { name, index }] of text.entries()) {
    const counts = byColumn.get(`s${i}`);
    if (!counts) continue;
    const count = (what: string) => Number(counts[what] ?? 0);
    if (count('marked') > 0) outcome.marked.add(index);
    const n = count('n');
    if (n === 0) continue;
    const best = Math.max(...KINDS.map((f) => count(f.id)));
    if (best < n * MIXED_RATIO) continue;
    let top = KINDS.filter((f) => count(f.id) === best);
    let measureUnit: string | undefined;
    if (top[0] === MEASURE) {
      const settled = settleMeasure(name, counts);
      if ('warning' in settled) {
        outcome.warnings.set(name, settled.warning);
        continue;
      }
      top = [settled.family];
      measureUnit = settled.unit;
    }
    if (top[0]?.kind === 'number' && isZeroPaddedCode(count)) {
      outcome.warnings.set(name, `Column "${name}" holds codes written with leading zeros (such as "${clip(counts.example)}"), so it stays text.`);
      continue;
    }
    if (top[0]?.kind === 'number' && count('footnoted') > 0) {
      outcome.warnings.set(name, footnoteWarning(name, counts.footnote));
      continue;
    }
    if (best < n * CONVERT_RATIO) {
      const family = top[0] as Family;
      const s = cleanedSql(quoteIdent(`s${i}`));
      const [other] = await rows(`SELECT min(${s}) FILTER (WHERE ${family.convert(s)} IS NULL) AS "v" FROM __type_sample`);
      outcome.warnings.set(name, mixedWarning(name, family, best, n, other?.v));
      continue;
    }
    if (top.some((f) => f.id === 'us') && top.some((f) => f.id === 'eu')) {
      // Both readings fit every value. A separator followed by groups of three digits is read
      // as a thousands separator (1,000 and 1.000 are a thousand); a column holding both
      // forms cannot be told apart and stays text.
      if (count('comma') > 0 && count('dot') > 0) {
        outcome.warnings.set(
          name,
          `Column "${name}" has numbers whose separators could mean thousands or decimals (both 1,000 and 1.000 forms), so it stays text.`,
        );
        continue;
      }
      // In a file whose other numbers write decimal commas, `7,148` is seven and a bit.
      top = top.filter((f) => f.id !== (count('dot') > 0 || decimalComma ? 'us' : 'eu'));
    }
    // Day-first and month-first are both converted, and settled over the whole column, when the sample cannot tell.
    const dayMonth = top.filter((f) => f.id === 'mdy' || f.id === 'dmy');
    const families = dayMonth.length === 2 ? dayMonth : [top[0] as Family];
    const candidate: Candidate = { column: name, index, families, example: String(counts.example ?? '') };
    if (measureUnit) {
      candidate.unit = measureUnit;
      candidate.measure = true;
    } else if (families[0]?.kind === 'number') {
      const unit = UNITS.find(([, what]) => count(what) >= best * 0.5)?.[0];
      if (unit) candidate.unit = unit;
    }
    found.push(candidate);
    await keepReadingFormats(rows, candidate, `s${i}`);
  }
  outcome.candidates.push(...found);
}

/**
 * Narrows a date candidate to the formats that read some of its sample, most successful first.
 * The sample's values are grouped by shape (digits as 9, letters as a: `Jan 5 2000` is
 * `aaa 9 9999`); every format is tried on three values of each shape, and a format that reads
 * one of them counts for the whole group. Trying each of a hundred formats on every value of
 * the sample took most of the sampling time.
 */
async function keepReadingFormats(rows: Rows, candidate: Candidate, sampleColumn: string): Promise<void> {
  const formats = [
    ...new Set(candidate.families.flatMap((f) => (f.formats ? [...f.formats.long, ...f.formats.short] : []))),
  ];
  if (!formats.length) return;
  const v = cleanedSql(quoteIdent(sampleColumn));
  const shape = `regexp_replace(regexp_replace("v", '[0-9]', '9', 'g'), '[[:alpha:]]', 'a', 'g')`;
  const groups = `SELECT ${shape} AS "shape", min("v") AS "lo", max("v") AS "hi", arg_min("v", hash("v")) AS "mid", count(*) AS "n" FROM (SELECT ${v} AS "v" FROM __type_sample) WHERE "v" IS NOT NULL GROUP BY ALL`;
  const tries = formats.map((f, k) => {
    const reads = (value: string) => `try_strptime(${value}, ${quoteLiteral(f)}) IS NOT NULL`;
    return `sum("n") FILTER (WHERE ${reads('"lo"')} OR ${reads('"hi"')} OR ${reads('"mid"')}) AS "f${k}"`;
  });
  const [counts] = await rows(`SELECT ${tries.join(', ')} FROM (${groups})`);
  const keep = formats
    .map((format, k) => ({ format, n: Number(counts?.[`f${k}`] ?? 0) }))
    .filter((f) => f.n > 0)
    .sort((a, b) => b.n - a.n)
    .map((f) => f.format);
  candidate.families = candidate.families.map((f) => narrowed(f, keep));
}

/**
 * Ids and codes that systems pad with zeros to one width (employee numbers `000437`, cost centres
 * `0410`, customer ids `0003693`, postal codes): every value digits only, all of one width of three
 * digits or more, some starting with a zero. Read as numbers they lose the zeros people paste.
 */
function isZeroPaddedCode(count: (what: string) => number): boolean {
  const n = count('n');
  return count('zeroed') > 0 && count('digits') === n && count('shortest') === count('longest') && count('longest') >= 3;
}

export function mixedWarning(column: string, family: Family, ok: number, n: number, example: unknown): string {
  return `Column "${column}" mixes ${family.noun} (${percentOf(ok, n)} of its values) with other text such as "${clip(example)}", so it stays text.`;
}

export function footnoteWarning(column: string, example: unknown): string {
  return `Column "${column}" has numbers with a note or footnote mark such as "${clip(example)}", so it stays text (the notes are kept).`;
}

export function percentOf(part: number, whole: number): string {
  return `${Math.floor((part / whole) * 100)}%`;
}

export function clip(value: unknown): string {
  const text = String(value ?? '');
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
