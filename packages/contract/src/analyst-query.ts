/**
 * The built-in analyst's typed query, the schemas: what checks a query a model sends through the
 * ask_data tool, and a clarifying question. The types are zod-free in ./analyst-query-types.
 */
import { z } from 'zod';
import {
  ANALYST_AGGREGATIONS,
  type AnalystChange,
  type AnalystClarify,
  type AnalystDerived,
  type AnalystFilter,
  type AnalystGroup,
  type AnalystMeasure,
  type AnalystQuery,
  type AnalystUnpivot,
} from './analyst-query-types';
import type { Checks, ParsesTo } from './schema-checks';

export * from './analyst-query-types';

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
  per: z
    .object({ column: z.string(), grain: z.enum(['day', 'week', 'month', 'quarter', 'year']).optional() })
    .optional(),
});

export const analystGroupSchema = z.object({
  column: z.string(),
  grain: z.enum(['day', 'week', 'month', 'quarter', 'year']).optional(),
  part: z.enum(['decade', 'year', 'quarter', 'month', 'weekday', 'day', 'hour']).optional(),
});

export const analystDerivedSchema = z.object({
  name: z.string().min(1).max(120),
  op: z.enum(['-', '+', '*', '/', 'less%']),
  left: z.string(),
  right: z.string(),
  unit: z.enum(['minute', 'hour', 'day', 'year']).optional(),
  open: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  blank: z.enum(['zero']).optional(),
});

export const analystUnpivotSchema = z.object({
  columns: z.array(z.string()).min(2).max(1000),
  name: z.string().min(1).max(120),
  value: z.string().min(1).max(120),
});

export const analystChangeSchema = z.object({
  as: z.enum(['difference', 'percent']),
  along: z.string().optional(),
  count: z.enum(['rise', 'fall']).optional(),
});

export const analystQuerySchema = z.object({
  dataset: z.string().min(1),
  kind: z.enum(['aggregate', 'rows', 'percent', 'share', 'compare', 'correlation']),
  measures: z.array(analystMeasureSchema).default([]),
  filters: z.array(analystFilterSchema).default([]),
  groupBy: z.array(analystGroupSchema).default([]),
  order: z.object({ by: z.string(), dir: z.enum(['asc', 'desc']) }).optional(),
  limit: z.number().int().min(1).max(10_000).optional(),
  offset: z.number().int().min(0).max(10_000).optional(),
  columns: z.array(z.string()).optional(),
  condition: z.array(analystFilterSchema).optional(),
  sides: z
    .array(z.object({ label: z.string(), filters: z.array(analystFilterSchema) }))
    .length(2)
    .optional(),
  pair: z.tuple([z.string(), z.string()]).optional(),
  chart: z.enum(['auto', 'bar', 'line', 'pie', 'none']).optional(),
  derived: z.array(analystDerivedSchema).min(1).max(3).optional(),
  unpivot: analystUnpivotSchema.optional(),
  change: analystChangeSchema.optional(),
  within: z
    .object({ by: z.string(), dir: z.enum(['asc', 'desc']), limit: z.number().int().min(1).max(10_000) })
    .optional(),
});

export const analystClarifySchema = z.object({
  question: z.string(),
  choices: z.array(z.string()).min(1).max(5),
});

const schemasMatchTypes: [
  Checks<typeof analystFilterSchema, AnalystFilter>,
  Checks<typeof analystMeasureSchema, AnalystMeasure>,
  Checks<typeof analystGroupSchema, AnalystGroup>,
  ParsesTo<typeof analystQuerySchema, AnalystQuery>,
  Checks<typeof analystClarifySchema, AnalystClarify>,
  Checks<typeof analystDerivedSchema, AnalystDerived>,
  Checks<typeof analystUnpivotSchema, AnalystUnpivot>,
  Checks<typeof analystChangeSchema, AnalystChange>,
] = [true, true, true, true, true, true, true, true];
void schemasMatchTypes;
