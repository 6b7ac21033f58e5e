/**
 * "how many days did season 10 run", "how many days was the original X on sale": a length of time
 * asked, read by the table stage as the number of rows its names pick, which comes out 1. One row
 * counted is no length of time: the reply says so and names what the table holds.
 */
import type { Answer } from '../answer';
import { clarifyingAnswer } from '../clarifying-answer';
import { SHORT_SPAN } from '../one-row-result';
import type { TableQuery } from './query';
import { conditionsOf } from './index';
import type { ListTable } from './table';

export function oneRowForSpan(
  dataset: string,
  table: ListTable | undefined,
  question: string,
  query: TableQuery,
  rows: Record<string, unknown>[],
): Answer | undefined {
  if (query.kind !== 'count' || query.distinct || !SHORT_SPAN.test(question.toLowerCase())) return undefined;
  const conds = conditionsOf(query);
  if (conds.length === 0 || !conds.every((c) => c.kind === 'eq' || (c.kind === 'cmp' && c.op === '='))) return undefined;
  const first = rows[0];
  const value = first ? Number(Object.values(first)[0]) : NaN;
  if (rows.length !== 1 || value !== 1) return undefined;
  const holds = table ? ` It holds ${table.columns.map((c) => c.name).join(', ')}.` : '';
  return clarifyingAnswer(
    dataset,
    { question: `Counting the rows your question names in ${dataset} gives 1, which is no length of time, and I found no column that holds it.${holds}`, choices: [] },
    0.3,
  );
}
