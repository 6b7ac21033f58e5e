/**
 * Reads a metric as a regular time series from a dataset: aggregated per bucket in DuckDB and
 * with empty buckets filled (0 for sums and counts, where no rows means nothing happened; the
 * previous value for averages and extremes), because every model downstream assumes equally
 * spaced points.
 */
import { z } from 'zod';
import { call, cast, col, isNotNull, lit, renderSelect } from '../data/sql-builder';
import {
  bucketExpr,
  defaultTimeColumn,
  filterSchema,
  measureExpr,
  measureSchema,
  requireColumn,
  whereExprs,
} from '../tools/query-builder';
import { ToolInputError, type TableSource } from '../tools/types';

export const seriesSchema = z.object({
  dataset: z.string().min(1),
  measure: measureSchema.default({ fn: 'count' }),
  timeColumn: z.string().optional().describe('Defaults to the first date column.'),
  bucket: z
    .enum(['day', 'week', 'month', 'quarter', 'year'])
    .optional()
    .describe('Defaults by the span of the data.'),
  filters: z.array(filterSchema).default([]),
});
export type SeriesArgs = z.output<typeof seriesSchema>;
export type Bucket = 'day' | 'week' | 'month' | 'quarter' | 'year';

export interface Series {
  timeColumn: string;
  bucket: Bucket;
  labels: string[];
  values: number[];
  measureLabel: string;
  /** Periods at either end left out because the data covers too little of them. */
  leftOut: string[];
}

/** Adds `k` days to an ISO date (UTC). */
function addDays(isoDate: string, k: number): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + k);
  return d.toISOString().slice(0, 10);
}

/** Adds `k` buckets to an ISO date (UTC). */
export function addBuckets(isoDate: string, bucket: Bucket, k: number): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (bucket === 'day') d.setUTCDate(d.getUTCDate() + k);
  else if (bucket === 'week') d.setUTCDate(d.getUTCDate() + 7 * k);
  else if (bucket === 'month') d.setUTCMonth(d.getUTCMonth() + k);
  else if (bucket === 'quarter') d.setUTCMonth(d.getUTCMonth() + 3 * k);
  else d.setUTCFullYear(d.getUTCFullYear() + k);
  return d.toISOString().slice(0, 10);
}

export async function loadSeries(registry: TableSource, args: SeriesArgs): Promise<Series> {
  const info = await registry.get(args.dataset);
  const timeName = args.timeColumn ?? defaultTimeColumn(info);
  if (!timeName)
    throw new ToolInputError(`Dataset "${info.name}" has no date column, so it has no time series.`);
  const timeColumn = requireColumn(info, timeName);
  const time = col(timeColumn);
  const asDay = cast(time, 'DATE');
  const from = { table: info.name };
  let bucket = args.bucket;
  if (!bucket) {
    const span = await registry.query(
      renderSelect({
        select: [{ expr: call('date_diff', lit('day'), call('min', asDay), call('max', asDay)), as: 'd' }],
        from,
      }, registry.dialect),
    );
    const days = Number(span.rows[0]?.d ?? 0);
    bucket = days <= 400 ? 'day' : days <= 1500 ? 'week' : 'month';
  }
  const where = whereExprs(info, args.filters, [isNotNull(time)]);
  // Grouped and ordered by the expression, not its alias: a dataset column "t" cannot capture it.
  const label = cast(bucketExpr(info, timeColumn, bucket), 'VARCHAR');
  const sql = renderSelect({
    select: [
      { expr: label, as: 't' },
      { expr: cast(measureExpr(info, args.measure), 'DOUBLE'), as: 'v' },
    ],
    from,
    where,
    groupBy: [label],
    orderBy: [{ expr: label }],
  }, registry.dialect);
  const rows = (await registry.query(sql)).rows;
  if (rows.length === 0) throw new ToolInputError('No rows match, so there is no series to analyse.');
  const byLabel = new Map(rows.map((r) => [String(r.t), typeof r.v === 'number' ? r.v : null]));
  const first = String(rows[0]?.t);
  const last = String(rows[rows.length - 1]?.t);
  const additive =
    args.measure.fn === 'sum' || args.measure.fn === 'count' || args.measure.fn === 'count_distinct';
  const labels: string[] = [];
  const values: number[] = [];
  let previous = 0;
  for (let label = first, i = 0; label <= last && i < 100_000; label = addBuckets(first, bucket, ++i)) {
    const v = byLabel.get(label);
    const value = v === undefined || v === null ? (additive ? 0 : previous) : v;
    labels.push(label);
    values.push(value);
    previous = value;
  }
  // A sum over a bucket the data covers only in part (the week of the first day, a month that
  // has just begun) looks like a collapse; it would read as an anomaly and drag the forecast.
  const leftOut: string[] = [];
  if (additive && bucket !== 'day' && labels.length > 4) {
    const span = (
      await registry.query(
        renderSelect({
          select: [
            { expr: cast(call('min', asDay), 'VARCHAR'), as: 'lo' },
            { expr: cast(call('max', asDay), 'VARCHAR'), as: 'hi' },
          ],
          from,
          where,
        }, registry.dialect),
      )
    ).rows[0];
    const lo = String(span?.lo ?? '');
    const hi = String(span?.hi ?? '');
    const lastDay = (label: string) => addDays(addBuckets(label, bucket, 1), -1);
    const days = (a: string, b: string) => (Date.parse(`${b.slice(0, 10)}T00:00:00Z`) - Date.parse(`${a.slice(0, 10)}T00:00:00Z`)) / 86_400_000 + 1;
    // a period the data covers for less than three quarters of its days is left out; a month
    // whose last day or two are missing still reads as the month
    const end = labels[labels.length - 1] as string;
    if (lastDay(end) > hi && days(end, hi) < 0.75 * days(end, lastDay(end))) {
      leftOut.push(end);
      labels.pop();
      values.pop();
    }
    const start = labels[0] as string;
    if (start < lo && days(lo, lastDay(start)) < 0.75 * days(start, lastDay(start))) {
      leftOut.unshift(start);
      labels.shift();
      values.shift();
    }
  }
  const m = args.measure;
  const measureLabel =
    m.fn === 'count' && !m.column
      ? 'rows'
      : `${m.fn === 'avg' ? 'average' : m.fn === 'sum' ? 'total' : m.fn} ${m.column}`;
  return { timeColumn, bucket, labels, values, measureLabel, leftOut };
}
