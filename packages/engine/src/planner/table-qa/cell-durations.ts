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

/** A gap written in minutes and seconds with primes: "2′ 16″", "+ 0′ 08″", "45″" (feet and inches use ' and "). */
const PRIMES = /^\s*\+?\s*(?:(\d{1,3})\s*′)?\s*(\d{1,2}(?:\.\d+)?)\s*″/;

/** Units of a length of time written in words, and their seconds. */
const UNIT_SECONDS: [string, number][] = [
  ['years?|yrs?', 365.25 * 86400],
  ['months?', 30.4375 * 86400],
  ['weeks?|wks?', 7 * 86400],
  ['days?', 86400],
  ['hours?|hrs?|h', 3600],
  ['minutes?|mins?', 60],
  ['seconds?|secs?|s', 1],
];
const UNIT_WORDS = UNIT_SECONDS.map(([u]) => u).join('|');
/** A length of time in unit words: "6 years, 127 days", "68 days", "1 h 6 min", "3 min 59 s". */
const IN_UNITS = new RegExp(`^\\s*(?:\\d+(?:\\.\\d+)?\\s*(?:${UNIT_WORDS})\\b\\s*(?:,|and)?\\s*)+$`, 'i');

/** The seconds of a length written in unit words, or undefined. */
function unitSeconds(text: string): number | undefined {
  if (!IN_UNITS.test(text)) return undefined;
  let total = 0;
  for (const m of text.matchAll(new RegExp(`(\\d+(?:\\.\\d+)?)\\s*(${UNIT_WORDS})\\b`, 'gi'))) {
    const unit = UNIT_SECONDS.find(([u]) => new RegExp(`^(?:${u})$`, 'i').test(m[2]!));
    total += Number(m[1]) * (unit?.[1] ?? 0);
  }
  return total;
}

/** The seconds of a time written in a cell: "2:09:47" → 7787, "3:45.2" → 225.2, "1′ 51″" → 111; undefined when the cell is not one. */
export function durationSeconds(text: string): number | undefined {
  const inUnits = unitSeconds(text);
  if (inUnits !== undefined) return inUnits;
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
  // lengths in unit words count only when the column mixes units ("6 years, 127 days" beside
  // "68 days"): a column of "34 years" alone is read by its numbers, in its one unit
  const units = new Set(cells.flatMap((v) => (IN_UNITS.test(v) ? unitsOf(v) : [])));
  const times = cells.filter((v) => durationSeconds(v) !== undefined && (units.size > 1 || !IN_UNITS.test(v))).length;
  return times >= 0.8 * cells.length;
}

/** The units a length in words uses, by their seconds. */
const unitsOf = (text: string) =>
  [...text.matchAll(new RegExp(`\\d\\s*(${UNIT_WORDS})\\b`, 'gi'))].map(
    (m) => UNIT_SECONDS.find(([u]) => new RegExp(`^(?:${u})$`, 'i').test(m[1]!))?.[1],
  );

/** SQL: the seconds of a time written in a text expression (NULL when it does not start with one). */
export function durationSql(text: string): string {
  const time = `regexp_extract(${text}, ${sqlValue('^\\s*([0-9]{1,3}(:[0-5][0-9]){1,2}(\\.[0-9]+)?)')}, 1)`;
  const parts = `string_split(${time}, ':')`;
  const part = (k: number) => `TRY_CAST(${parts}[${k}] AS DOUBLE)`;
  const primed = `regexp_extract(${text}, ${sqlValue('^\\s*\\+?\\s*(([0-9]{1,3})\\s*′)?\\s*([0-9]{1,2}(?:\\.[0-9]+)?)\\s*″')}, ['mark', 'm', 's'])`;
  // a length in unit words: each unit's number times its seconds
  const units = UNIT_SECONDS.map(
    ([u, secs]) =>
      `coalesce(TRY_CAST(regexp_extract(lower(${text}), ${sqlValue(`([0-9]+(?:\\.[0-9]+)?)\\s*(?:${u})\\b`)}, 1) AS DOUBLE), 0) * ${secs}`,
  ).join(' + ');
  const inUnits = `regexp_full_match(lower(${text}), ${sqlValue(IN_UNITS.source.replace('^', '').replace(/\$$/, ''))})`;
  const gap = `coalesce(TRY_CAST(${primed}.m AS DOUBLE), 0) * 60 + TRY_CAST(${primed}.s AS DOUBLE)`;
  return `(CASE WHEN ${inUnits} THEN ${units} WHEN ${primed}.s <> '' THEN ${gap} WHEN ${time} = '' THEN NULL WHEN len(${parts}) = 3 THEN ${part(1)} * 3600 + ${part(2)} * 60 + ${part(3)} ELSE ${part(1)} * 60 + ${part(2)} END)`;
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
