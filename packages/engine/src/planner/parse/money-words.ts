/**
 * Money words ("sales", "revenue", "order value", "spend") over a table whose money column is
 * named otherwise (order_total, amount_paid, net_amount): the question is read with that
 * column's name in the word's place. Left alone when a column is named by the word itself (a
 * revenue or sales column), or when no single money column stands out.
 */
import { isNumericType } from '../../data/duck';
import { root } from '../lexicon';
import { valueKey, type DatasetIndex, type IndexedColumn } from '../schema-index';
import { rewriteGuard } from './reparse';
import type { Parsed } from './types';

const MONEY_PHRASE =
  /\b(orde?r values?|basket (?:size|value)s?|sales|revenues?|turnover|gmv|takings|spend(?:ing)?|money|value)\b/i;
/** "the biggest single order", "smallest purchase": the record's money (the record itself when each row is one). */
const SUPER_RECORD =
  /\b(biggest|largest|smallest|highest|lowest|max(?:imum)?|min(?:imum)?|average|avg|typical|median)\s+(?:single\s+)?(?:order|purchase|transaction|sale|invoice|deal|basket)s?\b/i;
const aggregationOf = (word: string) =>
  /^(biggest|largest|highest|max)/i.test(word)
    ? 'maximum'
    : /^(smallest|lowest|min)/i.test(word)
      ? 'minimum'
      : /^median/i.test(word)
        ? 'median'
        : 'average';
/** Words that name a column holding money, strongest first. */
const MONEY_NAMES = [
  'revenue',
  'sale',
  'sales',
  'total',
  'amount',
  'amt',
  'gmv',
  'gross',
  'subtotal',
  'value',
  'paid',
  'payment',
  'spend',
  'turnover',
  'income',
];

const plainName = (c: IndexedColumn) => c.words.join(' ');

/** The table's one money column: numeric, named with a money word; the strongest name wins, a tie is no answer. */
export function moneyColumn(index: DatasetIndex): IndexedColumn | undefined {
  const ranked = index.columns
    .filter(
      (c) => isNumericType(c.type) && !c.yearLike && c.flagTrue === undefined && !c.words.includes('id'),
    )
    // "total" names money only as the last word (order_total), not a count's total (total_of_special_requests)
    .map((c) => ({
      c,
      rank: Math.min(
        ...c.words.map((w, i) =>
          MONEY_NAMES.includes(w) && (w !== 'total' || i === c.words.length - 1)
            ? MONEY_NAMES.indexOf(w)
            : 99,
        ),
      ),
    }))
    .filter((r) => r.rank < 99)
    .sort((a, b) => a.rank - b.rank);
  if (ranked.length === 0) return undefined;
  const tied = ranked.filter((r) => r.rank === ranked[0]!.rank);
  if (tied.length === 1) return ranked[0]!.c;
  // `Amount` beside `Amount USD`: the one converted into one currency adds up across rows
  const converted = oneCurrencyOf(tied.map((r) => r.c));
  if (converted) return converted;
  // gross_amount and net_amount: the money that changed hands is the net one (after discounts)
  const net = tied.filter((r) => r.c.words.includes('net'));
  return tied.length === 2 && net.length === 1 && tied.some((r) => r.c.words.includes('gross'))
    ? net[0]!.c
    : undefined;
}

/** Currency codes a converted amount's name carries (`Amount USD`, `EUR Total`). */
const CURRENCY_CODE = /^(usd|eur|gbp|cad|aud|nzd|chf|jpy|cny|inr|sek|nok|dkk|pln|mxn|brl|zar|sgd|hkd)$/;

/**
 * Of two money columns named alike, the one whose name adds a currency code to the other's
 * (`Amount` and `Amount USD`, `Total` and `Total (EUR)`): expense, card and claims exports write
 * each line in its own currency beside the amount converted into one, and only the converted one
 * adds up across rows. Undefined for any other pair.
 */
export function oneCurrencyOf(columns: IndexedColumn[]): IndexedColumn | undefined {
  if (columns.length !== 2) return undefined;
  const coded = columns.filter((c) => c.words.some((w) => CURRENCY_CODE.test(w)));
  if (coded.length !== 1) return undefined;
  const other = columns.find((c) => c !== coded[0])!;
  const rest = coded[0]!.words.filter((w) => !CURRENCY_CODE.test(w));
  return rest.join(' ') === other.words.join(' ') ? coded[0] : undefined;
}

/**
 * "spend", "spending" over a table with a cost column beside its revenue (an ad report's `Cost`
 * and `Conv. Value`): the money paid out is the cost column, when exactly one is named so.
 */
function spendingColumn(word: string, index: DatasetIndex): IndexedColumn | undefined {
  if (!/^spend/i.test(word)) return undefined;
  const costs = index.columns.filter(
    (c) =>
      isNumericType(c.type) &&
      !c.yearLike &&
      c.words.some((w) => /^(cost|costs|spend|spent|expense|expenses|expenditure|outlay)$/.test(w)) &&
      // a cost per unit (`Cost per Click`, `Unit Cost`) is a level, not money spent
      !c.words.some((w) => /^(per|unit|avg|average)$/.test(w)),
  );
  return costs.length === 1 ? costs[0] : undefined;
}

