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
import type { ClockFormat } from './units-line';

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
  unit: 's' | 'min';
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
  clocks: Record<string, ClockFormat> = {},
): Promise<Map<number, DurationColumn>> {
  const found = new Map<number, DurationColumn>();
  // columns a units line says are clock readings of durations (`(h:mm)`): read by that format
  const said = await saidClockColumns(rows, source, columns, clocks);
  for (const [j, d] of said) found.set(j, d);
  const times = columns.flatMap((c, j) => (c.type === 'TIME' && !said.has(j) ? [j] : []));
  const texts = columns.flatMap((c, j) => (c.type === 'VARCHAR' && !said.has(j) ? [j] : [])).slice(0, MAX_TEXT_COLUMNS);
  if (!times.length && !texts.length) return found;
  // Text columns are tried on a sample first: one that is not all readings costs nothing more.
  const textual = texts.length ? await readingColumns(rows, source, columns, texts) : [];
  // two-part readings under a name of a length of time: minutes and seconds
  const minuteTaken = new Set([...columns.map((c) => c.name.toLowerCase()), ...[...said.values()].map((d) => d.name.toLowerCase())]);
  for (const [j, d] of await minuteReadings(rows, source, columns, texts.filter((j) => !textual.includes(j)), minuteTaken))
    found.set(j, d);
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
  const taken = new Set([...minuteTaken, ...[...found.values()].map((d) => d.name.toLowerCase())]);
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

/** A reading of minutes and seconds (`9:36`, `88:02`). */
const MINUTES_SECONDS = '^\\s*(\\d{1,4}):([0-5]\\d)\\s*$';
/** Words of a name that say a length of time (a trip's, a call's, a lap's). */
const TIME_NAME = /\b(duration|durations|time|length|elapsed|runtime|talk|hold|wait|lap)\b/i;
/** Share of readings past 23 that makes two-part readings minutes and seconds, never hours and minutes. */
const PAST_A_DAY_SHARE = 0.05;

/**
 * Two-part readings in a column named as a length of time (`Duration`: `9:36`, `16:44`, `88:02`)
 * are minutes and seconds when many of them read past 23 — hours and minutes would make those
 * longer than a day, which a log of trips, calls or laps hardly ever holds. Read as whole seconds.
 */
async function minuteReadings(
  rows: (sql: string) => Promise<Record<string, unknown>[]>,
  source: string,
  columns: { name: string }[],
  texts: number[],
  taken: Set<string>,
): Promise<Map<number, DurationColumn>> {
  const found = new Map<number, DurationColumn>();
  const named = texts.filter((j) => TIME_NAME.test(columns[j]!.name.replace(/[_-]/g, ' ')));
  if (!named.length) return found;
  const minutes = (ref: string) => `TRY_CAST(regexp_extract(${ref}, ${quoteLiteral(MINUTES_SECONDS)}, 1) AS BIGINT)`;
  const checks = named.map((j) => {
    const ref = `nullif(trim(${quoteIdent(columns[j]!.name)}), '')`;
    return [
      `count(${ref}) AS "n${j}"`,
      `count(*) FILTER (WHERE ${ref} IS NOT NULL AND NOT regexp_full_match(${ref}, ${quoteLiteral(MINUTES_SECONDS)})) AS "bad${j}"`,
      `count(*) FILTER (WHERE regexp_full_match(${ref}, ${quoteLiteral(MINUTES_SECONDS)}) AND ${minutes(ref)} >= 24) AS "over${j}"`,
    ].join(', ');
  });
  const [stats] = await rows(`SELECT ${checks.join(', ')} FROM ${source}`);
  const get = (what: string, j: number) => Number(stats?.[`${what}${j}`] ?? 0);
  for (const j of named) {
    const n = get('n', j);
    if (n === 0 || get('bad', j) > 0 || get('over', j) < n * PAST_A_DAY_SHARE) continue;
    const name = nameWithUnit(columns[j]!.name, 's', taken);
    taken.add(name.toLowerCase());
    const sql = (ref: string) => {
      const text = `nullif(trim(${ref}), '')`;
      return `(CASE WHEN regexp_full_match(${text}, ${quoteLiteral(MINUTES_SECONDS)}) THEN ${minutes(text)} * 60 + TRY_CAST(regexp_extract(${text}, ${quoteLiteral(MINUTES_SECONDS)}, 2) AS BIGINT) END)`;
    };
    found.set(j, { sql, name, unit: 's' });
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

/** Each clock format's reading: its two or three parts, and the unit the column is written in. */
const CLOCK_READINGS: Record<ClockFormat, { re: string; unit: 's' | 'min'; parts: number[] }> = {
  'h:mm': { re: '^\\s*(\\d{1,4}):([0-5]\\d)\\s*$', unit: 'min', parts: [60, 1] },
  'h:mm:ss': { re: READING, unit: 's', parts: [3600, 60, 1] },
  'mm:ss': { re: '^\\s*(\\d{1,4}):([0-5]\\d)\\s*$', unit: 's', parts: [60, 1] },
};

/**
 * The columns a units line names with a clock format (`(h:mm)`, `(mm:ss)`): text whose every
 * non-empty value is such a reading, or a TIME the reader took it for; each read in minutes
 * (`h:mm`) or seconds (`h:mm:ss`, `mm:ss`).
 */
async function saidClockColumns(
  rows: (sql: string) => Promise<Record<string, unknown>[]>,
  source: string,
  columns: { name: string; type: string }[],
  clocks: Record<string, ClockFormat>,
): Promise<Map<number, DurationColumn>> {
  const found = new Map<number, DurationColumn>();
  const named = columns.flatMap((c, j) => {
    const format = clocks[c.name];
    return format && (c.type === 'VARCHAR' || c.type === 'TIME') ? [{ j, format, time: c.type === 'TIME' }] : [];
  });
  if (!named.length) return found;
  const textOf = (j: number) => `nullif(trim(CAST(${quoteIdent(columns[j]!.name)} AS VARCHAR)), '')`;
  const checks = named.map(
    ({ j, format }) =>
      `count(*) FILTER (WHERE ${textOf(j)} IS NOT NULL AND NOT regexp_full_match(${textOf(j)}, ${quoteLiteral(CLOCK_READINGS[format].re)})) AS "bad${j}"`,
  );
  const [stats] = await rows(`SELECT ${checks.join(', ')} FROM ${source}`);
  const taken = new Set(columns.map((c) => c.name.toLowerCase()));
  for (const { j, format, time } of named) {
    if (!time && Number(stats?.[`bad${j}`] ?? 0) > 0) continue;
    const { re, unit, parts } = CLOCK_READINGS[format];
    const sql = time
      ? (ref: string) => `CAST(epoch(${ref}) AS BIGINT) // ${unit === 'min' ? 60 : format === 'mm:ss' ? 60 : 1}`
      : (ref: string) => {
          const text = `nullif(trim(${ref}), '')`;
          const sum = parts.map((k, i) => `CAST(regexp_extract(${text}, ${quoteLiteral(re)}, ${i + 1}) AS BIGINT) * ${k}`).join(' + ');
          return `(CASE WHEN regexp_full_match(${text}, ${quoteLiteral(re)}) THEN ${sum} END)`;
        };
    const name = nameWithUnit(columns[j]!.name, unit, taken);
    taken.add(name.toLowerCase());
    found.set(j, { sql, name, unit });
  }
  return found;
}
