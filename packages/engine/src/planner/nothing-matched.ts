/**
 * A figure asked over conditions that no row meets together: "the average attendance of the extra
 * shows in Spain" when no extra show was in Spain. A total or an average of nothing is no figure,
 * and an empty list answers no "who" or "which": the reply says that no row meets the conditions,
 * as a decline, instead of stating "(missing)" or an empty table as the answer. A count of
 * nothing stands: 0 is its answer. Two sides compared by groups that share no group ("1924 vs
 * 2022 by events", where no number of events comes back) are declined the same way.
 */
import type { AnalystClarify, AnalystQuery } from '@ai-analyst/contract';
import type { AskDataData } from './ask-data';
import type { DatasetIndex } from './schema-index';

/** True when every figure of the single result row is missing. */
function noFigure(data: AskDataData): boolean {
  const row = data.rows[0];
  return (
    data.rows.length === 1 &&
    row !== undefined &&
    data.valueKeys.length > 0 &&
    data.valueKeys.every((k) => row[k] === null || row[k] === undefined) &&
    (row.rows === undefined || Number(row.rows) === 0)
  );
}

/** True when no group has a figure on both sides of a comparison (the first two figures of each row). */
function noSharedGroup(data: AskDataData): boolean {
  const [a, b] = data.valueKeys;
  if (a === undefined || b === undefined) return false;
  const missing = (v: unknown) => v === null || v === undefined;
  return data.rows.length > 0 && data.rows.every((row) => missing(row[a]) || missing(row[b]));
}

/** The decline when the two sides of a comparison by groups share no group. */
const sidesApart = (index: DatasetIndex, understood: string): AnalystClarify => ({
  question: `${understood} The two sides share no group in ${index.info.name}, so there is no difference to give.`,
  choices: [],
});

/** The decline when no row meets the conditions of one side of a comparison. */
const oneSideEmpty = (index: DatasetIndex, understood: string): AnalystClarify => ({
  question: `${understood} No row of ${index.info.name} meets the conditions of one of the two sides, so there is no difference to give.`,
  choices: [],
});

/** The decline when the conditions of a figure or a list match no row; undefined when the result stands. */
export function declineNothingMatched(
  index: DatasetIndex,
  query: AnalystQuery,
  data: AskDataData | undefined,
  understood: string,
): AnalystClarify | undefined {
  if (!data || query.change) return undefined;
  if (query.kind === 'compare') {
    if (!noSharedGroup(data)) return undefined;
    // ("X's points in 2023 and 2024" where no row of X is in 2024: one side is no figure to set against the other)
    return query.groupBy.length ? sidesApart(index, understood) : oneSideEmpty(index, understood);
  }
  if (query.filters.length === 0) return undefined;
  const counts = query.measures.length > 0 && query.measures.every((m) => m.fn === 'count' || m.fn === 'count_distinct');
  if (counts && query.kind !== 'rows') return undefined;
  const empty = data.rows.length === 0 || (query.kind === 'aggregate' && !query.groupBy.length && noFigure(data));
  if (!empty) return undefined;
  return {
    question: `${understood} No row of ${index.info.name} meets these conditions together, so there is no figure to give.`,
    choices: [],
  };
}
