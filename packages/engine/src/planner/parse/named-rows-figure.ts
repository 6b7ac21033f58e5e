/**
 * "which did better in ireland, lyla or songbird": two or more rows named by their values and
 * set against each other ("or", "than", "vs") with one figure asked, and no average or total
 * said. An average (or a sum) over the named rows answers no such question: each row's figure is
 * listed instead, so the rows can be compared as asked.
 */
import type { Parsed } from './types';

/** Words that ask for one figure over several rows. */
const ONE_FIGURE =
  /\b(average|avg|mean|median|total|sum|combined|altogether|together|overall|in all|all told|how many|number of|count)\b/;
/** Words that set rows against each other. */
const AGAINST = /\b(or|than|vs\.?|versus|compared)\b/;

export function listNamedRows(question: string, parsed: Parsed): Parsed {
  const q = parsed.query;
  const text = question.toLowerCase();
  if (!q || q.kind !== 'aggregate' || q.groupBy.length || q.order || q.sides?.length || q.derived?.length) return parsed;
  if (q.measures.length !== 1 || !['avg', 'sum'].includes(q.measures[0]!.fn) || !q.measures[0]!.column) return parsed;
  if (ONE_FIGURE.test(text) || !AGAINST.test(text) || !/^\s*(which|who|what)\b/.test(text)) return parsed;
  const named = q.filters.filter((f) => f.kind === 'values' && !f.negate && f.values.length >= 2);
  if (named.length !== 1) return parsed;
  const by = named[0] as { column: string };
  return {
    ...parsed,
    query: { ...q, kind: 'rows', measures: [], columns: [by.column, q.measures[0]!.column as string] },
  };
}
