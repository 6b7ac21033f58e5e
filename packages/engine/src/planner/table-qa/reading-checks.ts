/**
 * Checks on a table reading before it is stated, shared with the parser's guards: a count of
 * rows over one named row (it is 1 by construction, so it answers nothing) and a number
 * condition that no row (or every row) meets because the number lies far outside its column
 * (meant for another column). Either becomes a clarifying question with choices from the data,
 * or, when the number fits the table's one measure, the parser's reading of it there.
 */
import type { DatasetRegistry } from '../../data/registry';
import type { Answer } from '../answer';
import { clarifyingAnswer } from '../clarifying-answer';
import { measureFor } from '../parse/far-number';
import { askOneRowCountOf } from '../parse/one-row-count';
import { askOutOfRange, saidAsPercentOfFraction } from '../parse/out-of-range';
import { indexDataset } from '../schema-index';
import type { TableQuery } from './query';
import { conditionsOf } from './index';

/**
 * The clarifying answer a table reading needs instead of its number, 'parser' when the parser's
 * reading should answer instead, or undefined when the reading stands.
 */
export async function checkTableReading(
  registry: DatasetRegistry,
  dataset: string,
  question: string,
  query: TableQuery,
): Promise<Answer | 'parser' | undefined> {
  const conds = conditionsOf(query);
  const index = await indexDataset(registry, dataset);
  // "over 50 percent" on a column of fractions: the parser's reading compares with 0.5
  if (conds.some((c) => c.kind === 'cmp' && saidAsPercentOfFraction(question, index, c.column, c.value)))
    return 'parser';
  // "years over 50" when the years start in 1700: the parser moves the number to the one measure
  if (conds.some((c) => c.kind === 'cmp' && measureFor(index, c.column, c.op, c.value))) return 'parser';
  // "how many years had …" read as the total of a year column: years are labels, never added up
  if (
    query.kind === 'aggregate' &&
    query.fn === 'sum' &&
    index.columns.find((c) => c.name === query.column)?.yearLike
  )
    return 'parser';
  const named = conds.flatMap((c) => (c.kind === 'eq' ? [{ column: c.column, value: c.value }] : []));
  const numbers = conds.flatMap((c) =>
    c.kind === 'cmp' ? [{ column: c.column, op: c.op, value: c.value }] : [],
  );
  const asked =
    (query.kind === 'count' && !query.distinct ? askOneRowCountOf(question, index, named) : undefined) ??
    (query.kind === 'count' ? askOutOfRange(question, index, numbers) : undefined);
  return asked?.clarify ? clarifyingAnswer(dataset, asked.clarify, asked.confidence) : undefined;
}
