/**
 * Counts that every group answers with 1: "which year had the most storms", "top 5 weeks",
 * "storms in 1990" over a series with one row per year (or week). Counting the rows of each year
 * ties every year at 1, so the count never answers the question: the figure meant is the row's
 * measure. When the table has one measure besides the grouping column, the count is replaced by
 * that measure (the rows ranked by it, or its value in the period); with several, the reply asks
 * which of them, naming each.
 */
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import { human } from '../../tools/format';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { identifierLike } from './identifiers';
import { isNumeric } from './shape';
import type { Parsed } from './types';

/** Questions asking for a name: a figure read in place of the count would answer another question. */
const NAMES_ASKED = /\b(who|whom|whose|name|names|named)\b/;
/** "how many seasons …", "number of years …": periods counted, each a row; the count stands. */
const PERIODS_COUNTED =
  /\b(?:how many|number of)\s+(?:of\s+(?:the\s+)?)?(years?|seasons?|weeks?|months?|days?|quarters?|periods?|decades?)\b/;
/** Counts that are about the rows themselves: left as they are. */
const ROWS_SAID = /\b(rows?|records?|entries|entry|lines?|observations?|obs|data points?)\b/;
/**
 * Distinct values per row above which a column may name one row each (the distinct count is an
 * estimate, off by up to a fifth); the values' span must then match the rows.
 */
const ONE_EACH = 0.75;
/** Distinct values per row above which a column without a span to check names one row each. */
const ALL_DISTINCT = 0.99;

/** Names of a column of periods counted in whole numbers ("week" 1–52, "season" 1–30). */
const PERIOD_WORDS = /^(year|week|month|day|quarter|period|season|hour|decade|wk|yr|mo)s?$/;

/**
 * Whether each value of a column of periods stands on one row: years or period numbers that run
 * without gaps over the rows, or dates each on its own row. Other columns (names, ranks) are left
 * alone: one row named is a plain count of 1.
 */
export function oneRowEach(c: IndexedColumn, index: DatasetIndex): boolean {
  const rows = index.info.rowCount;
  if (rows < 3 || c.uniqueness < ONE_EACH) return false;
  const period = c.yearLike || c.role === 'time' || c.words.some((w) => PERIOD_WORDS.test(w));
  if (c.min !== undefined && c.max !== undefined && /INT/i.test(c.type))
    return period && c.max - c.min + 1 === rows;
  return isTemporalType(c.type) && c.uniqueness >= ALL_DISTINCT;
}

/** Whether each side of a comparison is one value of a column of periods with one row each ("1957 vs 1964"). */
export function eachSideOneRow(sides: { filters: AnalystFilter[] }[], index: DatasetIndex): boolean {
  return sides.every((s) =>
    s.filters.some((f) => {
      if (f.kind !== 'values' || f.negate || f.values.length !== 1) return false;
      const column = index.columns.find((c) => c.name === f.column);
      return column !== undefined && oneRowEach(column, index);
    }),
  );
}

/** How many periods of a grain the dates from `from` to `to` touch. */
function periodsBetween(from: string, to: string, grain: string): number | undefined {
  const [a, b] = [Date.parse(from.slice(0, 10)), Date.parse(to.slice(0, 10))];
  if (!Number.isFinite(a) || !Number.isFinite(b) || b < a) return undefined;
  const days = Math.round((b - a) / 86_400_000);
  const months =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7));
  const per: Record<string, number> = {
    day: days + 1,
    week: Math.floor(days / 7) + 1,
    month: months + 1,
    quarter: Math.floor(months / 3) + 1,
    year: Math.floor(months / 12) + 1,
  };
  return per[grain];
}

/**
 * Whether grouping the time column by a grain puts one row in each group: its dates are distinct
 * and as many as the periods they span (a weekly series grouped by week).
 */
function oneRowPerPeriod(c: IndexedColumn, grain: string, index: DatasetIndex): boolean {
  if (c.name !== index.timeColumn || !index.minDate || !index.maxDate || c.uniqueness < ONE_EACH)
    return false;
  const periods = periodsBetween(index.minDate, index.maxDate, grain);
  const rows = index.info.rowCount;
  return periods !== undefined && rows >= 3 && rows <= periods && rows >= 0.9 * periods;
}

/** The numeric columns a count of one-row groups may have meant: not the group, a flag, an id or a year. */
export function measuresBesides(index: DatasetIndex, group: string): IndexedColumn[] {
  return index.columns.filter(
    (c) => c.name !== group && isNumeric(c) && c.flagTrue === undefined && !identifierLike(c),
  );
}

const bareCount = (q: AnalystQuery) =>
  q.measures.length === 1 && q.measures[0]!.fn === 'count' && !q.measures[0]!.column;

/** The one-row filter of a count: one value of a column that names one row each. */
function oneRowFilter(
  q: AnalystQuery,
  index: DatasetIndex,
): { column: IndexedColumn; value: string } | undefined {
  for (const f of q.filters as AnalystFilter[]) {
    const column = index.columns.find((c) => c.name === f.column);
    if (!column) continue;
    // "in march 2004" over a monthly series: one period of the series' own spacing
    if (
      f.kind === 'date_range' &&
      onePeriod(f.from, f.to, index) &&
      oneRowPerPeriod(column, index.timeGrain!, index)
    )
      return { column, value: f.label ?? f.from };
    if (f.kind !== 'values' || f.negate || f.values.length !== 1) continue;
    if (oneRowEach(column, index)) return { column, value: String(f.values[0]) };
  }
  return undefined;
}

