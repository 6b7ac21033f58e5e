/**
 * Time phrases in questions: buckets ("by month", "monthly") and ranges ("in 2024",
 * "last quarter", "last 30 days", "in March 2024", "Q3 2024", "since 2024-06-01"). Relative
 * ranges are anchored on the data's latest date, not today's date: a question about "last
 * quarter" over a file that ends in 2024 means the last quarter in the file.
 */
import { MONTH_NAMES as MONTHS } from './calendar-words';
import type { Bucket } from '../timeseries/series';
import { NUMBER_WORDS } from './number-words';

export interface DateRange {
  /** Inclusive start (YYYY-MM-DD). */
  from: string;
  /** Exclusive end (YYYY-MM-DD). */
  to: string;
  label: string;
}

export interface TimePhrase {
  bucket?: Bucket;
  range?: DateRange;
  /** "next 3 months" for forecasts. */
  horizon?: { count: number; bucket: Bucket };
  /** "vs the previous quarter", "compared to last year". */
  comparison?: 'previous_period' | 'previous_year';
}

const UNIT: Record<string, Bucket> = {
  day: 'day',
  days: 'day',
  daily: 'day',
  week: 'week',
  weeks: 'week',
  weekly: 'week',
  month: 'month',
  months: 'month',
  monthly: 'month',
  quarter: 'quarter',
  quarters: 'quarter',
  quarterly: 'quarter',
  year: 'year',
  years: 'year',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(UNIT, null);

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m, d));

/** The start of the bucket containing `date`. */
export function bucketStart(date: Date, bucket: Bucket): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  if (bucket === 'year') return utc(y, 0);
  if (bucket === 'quarter') return utc(y, m - (m % 3));
  if (bucket === 'month') return utc(y, m);
  if (bucket === 'week') {
    const d = utc(y, m, date.getUTCDate());
    d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
    return d;
  }
  return utc(y, m, date.getUTCDate());
}

export function addUnits(date: Date, bucket: Bucket, k: number): Date {
  const d = new Date(date.getTime());
  if (bucket === 'day') d.setUTCDate(d.getUTCDate() + k);
  else if (bucket === 'week') d.setUTCDate(d.getUTCDate() + 7 * k);
  else if (bucket === 'month') d.setUTCMonth(d.getUTCMonth() + k);
  else if (bucket === 'quarter') d.setUTCMonth(d.getUTCMonth() + 3 * k);
  else d.setUTCFullYear(d.getUTCFullYear() + k);
  return d;
}

/**
 * "last <bucket>": the latest complete bucket in the data. If the data ends on the last day of
 * its bucket, that bucket is complete and is the one meant; otherwise the one before it.
 */
export function lastComplete(maxDate: string, bucket: Bucket): DateRange {
  const max = new Date(`${maxDate}T00:00:00Z`);
  let start = bucketStart(max, bucket);
  const end = addUnits(start, bucket, 1);
  const complete = iso(addUnits(end, 'day', -1)) === maxDate;
  if (!complete) start = addUnits(start, bucket, -1);
  return {
    from: iso(start),
    to: iso(addUnits(start, bucket, 1)),
    label: `last ${bucket} (${iso(start)} to ${iso(addUnits(addUnits(start, bucket, 1), 'day', -1))})`,
  };
}

