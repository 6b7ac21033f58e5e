/**
 * Reading the periods an investigation request compares ("last 7 days", "since 22 April", "Q3 vs
 * Q2", "this week vs the same week last year"), against the data's first and last day; defaults
 * are taken only for what is not said, and stated in words.
 */
import {
  addDays,
  addMonths,
  daysBetween,
  findDates,
  formatRange,
  makeDay,
  monthOf,
  rangeDays,
  type DayRange,
} from './request-dates.js';
import { NUMBER_WORDS } from '../planner/number-words.js';

/** The periods compared: the current one and its baseline, inclusive, with how they read. */
export interface PeriodReading {
  current: DayRange;
  baseline: DayRange;
  /** "the last 7 days (16–22 April 2024)". */
  currentLabel: string;
  baselineLabel: string;
  /** Whether the request named the current period (else the default was taken). */
  named: boolean;
  /** Defaults taken, in words ("No period was named: …"). */
  defaults: string[];
}

/** How many units "the last N days" names: digits or a number word; one for "a", "an" or none. */
const count = (word: string | undefined) =>
  word === undefined ? 1 : /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word.toLowerCase()] ?? 1);

/** Thrown for a period the data cannot answer; the message names the dates the data covers. */
export class PeriodError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PeriodError';
  }
}

type Unit = 'day' | 'week' | 'month' | 'quarter' | 'year';
const unitOf = (word: string): Unit => word.toLowerCase().replace(/s$/, '') as Unit;

/** The `n` units up to and including `end`. */
function lastUnits(end: string, n: number, unit: Unit): DayRange {
  if (unit === 'day') return { start: addDays(end, -(n - 1)), end };
  if (unit === 'week') return { start: addDays(end, -(7 * n - 1)), end };
  const months = unit === 'month' ? n : unit === 'quarter' ? 3 * n : 12 * n;
  return { start: addDays(addMonths(end, -months), 1), end };
}

/** The window of the same length right before `range`. */
function before(range: DayRange, days = rangeDays(range)): DayRange {
  return { start: addDays(range.start, -days), end: addDays(range.start, -1) };
}

function quarter(year: number, q: number): DayRange {
  const start = makeDay(year, 3 * (q - 1) + 1, 1)!;
  return { start, end: addDays(addMonths(start, 3), -1) };
}

function month(year: number, m: number): DayRange {
  const start = makeDay(year, m, 1)!;
  return { start, end: addDays(addMonths(start, 1), -1) };
}

/** The latest year in which a calendar range (built by `make`) starts on or before `last`. */
function latestYear(make: (year: number) => DayRange, last: string): DayRange {
  const year = Number(last.slice(0, 4));
  const range = make(year);
  return range.start <= last ? range : make(year - 1);
}

/**
 * The periods a request compares, against the data's first and last day. A named current period
 * without a baseline is compared with the window of the same length before it (for a week or
 * less: the 28 days before, when the data has them); no period at all means the last 7 days
 * against the 28 before. Defaults taken are listed in words. Throws `PeriodError` when a named
 * period holds no data.
 */
