/**
 * The conversion pass of type detection. The source is read once into a temporary table in
 * which every candidate column is already converted (a text column into its kind, month-first
 * and day-first side by side when the sample could not tell them apart), each next to the text
 * of the values that failed to convert. The checks then run over that table: how many values
 * converted, whether the numbers are whole and the dates without a time, which date order reads
 * more values. The table file is written from it with the final types. A column whose whole
 * data contradicts its sample is reported back so that the caller reads it again as text.
 */
import { FOOTNOTED_RE, cleanedTrimmedSql, type Family } from './type-families';
import { cleanTextSql } from './type-marks';
import {
  CONVERT_RATIO,
  MIXED_RATIO,
  clip,
  footnoteWarning,
  mixedWarning,
  type Candidate,
  type ColumnUnit,
  type Rows,
  type Run,
} from './type-sample';
import { quoteIdent, quoteLiteral } from './sql';

/** Columns per check query, so wide files never build a giant statement. */
const BATCH = 100;
/** Whole numbers up to this size are exact as DOUBLE, so they can become BIGINT. */
const EXACT_INTEGER = 2 ** 53;
const STAGED = '__typed';

/** What the check decided for one candidate column. */
export interface Conclusion {
  /** The column's final expression over the staged table; absent when it must be read again as text. */
  sql?: string;
  /** The column's name in the written table, when not its name in the file. */
  name?: string;
  unit?: ColumnUnit;
  warning?: string;
}

const id = (prefix: string, index: number) => quoteIdent(`${prefix}${index}`);

/**
 * Reads `source` into the staged table with the candidates converted and checks them. Returns
 * each candidate's conclusion (by column index); when none must be read again, the staged table
 * is left for {@link writeFromStaged}.
 */
export async function convertAndCheck(
  rows: Rows,
  run: Run,
  source: string,
  columns: { name: string }[],
  candidates: Candidate[],
): Promise<Map<number, Conclusion>> {
  const byIndex = new Map(candidates.map((c) => [c.index, c]));
  // Four projections: the trimmed text, the cleaned text, its conversions, then the failures beside them.
  const trimmed: string[] = [];
  const cleaned: string[] = [];
  const converted: string[] = [];
  const kept: string[] = [];
  for (const [j, column] of columns.entries()) {
    const candidate = byIndex.get(j);
    if (!candidate || candidate.stamp) {
      trimmed.push(`${quoteIdent(column.name)} AS ${id('k', j)}`);
      for (const list of [cleaned, converted, kept]) list.push(id('k', j));
      continue;
    }
    trimmed.push(`trim(${quoteIdent(column.name)}) AS ${id('w', j)}`);
    cleaned.push(`${cleanedTrimmedSql(id('w', j))} AS ${id('v', j)}`);
    converted.push(id('v', j));
    kept.push(id('t', j), `CASE WHEN ${id('t', j)} IS NULL THEN ${id('v', j)} END AS ${id('b', j)}`);
    const [first, second] = candidate.families;
    converted.push(`${(first as Family).convert(id('v', j))} AS ${id('t', j)}`);
    if (second) {
      converted.push(`${second.convert(id('v', j))} AS ${id('u', j)}`);
      kept.push(id('u', j), `CASE WHEN ${id('u', j)} IS NULL THEN ${id('v', j)} END AS ${id('c', j)}`);
    }
  }
  const levels = [trimmed, cleaned, converted, kept];
  const select = levels.reduce((from, list) => `SELECT ${list.join(', ')} FROM (${from})`, `SELECT * FROM ${source}`);
  await run(`CREATE OR REPLACE TEMP TABLE ${STAGED} AS ${select}`);
  const conclusions = new Map<number, Conclusion>();
  for (let start = 0; start < candidates.length; start += BATCH) {
    const batch = candidates.slice(start, start + BATCH);
    const [stats] = await rows(`SELECT ${batch.flatMap(checks).join(', ')} FROM ${STAGED}`);
    for (const candidate of batch) conclusions.set(candidate.index, conclude(candidate, stats ?? {}));
  }
  return conclusions;
}

/**
 * Writes `table` from the staged table, each candidate with its concluded expression and name,
 * the text columns at the positions in `cleanText` cleaned (type-marks.ts).
 */
export async function writeFromStaged(
  run: Run,
  table: string,
  columns: { name: string }[],
  conclusions: Map<number, Conclusion>,
  cleanText: Set<number> = new Set(),
): Promise<void> {
  const select = columns.map((c, j) => {
    const conclusion = conclusions.get(j);
    const kept = cleanText.has(j) ? cleanTextSql(id('k', j)) : id('k', j);
    return `${conclusion?.sql ?? kept} AS ${quoteIdent(conclusion?.name ?? c.name)}`;
  });
  await run(`CREATE TABLE ${table} AS SELECT ${select.join(', ')} FROM ${STAGED}`);
  await run(`DROP TABLE IF EXISTS ${STAGED}`);
}

