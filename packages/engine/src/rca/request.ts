/**
 * Reading an investigation request in words: which metric it asks about ("revenue", "max
 * temperature", "conversion rate" as a ratio of two columns) and how it aggregates (summed
 * amounts, averaged levels, ratios of sums), which periods it compares ("last 7 days", "since 22
 * April", "Q3 vs Q2", "this week vs the same week last year"), which dimensions it names or
 * excludes, and the dated events of its context (releases, price changes, outages, campaigns).
 * Everything here is pure text work against the table's column names and its first and last day.
 */
import type { MetricSpec } from './investigate-types.js';
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

export interface NamedColumn {
  name: string;
  type: string;
}

/** Canonical short forms, so "max temperature" meets `temp_max` and "average price" meets `avg_price`. */
const CANONICAL: Record<string, string> = {
  maximum: 'max',
  highest: 'max',
  high: 'max',
  minimum: 'min',
  lowest: 'min',
  low: 'min',
  average: 'avg',
  mean: 'avg',
  temperature: 'temp',
  temperatures: 'temp',
  precipitation: 'precip',
  rainfall: 'precip',
  quantity: 'qty',
  amount: 'amt',
  number: 'num',
  percent: 'pct',
  percentage: 'pct',
  revenues: 'revenue',
  transaction: 'transaction',
  count: 'cnt',
  visitors: 'visitor',
  users: 'user',
};

/** A word in canonical form: lower case, abbreviations unified, a plural `s` dropped. */
function canonical(word: string): string {
  const w = word.toLowerCase();
  if (CANONICAL[w]) return CANONICAL[w];
  if (w.length > 3 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) return w.slice(0, -1);
  return w;
}

/** Words of a column name: `maxTemp`, `temp_max`, `Max Temperature` → [max, temp]. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(canonical);
}

interface Token {
  word: string;
  /** Character offset in the text. */
  at: number;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[A-Za-z][A-Za-z0-9]*|\d+/g))
    out.push({ word: canonical(m[0]), at: m.index });
  return out;
}

/**
 * Where a column is named in a text: the first place where all of the name's words appear within
 * a window of the name's length plus one word; -1 when it is not named.
 */
function mentionAt(text: Token[], words: string[]): number {
  if (words.length === 0) return -1;
  const span = words.length + 1;
  for (let i = 0; i < text.length; i++) {
    if (!words.includes(text[i]!.word)) continue;
    const window = text.slice(i, i + span).map((t) => t.word);
    if (words.every((w) => window.includes(w))) return text[i]!.at;
  }
  return -1;
}

/** Whether a text names a column (all the words of its name close together). */
export function names(text: string, column: string): boolean {
  return mentionAt(tokens(text), nameWords(column)) >= 0;
}

export type Aggregation = 'sum' | 'avg' | 'ratio';

/** Words of a level (averaged, never summed): a temperature, a price, a rate column, a score. */
const LEVEL_WORDS = new Set([
  'temp',
  'price',
  'rate',
  'ratio',
  'pct',
  'score',
  'rating',
  'level',
  'humidity',
  'pressure',
  'speed',
  'latency',
  'duration',
  'avg',
  'median',
  'age',
  'index',
  'margin',
  'aov',
  'wind',
  'visibility',
  'cloud',
  'cover',
  'uv',
  'dew',
  'nps',
  'csat',
  'balance',
  'inventory',
  'stock',
  'headcount',
  'weight',
  'height',
  'share',
]);

/** Whether a column (or the words naming it) is a level to average rather than an amount to sum. */
export function isLevel(column: string, phrase = ''): boolean {
  const words = [...nameWords(column), ...nameWords(phrase)];
  return words.some((w) => LEVEL_WORDS.has(w));
}

