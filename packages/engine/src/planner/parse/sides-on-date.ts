/**
 * "claim count 2023 vs 2024 by loss date", "orders q1 vs q2 by ship date": over a table of several
 * dates, "by" and a date column's name after two periods says which date the periods are read
 * on, not a grouping by every single day. The sides are read on that date and the day grouping is
 * dropped. A grain ("by month", "by day") is no date's name and stays a grouping.
 */
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex } from '../schema-index';

const TIME_FILTERS = new Set(['date_range', 'date_part']);

const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);
const WEEKDAYS = 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(' ');

/** The label of one calendar part's value, as the comparison of two periods names its sides. */
function partLabel(part: string, value: number): string {
  if (part === 'month') return MONTHS[value - 1] ?? `month ${value}`;
  if (part === 'weekday') return WEEKDAYS[value - 1] ?? `weekday ${value}`;
  if (part === 'year') return String(value);
  return `${part} ${value}`;
}

/**
 * "q1 vs q2 by ship date" read as both periods at once (two values of one calendar part, which no
 * row meets together): the two sides of a comparison instead.
 */
function asSides(query: AnalystQuery): AnalystQuery {
  if (query.kind !== 'aggregate' || query.sides) return query;
  const parts = query.filters.filter((f) => f.kind === 'date_part');
  const [a, b] = parts;
  if (
    parts.length !== 2 ||
    a?.kind !== 'date_part' ||
    b?.kind !== 'date_part' ||
    a.column !== b.column ||
    a.part !== b.part ||
    a.values.length !== 1 ||
    b.values.length !== 1 ||
    a.values[0] === b.values[0]
  )
    return query;
  return {
    ...query,
    kind: 'compare',
    filters: query.filters.filter((f) => f !== a && f !== b),
    sides: [
      { label: partLabel(a.part, a.values[0]!), filters: [a] },
      { label: partLabel(b.part, b.values[0]!), filters: [b] },
    ],
  };
}

/** The query with its two sides read on the date named after "by", or the query as it is. */
export function withSidesOnNamedDate(
  question: string,
  index: DatasetIndex,
  given: AnalystQuery,
): AnalystQuery {
  const query = given.groupBy.length === 1 ? asSides(given) : given;
  if (query.kind !== 'compare' || !query.sides || query.groupBy.length !== 1) return given;
  const group = query.groupBy[0]!;
  if (group.part || (group.grain && group.grain !== 'day')) return given;
  const column = index.columns.find((c) => c.name === group.column);
  if (!column || column.role !== 'time' || column.words.length < 2) return given;
  // the date's own name said after "by" ("by loss date"), not a grain ("by day")
  const named = new RegExp(`\\bby (?:the )?${column.words.map((w) => `${w}\\w*`).join('[\\s_-]*')}\\b`, 'i');
  if (!named.test(question)) return given;
  const onDate = (f: AnalystFilter): AnalystFilter =>
    TIME_FILTERS.has(f.kind) ? { ...f, column: column.name } : f;
  if (!query.sides.every((s) => s.filters.length > 0 && s.filters.every((f) => TIME_FILTERS.has(f.kind))))
    return given;
  return {
    ...query,
    groupBy: [],
    sides: query.sides.map((s) => ({ ...s, filters: s.filters.map(onDate) })),
  };
}
