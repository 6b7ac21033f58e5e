/**
 * Tables spread across one column per year and measure: `2001_rain`, `2001_sun`, `2002_rain`, …
 * (or `rain_2001`, `Sun 2001`). Such a table is read in its long form: the other columns (the
 * labels: a city, a station), then a `year` column, then one column per measure (`rain`, `sun`),
 * one row per label row and year, in the file's row order and then year order. Questions about
 * "the wettest year" or "average sun per city" then read plain columns. The shape is taken only
 * when at least two measures each hold at least three years, every column of it is numeric, and
 * each measure covers at least half of the years seen; a year missing for one measure is a gap.
 */
import { isNumericType } from './duck';
import { quoteIdent } from './sql';

/** The long form of a year-and-measure table: its labels, years and measures. */
export interface YearMeasureShape {
  labels: string[];
  years: number[];
  /** Each measure's name, and its source column for each year (undefined: no such column). */
  measures: { name: string; byYear: Map<number, string> }[];
  /** The name of the new year column ("year", else "year_", …). */
  yearName: string;
}

const YEAR_FIRST = /^(1[89]\d\d|20\d\d)[\s_.-]+(.*[a-z].*)$/i;
const YEAR_LAST = /^(.*[a-z].*?)[\s_.-]+(1[89]\d\d|20\d\d)$/i;
const MIN_YEARS = 3;
/** More year groups than this and the table is left as it is. */
const MAX_YEARS = 400;

/** Parts of a year (`Q1 2020`, `Mar 2020`, `H2 2020`, `FY 2020`): periods of a wide table, not measures. */
const PERIOD_PART =
  /^(q[1-4]|h[12]|fy|w(?:eek)?\s*\d{1,2}|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/i;

/** A column name's year and measure, or undefined. */
export function yearAndMeasure(name: string): { year: number; measure: string } | undefined {
  const first = YEAR_FIRST.exec(name.trim());
  const last = first ? undefined : YEAR_LAST.exec(name.trim());
  const found = first
    ? { year: Number(first[1]), measure: first[2]!.trim() }
    : last
      ? { year: Number(last[2]), measure: last[1]!.trim() }
      : undefined;
  return found && !PERIOD_PART.test(found.measure) ? found : undefined;
}

/** The long form of a table with these columns, or undefined when it is not such a table. */
export function yearMeasureShape(columns: { name: string; type: string }[]): YearMeasureShape | undefined {
  const groups = new Map<string, Map<number, string>>();
  for (const c of columns) {
    const parsed = isNumericType(c.type) ? yearAndMeasure(c.name) : undefined;
    if (!parsed) continue;
    const key = parsed.measure.toLowerCase();
    const byYear = groups.get(key) ?? new Map<number, string>();
    if (byYear.has(parsed.year)) return undefined; // one measure twice in a year: not this shape
    byYear.set(parsed.year, c.name);
    groups.set(key, byYear);
  }
  const kept = [...groups].filter(([, byYear]) => byYear.size >= MIN_YEARS);
  if (kept.length < 2) return undefined;
  const years = [...new Set(kept.flatMap(([, byYear]) => [...byYear.keys()]))].sort((a, b) => a - b);
  if (years.length > MAX_YEARS || kept.some(([, byYear]) => byYear.size * 2 < years.length)) return undefined;
  const used = new Set(kept.flatMap(([, byYear]) => [...byYear.values()]));
  const labels = columns.filter((c) => !used.has(c.name)).map((c) => c.name);
  const taken = new Set(labels.map((l) => l.toLowerCase()));
  // a measure named like a label column would give the long form two columns of one name
  if (kept.some(([key]) => taken.has(key))) return undefined;
  // the measure's name as the first column of it spells it
  const measures = kept.map(([, byYear]) => {
    const name = yearAndMeasure(byYear.values().next().value as string)!.measure;
    taken.add(name.toLowerCase());
    return { name, byYear };
  });
  let yearName = 'year';
  while (taken.has(yearName)) yearName = `${yearName}_`;
  return { labels, years, measures, yearName };
}

/** The SELECT that builds the long form from `table`. */
export function longFormSelect(shape: YearMeasureShape, table: string): string {
  const labels = shape.labels.map(quoteIdent);
  const parts = shape.years.map((year) => {
    const cells = shape.measures.map((m) => {
      const source = m.byYear.get(year);
      return `${source ? quoteIdent(source) : 'NULL'} AS ${quoteIdent(m.name)}`;
    });
    return `SELECT ${[...labels, '__row', `${year} AS ${quoteIdent(shape.yearName)}`, ...cells].join(', ')} FROM numbered`;
  });
  const out = [...labels, quoteIdent(shape.yearName), ...shape.measures.map((m) => quoteIdent(m.name))].join(', ');
  return (
    `WITH numbered AS (SELECT *, row_number() OVER () AS __row FROM ${table}) ` +
    `SELECT ${out} FROM (${parts.join(' UNION ALL ')}) ORDER BY __row, ${quoteIdent(shape.yearName)}`
  );
}

/** What the reader is told about the reshaped table. */
export function yearMeasureWarning(shape: YearMeasureShape): string {
  const first = shape.measures[0]!.byYear.values().next().value as string;
  const names = [shape.yearName, ...shape.measures.map((m) => m.name)].join(', ');
  return (
    `The file holds one column per year and measure (${first}, …, ${shape.years.length} years): ` +
    `it is read as one row per ${shape.labels.length ? `${shape.labels.join(', ')} and ` : ''}year, with the columns ${names}.`
  );
}

/**
 * Rewrites `table` (a DuckDB table name, possibly qualified) in its long form when it is a
 * year-and-measure table; returns the warning to show, or undefined when the table stays as it is.
 */
export async function reshapeYearMeasureTable(
  run: (sql: string) => Promise<unknown>,
  rows: (sql: string) => Promise<Record<string, unknown>[]>,
  table: string,
): Promise<string | undefined> {
  const described = await rows(`DESCRIBE ${table}`);
  const shape = yearMeasureShape(described.map((r) => ({ name: String(r.column_name), type: String(r.column_type) })));
  if (!shape) return undefined;
  const staged = `${table}_long`;
  await run(`CREATE TABLE ${staged} AS ${longFormSelect(shape, table)}`);
  await run(`DROP TABLE ${table}`);
  await run(`ALTER TABLE ${staged} RENAME TO ${table.split('.').at(-1)}`);
  return yearMeasureWarning(shape);
}
