/**
 * Times written in text cells ("2:09:47", "3:45.2", "1:02:03.5"): race times, lap times, track
 * lengths. A column of them is compared and added up as durations in seconds, while its cells
 * are shown as written. This is read by the table stage, not at load: the load keeps such cells
 * as text so they show as written everywhere, and only the table stage's number reading (which
 * otherwise takes a cell's first number, the hours) needs their length.
 */
import { sqlValue } from '../../data/sql';

/** A time written as h:mm:ss or m:ss, seconds optionally with a fraction, at the start of a cell. */
const DURATION = /^\s*(\d{1,3}):([0-5]\d)(?::([0-5]\d))?(\.\d+)?(?!\s*[ap]\.?m\b)(?![\d:])/i;

/** A gap written in minutes and seconds with primes: "2′ 16″", "0′ 08″", "45″" (feet and inches use ' and "). */
const PRIMES = /^\s*(?:(\d{1,3})\s*′)?\s*(\d{1,2}(?:\.\d+)?)\s*″/;

/** The seconds of a time written in a cell: "2:09:47" → 7787, "3:45.2" → 225.2, "1′ 51″" → 111; undefined when the cell is not one. */
export function durationSeconds(text: string): number | undefined {
  const p = PRIMES.exec(text);
  if (p) return Number(p[1] ?? 0) * 60 + Number(p[2]);
  const m = DURATION.exec(text);
  if (!m) return undefined;
  const fraction = m[4] ? Number(m[4]) : 0;
  const [a, b, c] = [Number(m[1]), Number(m[2]), m[3] === undefined ? undefined : Number(m[3])];
  return c === undefined ? a * 60 + b + fraction : a * 3600 + b * 60 + c + fraction;
}

/** Whether most cells (four in five) are times: the column is compared as durations. */
export function isDurationColumn(cells: string[]): boolean {
  if (cells.length === 0) return false;
  const times = cells.filter((v) => durationSeconds(v) !== undefined).length;
  return times >= 0.8 * cells.length;
}

/** SQL: the seconds of a time written in a text expression (NULL when it does not start with one). */
export function durationSql(text: string): string {
  const time = `regexp_extract(${text}, ${sqlValue('^\\s*([0-9]{1,3}(:[0-5][0-9]){1,2}(\\.[0-9]+)?)')}, 1)`;
  const parts = `string_split(${time}, ':')`;
  const part = (k: number) => `TRY_CAST(${parts}[${k}] AS DOUBLE)`;
  const primed = `regexp_extract(${text}, ${sqlValue('^\\s*(([0-9]{1,3})\\s*′)?\\s*([0-9]{1,2}(?:\\.[0-9]+)?)\\s*″')}, ['mark', 'm', 's'])`;
  const gap = `coalesce(TRY_CAST(${primed}.m AS DOUBLE), 0) * 60 + TRY_CAST(${primed}.s AS DOUBLE)`;
  return `(CASE WHEN ${primed}.s <> '' THEN ${gap} WHEN ${time} = '' THEN NULL WHEN len(${parts}) = 3 THEN ${part(1)} * 3600 + ${part(2)} * 60 + ${part(3)} ELSE ${part(1)} * 60 + ${part(2)} END)`;
}

/** SQL: seconds written back as a time, h:mm:ss from an hour on, else m:ss (tenths kept when there are any). */
export function durationTextSql(seconds: string): string {
  const s = `round(${seconds}, 1)`;
  const hours = `CAST(floor(${s} / 3600) AS BIGINT)`;
  const minutes = `CAST(floor((${s} - ${hours} * 3600) / 60) AS BIGINT)`;
  const rest = `(${s} - ${hours} * 3600 - ${minutes} * 60)`;
  const secs = `(CASE WHEN ${rest} = floor(${rest}) THEN printf('%02d', CAST(${rest} AS BIGINT)) ELSE printf('%04.1f', ${rest}) END)`;
  return `(CASE WHEN ${seconds} IS NULL THEN NULL WHEN ${hours} > 0 THEN printf('%d:%02d:', ${hours}, ${minutes}) || ${secs} ELSE printf('%d:', ${minutes}) || ${secs} END)`;
}
