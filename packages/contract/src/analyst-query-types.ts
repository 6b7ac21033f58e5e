/**
 * The built-in analyst's typed query, as types and constants only (no zod): what a question was
 * understood to ask, before any SQL. The parser produces it, the engine compiles it to SQL, the
 * reply's "You asked for…" sentence is written from it, and the server keeps it with the assistant
 * message so a follow-up ("and in 2009?", "only for MSFT") can modify it. The schemas that check
 * a query a model sends through the ask_data tool are in ./analyst-query.
 */

export const ANALYST_AGGREGATIONS = [
  'count',
  'count_distinct',
  'sum',
  'avg',
  'min',
  'max',
  'median',
  'percentile',
  'missing',
  'stddev',
  'range',
  'nps',
] as const;
export type AnalystAggregation = (typeof ANALYST_AGGREGATIONS)[number];

/**
 * A computed number: `count` without a column counts rows; `percentile` needs `p` (0–1); `range`
 * is the largest value minus the smallest; `nps` is the Net Promoter Score of a 0–10 answer
 * column: the percentage of 9s and 10s minus the percentage of 0s to 6s (−100 … 100).
 */
export interface AnalystMeasure {
  fn: AnalystAggregation;
  column?: string;
  p?: number;
  /** Columns added to `column` row by row before aggregating (a stay's nights = weekend + week nights). */
  plus?: string[];
  /**
   * The figure divided by a second one: with `grain`, the number of distinct periods of the date
   * `column` ("avg daily revenue" = total revenue per day); without, the total of `column`
   * ("revenue per pizza ordered" = total revenue per order).
   */
  per?: { column: string; grain?: TimeGrain };
}

export type AnalystScalar = string | number | boolean;
export type DatePart = 'decade' | 'year' | 'quarter' | 'month' | 'weekday' | 'day' | 'hour';
export type TimeGrain = 'day' | 'week' | 'month' | 'quarter' | 'year';

/**
 * A number computed row by row from two columns (high − low, end − start, goals / games), usable
 * by its `name` wherever a column is named: measures, filters, groups, `order.by`, `columns`.
 * Two date columns subtract to a number of days (or of `unit`; a year is 365.25 days); a division by zero gives no value.
 * `less%` takes the right column's percentage off the left (price less a 15 % discount: price ×
 * 0.85; a missing percentage takes nothing off). A derived number may name an earlier one.
 */
export interface AnalystDerived {
  name: string;
  op: '-' | '+' | '*' | '/' | 'less%';
  left: string;
  right: string;
  unit?: 'minute' | 'hour' | 'day' | 'year';
  /**
   * Two dates: the date (YYYY-MM-DD) that stands in for a blank left one — a span still open
   * (an employee still employed) measured up to that day.
   */
  open?: string;
  /**
   * `'zero'`: a blank operand counts as 0 — money out and money in kept in two columns, only one
   * of them filled on each row (the net of a row is its money in less its money out).
   */
  blank?: 'zero';
}

/**
 * A wide table's period columns (one column per year, quarter or month: `2018`, `2019`, … or
 * `Jan`, `Feb`, …) read as rows: each row of the table becomes one row per listed column, holding
 * the table's other columns, the column's name in `name` (a whole number when every listed name
 * is one, as years are) and its number in `value`. The rest of the query names `name` and `value`
 * like any other column: "total in 2012" filters `name`, "which year had the most" groups by it.
 */
export interface AnalystUnpivot {
  columns: string[];
  name: string;
  value: string;
}

/**
 * The first measure read as its change from the previous period: per group in time order (the
 * group of a date truncated to a grain, a calendar part, or a date/year/period column), each
 * period's value minus the one before it ('difference'), or that difference as a percentage of
 * the earlier value ('percent': "growth rate", "% change"). Monthly totals then month to month;
 * a table of one row per period, row to row. Other groups hold series of their own (each symbol's
 * prices) and are not compared with one another. The first period has no change and is left
 * out. Ranking (`order` by the measure, `limit`) and a plain list read the change.
 */
export interface AnalystChange {
  as: 'difference' | 'percent';
  /** The group column giving the time order; by default the group of a date, year or period. */
  along?: string;
  /**
   * Counts the periods whose change is a rise (above 0) or a fall (below 0) instead of listing
   * the changes ("how many years was X lower than the year before"), within each other group.
   */
  count?: 'rise' | 'fall';
}

/** A row condition. Date ranges are [from, to) in ISO dates; date parts are numbers (month 1–12, weekday 1=Mon–7). */
export type AnalystFilter =
  | { kind: 'values'; column: string; values: AnalystScalar[]; negate?: boolean }
  | { kind: 'compare'; column: string; op: '>' | '>=' | '<' | '<=' | '=' | '!='; value: number | string }
  | { kind: 'between'; column: string; from: number; to: number }
  | { kind: 'date_range'; column: string; from: string; to: string; label?: string }
  | { kind: 'date_part'; column: string; part: DatePart; values: number[] }
  | { kind: 'null'; column: string; isNull: boolean };

/** A grouping: a column, a date column truncated to a grain, or a calendar part of a date column (decade also of a year column). */
export interface AnalystGroup {
  column: string;
  grain?: TimeGrain;
  part?: DatePart;
}

/**
 * - aggregate: measures per group (or overall), ordered and limited for top/bottom N;
 * - rows: the rows themselves, ordered by a column (the row with the max/min, a row look-up);
 * - percent: the share of rows (or of the first measure) meeting `condition`, per group or overall;
 * - share: each group's share of the total of the first measure;
 * - compare: the first measure on two sides (`sides`), their difference and % change;
 * - correlation: Pearson's r between two numeric columns.
 * With `change`, an aggregate's first measure is read as its change from the previous period
 * ("biggest jump from one year to the next", "month-over-month % change in sales").
 */
export type AnalystQueryKind = 'aggregate' | 'rows' | 'percent' | 'share' | 'compare' | 'correlation';

export interface AnalystQuery {
  dataset: string;
  kind: AnalystQueryKind;
  measures: AnalystMeasure[];
  filters: AnalystFilter[];
  groupBy: AnalystGroup[];
  order?: { by: 'measure' | 'group' | string; dir: 'asc' | 'desc' };
  limit?: number;
  /** Ranked rows or groups: the places passed over before `limit` ("the second highest": offset 1, limit 1). */
  offset?: number;
  /** rows: the columns to show (default: all). */
  columns?: string[];
  /** percent: the condition whose share is computed. */
  condition?: AnalystFilter[];
  /** compare: the two sides, each a label and its extra filters. */
  sides?: { label: string; filters: AnalystFilter[] }[];
  /** correlation: the two columns. */
  pair?: [string, string];
  chart?: 'auto' | 'bar' | 'line' | 'pie' | 'none';
  /** Numbers computed row by row from two columns, each named as a column of its own. */
  derived?: AnalystDerived[];
  /** A wide table's period columns read as rows of (period, value), before anything else. */
  unpivot?: AnalystUnpivot;
  /** aggregate: the first measure as its change from the previous period, in time order. */
  change?: AnalystChange;
  /**
   * aggregate: the measures over only the `limit` rows ranked first by the column `by` (after the
   * filters): "the average of the 10 lowest years", "the total of the top 5 orders".
   */
  within?: AnalystWithin;
}

/** The rows an aggregate is taken over: the first `limit` of them ranked by `by`. */
export interface AnalystWithin {
  by: string;
  dir: 'asc' | 'desc';
  limit: number;
}

/** A clarifying question with 2–3 choices, each sent as the next message when clicked. */
export interface AnalystClarify {
  question: string;
  choices: string[];
}
