/**
 * Rates and "per" figures over an export of daily or periodic counts (a web-analytics, email or
 * app export: `Sessions`, `Conversions`, `Sent`, `Opens`, `Installs`, `Revenue`):
 * - "<noun> rate" where a count column carries the noun (`Conversions`, `Signups`, `Opens`,
 *   `Returns`) and no column is that rate, is the noun's total over the total of the base the rows
 *   count (sessions or visits, impressions, messages delivered or sent, users, footfall, clicks,
 *   orders, installs: the first kind the table holds), over the rows the rest of the question
 *   keeps — a ratio of sums, never another rate column of the table. With no base, or two bases of
 *   the same kind, it is asked back.
 * - "X per <singular of a count column>" ("revenue per session", "opens per send") is X's total
 *   over that column's total.
 * - "average order value" ("aov") over rows that each hold many orders (a count column of orders,
 *   transactions, purchases or conversions) is the money's total over that count's total, never
 *   the average row's money.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { isNumericType } from '../data/duck';
import { asRatio } from './business-ratios';
import { exampleQuestions } from './parse/example-questions';
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';
import { splitWords, stem } from './text';

/** "<noun> rate", "<noun> %": the noun is group 1; no "per 100k" after it (a rate per head). */
const COUNT_RATE = /\b([a-z][a-z-]{2,})\s+(?:rates?|%|percent(?:age)?s?|pct)(?=\s|$|[?.,!])(?!\s+per\b)/i;

/** "X per <noun>": the noun is group 1. */
const PER_NOUN = /\bper\s+([a-z][a-z-]{2,})\b/i;

/** The bases a rate's count is set against, the most usual first; the first kind present is used. */
const BASES: string[][] = [
  ['session', 'visit'],
  ['impression'],
  ['delivered'],
  ['sent', 'send', 'recipient'],
  ['user', 'visitor'],
  ['footfall', 'traffic'],
  ['click'],
  ['order', 'transaction'],
  ['install', 'download'],
];

/** Words that make a column a rate, an average or a money amount, never a count. */
const NOT_COUNT =
  /^(rate|ratio|pct|percent|percentage|share|avg|average|mean|per|cost|price|value|revenue|spend|amount|id|date|duration|time|target|goal|plan|planned)$/;

/** Words of a header holding a rate itself. */
const RATE_WORDS = /^(rate|rates|ratio|pct|percent|percentage|share|cvr|ctr)$/;

/** Nouns of something that goes wrong: the best of its rate is the lowest. */
const BAD =
  /^(bounce|return|unsubscribe|complaint|churn|uninstall|refund|cancel|cancellation|chargeback|drop|abandon|spam)/;

/** Period words after "per", read as time grains elsewhere. */
const PERIODS =
  /^(day|week|month|quarter|year|hour|minute|second|decade|season|weekday|capita|head|person|cent|mille)$/;

/** Whether the column was read from cells written with a percent sign. */
const percent = (index: DatasetIndex, c: IndexedColumn) =>
  index.info.columns.some((i) => i.name === c.name && i.unit === '%');

/** Whole numbers: a count, never a rate already per head or per cent (`murder`, `poverty`). */
const whole = (c: IndexedColumn) => /INT/i.test(c.type);

const counts = (index: DatasetIndex) =>
  index.columns.filter(
    (c) =>
      isNumericType(c.type) &&
      whole(c) &&
      c.role !== 'identifier' &&
      !c.yearLike &&
      c.flagTrue === undefined &&
      !percent(index, c) &&
      !c.words.some((w) => NOT_COUNT.test(w)),
  );

const stemOf = (w: string) => stem(w.toLowerCase().replace(/-/g, ''));
const names = (c: IndexedColumn, s: string) => c.words.some((w) => stemOf(w) === s) || c.stems.includes(s);

/** The one count column the noun names (its only word, else among its words), or undefined. */
function countNamed(index: DatasetIndex, noun: string): IndexedColumn | undefined {
  const s = stemOf(noun);
  const pool = counts(index).filter((c) => names(c, s));
  const alone = pool.filter((c) => c.words.length === 1);
  if (alone.length === 1) return alone[0];
  return pool.length === 1 ? pool[0] : undefined;
}

type Base = { column: IndexedColumn } | { ask: string[] } | undefined;

/** The base of a rate of `count`: the first kind of base the table holds, or the kind's columns when two fit. */
function baseOf(index: DatasetIndex, count: IndexedColumn): Base {
  const pool = counts(index).filter((c) => c !== count);
  for (const kind of BASES) {
    const found = pool.filter((c) => c.words.some((w) => kind.some((k) => stemOf(k) === stemOf(w))));
    if (!found.length) continue;
    const plain = found.filter((c) => c.words.length === 1);
    if (found.length === 1) return { column: found[0]! };
    if (plain.length === 1) return { column: plain[0]! };
    return { ask: found.map((c) => c.name) };
  }
  return undefined;
}

const guard = rewriteGuard();

/** The question reparsed with `text` and its measure on `num` turned into num's total over den's total. */
function asRatioOf(
  parse: (question: string) => Parsed,
  text: string,
  num: string,
  den: string,
): Parsed | undefined {
  const parsed = guard.reparseOnce(parse, text);
  const q: AnalystQuery | undefined = parsed?.query;
  if (!parsed || !q || parsed.clarify) return undefined;
  const query = asRatio(q, num, den);
  return query ? { ...parsed, query } : undefined;
}

