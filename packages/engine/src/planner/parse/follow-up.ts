/** Follow-ups: a question's pieces applied to the conversation's previous query. */
import type { AnalystFilter, AnalystGroup, AnalystMeasure, AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex } from '../schema-index';
import type { Tok } from './types';

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

/**
 * Applies a follow-up's pieces to the previous query: new filters replace those on the same
 * column, or on a column of the same kind (`sameKind`: "and madrid?" over City after a question
 * naming a row by its Name replaces that name, since both pick one row).
 */
export function mergeFollowUp(
  prev: AnalystQuery,
  d: Delta,
  sameKind: (a: string, b: string) => boolean = () => false,
): AnalystQuery | undefined {
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
  // "% of calls in spanish", then "and their avg wait?": a figure of the rows that met the condition
  if (prev.kind === 'percent' && d.kind === 'aggregate' && !defaultCount && d.measures.some((m) => m.column)) {
    next.kind = 'aggregate';
    next.filters.push(...(prev.condition ?? []));
    delete next.condition;
  }
  const sameColumn = (a: AnalystFilter, b: AnalystFilter) =>
    (a.column === b.column && !narrowsYear(a, b)) ||
    (isTimeFilter(a) && isTimeFilter(b) && !narrowsYear(a, b)) ||
    (a.kind === 'values' && b.kind === 'values' && !a.negate && !b.negate && sameKind(a.column, b.column));
  for (const said of d.filters) {
    // "and q2?" after "in q1 2024": the other quarter of that year, not of every year
    const f = next.filters.map((g) => inYearOf(g, said)).find((x) => x !== undefined) ?? said;
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

const isYear = (v: unknown) => typeof v === 'number' && v >= 1800 && v <= 2100;

/** A filter keeping one whole calendar year (2024-01-01 to 2025-01-01, or the year 2024). */
const wholeYear = (f: AnalystFilter) =>
  (f.kind === 'date_range' &&
    /^\d{4}-01-01$/.test(f.from) &&
    Number(f.to.slice(0, 4)) === Number(f.from.slice(0, 4)) + 1 &&
    f.to.endsWith('-01-01')) ||
  (f.kind === 'date_part' && f.part === 'year' && f.values.length === 1);

/** "what about just Q2" after "in 2024": a part of the year said alone narrows the year, it keeps it. */
const narrowsYear = (old: AnalystFilter, said: AnalystFilter) =>
  wholeYear(old) &&
  said.kind === 'date_part' &&
  /^(quarter|month)$/.test(said.part) &&
  said.column === old.column;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A quarter or month said alone after a range of one quarter or month of one year: that period of
 * the same year, as a range, or undefined.
 */
function inYearOf(old: AnalystFilter, said: AnalystFilter): AnalystFilter | undefined {
  if (
    old.kind !== 'date_range' ||
    said.kind !== 'date_part' ||
    said.column !== old.column ||
    said.values.length !== 1
  )
    return undefined;
  if (said.part !== 'quarter' && said.part !== 'month') return undefined;
  const [y, m] = [Number(old.from.slice(0, 4)), Number(old.from.slice(5, 7))];
  const [ty, tm] = [Number(old.to.slice(0, 4)), Number(old.to.slice(5, 7))];
  const months = (ty - y) * 12 + tm - m;
  if (!old.from.endsWith('-01') || !old.to.endsWith('-01') || months !== (said.part === 'quarter' ? 3 : 1))
    return undefined;
  if (said.part === 'quarter' && (m - 1) % 3 !== 0) return undefined;
  const first = said.part === 'quarter' ? (said.values[0]! - 1) * 3 + 1 : said.values[0]!;
  const span = said.part === 'quarter' ? 3 : 1;
  const end = first + span > 12 ? `${y + 1}-01-01` : `${y}-${pad(first + span)}-01`;
  const label = said.part === 'quarter' ? `Q${said.values[0]} ${y}` : `${y}-${pad(first)}`;
  return { kind: 'date_range', column: old.column, from: `${y}-${pad(first)}-01`, to: end, label };
}

/** A filter on a period: a date range or part, or a year said as a value ("year is 2012", "year = 2012"). */
export const isTimeFilter = (f: AnalystFilter) =>
  f.kind === 'date_range' ||
  f.kind === 'date_part' ||
  (f.kind === 'values' && isYear(f.values[0])) ||
  (f.kind === 'compare' && f.op === '=' && isYear(f.value));

/**
 * Two text columns that each name the rows (nearly every row its own value: a system's name, its
 * city): a follow-up naming a row by one replaces a row named by the other, as the two together
 * would pick no row or the same one.
 */
export function bothNameRows(index: DatasetIndex): (a: string, b: string) => boolean {
  const namesRows = (name: string) => {
    const c = index.columns.find((x) => x.name === name);
    return c !== undefined && /CHAR|TEXT|STRING/i.test(c.type) && c.distinct >= 3 && c.uniqueness >= 0.9;
  };
  return (a, b) => namesRows(a) && namesRows(b);
}

/**
 * "and in 2018?" after a question filtering a text column of years or numbers ("2016"): a number
 * the follow-up says that is a cell of that column is the same kind of condition, read there
 * (numbers alone are never read as text cells otherwise). Marks the words it places.
 */
export function numbersOfPreviousColumns(
  toks: Tok[],
  index: DatasetIndex,
  prev: AnalystQuery,
  filters: AnalystFilter[],
): AnalystFilter[] {
  const out: AnalystFilter[] = [];
  // a year read as a time that made no filter (the table has no date column) is free to take
  const free = (t: Tok) => !t.used || (t.used === 'time' && !filters.some(isTimeFilter));
  for (const f of prev.filters) {
    if (f.kind !== 'values' || f.negate) continue;
    const column = index.columns.find((c) => c.name === f.column);
    if (!column || !/CHAR|TEXT|STRING/i.test(column.type)) continue;
    const said = toks.filter((t) => free(t) && /^\d+$/.test(t.word) && column.values.has(t.word));
    if (said.length === 0) continue;
    for (const t of said) t.used = 'value';
    out.push({ kind: 'values', column: column.name, values: said.map((t) => column.values.get(t.word)!) });
  }
  return out;
}