export function readPeriod(text: string, first: string, last: string): PeriodReading {
  const defaults: string[] = [];
  const lower = text.toLowerCase();
  const parts = lower.split(/\b(?:vs\.?|versus|compared (?:to|with)|against|relative to)\b/);
  const currentText = parts[0]!;
  const baselineText = parts.length > 1 ? parts.slice(1).join(' ') : '';
  let current = currentPeriod(currentText, last) ?? currentPeriod(lower, last);
  let named = true;
  if (!current) {
    named = false;
    const days = Math.max(1, Math.min(7, Math.floor((daysBetween(first, last) + 1) / 2)));
    current = { range: lastUnits(last, days, 'day'), label: `the last ${days} day${days > 1 ? 's' : ''}` };
  }
  if (current.range.end < first || current.range.start > last)
    throw new PeriodError(
      `The request asks about ${formatRange(current.range)}, but the data covers ${formatRange({ start: first, end: last })}.`,
    );
  if (current.range.end > last) current.range = { start: current.range.start, end: last };
  if (current.range.start < first) current.range = { start: first, end: current.range.end };
  let baseline = baselineText ? baselinePeriod(baselineText, current.range, last) : undefined;
  if (
    !baseline &&
    /\b(year over year|yoy|same (week|day|period|month|quarter) (last|a|the previous|of last) year)\b/.test(
      lower,
    )
  )
    baseline = { range: yearBefore(current.range), label: 'the same days a year before' };
  if (!baseline && /\b(week over week|wow)\b/.test(lower))
    baseline = { range: before(current.range, 7), label: 'the week before' };
  let baselineDefaulted = false;
  if (!baseline) {
    baselineDefaulted = true;
    const length = rangeDays(current.range);
    const available = daysBetween(first, current.range.start);
    const days = length <= 7 ? Math.min(4 * length, Math.max(length, available)) : length;
    baseline = {
      range: before(current.range, days),
      label: days === length ? `the ${length} days before` : `the ${days} days before`,
    };
  }
  if (baseline.range.end < first || baseline.range.start > last)
    throw new PeriodError(
      `The comparison period ${formatRange(baseline.range)} is outside the data, which covers ${formatRange({ start: first, end: last })}.`,
    );
  if (baseline.range.start < first) baseline.range = { start: first, end: baseline.range.end };
  const currentLabel = `${current.label} (${formatRange(current.range)})`;
  const baselineLabel = `${baseline.label} (${formatRange(baseline.range)})`;
  if (!named) defaults.push(`No period was named: compared ${currentLabel} with ${baselineLabel}.`);
  else if (baselineDefaulted)
    defaults.push(`No comparison period was named: compared ${currentLabel} with ${baselineLabel}.`);
  return { current: current.range, baseline: baseline.range, currentLabel, baselineLabel, named, defaults };
}

function yearBefore(range: DayRange): DayRange {
  // Up to four weeks, keep the weekdays aligned (52 weeks back); longer spans, the calendar year.
  if (rangeDays(range) <= 28) return { start: addDays(range.start, -364), end: addDays(range.end, -364) };
  return { start: addMonths(range.start, -12), end: addMonths(range.end, -12) };
}

interface Labelled {
  range: DayRange;
  label: string;
}

const QUARTER =
  /\b(?:q([1-4])|([1-4])(?:st|nd|rd|th) quarter|(first|second|third|fourth) quarter)(?:\s+(?:of\s+)?(\d{4}))?\b/;
const QUARTER_WORDS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4 };
const MONTH_RE =
  /\b(?:in|during|for|of|over)?\s*(january|february|march|april|may|june|july|august|september|october|november|december)(?:\s+(\d{4}))?\b/;

function quarterIn(text: string, last: string): Labelled | undefined {
  const q = QUARTER.exec(text);
  if (!q) return undefined;
  const n = Number(q[1] ?? q[2] ?? QUARTER_WORDS[q[3] ?? ''] ?? 1);
  const range = q[4] ? quarter(Number(q[4]), n) : latestYear((y) => quarter(y, n), last);
  return { range, label: `Q${n} ${range.start.slice(0, 4)}` };
}

function monthIn(text: string, last: string): Labelled | undefined {
  // A month followed by a day number is a date, not a month ("April 22").
  const m = MONTH_RE.exec(text);
  if (!m || /^\s*\d{1,2}(?:st|nd|rd|th)?\b/.test(text.slice(m.index + m[0].length))) return undefined;
  if (/\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?$/.test(text.slice(0, m.index + m[0].indexOf(m[1]!))))
    return undefined;
  const n = monthOf(m[1]!)!;
  const range = m[2] ? month(Number(m[2]), n) : latestYear((y) => month(y, n), last);
  return { range, label: `${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1)} ${range.start.slice(0, 4)}` };
}

