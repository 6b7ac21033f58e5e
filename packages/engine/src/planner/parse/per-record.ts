/**
 * "revenue per order", "qty per transaction", "discount per invoice": an amount per record of the
 * table, the unit of an average. When an id column names the record (`Order ID`, `invoice_no`),
 * the figure is the amount's total over the number of distinct ids: the average per record when
 * each row is one, and still right over line items that repeat the id. A total that forgot the
 * "per", or a grouping by every id, is read so.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { repeatedIdOf } from '../business-records';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { defaultAggregation } from './shape';

const PER_NOUN = /\bper\s+([a-z]+)\b/gi;

/** The query with its summed amount read per record of the id the question names after "per", or undefined. */
export function perRecord(q: AnalystQuery, index: DatasetIndex, question: string): AnalystQuery | undefined {
  if (q.kind !== 'aggregate' || q.measures.length !== 1 || q.derived?.length) return undefined;
  const m = q.measures[0]!;
  const figure = index.columns.find((c) => c.name === m.column);
  // an average per record over lines that repeat the id is still the total over the ids
  const repeated = (c: IndexedColumn) => m.fn === 'avg' && c.uniqueness < 0.95;
  if (
    (m.fn !== 'sum' && m.fn !== 'avg') ||
    m.per ||
    m.plus?.length ||
    !figure ||
    defaultAggregation(figure) !== 'sum'
  )
    return undefined;
  for (const said of question.matchAll(PER_NOUN)) {
    // the record's id column, whether its values repeat over line items or not
    const id = repeatedIdOf(said[1] as string, index, Infinity);
    if (!id || id.name === figure.name || (m.fn === 'avg' && !repeated(id))) continue;
    // a grouping by every id is the id said as the unit, not a list of every record
    const groupBy = q.groupBy.filter((g) => g.column !== id.name);
    if (q.filters.some((f) => f.column === id.name)) return undefined;
    const { order: _, limit: __, ...rest } = q;
    const ranked =
      groupBy.length > 0 && q.order ? { order: q.order, ...(q.limit ? { limit: q.limit } : {}) } : {};
    return { ...rest, ...ranked, groupBy, measures: [{ ...m, fn: 'sum', per: { column: id.name } }] };
  }
  return undefined;
}
