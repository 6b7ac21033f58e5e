/**
 * Calendar helpers of an investigation request: ISO days (`2024-04-22`) as plain strings, date
 * arithmetic in UTC, date phrases of free text ("22 April", "April 22nd", "2024-04-22", "04-22")
 * and how a period reads in prose, with inclusive end dates ("16–22 April 2024").
 */

import { MONTH_LABELS, MONTH_NAMES as MONTHS } from '../planner/calendar-words';

const DAY_MS = 86_400_000;

/** Month number (1–12) of a month name or its abbreviation ("Apr", "sept"); undefined otherwise. */
export function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const index = MONTHS.findIndex((m) => m.startsWith(w));
  return index < 0 ? undefined : index + 1;
}

/** Milliseconds of an ISO day at UTC midnight. */
export function dayMs(day: string): number {
  return Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
}

/** The ISO day of a time in milliseconds. */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return isoDay(dayMs(day) + days * DAY_MS);
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return Math.round((dayMs(b) - dayMs(a)) / DAY_MS);
}

/** `day` moved by whole months, clamped to the last day of the target month. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDay(Date.UTC(year, month, Math.min(d, last)));
}

/** A valid ISO day of year, month (1–12) and day, or undefined (e.g. 31 April). */
export function makeDay(year: number, month: number, day: number): string | undefined {
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31)) return undefined;
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCMonth() !== month - 1) return undefined;
  return isoDay(ms);
}

/** An inclusive range of days. */
export interface DayRange {
  start: string;
  end: string;
}

export function rangeDays(range: DayRange): number {
  return daysBetween(range.start, range.end) + 1;
}

/** "22 April 2024". */
export function formatDay(day: string, withYear = true): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTH_LABELS[m - 1]}${withYear ? ` ${y}` : ''}`;
}

/** An inclusive range in prose: "16–22 April 2024", "28 March – 3 April 2024", "22 April 2024". */
export function formatRange(range: DayRange): string {
  const { start, end } = range;
  if (start === end) return formatDay(start);
  const [ys, ms] = start.split('-').map(Number) as [number, number, number];
  const [ye, me] = end.split('-').map(Number) as [number, number, number];
  if (ys === ye && ms === me) return `${Number(start.slice(8, 10))}–${formatDay(end)}`;
  if (ys === ye) return `${formatDay(start, false)} – ${formatDay(end)}`;
  return `${formatDay(start)} – ${formatDay(end)}`;
}

/** A date found in free text: where it starts and ends, and the day (year inferred when absent). */
export interface DateMention {
  day: string;
  index: number;
  length: number;
  /** The text had a year. */
  hasYear: boolean;
}

const MONTH_WORD =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const ORDINAL = '(\\d{1,2})(?:st|nd|rd|th)?';
const DATE_PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => [number | undefined, number, number] }[] = [
  // 2024-04-22, 2024/04/22
  {
    re: /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g,
    read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
  },
  // 22 April 2024, 22nd of April, 22 Apr
  {
    re: new RegExp(`\\b${ORDINAL}(?:\\s+of)?\\s+${MONTH_WORD}(?:,?\\s+(\\d{4}))?\\b`, 'gi'),
    read: (m) => [m[3] ? Number(m[3]) : undefined, monthOf(m[2]!) ?? 0, Number(m[1])],
  },
  // April 22nd, 2024; Apr 22
  {
    re: new RegExp(`\\b${MONTH_WORD}\\s+${ORDINAL}(?:,?\\s+(\\d{4}))?\\b`, 'gi'),
    read: (m) => [m[3] ? Number(m[3]) : undefined, monthOf(m[1]!) ?? 0, Number(m[2])],
  },
  // 04-22, 4/22 (month first; no year)
  {
    re: /(?<![\d/.-])(\d{1,2})[-/](\d{1,2})(?![\d/-]|\.\d)/g,
    read: (m) => [undefined, Number(m[1]), Number(m[2])],
  },
];

/**
 * Every date in a text. A date without a year takes the year that puts it nearest `anchor` (the
 * last day of the data) without passing it by more than a month. Overlapping matches keep the
 * first (longest) pattern's reading.
 */
export function findDates(text: string, anchor: string): DateMention[] {
  const found: DateMention[] = [];
  const taken: [number, number][] = [];
  const anchorYear = Number(anchor.slice(0, 4));
  for (const { re, read } of DATE_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      const [year, month, day] = read(m);
      let iso: string | undefined;
      if (year !== undefined) iso = makeDay(year, month, day);
      else {
        iso = makeDay(anchorYear, month, day);
        if (iso && daysBetween(anchor, iso) > 31) iso = makeDay(anchorYear - 1, month, day);
      }
      if (!iso) continue;
      taken.push([start, end]);
      found.push({ day: iso, index: start, length: m[0].length, hasYear: year !== undefined });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}
