/**
 * An amount written in each line's own currency beside the same amount converted into one
 * (`Amount` and `Amount USD`, as expense, card and claims exports write them): the lines' own
 * amounts mix currencies and add up to nothing, so a figure of money over the rows reads the
 * converted column, unless the question asks for the original currency ("in the original
 * currency", "local amount", "as claimed in EUR"). Columns shown, filters and groups are left as
 * they are.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex } from '../schema-index';
import { oneCurrencyOf } from './money-words';
import type { Parsed } from './types';

const CODES = /\b(usd|eur|gbp|cad|aud|nzd|chf|jpy|cny|inr|sek|nok|dkk|pln|mxn|brl|zar|sgd|hkd)\b/gi;
/** Words asking for the amounts as written, in each line's currency. */
const ORIGINAL = /\b(original|local|native|foreign)\b|\bnot converted\b|\b(own|transaction|claim) currenc/i;

/** The query with money figures read on the converted amount, when the table has one. */
export function withConvertedAmount(parsed: Parsed, question: string, index: DatasetIndex): Parsed {
  const query = parsed.query;
  if (!query || parsed.clarify) return parsed;
  const swap = new Map<string, string>();
  for (const c of index.columns) {
    for (const o of index.columns) {
      if (c !== o && oneCurrencyOf([c, o]) === o) swap.set(c.name, o.name);
    }
  }
  if (!swap.size) return parsed;
  const converted = [...swap.values()];
  // the original currency asked for, or a currency other than the converted one: read as said
  const said = (question.match(CODES) ?? []).map((c) => c.toLowerCase());
  if (ORIGINAL.test(question) || said.some((c) => !converted.some((name) => codeOf(name) === c))) return parsed;
  const to = (name: string | undefined) => (name !== undefined && swap.has(name) ? swap.get(name)! : name);
  let changed = false;
  const measures = query.measures.map((m) => {
    if (!m.column || !swap.has(m.column) || m.fn === 'count' || m.fn === 'count_distinct' || m.fn === 'missing') return m;
    changed = true;
    return { ...m, column: to(m.column) };
  });
  const order = query.order && swap.has(query.order.by) ? { ...query.order, by: to(query.order.by)! } : query.order;
  const within = query.within && swap.has(query.within.by) ? { ...query.within, by: to(query.within.by)! } : query.within;
  if (order !== query.order || within !== query.within) changed = true;
  if (!changed) return parsed;
  const next: AnalystQuery = { ...query, measures, ...(order ? { order } : {}), ...(within ? { within } : {}) };
  return { ...parsed, query: next };
}

/** The currency code in a converted column's name (`Amount USD` → usd). */
function codeOf(name: string): string {
  return (name.match(CODES) ?? [])[0]?.toLowerCase() ?? '';
}
