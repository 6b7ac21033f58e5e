// The built-in analyst's typed query: what a question was understood to ask, before any SQL.
// The parser produces it, the engine compiles it to SQL, the reply's "You asked for…" sentence
// is written from it, and the server keeps it with the assistant message so a follow-up
// ("and in 2009?", "only for MSFT") can modify it. Models may send one through the ask_data tool.
import { z } from 'zod';

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
] as const;
export type AnalystAggregation = (typeof ANALYST_AGGREGATIONS)[number];

/** A computed number: `count` without a column counts rows; `percentile` needs `p` (0–1). */
export interface AnalystMeasure {
  fn: AnalystAggregation;
  column?: string;
  p?: number;
  /** Columns added to `column` row by row before aggregating (a stay's nights = weekend + week nights). */
  plus?: string[];
}

export type AnalystScalar = string | number | boolean;
export type DatePart = 'decade' | 'year' | 'quarter' | 'month' | 'weekday' | 'day' | 'hour';
export type TimeGrain = 'day' | 'week' | 'month' | 'quarter' | 'year';

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
  /** rows: the columns to show (default: all). */
  columns?: string[];
  /** percent: the condition whose share is computed. */
  condition?: AnalystFilter[];
  /** compare: the two sides, each a label and its extra filters. */
  sides?: { label: string; filters: AnalystFilter[] }[];
  /** correlation: the two columns. */
  pair?: [string, string];
  chart?: 'auto' | 'bar' | 'line' | 'pie' | 'none';
}

const scalar = z.union([z.string(), z.number(), z.boolean()]);

export const analystFilterSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('values'),
    column: z.string(),
    values: z.array(scalar).min(1),
    negate: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('compare'),
    column: z.string(),
    op: z.enum(['>', '>=', '<', '<=', '=', '!=']),
    value: z.union([z.number(), z.string()]),
  }),
  z.object({ kind: z.literal('between'), column: z.string(), from: z.number(), to: z.number() }),
  z.object({
    kind: z.literal('date_range'),
    column: z.string(),
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    label: z.string().optional(),
  }),
  z.object({
    kind: z.literal('date_part'),
    column: z.string(),
    part: z.enum(['decade', 'year', 'quarter', 'month', 'weekday', 'day', 'hour']),
    values: z.array(z.number().int()).min(1),
  }),
  z.object({ kind: z.literal('null'), column: z.string(), isNull: z.boolean() }),
]);

export const analystMeasureSchema = z.object({
  fn: z.enum(ANALYST_AGGREGATIONS),
  column: z.string().optional(),
  p: z.number().min(0).max(1).optional(),
  plus: z.array(z.string()).min(1).max(5).optional(),
});

export const analystGroupSchema = z.object({
  column: z.string(),
  grain: z.enum(['day', 'week', 'month', 'quarter', 'year']).optional(),
  part: z.enum(['decade', 'year', 'quarter', 'month', 'weekday', 'day', 'hour']).optional(),
});

export const analystQuerySchema = z.object({
  dataset: z.string().min(1),
  kind: z.enum(['aggregate', 'rows', 'percent', 'share', 'compare', 'correlation']),
  measures: z.array(analystMeasureSchema).default([]),
  filters: z.array(analystFilterSchema).default([]),
  groupBy: z.array(analystGroupSchema).default([]),
  order: z.object({ by: z.string(), dir: z.enum(['asc', 'desc']) }).optional(),
  limit: z.number().int().min(1).max(10_000).optional(),
  columns: z.array(z.string()).optional(),
  condition: z.array(analystFilterSchema).optional(),
  sides: z
    .array(z.object({ label: z.string(), filters: z.array(analystFilterSchema) }))
    .length(2)
    .optional(),
  pair: z.tuple([z.string(), z.string()]).optional(),
  chart: z.enum(['auto', 'bar', 'line', 'pie', 'none']).optional(),
});

/** A clarifying question with 2–3 choices, each sent as the next message when clicked. */
export interface AnalystClarify {
  question: string;
  choices: string[];
}
export const analystClarifySchema = z.object({
  question: z.string(),
  choices: z.array(z.string()).min(1).max(5),
});