function currentPeriod(text: string, last: string): Labelled | undefined {
  let m = /\b(?:from|between)\s+(.+?)\s+(?:to|and|until|till|through|-|–)\s+(.+?)(?:[.,;!?]|$)/.exec(text);
  if (m) {
    const a = findDates(m[1]!, last)[0];
    const b = findDates(m[2]!, last)[0];
    if (a && b && a.day <= b.day)
      return { range: { start: a.day, end: b.day }, label: 'the period asked about' };
  }
  m = /\b(?:since|starting|beginning|after)\s+(?:on\s+|the\s+)?(.{3,40})/.exec(text);
  if (m) {
    const a = findDates(m[1]!, last)[0];
    if (a && a.index === 0)
      return {
        range: { start: a.day, end: last },
        label: `the days since ${formatRange({ start: a.day, end: a.day })}`,
      };
  }
  m =
    /\b(?:last|past|previous|recent|latest|trailing)\s+(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|thirty|ninety)?\s*(day|week|month|quarter|year)s?\b/.exec(
      text,
    );
  if (m) {
    const n = count(m[1]);
    const unit = unitOf(m[2]!);
    return { range: lastUnits(last, n, unit), label: `the last ${n > 1 ? `${n} ${unit}s` : unit}` };
  }
  if (/\byesterday\b|\btoday\b|\blast day\b/.test(text))
    return { range: { start: last, end: last }, label: 'the last day' };
  if (/\bthis week\b/.test(text)) return { range: lastUnits(last, 1, 'week'), label: 'this week' };
  if (/\bthis month\b|\bmonth to date\b|\bmtd\b/.test(text))
    return { range: { start: `${last.slice(0, 8)}01`, end: last }, label: 'this month so far' };
  if (/\bthis quarter\b|\bqtd\b/.test(text)) {
    const q = Math.floor((Number(last.slice(5, 7)) - 1) / 3) + 1;
    return {
      range: { start: quarter(Number(last.slice(0, 4)), q).start, end: last },
      label: 'this quarter so far',
    };
  }
  if (/\bthis year\b|\byear to date\b|\bytd\b/.test(text))
    return { range: { start: `${last.slice(0, 4)}-01-01`, end: last }, label: 'this year so far' };
  const q = quarterIn(text, last);
  if (q) return q;
  const mo = monthIn(text, last);
  if (mo) return mo;
  const on = /\b(?:on|in|at)\s+(.{3,30})/.exec(text);
  if (on) {
    const a = findDates(on[1]!, last)[0];
    if (a && a.index === 0) return { range: { start: a.day, end: a.day }, label: 'the day asked about' };
  }
  return undefined;
}

function baselinePeriod(text: string, current: DayRange, last: string): Labelled | undefined {
  if (
    /\bsame (week|day|days|period|month|quarter) (last|a|the previous|of last|of the previous|one) year\b|\blast year\b|\ba year (ago|before|earlier)\b/.test(
      text,
    )
  )
    return { range: yearBefore(current), label: 'the same days a year before' };
  let m =
    /\b(?:the\s+)?(?:previous|prior|preceding|last)\s+(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|thirty|ninety)?\s*(day|week|month|quarter|year)s?\b/.exec(
      text,
    );
  if (m) {
    const n = count(m[1]);
    const range = lastUnits(addDays(current.start, -1), n, unitOf(m[2]!));
    return { range, label: `the ${n > 1 ? `${n} ${unitOf(m[2]!)}s` : unitOf(m[2]!)} before` };
  }
  m = /\b(?:the\s+)?(week|month|quarter|year|day|period) before\b/.exec(text);
  if (m) {
    const unit = m[1] === 'period' ? undefined : unitOf(m[1]!);
    const range = unit ? lastUnits(addDays(current.start, -1), 1, unit) : before(current);
    return { range, label: `the ${m[1]} before` };
  }
  const q = quarterIn(text, current.start < last ? current.start : last);
  if (q) return q;
  const mo = monthIn(text, current.start);
  if (mo) return mo;
  const dates = findDates(text, current.start);
  if (dates.length >= 2 && dates[0]!.day <= dates[1]!.day)
    return { range: { start: dates[0]!.day, end: dates[1]!.day }, label: 'the comparison period' };
  return undefined;
}
