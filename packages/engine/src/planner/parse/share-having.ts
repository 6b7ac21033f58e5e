/**
 * "share of lts releases that have an esm date", "% of red staff with a phone": the share, among
 * the rows the question names, of those that have a column filled in. The parser reads the rows
 * named as the share's condition and drops the column said after "have"/"with"; read so, the
 * reply would give the share of the named rows in the whole table. When a share's text says
 * "that have / with (a|an|any) <words>" and those words name exactly one column the query does not
 * use, the named rows become the share's whole (its filters) and "the column is filled in" its
 * condition.
 */
import type { AnalystFilter } from '@ai-analyst/contract';
import type { DatasetIndex } from '../schema-index';
import { splitWords, stem } from '../text';
import type { Parsed } from './types';

const HAVING =
  /\b(?:that|which|who)?\s*(?:have|has|had|with)\s+(?:an?|any|some)\s+([\p{L}\d .-]+?)\s*(?:\?|$|,)/iu;
/** Words said with a column that are not its name: what it holds, not which it is. */
const FILLER = new Set(
  ['date', 'dates', 'value', 'values', 'figure', 'number', 'entry', 'end', 'data'].map(stem),
);

export function withShareHaving(parsed: Parsed, question: string, index: DatasetIndex): Parsed {
  const q = parsed.query;
  if (!q || parsed.clarify || q.kind !== 'percent' || !q.condition?.length) return parsed;
  const m = HAVING.exec(question.trim());
  if (!m) return parsed;
  const said = splitWords(m[1]!.toLowerCase()).map(stem);
  const core = said.filter((w) => !FILLER.has(w));
  const words = core.length ? core : said;
  const named = index.columns.filter((c) => words.length > 0 && words.every((w) => c.stems.includes(w)));
  if (named.length !== 1) return parsed;
  const column = named[0]!.name;
  const used = [...q.filters, ...q.condition].some((f) => f.column === column);
  if (used) return parsed;
  const filled: AnalystFilter = { kind: 'null', column, isNull: false };
  return { ...parsed, query: { ...q, filters: [...q.filters, ...q.condition], condition: [filled] } };
}
