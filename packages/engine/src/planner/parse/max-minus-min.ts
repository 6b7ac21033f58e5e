/**
 * "the range of the flow", "max minus min of the price", "the gap between the highest and lowest
 * score": the spread of one column's values, its largest minus its smallest (the `range`
 * measure). The phrase is taken out, the rest parsed for the column, groups and filters, and the
 * one measure read becomes its range. Over a table with columns named max and min ("temp max",
 * "temp min") "max minus min" is arithmetic between those columns, read elsewhere; over one with a
 * column named range ("mountain range") "range" is that column.
 */
import type { DatasetIndex } from '../schema-index';
import { rewriteGuard } from './reparse';
import { isNumeric } from './shape';
import type { Parsed } from './types';

const HIGH = String.raw`(?:max(?:imum)?|highest|largest|biggest|greatest|top|best)`;
const LOW = String.raw`(?:min(?:imum)?|lowest|smallest|bottom|worst)`;
/** "max minus min", "highest - lowest", "the difference between the max and the min". */
const SPREAD = new RegExp(
  String.raw`\b(?:the\s+)?(?:${HIGH}\s+(?:minus|−|-|less)\s+(?:the\s+)?${LOW}|(?:difference|gap|spread)\s+between\s+(?:the\s+)?${HIGH}\s+and\s+(?:the\s+)?${LOW})\b(?:\s+(?:of|in|for))?`,
  'i',
);
/** "the range of", "range in". */
const RANGE_OF = /\b(?:the\s+)?range\s+(?:of|in|for)\b/i;

/** Held while the question without its range words is parsed. */
const guard = rewriteGuard();

export function parseMaxMinusMin(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (guard.busy) return undefined;
  const has = (word: RegExp) => index.columns.some((c) => c.words.some((w) => word.test(w)));
  const spread = SPREAD.exec(question);
  const columnsNamedSo = has(/^(max|maximum|high|highest)$/) && has(/^(min|minimum|low|lowest)$/);
  const rangeOf = has(/^range$/) ? null : RANGE_OF.exec(question);
  if ((!spread || columnsNamedSo) && !rangeOf) return undefined;
  let rest = question;
  for (const m of [spread && !columnsNamedSo ? spread : null, rangeOf]) if (m) rest = rest.replace(m[0], ' ');
  rest = rest.replace(/[,;:]/g, ' ').replace(/\s+/g, ' ').trim();
  if (!rest) return undefined;
  const parsed = guard.reparseOnce(parse, rest);
  const q = parsed?.query;
  if (!parsed || !q || parsed.clarify || q.kind !== 'aggregate' || q.change || q.within) return undefined;
  const m = q.measures[0];
  const column = index.columns.find((c) => c.name === m?.column);
  if (q.measures.length !== 1 || !m || !column || !isNumeric(column) || m.per || m.plus?.length)
    return undefined;
  return { ...parsed, query: { ...q, measures: [{ fn: 'range', column: column.name }] } };
}