/** The text id column named by a record noun whose values are all different: one row per record. */
function recordIdOf(noun: string, index: DatasetIndex): IndexedColumn | undefined {
  const found = index.columns.filter(
    (c) =>
      !isNumericType(c.type) &&
      c.words[0] === noun &&
      c.words.length === 2 &&
      /^(id|no|number|num|ref|code)$/.test(c.words[1] as string) &&
      // the values indexed are exact (the uniqueness is an estimate): every row has its own
      c.values.size > 0 &&
      c.values.size >= 0.99 * index.info.rowCount,
  );
  return found.length === 1 ? found[0] : undefined;
}

/** Whether a column is named by the money word itself (a revenue or sales column). */
function namedByWord(index: DatasetIndex, phrase: string, money?: IndexedColumn): boolean {
  const words = phrase.toLowerCase().split(/\s+/);
  const last = words[words.length - 1] as string;
  const related = [last, root(last), last.replace(/s$/, '')];
  // the money column itself named by the word in part ("value" of Ext Value) is read by its whole name
  return index.columns.some(
    (c) =>
      c !== money &&
      isNumericType(c.type) &&
      c.words.some((w) => related.includes(w) || related.includes(root(w))),
  );
}

/**
 * Whether the money word at `at` is a word of another column's name said whole ("sales rep",
 * "revenue band", "value segment"): that column is meant, not money.
 */
function saidInColumnName(index: DatasetIndex, question: string, at: RegExpExecArray): boolean {
  const said = question.toLowerCase();
  const word = (at[1] as string).toLowerCase();
  return index.columns.some((c) => {
    const words = c.name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
    if (words.length < 2 || !words.includes(word)) return false;
    const phrase = new RegExp(`\\b${words.join('[\\s_-]+')}s?\\b`, 'g');
    for (let m = phrase.exec(said); m; m = phrase.exec(said))
      if (m.index <= at.index && at.index < m.index + m[0].length) return true;
    return false;
  });
}

/** "the average order" (its money), never "average orders per month" (a count of orders per period). */
function recordMoneyAt(question: string): RegExpExecArray | null {
  const m = SUPER_RECORD.exec(question);
  if (!m || !/s$/i.test(m[0])) return m;
  const after = question.slice(m.index + m[0].length);
  return /^\s+(?:per|a|an|each|every|in an?)\s+(?:day|week|month|quarter|year|hour|customer|store|shift)\b/i.test(after) ? null : m;
}

/** The first money word of the question that is not a word of another column's name said whole. */
function moneyWordAt(question: string, index: DatasetIndex): RegExpExecArray | undefined {
  const every = new RegExp(MONEY_PHRASE.source, 'gi');
  for (let m = every.exec(question); m; m = every.exec(question)) if (!saidInColumnName(index, question, m)) return m;
  return undefined;
}

const guard = rewriteGuard();

/** The question read with the money column in place of a money word, or undefined. */
export function parseMoney(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (guard.busy) return undefined;
  const match = moneyWordAt(question, index);
  const superRecord = match ? undefined : recordMoneyAt(question);
  if (!match && !superRecord) return undefined;
  const spending = match ? spendingColumn(match[1] as string, index) : undefined;
  const money = spending ?? moneyColumn(index);
  if (!money || (match && namedByWord(index, match[1] as string, spending))) return undefined;
  // "sales" as a department of the data is that value, not money
  if (match && index.valueIndex.has(valueKey(match[1] as string))) return undefined;
  if (new RegExp(`\\b${plainName(money)}\\b`, 'i').test(question)) return undefined;
  const text = match
    ? `${question.slice(0, match.index)}${plainName(money)}${question.slice(match.index + match[0].length)}`
    : question.replace(SUPER_RECORD, (all: string, word: string) => {
        // each row is one such record (a unique invoice_no): the record itself, with its money
        const noun = /([a-z]+?)s?$/i.exec(all)?.[1]?.toLowerCase() ?? '';
        const extreme = aggregationOf(word);
        // …unless the question asks for something of it ("which account was it")
        return /^(maximum|minimum)$/.test(extreme) &&
          recordIdOf(noun, index) &&
          !/\b(which|who|whose|what)\b/i.test(question.replace(/^\s*what(?:'s|s| is| was)?\s/i, ''))
          ? `which ${noun} has the ${extreme === 'maximum' ? 'highest' : 'lowest'} ${plainName(money)}`
          : `${extreme} ${plainName(money)}`;
      });
  const parsed = guard.reparseOnce(parse, text);
  const query = parsed?.query;
  if (!parsed || !query || parsed.clarify) return undefined;
  const mentions = JSON.stringify(query).includes(`"${money.name}"`);
  return mentions ? parsed : undefined;
}
