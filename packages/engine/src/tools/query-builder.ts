/**
 * Turns the structured arguments of aggregate and compare_periods into DuckDB SQL. Columns are
 * checked against the dataset's schema first, so a wrong name produces "no column X; columns
 * are …" instead of a DuckDB binder error. The pieces are expression trees (data/sql-builder):
 * identifiers and values are quoted once, when the whole query is rendered.
 */
import { z } from 'zod';
import { isTemporalType } from '../data/duck';
import { aggregate, binary, call, cast, col, lit, star, type Expr } from '../data/sql-builder';
import { ToolInputError, type SourceTable } from './types';

const scalar = z.union([z.string(), z.number(), z.boolean()]);

export const filterSchema = z.object({
  column: z.string(),
  op: z.enum(['=', '!=', '>', '>=', '<', '<=', 'in', 'not_in', 'between', 'contains']).default('='),
  value: z.union([scalar, z.array(scalar)]),
});
export type Filter = z.output<typeof filterSchema>;

export const measureSchema = z.object({
  fn: z.enum(['sum', 'avg', 'count', 'min', 'max', 'count_distinct', 'median']),
  column: z.string().optional().describe('Omit for count of rows.'),
  as: z.string().optional().describe('Name of the result column.'),
});
export type Measure = z.output<typeof measureSchema>;

export const timeBucketSchema = z.enum(['day', 'week', 'month', 'quarter', 'year']);
export type TimeBucket = z.output<typeof timeBucketSchema>;

/** Throws a helpful error unless `column` exists in the dataset; returns its exact name. */
export function requireColumn(info: SourceTable, column: string): string {
  const found =
    info.columns.find((c) => c.name === column) ??
    info.columns.find((c) => c.name.toLowerCase() === column.toLowerCase());
  if (!found) {
    throw new ToolInputError(
      `Dataset "${info.name}" has no column "${column}". Columns: ${info.columns.map((c) => c.name).join(', ')}.`,
    );
  }
  return found.name;
}

export function columnType(info: SourceTable, column: string): string {
  return info.columns.find((c) => c.name === column)?.type ?? 'VARCHAR';
}

/** The result column name of a measure: `sum_revenue`, `row_count`, or the caller's alias. */
export function measureAlias(m: Measure): string {
  if (m.as) return m.as;
  if (m.fn === 'count' && !m.column) return 'row_count';
  return `${m.fn}_${m.column ?? 'rows'}`;
}

/**
 * A measure as an expression tree: `{fn, column, distinct, filter}` rendered once by the
 * builder, so a restriction such as a period (`filter`) is part of the structure, never text
 * pasted into an already-built aggregate.
 */
export function measureExpr(info: SourceTable, m: Measure, filter?: Expr): Expr {
  const options = filter ? { filter } : {};
  if (m.fn === 'count' && !m.column) return aggregate('count', star, options);
  if (!m.column) throw new ToolInputError(`The ${m.fn} measure needs a column.`);
  const column = col(requireColumn(info, m.column));
  if (m.fn === 'count_distinct') return aggregate('count', column, { ...options, distinct: true });
  return aggregate(m.fn, column, options);
}

/** A WHERE condition for one filter (case-insensitive for text equality and contains). */
export function filterExpr(info: SourceTable, f: Filter): Expr {
  const name = requireColumn(info, f.column);
  const column = col(name);
  const values = Array.isArray(f.value) ? f.value : [f.value];
  const text = /CHAR|STRING|TEXT/i.test(columnType(info, name));
  const lowered = call('lower', column);
  switch (f.op) {
    case 'in':
    case 'not_in': {
      if (values.length === 0)
        throw new ToolInputError(`The ${f.op} filter on ${name} needs at least one value.`);
      return {
        kind: 'in',
        expr: text ? lowered : column,
        values: values.map((v) => lit(text ? String(v).toLowerCase() : v)),
        negated: f.op === 'not_in',
      };
    }
    case 'between': {
      if (values.length !== 2) throw new ToolInputError(`The between filter on ${name} needs [from, to].`);
      return { kind: 'between', expr: column, low: lit(values[0] ?? null), high: lit(values[1] ?? null) };
    }
    case 'contains':
      return binary('ILIKE', cast(column, 'VARCHAR'), lit(`%${String(values[0])}%`));
    case '=':
    case '!=':
      if (text) return binary(f.op, lowered, lit(String(values[0]).toLowerCase()));
      return binary(f.op, column, lit(values[0] ?? null));
    default:
      return binary(f.op, column, lit(values[0] ?? null));
  }
}

/** The conditions of a WHERE clause: the filters, then any extra conditions. */
export function whereExprs(info: SourceTable, filters: Filter[] | undefined, extra: Expr[] = []): Expr[] {
  return [...(filters ?? []).map((f) => filterExpr(info, f)), ...extra];
}

/** `CAST(date_trunc('month', col) AS DATE)`; checks that the column holds dates. */
export function bucketExpr(info: SourceTable, column: string, bucket: TimeBucket): Expr {
  const name = requireColumn(info, column);
  if (!isTemporalType(columnType(info, name))) {
    throw new ToolInputError(`Column "${name}" does not hold dates, so it cannot be grouped by ${bucket}.`);
  }
  return cast(call('date_trunc', lit(bucket), col(name)), 'DATE');
}

/** The first DATE/TIMESTAMP column of a dataset, the default time axis. */
export function defaultTimeColumn(info: SourceTable): string | undefined {
  return info.columns.find((c) => isTemporalType(c.type))?.name;
}
