/**
 * An aggregate over the first rows of a ranking ("the average of the 10 lowest years", "the total
 * of the top 5 orders"): the query reads from a sub-query holding only the `limit` rows ranked
 * first by the column `by` among those the filters keep (rows with no value of it left out).
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { col, isNotNull, star, type SelectQuery } from '../../data/sql-builder';
import { column, filterExpr, type CompileTable } from './exprs';

/** The rows the query reads: the ranked first rows when `within` is set, else `from` itself. */
export function withinRanked(
  info: CompileTable,
  q: AnalystQuery,
  from: SelectQuery['from'],
): SelectQuery['from'] {
  if (!q.within || q.kind !== 'aggregate') return from;
  const by = column(info, q.within.by).name;
  const query: SelectQuery = {
    select: [{ expr: star }],
    from,
    where: [...q.filters.map((f) => filterExpr(info, f)), isNotNull(col(by))],
    orderBy: [{ expr: col(by), desc: q.within.dir === 'desc' }],
    limit: q.within.limit,
  };
  return { query, as: 'ranked_rows' };
}
