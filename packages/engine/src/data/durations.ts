/**
 * Durations written as clock readings: `0:04:32` (four minutes thirty-two), `1:15:00`,
 * `27:03:10`. DuckDB's reader takes `0:04:32` for a time of day and leaves `27:03:10` as text;
 * either way an average, a sum or "in minutes" over such a column fails or means nothing. A
 * column of `h:mm:ss` readings is a column of durations when it cannot be times of day (an hour
 * above 23) or when most of its readings fall in the hour after midnight, which a log of times
 * of day hardly ever does but a log of call, lap or talk times always does. Such a column is
 * written as whole seconds, named with its unit (`Talk time (s)`), so that sums, averages and
 * "in minutes" read it as they read any number of seconds. Times of day spread over the day
 * (`09:24:31`, `14:22:07`) stay times.
 */
import { quoteIdent, quoteLiteral } from './sql';
import { nameWithUnit } from './type-measures';

/** A reading of hours, minutes and seconds (hours unbounded, minutes and seconds below 60). */
const READING = '^\\s*(\\d{1,4}):([0-5]\\d):([0-5]\\d)\\s*$';
/** Share of a TIME column's values that must fall in hour 0 for the column to be durations. */
const HOUR_ZERO_SHARE = 0.5;
/** Text columns tried at most (the first ones), so that wide files stay fast to load. */
const MAX_TEXT_COLUMNS = 200;

export interface DurationColumn {
  /** The expression reading the column (given by reference) as whole seconds. */
  sql: (ref: string) => string;
  /** The column's name in the written table, with its unit. */
  name: string;
  unit: 's';
}

/** SQL: the seconds of a TIME value, or of an `h:mm:ss` text (NULL when it reads as none). */
export function secondsOfTimeSql(ref: string): string {
  return `CAST(epoch(${ref}) AS BIGINT)`;
}

export function secondsOfTextSql(ref: string): string {
  const part = (k: number) => `CAST(regexp_extract(${ref}, ${quoteLiteral(READING)}, ${k}) AS BIGINT)`;
  return `(CASE WHEN regexp_full_match(${ref}, ${quoteLiteral(READING)}) THEN ${part(1)} * 3600 + ${part(2)} * 60 + ${part(3)} END)`;
}

/**
 * The columns of `source` (TIME, or text whose every non-empty value is an `h:mm:ss` reading)
 * that hold durations, by position in `columns`, each with its seconds expression and new name.
 */
export async function durationColumns(
  rows: (sql: string) => Promise<Record<string, unknown>[]>,
  source: string,
  columns: { name: string; type: string }[],
): Promise<Map<number, DurationColumn>> {
  const found = new Map<number, DurationColumn>();
  const times = columns.flatMap((c, j) => (c.type === 'TIME' ? [j] : []));
  const texts = columns.flatMap((c, j) => (c.type === 'VARCHAR' ? [j] : [])).slice(0, MAX_TEXT_COLUMNS);
  if (!times.length && !texts.length) return found;
  // Text columns are tried on a sample first: one that is not all readings costs nothing more.
  const textual = texts.length ? await readingColumns(rows, source, columns, texts) : [];
  if (!times.length && !textual.length) return found;
  const checks = [
    ...times.map((j) => {
      const ref = quoteIdent(columns[j]!.name);
      return `count(${ref}) AS "n${j}", count(*) FILTER (WHERE hour(${ref}) = 0) AS "z${j}"`;
    }),
    ...textual.map((j) => {
      const ref = `nullif(trim(${quoteIdent(columns[j]!.name)}), '')`;
      return [
        `count(${ref}) AS "n${j}"`,
        `count(*) FILTER (WHERE ${ref} IS NOT NULL AND NOT regexp_full_match(${ref}, ${quoteLiteral(READING)})) AS "bad${j}"`,
        `count(*) FILTER (WHERE ${secondsOfTextSql(ref)} < 3600) AS "z${j}"`,
        `count(*) FILTER (WHERE ${secondsOfTextSql(ref)} >= 86400) AS "long${j}"`,
      ].join(', ');
    }),
  ];
  const [stats] = await rows(`SELECT ${checks.join(', ')} FROM ${source}`);
  const get = (what: string, j: number) => Number(stats?.[`${what}${j}`] ?? 0);
  const taken = new Set(columns.map((c) => c.name.toLowerCase()));
  const add = (j: number, sql: (ref: string) => string) => {
    const name = nameWithUnit(columns[j]!.name, 's', taken);
    taken.add(name.toLowerCase());
    found.set(j, { sql, name, unit: 's' });
  };
  for (const j of times) {
    const n = get('n', j);
    if (n > 0 && get('z', j) >= n * HOUR_ZERO_SHARE) add(j, secondsOfTimeSql);
  }
  for (const j of textual) {
    const n = get('n', j);
    if (n === 0 || get('bad', j) > 0) continue;
    if (get('long', j) > 0 || get('z', j) >= n * HOUR_ZERO_SHARE) {
      add(j, (ref) => secondsOfTextSql(`nullif(trim(${ref}), '')`));
    }
  }
  return found;
}

/** The text columns whose first rows hold `h:mm:ss` readings and nothing else. */
async function readingColumns(
  rows: (sql: string) => Promise<Record<string, unknown>[]>,
  source: string,
  columns: { name: string }[],
  texts: number[],
): Promise<number[]> {
  const checks = texts.map((j) => {
    const ref = `nullif(trim(${quoteIdent(columns[j]!.name)}), '')`;
    return `count(${ref}) > 0 AND bool_and(${ref} IS NULL OR regexp_full_match(${ref}, ${quoteLiteral(READING)})) AS "t${j}"`;
  });
  const [sample] = await rows(`SELECT ${checks.join(', ')} FROM (SELECT * FROM ${source} LIMIT 2000)`);
  return texts.filter((j) => sample?.[`t${j}`] === true);
}
