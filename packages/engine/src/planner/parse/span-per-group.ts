/**
 * Two readings the parser gives that the question's grouping contradicts:
 * - "X per year from 1990 to 1995" compares 1990 with 1995 while grouping by the year itself, so
 *   every group but two is empty: it asks for X in each year of the span. Read as the groups of
 *   the years between the two, both included.
 * - "avg X per decade" over a table with one row per decade, "median X across stations" over one
 *   row per station, group each row on its own (each group's figure is the row's value): they ask
 *   for the figure over them. Read without the group.
 */
import type { DatasetIndex } from '../schema-index';
import type { Parsed } from './types';

/** `parsed` with a compare of two values of its own group column read as the span between them. */
export function spanPerGroup(parsed: Parsed, question: string, index: DatasetIndex): Parsed {
  const q = parsed.query;
  if (!q || parsed.clarify) return parsed;
  if (
    q.kind === 'compare' &&
    q.sides?.length === 2 &&
    q.groupBy.length === 1 &&
    /\bfrom\b.*\bto\b|\bbetween\b/i.test(question)
  ) {
    const column = q.groupBy[0]!.column;
    const ends = q.sides.map((s) =>
      s.filters.length === 1 &&
      s.filters[0]!.kind === 'values' &&
      s.filters[0]!.column === column &&
      s.filters[0]!.values.length === 1
        ? Number(s.filters[0]!.values[0])
        : NaN,
    );
    if (ends.some((v) => !Number.isFinite(v)) || q.groupBy[0]!.part || q.groupBy[0]!.grain) return parsed;
    const { sides: _sides, ...rest } = q;
    const [from, to] = [Math.min(...ends), Math.max(...ends)];
    return {
      ...parsed,
      query: { ...rest, kind: 'aggregate', filters: [...q.filters, { kind: 'between', column, from, to }] },
    };
  }
  // "avg per decade" over one row per decade: the average over the rows
  if (q.kind === 'aggregate' && q.groupBy.length === 1 && !q.order && !q.limit && q.measures.length > 0) {
    const g = q.groupBy[0]!;
    const column = index.columns.find((c) => c.name === g.column);
    // (the values read are an exact count; the index's distinct count may be an estimate)
    const distinct = column && (column.values.size > 0 ? column.values.size : column.distinct);
    // a wide table's long form held to one period has one row per label row ("across the states in 1940")
    const wide = index.wide;
    const onePeriod =
      wide && q.filters.some((f) => f.column === wide.name && f.kind === 'values' && f.values.length === 1);
    const rows = onePeriod ? index.info.rowCount / wide.columns.length : index.info.rowCount;
    const perRow = column && !g.part && !g.grain && distinct === rows && rows > 2;
    const averaged = q.measures.every((m) => m.fn === 'avg' || m.fn === 'median');
    // "per decade", "across (the) stations": the noun of the column's own words, said as the whole
    const said = new RegExp(
      `\\b(?:per|across(?:\\s+(?:all|the|all the))?)\\s+(?:\\w+\\s+)?(?:${column?.words.map((w) => `${w}s?`).join('|') || '\\0'})\\b`,
      'i',
    );
    if (perRow && averaged && !/\bby\b/i.test(question) && said.test(question)) {
      return { ...parsed, query: { ...q, groupBy: [] } };
    }
  }
  return parsed;
}