/** Whether a date range is one whole period of the series' spacing (a month of a monthly series). */
function onePeriod(from: string, to: string, index: DatasetIndex): boolean {
  const grain = index.timeGrain;
  if (!grain) return false;
  const start = grain === 'day' || (grain === 'month' ? from.endsWith('-01') : from.endsWith('-01-01'));
  const last = new Date(Date.parse(to.slice(0, 10)) - 86_400_000).toISOString().slice(0, 10);
  return start && !Number.isNaN(Date.parse(to.slice(0, 10))) && periodsBetween(from, last, grain) === 1;
}

/** The count per group read as the measure: the rows ranked by it, or its value per group. */
function readMeasure(q: AnalystQuery, group: string, measure: string): AnalystQuery {
  if (q.order && q.groupBy.length)
    return {
      dataset: q.dataset,
      kind: 'rows',
      measures: [],
      filters: q.filters,
      groupBy: [],
      columns: [group, measure],
      order: { by: measure, dir: q.order.dir },
      limit: q.limit ?? 1,
      ...(q.offset ? { offset: q.offset } : {}),
    };
  return { ...q, measures: [{ fn: 'sum', column: measure }] };
}

/** The questions offered when several measures could be meant, one per measure. */
function choicesFor(q: AnalystQuery, group: string, measures: IndexedColumn[], value?: string): string[] {
  const g = human(group);
  const dir = q.order?.dir === 'asc' ? 'lowest' : 'highest';
  return measures.slice(0, 3).map((c) => {
    const m = human(c.name);
    if (value !== undefined) return `${m} where ${g} is ${value}`;
    if (!q.order) return `${m} by ${g}`;
    if (q.limit && q.limit > 1) return `top ${q.limit} ${g} by ${m}`;
    return `which ${g} has the ${dir} ${m}`;
  });
}

/** "that year", "this week": the period a follow-up points back to. */
const THAT_PERIOD = /\b(?:that|this|the same)\s+([a-z]+)/;

/**
 * "how many that year?" after "which year had the most storms": a bare count pointing back to the
 * one period the previous answer named, over one row a period. That row's figure is the previous
 * answer itself, so the previous query answers again.
 */
function samePeriodAgain(
  text: string,
  index: DatasetIndex,
  q: AnalystQuery,
  previous: AnalystQuery | undefined,
): AnalystQuery | undefined {
  if (!previous || previous.dataset !== q.dataset || previous.kind !== 'rows' || previous.limit !== 1)
    return undefined;
  const kept = new Set(previous.filters.map((f) => JSON.stringify(f)));
  if (!previous.order || q.groupBy.length || q.filters.some((f) => !kept.has(JSON.stringify(f))))
    return undefined;
  const word = THAT_PERIOD.exec(text)?.[1];
  const group = index.columns.find((c) => previous.columns?.includes(c.name) && oneRowEach(c, index));
  if (!word || !group || !group.words.some((w) => w === word || `${w}s` === word)) return undefined;
  const measured = measuresBesides(index, group.name).some((c) => c.name === previous.order!.by);
  return measured ? previous : undefined;
}

/**
 * The parse with a count over one-row groups (or one one-row period) read as the table's one
 * measure, a question back naming the measures when there are several, or undefined when the
 * count stands.
 */
export function readOneRowGroups(
  question: string,
  index: DatasetIndex,
  parsed: Parsed,
  previous?: AnalystQuery,
): Parsed | undefined {
  const q = parsed.query;
  if (!q || q.kind !== 'aggregate' || !bareCount(q) || index.wide || q.derived?.length) return undefined;
  const text = question.toLowerCase();
  if (ROWS_SAID.test(text) || NAMES_ASKED.test(text) || PERIODS_COUNTED.test(text)) return undefined;
  const same = samePeriodAgain(text, index, q, previous);
  if (same) return { ...parsed, query: same, followUp: true };
  let group: IndexedColumn | undefined;
  let value: string | undefined;
  if (q.groupBy.length === 1) {
    const g = q.groupBy[0]!;
    const column = index.columns.find((c) => c.name === g.column);
    const single = g.grain ? oneRowPerPeriod : (c: IndexedColumn) => oneRowEach(c, index);
    if (!column || g.part || !single(column, g.grain ?? '', index)) return undefined;
    group = column;
  } else if (q.groupBy.length === 0) {
    const one = oneRowFilter(q, index);
    // a period's row that also names a winner, a title…: what of it was asked is not clear
    if (!one || index.columns.some((c) => /CHAR/i.test(c.type) && c.uniqueness >= 0.5)) return undefined;
    group = one.column;
    value = one.value;
  } else return undefined;
  const measures = measuresBesides(index, group.name);
  if (measures.length === 0) return undefined;
  if (measures.length === 1) return { ...parsed, query: readMeasure(q, group.name, measures[0]!.name) };
  const what = value === undefined ? `each ${human(group.name)}` : `${human(group.name)} ${value}`;
  return {
    ignored: [],
    confidence: 0.2,
    clarify: {
      question: `${index.info.name} has one row for ${what}, so counting rows says nothing. Which figure did you mean?`,
      choices: choicesFor(q, group.name, measures, value),
    },
  };
}
