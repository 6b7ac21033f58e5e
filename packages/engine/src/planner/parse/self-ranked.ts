/**
 * "latest year mentioned", "earliest year in the calendar" read as the groups of a column ranked by
 * a total of that same column: the total of a year over its rows says nothing (the year with the
 * most rows wins). The column's own extreme is what is asked: its largest or smallest value.
 */
import type { AnalystQuery } from '@ai-analyst/contract';

/** The query asking for the column's own extreme instead, or the query as it was. */
export function unrankSelf(query: AnalystQuery): AnalystQuery {
  const [group] = query.groupBy;
  const [measure] = query.measures;
  if (query.kind !== 'aggregate' || query.groupBy.length !== 1 || query.measures.length !== 1) return query;
  if (!group || !measure || group.grain || group.part || measure.column !== group.column) return query;
  if (!['sum', 'avg'].includes(measure.fn) || query.order?.by !== 'measure' || query.limit !== 1) return query;
  const { order, limit: _limit, ...rest } = query;
  return { ...rest, groupBy: [], measures: [{ fn: order.dir === 'desc' ? 'max' : 'min', column: measure.column }] };
}
