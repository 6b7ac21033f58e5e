/**
 * Data access of an investigation: the metric's names and SQL parts, and the aggregate queries
 * everything else works from (the daily series and the per-segment totals of the current and
 * baseline periods). What to analyze is resolved in `investigate-inputs.ts`. All SQL is DuckDB;
 * identifiers are quoted, and no user text is ever spliced into SQL except as a quoted identifier.
 */
import { quoteIdent, quoteLiteral } from '../data/sql.js';
import type { MetricSpec, SqlRunner } from './investigate-types.js';
import type { DayRange } from './request-dates.js';

export { quoteIdent };

export interface Column {
  name: string;
  type: string;
}

/** A table reference: plain (optionally schema-qualified) names as-is, anything else quoted. */
export function tableRef(table: string): string {
  return /^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)?$/.test(table) ? table : quoteIdent(table);
}

/** A readable name of the metric ("revenue", "orders × aov", "conversions / visits", "average temp_max"). */
export function metricName(metric: MetricSpec): string {
  if (metric.kind === 'sum') return metric.column;
  if (metric.kind === 'mean') return `average ${metric.column}`;
  if (metric.kind === 'product') return metric.name ?? `${metric.factors[0]} × ${metric.factors[1]}`;
  return metric.name ?? `${metric.numerator} / ${metric.denominator}`;
}

/**
 * The additive parts summed per group: a sum has one; a product has the product and its first
 * factor (orders), so the other factor (AOV) follows as their quotient; a ratio has numerator and
 * denominator.
 */
export function metricParts(metric: MetricSpec): string[] {
  const q = quoteIdent;
  if (metric.kind === 'sum') return [`CAST(${q(metric.column)} AS DOUBLE)`];
  if (metric.kind === 'mean')
    return [
      `CAST(${q(metric.column)} AS DOUBLE)`,
      metric.weight
        ? `COALESCE(CAST(${q(metric.weight)} AS DOUBLE), 0.0)`
        : `CASE WHEN ${q(metric.column)} IS NULL THEN 0.0 ELSE 1.0 END`,
    ];
  if (metric.kind === 'product' && metric.total)
    return [`CAST(${q(metric.total)} AS DOUBLE)`, `CAST(${q(metric.factors[0])} AS DOUBLE)`];
  if (metric.kind === 'product') {
    const [a, b] = metric.factors;
    return [`CAST(${q(a)} AS DOUBLE) * CAST(${q(b)} AS DOUBLE)`, `CAST(${q(a)} AS DOUBLE)`];
  }
  return [`CAST(${q(metric.numerator)} AS DOUBLE)`, `CAST(${q(metric.denominator)} AS DOUBLE)`];
}

export interface DailyPoint {
  day: string;
  parts: number[];
  rows: number;
}

/**
 * The day of a time column's value: a date or timestamp as is, text as a date (`2024-03-05`) or
 * a month (`2024-03`, its first day); null when it is neither.
 */
export function dayOf(timeColumn: string): string {
  const t = quoteIdent(timeColumn);
  return `COALESCE(TRY_CAST(${t} AS DATE), TRY_CAST(CAST(${t} AS VARCHAR) || '-01' AS DATE))`;
}

/**
 * The rows of `table` with their age: in days before the latest day, or, for `bucketed` data
 * (weekly, monthly: one time point every several days), in time points before the latest one.
 * Selected as `src` with the columns `__day` and `__age`.
 */
function agedRows(table: string, timeColumn: string, bucketed: boolean): string {
  const dated = `d AS (SELECT *, ${dayOf(timeColumn)} AS __day FROM ${tableRef(table)})`;
  if (!bucketed)
    return `WITH ${dated}, src AS (
       SELECT *, date_diff('day', __day, (SELECT MAX(__day) FROM d)) AS __age FROM d WHERE __day IS NOT NULL)`;
  return `WITH ${dated}, r AS (
       SELECT __day, CAST(dense_rank() OVER (ORDER BY __day DESC) - 1 AS INTEGER) AS __age
       FROM (SELECT DISTINCT __day FROM d WHERE __day IS NOT NULL)),
     src AS (SELECT d.*, r.__age FROM d JOIN r USING (__day))`;
}