export async function dropStaged(run: Run): Promise<void> {
  await run(`DROP TABLE IF EXISTS ${STAGED}`);
}

/** Aggregates that check one candidate over the staged table. */
function checks({ index: j, families, stamp }: Candidate): string[] {
  const alias = (what: string) => quoteIdent(`c${j}_${what}`);
  if (stamp) {
    const k = id('k', j);
    return [`count(${k}) AS ${alias('n')}`, `bool_and(${k} = date_trunc('day', ${k})) AS ${alias('day')}`];
  }
  const parts: string[] = [];
  for (const [value, failed, which] of [['t', 'b', 0], ['u', 'c', 1]] as const) {
    const family = families[which];
    if (!family) continue;
    const t = id(value, j);
    const b = id(failed, j);
    parts.push(`count(${t}) AS ${alias(`${which}_ok`)}`, `count(${b}) AS ${alias(`${which}_bad`)}`);
    parts.push(`min(${b}) AS ${alias(`${which}_example`)}`);
    if (family.kind === 'number') {
      const footnoted = `regexp_full_match(${b}, ${quoteLiteral(FOOTNOTED_RE)})`;
      parts.push(`min(${b}) FILTER (WHERE ${footnoted}) AS ${alias(`${which}_footnote`)}`);
      parts.push(`bool_and(${t} = trunc(${t})) AND max(abs(${t})) < ${EXACT_INTEGER} AS ${alias(`${which}_whole`)}`);
    }
    if (family.kind === 'date') parts.push(`bool_and(${t} = date_trunc('day', ${t})) AS ${alias(`${which}_day`)}`);
  }
  if (families.length === 2) {
    // Read month-first, the first part is the month and the second the day.
    parts.push(`count(DISTINCT month(${id('t', j)})) AS ${alias('first')}`);
    parts.push(`count(DISTINCT day(${id('t', j)})) AS ${alias('second')}`);
  }
  return parts;
}

/** Turns the check of one column into its final expression and warning. */
function conclude(candidate: Candidate, stats: Record<string, unknown>): Conclusion {
  const { column, index: j } = candidate;
  const get = (what: string) => stats[`c${j}_${what}`];
  if (candidate.stamp) {
    return Number(get('n') ?? 0) > 0 && get('day') === true ? { sql: `CAST(${id('k', j)} AS DATE)` } : { sql: id('k', j) };
  }
  let which: 0 | 1 = 0;
  let orderNote: string | undefined;
  if (candidate.families.length === 2) {
    // families are [month-first, day-first]: whichever reads more values wins.
    const mdy = Number(get('0_ok') ?? 0);
    const dmy = Number(get('1_ok') ?? 0);
    let dayFirst = dmy > mdy;
    if (dmy === mdy) {
      // Monthly data dated on the 1st (01/03/2020, 01/04/2020…) varies only in its second part.
      dayFirst = Number(get('first')) === 1 && Number(get('second')) > 1;
      orderNote = `Column "${column}" has dates such as "${clip(candidate.example)}" that could be day/month or month/day; they were read as ${dayFirst ? 'day/month' : 'month/day'}.`;
    }
    which = dayFirst ? 1 : 0;
  }
  const family = candidate.families[which] as Family;
  const ok = Number(get(`${which}_ok`) ?? 0);
  const failed = Number(get(`${which}_bad`) ?? 0);
  const n = ok + failed;
  if (n === 0) return {};
  if (get(`${which}_footnote`) != null) return { warning: footnoteWarning(column, get(`${which}_footnote`)) };
  if (ok < n * CONVERT_RATIO) {
    return ok < n * MIXED_RATIO ? {} : { warning: mixedWarning(column, family, ok, n, get(`${which}_example`)) };
  }
  const value = id(which === 0 ? 't' : 'u', j);
  let type = 'BOOLEAN';
  if (family.kind === 'number') type = get(`${which}_whole`) === true ? 'BIGINT' : 'DOUBLE';
  if (family.kind === 'date') type = get(`${which}_day`) === true ? 'DATE' : 'TIMESTAMP';
  const conclusion: Conclusion = { sql: `CAST(${value} AS ${type})` };
  if (candidate.unit) conclusion.unit = candidate.unit;
  const notes = [orderNote];
  if (failed > 0) {
    notes.push(
      `Column "${column}": ${failed.toLocaleString('en-US')} of ${n.toLocaleString('en-US')} values could not be read as ${family.noun} (such as "${clip(get(`${which}_example`))}") and are shown as missing.`,
    );
  }
  const warning = notes.filter(Boolean).join(' ');
  if (warning) conclusion.warning = warning;
  return conclusion;
}