/** Named rates as the columns of their numerator and denominator (each a list of name words). */
const RATES: { phrase: RegExp; name: string; numerator: string[]; denominator: string[] }[] = [
  {
    phrase: /\b(click[- ]?through rate|ctr)\b/i,
    name: 'click-through rate',
    numerator: ['click'],
    denominator: ['impression', 'view'],
  },
  {
    phrase: /\bconversion(?:s)? rate\b/i,
    name: 'conversion rate',
    numerator: ['conversion', 'converted', 'purchase', 'order', 'signup'],
    denominator: ['visit', 'session', 'visitor', 'user', 'click', 'lead', 'trial'],
  },
  {
    phrase: /\b(error|failure|fail) rate\b/i,
    name: 'failure rate',
    numerator: ['error', 'failure', 'failed', 'fail'],
    denominator: ['request', 'call', 'attempt', 'total', 'cnt', 'transaction'],
  },
  {
    phrase: /\bbounce rate\b/i,
    name: 'bounce rate',
    numerator: ['bounce'],
    denominator: ['session', 'visit'],
  },
  {
    phrase: /\bchurn rate\b/i,
    name: 'churn rate',
    numerator: ['churned', 'churn', 'cancellation'],
    denominator: ['customer', 'subscriber', 'user', 'account'],
  },
  {
    phrase: /\breturn rate\b/i,
    name: 'return rate',
    numerator: ['return', 'returned'],
    denominator: ['order', 'sale', 'unit'],
  },
  {
    phrase: /\b(average order value|aov)\b/i,
    name: 'average order value',
    numerator: ['revenue', 'sale', 'amt', 'gmv'],
    denominator: ['order'],
  },
  {
    phrase: /\b(success rate)\b/i,
    name: 'success rate',
    numerator: ['success', 'succeeded', 'successful'],
    denominator: ['request', 'call', 'attempt', 'total', 'cnt', 'transaction'],
  },
];

/** What the request says about its metric. */
export interface MetricReading {
  /** Absent when the request names no metric the table has. */
  metric?: MetricSpec;
  aggregation?: Aggregation;
  /** The words of the request that named it ("max temperature"). */
  phrase?: string;
  /**
   * The subject of "why did X drop" when X names no column of the table: the request asks about
   * something the data does not hold.
   */
  unknown?: string;
}

/** Words that qualify a metric without naming it: sharing only these is no match. */
const MODIFIERS = new Set([
  'gross',
  'net',
  'total',
  'max',
  'min',
  'avg',
  'daily',
  'weekly',
  'monthly',
  'new',
  'old',
  'amt',
  'num',
  'cnt',
  'sum',
]);

/** "Why did X drop", "X dropped", "X is the KPI": the words naming what moved, if any. */
const SUBJECT_PATTERNS = [
  /\bwhy (?:did|does|do|has|have|is|are|was|were)\s+(?:the\s+|our\s+|my\s+)?([a-z][a-z0-9 _-]{1,40}?)\s+(?:drop|fall|fell|fallen|decline|decrease|dip|sink|sank|go down|went down|gone down|rise|rose|risen|increase|grow|grown|jump|spike|surge|go up|went up|gone up|change|move|differ|been|become|get|so)/i,
  /\b(?:the\s+|our\s+|my\s+)?([a-z][a-z0-9 _-]{1,40}?)\s+(?:dropped|fell|declined|decreased|dipped|sank|tanked|plummeted|rose|increased|grew|jumped|spiked|surged|went (?:down|up)|is down|is up|was down|was up)\b/i,
  /\b([a-z][a-z0-9 _-]{1,40}?)\s+is (?:the|our) (?:kpi|metric)\b/i,
  /\b(?:kpi|metric)(?: is|:)\s+([a-z][a-z0-9 _-]{1,40}?)(?:[.,;!?]|$)/i,
];
/** Subjects that name no metric: "it", "things", "the numbers". */
const GENERIC_SUBJECTS =
  /^(it|this|that|they|things?|numbers?|kpis?|metrics?|the metric|performance|results?|business|data|everything|values?|we|sales? go|so)$/i;

function subjectOf(text: string): { phrase: string; at: number } | undefined {
  for (const re of SUBJECT_PATTERNS) {
    const m = re.exec(text);
    if (!m) continue;
    let phrase = m[1]!.trim().replace(/^(the|our|my|a|an)\s+/i, '');
    // "revenue in the north" → "revenue": the metric is what comes before a preposition.
    phrase = phrase.split(/\s+(?:in|on|for|of|at|from|since|during|over|by|across|last|this|after)\s+/i)[0]!;
    phrase = phrase.replace(/\s+(so|sharply|suddenly|significantly|a lot|much|badly)$/i, '').trim();
    if (!phrase || GENERIC_SUBJECTS.test(phrase)) continue;
    return { phrase, at: m.index + m[0].indexOf(m[1]!) };
  }
  return undefined;
}