/** Parses the time phrases of a question; `maxDate` anchors relative ranges. */
export function parseTimePhrases(question: string, maxDate: string | undefined): TimePhrase {
  const q = question.toLowerCase();
  const out: TimePhrase = {};
  const bucketMatch =
    /\b(?:by|per|each|every|over|for each|grouped by|broken down by|across)\s+(?:the\s+)?(day|week|month|quarter|year)s?\b/.exec(
      q,
    ) ?? /\b(daily|weekly|monthly|quarterly|yearly|annual|annually)\b/.exec(q);
  if (bucketMatch) out.bucket = UNIT[bucketMatch[1] as string];

  const next =
    /\b(?:next|coming|following|upcoming)\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)?\s*(day|week|month|quarter|year)s?\b/.exec(
      q,
    );
  if (next) {
    const n = next[1] ? Number(next[1]) || NUMBER_WORDS[next[1]] || 1 : 1;
    out.horizon = { count: n, bucket: UNIT[next[2] as string] as Bucket };
  }
  if (
    /\b(previous|prior|preceding) (period|month|quarter|year|week)\b|\bvs\.? (the )?(previous|prior|last)\b|\bcompared (to|with) (the )?(previous|prior|last)\b|\b(mom|qoq|wow|period over period)\b/.test(
      q,
    ) ||
    // "revenue last month vs the month before": one period said, against the one before it (never
    // "how many years did X fall vs the year before", which counts periods)
    (/\b(vs\.?|versus|against|compared (to|with)) (the )?(period|month|quarter|year|week|one) (before|earlier)\b/.test(q) &&
      /\b(last|this|past|current) (month|quarter|year|week)\b|\b(in|for|of) (q[1-4] )?(19|20)\d\d\b/.test(q) &&
      !/\bhow many\b/.test(q))
  ) {
    out.comparison = /\b(year over year|yoy|same (period|quarter|month) last year)\b/.test(q)
      ? 'previous_year'
      : 'previous_period';
  }
  if (/\b(year over year|yoy|same (period|quarter|month) last year)\b/.test(q))
    out.comparison = 'previous_year';

  const max = maxDate ? new Date(`${maxDate}T00:00:00Z`) : undefined;
  // Explicit ranges first: ISO dates, "Q3 2024", "March 2024", "in 2024".
  const between = /\b(?:between|from)\s+(\d{4}-\d{2}-\d{2})\s+(?:and|to|until)\s+(\d{4}-\d{2}-\d{2})\b/.exec(
    q,
  );
  const since = /\b(?:since|after|from)\s+(\d{4}-\d{2}-\d{2})\b/.exec(q);
  const quarter = /\bq([1-4])\s*(?:of\s+)?(\d{4})\b/.exec(q) ?? /\b(\d{4})\s*q([1-4])\b/.exec(q);
  const monthYear = new RegExp(
    `\\b(${MONTHS.join('|')}|${MONTHS.map((m) => m.slice(0, 3)).join('|')})\\s+(\\d{4})\\b`,
  ).exec(q);
  // "in March" with no year: the latest March of the data.
  const monthOnly = new RegExp(
    `\\b(?:in|during|for)\\s+(${MONTHS.join('|')}|${MONTHS.map((m) => m.slice(0, 3)).join('|')})\\b(?!\\s+\\d{4})`,
  ).exec(q);
  const year = /\b(?:in|during|for|of|year)\s+(\d{4})\b/.exec(q) ?? /\b(20\d{2}|19\d{2})\b/.exec(q);
  const lastN =
    /\b(?:last|past|previous|trailing)\s+(\d+|two|three|four|five|six|seven|ten|twelve|thirty|ninety)\s+(day|week|month|quarter|year)s?\b/.exec(
      q,
    );
  const lastOne = /\b(last|this|current|previous|past)\s+(day|week|month|quarter|year)\b/.exec(q);
  const ytd = /\b(ytd|year to date)\b/.exec(q);
  if (between) {
    const to = addUnits(new Date(`${between[2]}T00:00:00Z`), 'day', 1);
    out.range = { from: between[1] as string, to: iso(to), label: `${between[1]} to ${between[2]}` };
  } else if (quarter) {
    const [qn, y] =
      quarter[1]!.length === 4
        ? [Number(quarter[2]), Number(quarter[1])]
        : [Number(quarter[1]), Number(quarter[2])];
    const start = utc(y, (qn - 1) * 3);
    out.range = { from: iso(start), to: iso(addUnits(start, 'quarter', 1)), label: `Q${qn} ${y}` };
  } else if (monthYear) {
    const m = MONTHS.findIndex((name) => name.startsWith(monthYear[1] as string));
    const start = utc(Number(monthYear[2]), m);
    out.range = {
      from: iso(start),
      to: iso(addUnits(start, 'month', 1)),
      label: `${MONTHS[m]} ${monthYear[2]}`,
    };
  } else if (monthOnly && max) {
    const m = MONTHS.findIndex((name) => name.startsWith(monthOnly[1] as string));
    const y = m <= max.getUTCMonth() ? max.getUTCFullYear() : max.getUTCFullYear() - 1;
    const start = utc(y, m);
    out.range = { from: iso(start), to: iso(addUnits(start, 'month', 1)), label: `${MONTHS[m]} ${y}` };
  } else if (since) {
    out.range = {
      from: since[1] as string,
      to: max ? iso(addUnits(max, 'day', 1)) : '9999-12-31',
      label: `since ${since[1]}`,
    };
  } else if (lastN && max) {
    const n = Number(lastN[1]) || NUMBER_WORDS[lastN[1] as string] || 1;
    const unit = UNIT[lastN[2] as string] as Bucket;
    const to = addUnits(max, 'day', 1);
    out.range = {
      from: iso(addUnits(to, unit, -n)),
      to: iso(to),
      label: `the last ${n} ${unit}s of data (to ${maxDate})`,
    };
  } else if (ytd && max) {
    out.range = {
      from: iso(utc(max.getUTCFullYear(), 0)),
      to: iso(addUnits(max, 'day', 1)),
      label: `year to date ${max.getUTCFullYear()}`,
    };
  } else if (lastOne && max && maxDate) {
    const unit = UNIT[lastOne[2] as string] as Bucket;
    if (lastOne[1] === 'this' || lastOne[1] === 'current') {
      const start = bucketStart(max, unit);
      out.range = {
        from: iso(start),
        to: iso(addUnits(start, unit, 1)),
        label: `this ${unit} (from ${iso(start)})`,
      };
    } else {
      out.range = lastComplete(maxDate, unit);
    }
  } else if (year && !out.horizon) {
    const y = Number(year[1]);
    if (y >= 1900 && y <= 2100) out.range = { from: `${y}-01-01`, to: `${y + 1}-01-01`, label: String(y) };
  }
  return out;
}
