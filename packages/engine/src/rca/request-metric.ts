/**
 * Reading the metric of an investigation request in words: which column it asks about
 * ("revenue", "max temperature" → `temp_max`), a rate as the ratio of two columns ("conversion
 * rate" → conversions / visits, "X per Y"), and how it aggregates (summed amounts, averaged
 * levels, ratios of sums). Pure text work against the table's column names.
 */
import type { MetricSpec } from './investigate-types.js';

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
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(CANONICAL, null);

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