/**
 * The metric a request asks about, among the numeric columns: a rate phrase ("conversion rate")
 * over two columns, "X per Y", else the column named in the request (the problem before the
 * context; within a text, the column in the subject of "why did X drop", then the most specific
 * and earliest named). The aggregation follows the words: levels (temperature, price, rate
 * columns, "average X") are averaged, amounts summed.
 */
export function readMetric(problem: string, context: string, numeric: NamedColumn[]): MetricReading {
  for (const text of [problem, context]) {
    if (!text.trim()) continue;
    const reading = metricIn(text, numeric);
    if (reading) return reading;
  }
  const subject = subjectOf(problem);
  if (subject && !numeric.some((c) => names(subject.phrase, c.name))) return { unknown: subject.phrase };
  return {};
}

function metricIn(text: string, numeric: NamedColumn[]): MetricReading | undefined {
  const textTokens = tokens(text);
  const subject = subjectOf(text);
  // A column named outright wins over a rate assembled from two others.
  const hits = numeric
    .map((c) => ({ column: c, words: nameWords(c.name), at: mentionAt(textTokens, nameWords(c.name)) }))
    .filter((h) => h.at >= 0);
  const inSubject = (at: number, length: number) =>
    subject !== undefined && at >= subject.at && at < subject.at + subject.phrase.length + length;
  const rate = rateIn(text, numeric);
  if (
    rate &&
    !hits.some((h) => inSubject(h.at, 0) && nameWords(rate.phrase ?? '').every((w) => h.words.includes(w)))
  )
    return rate;
  const per =
    /\b([a-z][a-z0-9_]*(?:\s+[a-z][a-z0-9_]*)?)\s+per\s+([a-z][a-z0-9_]*(?:\s+[a-z][a-z0-9_]*)?)\b/i.exec(
      text,
    );
  if (per) {
    const numerator = numeric.find((c) => names(per[1]!, c.name));
    const denominator = numeric.find((c) => names(per[2]!, c.name) && c !== numerator);
    if (numerator && denominator)
      return {
        metric: { kind: 'ratio', numerator: numerator.name, denominator: denominator.name, name: per[0] },
        aggregation: 'ratio',
        phrase: per[0],
      };
  }
  if (hits.length === 0 && subject) {
    // "the price" of a table with `unit_price`: a column sharing a word with the subject, the
    // one sharing the most (then the shortest name).
    const said = new Set(nameWords(subject.phrase).filter((w) => !MODIFIERS.has(w)));
    const partial = numeric
      .map((c) => ({ column: c, words: nameWords(c.name) }))
      .map((h) => ({ ...h, shared: h.words.filter((w) => said.has(w)).length }))
      .filter((h) => h.shared > 0)
      .sort((a, b) => b.shared - a.shared || a.words.length - b.words.length);
    if (partial[0]) hits.push({ column: partial[0].column, words: partial[0].words, at: subject.at });
  }
  if (hits.length === 0) return undefined;
  hits.sort(
    (a, b) =>
      Number(inSubject(b.at, 0)) - Number(inSubject(a.at, 0)) ||
      b.words.length - a.words.length ||
      a.at - b.at,
  );
  // Among columns named at the same place, the most specific one ("max temperature" → temp_max,
  // not temp_min or temp).
  const best = hits[0]!;
  const phrase = text
    .slice(best.at, best.at + 60)
    .split(/[.,;!?\n]/)[0]!
    .trim();
  const before = text.slice(Math.max(0, best.at - 20), best.at).toLowerCase();
  const averaged = /\b(average|avg|mean)\s+(of\s+)?(the\s+)?$/.test(before);
  const summed = /\b(total|sum of|sum)\s+(the\s+)?$/.test(before);
  const level = !summed && (averaged || isLevel(best.column.name));
  return {
    metric: level ? { kind: 'mean', column: best.column.name } : { kind: 'sum', column: best.column.name },
    aggregation: level ? 'avg' : 'sum',
    phrase: phrase.split(/\s+/).slice(0, Math.max(1, best.words.length)).join(' '),
  };
}

