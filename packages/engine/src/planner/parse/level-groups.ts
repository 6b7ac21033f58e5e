/**
 * "which channel has the highest bounce rate" over an export where each channel has many rows: a
 * rate, share, ratio, score, rating, duration or a figure headed as an average is a level each row
 * reads afresh, so the groups are ranked by their average — not by the one row that peaked. Where
 * each group is one row (a table of countries, or the rows the filters keep) the average is that
 * row's figure. Other levels (a price, a temperature) keep their single highest or lowest reading.
 */
import type { AnalystGroup } from '@ai-analyst/contract';
import type { DatasetIndex, IndexedColumn } from '../schema-index';

/** Words of a header naming a level that is read row by row and averaged over a group. */
const AVERAGED =
  /^(rate|rates|ratio|ratios|pct|percent|percentage|share|score|scores|rating|ratings|avg|average|mean|duration|satisfaction|csat|sentiment|happiness|engagement)$/;

/** Whether the column is a level whose groups are ranked by their average. */
function averagedLevel(index: DatasetIndex, c: IndexedColumn): boolean {
  if (c.flagTrue !== undefined) return false;
  const info = index.info.columns.find((i) => i.name === c.name);
  return info?.unit === '%' || c.words.some((w) => AVERAGED.test(w));
}

/** Whether a group column repeats over many rows (each value on several rows on average). */
function repeats(index: DatasetIndex, name: string): boolean {
  const g = index.columns.find((c) => c.name === name);
  return !!g && g.uniqueness > 0 && g.uniqueness <= 0.5;
}

/** Whether "which <group> has the highest <column>" ranks the groups by the column's average. */
export function ranksByAverage(
  index: DatasetIndex,
  column: IndexedColumn,
  groups: AnalystGroup[],
  target: IndexedColumn | undefined,
): boolean {
  if (!averagedLevel(index, column)) return false;
  const named = groups.length ? groups.map((g) => g.column) : target ? [target.name] : [];
  return named.length > 0 && named.every((n) => repeats(index, n)) && !groups.some((g) => g.grain || g.part);
}
