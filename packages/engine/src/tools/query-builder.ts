/**
 * Turns the structured arguments of aggregate and compare_periods into DuckDB SQL. Columns are
 * checked against the dataset's schema first, so a wrong name produces "no column X; columns
 * are …" instead of a DuckDB binder error, and every identifier and value is quoted.
 */
import { z } from 'zod';
import type { DatasetInfo } from '../data/registry';
import { isTemporalType } from '../data/duck';
import { quoteIdent, sqlValue } from '../data/sql';
import { ToolInputError } from './types';

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
export function requireColumn(info: DatasetInfo, column: string): string {
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

export function columnType(info: DatasetInfo, column: string): string {
  return info.columns.find((c) => c.name === column)?.type ?? 'VARCHAR';
}

/** The result column name of a measure: `sum_revenue`, `row_count`, or the caller's alias. */
export function measureAlias(m: Measure): string {
  if (m.as) return m.as;
  if (m.fn === 'count' && !m.column) return 'row_count';
  return `${m.fn}_${m.column ?? 'rows'}`;
}

export function measureSql(info: DatasetInfo, m: Measure): string {
  if (m.fn === 'count' && !m.column) return 'count(*)';
  if (!m.column) throw new ToolInputError(`The ${m.fn} measure needs a column.`);
  const col = quoteIdent(requireColumn(info, m.column));
  switch (m.fn) {
    case 'count_distinct':
      return `count(DISTINCT ${col})`;
    case 'avg':
      return `avg(${col})`;
    case 'median':
      return `median(${col})`;
    default:
      return `${m.fn}(${col})`;
  }
}

/** A WHERE condition for one filter (case-insensitive for text equality and contains). */
export function filterSql(info: DatasetInfo, f: Filter): string {
  const name = requireColumn(info, f.column);
  const col = quoteIdent(name);
  const values = Array.isArray(f.value) ? f.value : [f.value];
  const text = /CHAR|STRING|TEXT/i.test(columnType(info, name));
  const cmp = (v: string | number | boolean) => sqlValue(v);
  switch (f.op) {
    case 'in':
    case 'not_in': {
      if (values.length === 0)
        throw new ToolInputError(`The ${f.op} filter on ${name} needs at least one value.`);
      const list = text
        ? values.map((v) => sqlValue(String(v).toLowerCase())).join(', ')
        : values.map(cmp).join(', ');
      return `${text ? `lower(${col})` : col} ${f.op === 'in' ? 'IN' : 'NOT IN'} (${list})`;
    }
    case 'between': {
      if (values.length !== 2) throw new ToolInputError(`The between filter on ${name} needs [from, to].`);
      return `${col} BETWEEN ${cmp(values[0] as string)} AND ${cmp(values[1] as string)}`;
    }
    case 'contains':
      return `${col}::VARCHAR ILIKE ${sqlValue(`%${String(values[0])}%`)}`;
    case '=':
    case '!=':
      if (text) return `lower(${col}) ${f.op} ${sqlValue(String(values[0]).toLowerCase())}`;
      return `${col} ${f.op} ${cmp(values[0] as string)}`;
    default:
      return `${col} ${f.op} ${cmp(values[0] as string)}`;
  }
}

export function whereSql(info: DatasetInfo, filters: Filter[] | undefined, extra: string[] = []): string {
  const parts = [...(filters ?? []).map((f) => filterSql(info, f)), ...extra];
  return parts.length ? ` WHERE ${parts.join(' AND ')}` : '';
}

/** `date_trunc('month', col)::DATE`; checks that the column holds dates. */
export function bucketSql(info: DatasetInfo, column: string, bucket: TimeBucket): string {
  const name = requireColumn(info, column);
  if (!isTemporalType(columnType(info, name))) {
    throw new ToolInputError(`Column "${name}" does not hold dates, so it cannot be grouped by ${bucket}.`);
  }
  return `date_trunc('${bucket}', ${quoteIdent(name)})::DATE`;
}

/** The first DATE/TIMESTAMP column of a dataset, the default time axis. */
export function defaultTimeColumn(info: DatasetInfo): string | undefined {
  return info.columns.find((c) => isTemporalType(c.type))?.name;
}