/** A rate phrase over two columns (numerator and denominator found by their words). */
function rateIn(text: string, numeric: NamedColumn[]): MetricReading | undefined {
  for (const rate of RATES) {
    const m = rate.phrase.exec(text);
    if (!m) continue;
    // A column that is the rate itself (`conversion_rate`) is a level, read as a column.
    const find = (words: string[], not?: string) =>
      words
        .map((w) =>
          numeric.find((c) => c.name !== not && nameWords(c.name).includes(w) && !isRateColumn(c.name)),
        )
        .find(Boolean);
    const numerator = find(rate.numerator);
    const denominator = numerator && find(rate.denominator, numerator.name);
    if (numerator && denominator)
      return {
        metric: { kind: 'ratio', numerator: numerator.name, denominator: denominator.name, name: rate.name },
        aggregation: 'ratio',
        phrase: m[0],
      };
  }
  return undefined;
}

function isRateColumn(name: string): boolean {
  return nameWords(name).some((w) => w === 'rate' || w === 'pct' || w === 'ratio');
}

/** The dimensions a request names ("by region and channel") and those it excludes. */
export function readDimensions(text: string, candidates: string[]): { named: string[]; excluded: string[] } {
  const named: string[] = [];
  const excluded: string[] = [];
  const lower = text.toLowerCase();
  const clauses = (re: RegExp) => [...lower.matchAll(re)].map((m) => m[1]!);
  const byClauses = clauses(
    /\b(?:by|per|across|broken down by|split by|segmented by)\s+([a-z0-9 _,&-]+?)(?:[.;!?\n]|$|\b(?:in|over|during|since|for|last|this|vs|versus|compared)\b)/g,
  );
  const exclusionClauses = clauses(
    /\b(?:excluding|except|ignore|ignoring|not by|without|leave out|leaving out)\s+([a-z0-9 _,&-]+?)(?:[.;!?\n]|$)/g,
  );
  for (const column of candidates) {
    if (exclusionClauses.some((c) => names(c, column))) excluded.push(column);
    else if (byClauses.some((c) => names(c, column))) named.push(column);
  }
  return { named, excluded };
}

/** A dated event of the context: a release, a price change, an outage, a campaign. */
export interface ContextEvent {
  day: string;
  kind: 'release' | 'price change' | 'outage' | 'campaign' | 'event';
  /** The sentence of the context that mentions it. */
  text: string;
}

const EVENT_KINDS: [ContextEvent['kind'], RegExp][] = [
  [
    'release',
    /\b(releas\w*|deploy\w*|launch\w*|roll(?:ed)?[- ]?out|version|v\d+(?:\.\d+)*|update[ds]?|upgrade[ds]?|migrat\w*|redesign\w*)\b/i,
  ],
  ['price change', /\b(price|pricing|prices|repric\w*|fee|fees|tariff)\b/i],
  [
    'outage',
    /\b(outage|down ?time|downtime|incident|broke|broken|bug|crash\w*|failure|went down|unavailable|disruption|storm)\b/i,
  ],
  [
    'campaign',
    /\b(campaign|promo\w*|discount\w*|marketing|newsletter|ads?|advert\w*|coupon|black friday|sale event)\b/i,
  ],
];

/** The dated events of a free text, in order; sentences with a date and no event word count as events. */
export function readEvents(text: string, anchor: string): ContextEvent[] {
  const events: ContextEvent[] = [];
  for (const sentence of text.split(/(?<=[.!?;])\s+|\n+/)) {
    const trimmed = sentence.trim();
    if (!trimmed) continue;
    const kind = EVENT_KINDS.find(([, re]) => re.test(trimmed))?.[0] ?? 'event';
    for (const date of findDates(trimmed, anchor)) events.push({ day: date.day, kind, text: trimmed });
  }
  return events;
}

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

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  thirty: 30,
  ninety: 90,
};
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
