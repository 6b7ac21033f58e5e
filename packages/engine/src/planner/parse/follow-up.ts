/** Follow-ups: a question's pieces applied to the conversation's previous query. */
import type { AnalystFilter, AnalystGroup, AnalystMeasure, AnalystQuery } from '@ai-analyst/contract';

export interface Delta {
  measures: AnalystMeasure[];
  filters: AnalystFilter[];
  groups: AnalystGroup[];
  kind: AnalystQuery['kind'];
  order?: AnalystQuery['order'];
  limit?: number;
  sides?: AnalystQuery['sides'];
  condition?: AnalystFilter[];
  columns?: string[];
  chart?: AnalystQuery['chart'];
  instead: boolean;
  only: boolean;
  countAsked: boolean;
}

/** Applies a follow-up's pieces to the previous query: new filters replace those on the same column. */
export function mergeFollowUp(prev: AnalystQuery, d: Delta): AnalystQuery | undefined {
  const next: AnalystQuery = structuredClone(prev);
  const changed =
    d.measures.length +
    d.filters.length +
    d.groups.length +
    (d.chart ? 1 : 0) +
    (d.sides ? 1 : 0) +
    (d.order ? 1 : 0);
  if (changed === 0) return undefined;
  if (d.kind !== 'aggregate' && d.kind !== prev.kind) return undefined;
  // a count the follow-up did not ask for is only the parser's default ("by year instead")
  const defaultCount =
    d.measures.length === 1 && d.measures[0]!.fn === 'count' && !d.measures[0]!.column && !d.countAsked;
  if (d.measures.length && !defaultCount) next.measures = d.measures;
  const sameColumn = (a: AnalystFilter, b: AnalystFilter) =>
    a.column === b.column || (isTimeFilter(a) && isTimeFilter(b));
  for (const f of d.filters) {
    next.filters = next.filters.filter((g) => !sameColumn(g, f));
    if (next.condition) next.condition = next.condition.filter((g) => !sameColumn(g, f));
    if (next.sides && next.sides.some((s) => s.filters.some((g) => sameColumn(g, f)))) delete next.sides;
    next.filters.push(f);
  }
  if (next.kind === 'compare' && !next.sides) next.kind = 'aggregate';
  if (d.groups.length) {
    next.groupBy =
      d.instead || prev.groupBy.length === 0
        ? d.groups
        : [...prev.groupBy.filter((g) => !d.groups.some((h) => h.column === g.column)), ...d.groups];
    if (d.instead) next.groupBy = d.groups;
  }
  // a filter on the grouped column turns "by symbol" + "only for MSFT" into one group
  if (d.sides) {
    next.sides = d.sides;
    next.kind = 'compare';
  }
  if (d.order) next.order = d.order;
  if (d.limit) next.limit = d.limit;
  if (d.chart) next.chart = d.chart;
  return next;
}

export const isTimeFilter = (f: AnalystFilter) =>
  f.kind === 'date_range' ||
  f.kind === 'date_part' ||
  (f.kind === 'values' &&
    typeof f.values[0] === 'number' &&
    Number(f.values[0]) >= 1800 &&
    Number(f.values[0]) <= 2100);