/** Sum of each metric part and the row count per day, oldest first. */
export async function dailySeries(
  runner: SqlRunner,
  table: string,
  timeColumn: string,
  parts: string[],
): Promise<DailyPoint[]> {
  const day = dayOf(timeColumn);
  const rows = await runner.all(
    `SELECT CAST(${day} AS VARCHAR) AS day, ${parts.map((p, i) => `SUM(${p}) AS p${i}`).join(', ')}, COUNT(*) AS n
     FROM ${tableRef(table)} WHERE ${day} IS NOT NULL GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((r) => ({
    day: String(r.day),
    parts: parts.map((_, i) => Number(r[`p${i}`] ?? 0) || 0),
    rows: Number(r.n ?? 0),
  }));
}

export interface SegmentRow {
  values: string[];
  /** Period index: 0 is the current period, 1 the one before, and so on. */
  period: number;
  parts: number[];
  rows: number;
}

/**
 * Per-segment totals of each metric part for the current period and the baseline periods. A
 * period is `periodDays` days, or `periodDays` time points of `bucketed` (weekly, monthly) data.
 */
export async function segmentTotals(
  runner: SqlRunner,
  table: string,
  timeColumn: string,
  dimensions: string[],
  parts: string[],
  periodDays: number,
  baselinePeriods: number,
  bucketed = false,
): Promise<SegmentRow[]> {
  const dims = dimensions.map((d) => `CAST(${quoteIdent(d)} AS VARCHAR) AS ${quoteIdent(d)}`);
  const rows = await runner.all(
    `${agedRows(table, timeColumn, bucketed)}
     SELECT ${[...dims, `CAST(FLOOR(__age / ${periodDays}) AS INTEGER) AS period`].join(', ')},
       ${parts.map((p, i) => `SUM(${p}) AS p${i}`).join(', ')}, COUNT(*) AS n
     FROM src WHERE __age < ${periodDays * (baselinePeriods + 1)} GROUP BY ALL`,
  );
  return rows.map((r) => ({
    values: dimensions.map((d) => (r[d] === null || r[d] === undefined ? '(missing)' : String(r[d]))),
    period: Number(r.period),
    parts: parts.map((_, i) => Number(r[`p${i}`] ?? 0) || 0),
    rows: Number(r.n ?? 0),
  }));
}

/**
 * Per-segment totals of the metric (as period 0) and of its expected values (as period 1) over
 * the last `periodDays` days, or over every row without a time column: the leaves of an
 * actual-against-expected comparison, in the shape of `segmentTotals`.
 */
export async function expectedSegmentTotals(
  runner: SqlRunner,
  table: string,
  timeColumn: string | undefined,
  dimensions: string[],
  metricColumn: string,
  expectedColumn: string,
  periodDays: number,
  bucketed = false,
): Promise<SegmentRow[]> {
  const dims = dimensions.map((d) => `CAST(${quoteIdent(d)} AS VARCHAR) AS ${quoteIdent(d)}`);
  const select = `SELECT ${[...dims, `SUM(CAST(${quoteIdent(metricColumn)} AS DOUBLE)) AS actual`, `SUM(CAST(${quoteIdent(expectedColumn)} AS DOUBLE)) AS expected`, 'COUNT(*) AS n'].join(', ')}`;
  const rows = await runner.all(
    timeColumn
      ? `${agedRows(table, timeColumn, bucketed)} ${select} FROM src WHERE __age < ${periodDays} GROUP BY ALL`
      : `${select} FROM ${tableRef(table)} GROUP BY ALL`,
  );
  return rows.flatMap((r) => {
    const values = dimensions.map((d) => (r[d] === null || r[d] === undefined ? '(missing)' : String(r[d])));
    const rowsCount = Number(r.n ?? 0);
    return [
      { values, period: 0, parts: [Number(r.actual ?? 0) || 0], rows: rowsCount },
      { values, period: 1, parts: [Number(r.expected ?? 0) || 0], rows: rowsCount },
    ];
  });
}

/**
 * Per-segment totals of each metric part in two date windows: the current one (period 0) and the
 * baseline (period 1), both inclusive ISO days.
 */
export async function windowSegmentTotals(
  runner: SqlRunner,
  table: string,
  timeColumn: string,
  dimensions: string[],
  parts: string[],
  current: DayRange,
  baseline: DayRange,
): Promise<SegmentRow[]> {
  const dims = dimensions.map((d) => `CAST(${quoteIdent(d)} AS VARCHAR) AS ${quoteIdent(d)}`);
  const inRange = (r: DayRange) =>
    `__day BETWEEN CAST(${quoteLiteral(r.start)} AS DATE) AND CAST(${quoteLiteral(r.end)} AS DATE)`;
  const rows = await runner.all(
    `WITH src AS (SELECT *, ${dayOf(timeColumn)} AS __day FROM ${tableRef(table)})
     SELECT ${[...dims, `CASE WHEN ${inRange(current)} THEN 0 ELSE 1 END AS period`].join(', ')},
       ${parts.map((p, i) => `SUM(${p}) AS p${i}`).join(', ')}, COUNT(*) AS n
     FROM src WHERE ${inRange(current)} OR ${inRange(baseline)} GROUP BY ALL`,
  );
  return rows.map((r) => ({
    values: dimensions.map((d) => (r[d] === null || r[d] === undefined ? '(missing)' : String(r[d]))),
    period: Number(r.period),
    parts: parts.map((_, i) => Number(r[`p${i}`] ?? 0) || 0),
    rows: Number(r.n ?? 0),
  }));
}

/** The daily series of one segment (dimension = value pairs; `(missing)` is a missing value). */
export async function segmentDailySeries(
  runner: SqlRunner,
  table: string,
  timeColumn: string,
  parts: string[],
  pairs: { attribute: string; value: string }[],
): Promise<DailyPoint[]> {
  const day = dayOf(timeColumn);
  const where = pairs
    .map(({ attribute, value }) =>
      value === '(missing)'
        ? `${quoteIdent(attribute)} IS NULL`
        : `CAST(${quoteIdent(attribute)} AS VARCHAR) = ${quoteLiteral(value)}`,
    )
    .join(' AND ');
  const rows = await runner.all(
    `SELECT CAST(${day} AS VARCHAR) AS day, ${parts.map((p, i) => `SUM(${p}) AS p${i}`).join(', ')}, COUNT(*) AS n
     FROM ${tableRef(table)} WHERE ${day} IS NOT NULL${where ? ` AND ${where}` : ''} GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((r) => ({
    day: String(r.day),
    parts: parts.map((_, i) => Number(r[`p${i}`] ?? 0) || 0),
    rows: Number(r.n ?? 0),
  }));
}