function askBase(index: DatasetIndex, said: string, count: IndexedColumn, bases?: string[]): Parsed {
  const choices = bases
    ? bases.map((b) => `total ${count.name} per total ${b}`)
    : exampleQuestions(index).slice(0, 3);
  const over = bases
    ? `which of ${bases.join(', ')} it is counted over`
    : `what it is counted over (sessions, visits, messages sent…), which ${index.info.name} does not hold`;
  return {
    ignored: [said],
    confidence: 0,
    firm: true,
    clarify: {
      question: `A ${said.toLowerCase()} is the total ${count.name} over a base, and I cannot tell ${over}. Did you mean one of these?`,
      choices: choices.length ? choices : [`total ${count.name}`],
    },
  };
}

/** "<noun> rate" as the count's total over its base's total, a question back, or undefined. */
function parseCountRate(
  question: string,
  index: DatasetIndex,
  parse: (q: string) => Parsed,
): Parsed | undefined {
  const at = COUNT_RATE.exec(question);
  if (!at) return undefined;
  const noun = at[1] as string;
  const s = stemOf(noun);
  // a column holding that rate itself ("Bounce Rate", "Open %"), or a per-head rate: other readings
  if (
    index.columns.some((c) => names(c, s) && (percent(index, c) || c.words.some((w) => RATE_WORDS.test(w))))
  )
    return undefined;
  if (
    index.columns.some((c) => c.words.some((w) => /^(population|pop|capita|residents|inhabitants)$/.test(w)))
  )
    return undefined;
  if (BASES.some((kind) => kind.includes(s))) return undefined;
  const count = countNamed(index, noun);
  if (!count) return undefined;
  const base = baseOf(index, count);
  // with no base, asked back only when the column is plainly a count (figures above 100) or the
  // table holds another rate a reading could wrongly take; else left to the other readings
  const otherRate = index.columns.some(
    (c) => c !== count && (percent(index, c) || c.words.some((w) => RATE_WORDS.test(w))),
  );
  if (!base) return (count.max ?? 0) > 100 || otherRate ? askBase(index, at[0], count) : undefined;
  if ('ask' in base) return askBase(index, at[0], count, base.ask);
  const before = question.slice(0, at.index);
  const total = /\b(total|sum|avg|average|mean|overall)\s*$/i.test(before) ? '' : 'total ';
  const words = splitWords(count.name).join(' ');
  const text = `${before}${total}${words}${question.slice(at.index + at[0].length)}`.replace(
    /\b(best|better|worst|worse)\b/gi,
    (w: string) => {
      const high = /^(best|better)$/i.test(w) !== BAD.test(s);
      return /er$/i.test(w) ? (high ? 'higher' : 'lower') : high ? 'highest' : 'lowest';
    },
  );
  return asRatioOf(parse, text, count.name, base.column.name);
}

/** "X per <singular of a count column>" (or an average order value) as a ratio of totals, or undefined. */
export function parsePerCount(
  question: string,
  index: DatasetIndex,
  parse: (q: string) => Parsed,
): Parsed | undefined {
  if (guard.busy) return undefined;
  const aov = parseOrderValue(question, index, parse);
  if (aov) return aov;
  const at = PER_NOUN.exec(question);
  if (!at) return undefined;
  const noun = (at[1] as string).toLowerCase();
  if (PERIODS.test(noun) || noun.endsWith('s')) return undefined;
  const den = countNamed(index, noun);
  // the column said by its own singular ("per visit" over a `Visit` column) is read as said
  if (!den || den.name.toLowerCase() === noun) return undefined;
  const rest = `${question.slice(0, at.index)} ${question.slice(at.index + at[0].length)}`
    .replace(/\s{2,}/g, ' ')
    .trim();
  const parsed = guard.reparseOnce(parse, rest);
  const q = parsed?.query;
  if (!parsed || !q || parsed.clarify) return undefined;
  const nums = q.measures.filter((m) => m.column && !m.per && (m.fn === 'sum' || m.fn === 'avg'));
  const num = nums.length === 1 ? index.columns.find((c) => c.name === nums[0]!.column) : undefined;
  if (
    !num ||
    num === den ||
    percent(index, num) ||
    num.words.some((w) => /^(rate|ratio|pct|percent|avg|average)$/.test(w))
  )
    return undefined;
  const query = asRatio(q, num.name, den.name);
  return query ? { ...parsed, query } : undefined;
}

const AOV = /\b(?:aov|(?:average|avg|mean) (?:order|basket|transaction|purchase) (?:value|size|amount))\b/i;
const ORDERS: string[][] = [['order', 'transaction', 'purchase'], ['conversion']];
const MONEY = /^(revenue|sale|taking|turnover|income|value)$/;

/** "average order value" as the money's total over the orders' total, or undefined. */
function parseOrderValue(
  question: string,
  index: DatasetIndex,
  parse: (q: string) => Parsed,
): Parsed | undefined {
  const at = AOV.exec(question);
  if (!at) return undefined;
  const pool = counts(index);
  let orders: IndexedColumn | undefined;
  for (const kind of ORDERS) {
    const found = pool.filter((c) => c.words.some((w) => kind.includes(stemOf(w))));
    if (found.length > 1) return undefined;
    if ((orders = found[0])) break;
  }
  const money = index.columns.filter(
    (c) =>
      isNumericType(c.type) &&
      c.flagTrue === undefined &&
      c.words.some((w) => MONEY.test(stemOf(w))) &&
      !c.words.some((w) => RATE_WORDS.test(w) || /^(avg|average|mean|per)$/.test(w)),
  );
  if (!orders || money.length !== 1) return undefined;
  const num = money[0]!;
  const text = `${question.slice(0, at.index)}total ${splitWords(num.name).join(' ')}${question.slice(at.index + at[0].length)}`;
  return asRatioOf(parse, text, num.name, orders.name);
}

/** The question read with a count's rate as a ratio of totals, a question back, or undefined. */
export function parseCountRates(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (guard.busy) return undefined;
  return parseCountRate(question, index, parse);
}
