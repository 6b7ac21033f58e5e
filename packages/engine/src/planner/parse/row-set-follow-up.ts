/**
 * Follow-ups asking for a figure over the rows the previous answer listed: "how many goals did
 * they score in total" after "which players play for North FC", "their average age" after "the
 * top 5 clubs by wins", "combined seats of those venues". The figure is taken over those rows
 * only: the previous conditions are kept, and a ranking's first rows become the rows it is taken
 * over. A follow-up about the one row the previous answer named is read elsewhere
 * (row-figure-follow-up.ts).
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex } from '../schema-index';
import type { Parsed } from './types';

/** Words pointing back at several rows. */
const POINTING_MANY = /\b(they|them|those|these|their|theirs)\b/;
/** The pointing words, removed before the rest is read on its own. */
const POINTERS =
  /\b(?:(?:of|for|among|across|over|in) (?:them|those|these)(?: ones| rows)?|(?:of|for|among|across|over) (?:those|these|the) \w+|they|them|their|theirs)\b/g;
/** "those players", "these grounds": the rows named by their noun (not "those with …"). */
const POINTING_NOUN =
  /\b(?:those|these) (?!(?:with|without|in|who|that|which|from|of|over|under|above|below|at|on|by|for)\b)[a-z]+\b/g;

/** The previous query as the set of rows it listed, or undefined when it listed no such set. */
function rowSetOf(prev: AnalystQuery): AnalystQuery | undefined {
  if (prev.kind !== 'rows' || prev.unpivot || prev.derived?.length || prev.change) return undefined;
  // one row ranked first is one row, not a set
  if (prev.limit === 1 && prev.order) return undefined;
  if (prev.filters.length === 0 && !(prev.order && prev.limit)) return undefined;
  return prev;
}

/**
 * Whether a question points back at several rows the previous answer listed ("did they", "of
 * those"): no reading of the whole table answers it.
 */
export function pointsAtRowSet(question: string, previous: AnalystQuery | undefined): boolean {
  return !!previous && !!rowSetOf(previous) && POINTING_MANY.test(question.toLowerCase());
}

export function parseRowSetFollowUp(
  question: string,
  index: DatasetIndex,
  previous: AnalystQuery | undefined,
  readAlone: (text: string) => Parsed,
): Parsed | undefined {
  if (!previous || previous.dataset !== index.info.name) return undefined;
  const text = question
    .toLowerCase()
    .replace(/[?!.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!POINTING_MANY.test(text)) return undefined;
  const rows = rowSetOf(previous);
  if (!rows) return undefined;
  const rest = text
    .replace(POINTERS, ' ')
    .replace(POINTING_NOUN, ' ')
    .replace(/\s+/g, ' ')
    // "how many goals did they score": with the doer gone, the verb of the figure says nothing more
    .replace(/^(how (?:many|much) [a-z]+(?: [a-z]+)?) (?:did|do|does|have|had) [a-z]+\b/, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (!rest) return undefined;
  const alone = readAlone(rest);
  const q = alone.query;
  if (!q || alone.clarify || q.kind !== 'aggregate' || q.groupBy.length > 0 || q.sides || q.within)
    return undefined;
  if (q.measures.length === 0 || q.change || q.derived?.length) return undefined;
  // a condition of its own on a column the previous rows were picked by is another set of rows
  if (q.filters.some((f) => rows.filters.some((g) => g.column === f.column))) return undefined;
  const query: AnalystQuery = { ...q, filters: [...rows.filters, ...q.filters] };
  delete query.order;
  delete query.limit;
  if (rows.order && rows.limit && rows.order.by !== 'measure' && rows.order.by !== 'group')
    query.within = { by: rows.order.by, dir: rows.order.dir, limit: rows.limit };
  return { ...alone, query, confidence: Math.min(alone.confidence, 0.85), followUp: true };
}
