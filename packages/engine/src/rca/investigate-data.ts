/**
 * Data access of an investigation: reading the schema, resolving the metric, time column and
 * dimensions, and the two aggregate queries everything else works from (the daily series and the
 * per-segment totals of the current and baseline periods). All SQL is DuckDB; identifiers are
 * quoted, and no user text is ever spliced into SQL except as a quoted identifier.
 */
import { quoteIdent, quoteLiteral } from '../data/sql.js';
import type { InvestigationOptions, MetricSpec, SqlRunner } from './investigate-types.js';
import { readDimensions, readMetric, type Aggregation } from './request.js';
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

const NUMERIC =
  /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|FLOAT|DOUBLE|REAL|DECIMAL)/i;
const TEMPORAL = /^(DATE|TIMESTAMP)/i;
const TEXT = /^(VARCHAR|TEXT|STRING|BOOLEAN|ENUM)/i;

export async function describe(runner: SqlRunner, table: string): Promise<Column[]> {
  const rows = await runner.all(`DESCRIBE SELECT * FROM ${tableRef(table)}`);
  return rows.map((r) => ({ name: String(r.column_name), type: String(r.column_type) }));
}

/** Finds a column by name, case-insensitively; throws a plain-words error naming the columns there are. */
function column(columns: Column[], name: string): string {
  const found = columns.find((c) => c.name.toLowerCase() === name.trim().toLowerCase());
  if (!found)
    throw new Error(
      `The table has no column named "${name.trim()}"; its columns are ${columns.map((c) => c.name).join(', ')}.`,
    );
  return found.name;
}

/** Parses `revenue`, `orders*aov` or `conversions/visits` against the table's columns. */
export function parseMetric(columns: Column[], text: string): MetricSpec {
  if (text.includes('*')) {
    const [a = '', b = ''] = text.split('*');
    return { kind: 'product', factors: [column(columns, a), column(columns, b)] };
  }
  if (text.includes('/')) {
    const [a = '', b = ''] = text.split('/');
    return { kind: 'ratio', numerator: column(columns, a), denominator: column(columns, b) };
  }
  return { kind: 'sum', column: column(columns, text) };
}

/** The word forms a problem statement may use for a column (`order_count` → "order count"). */
function mentions(problem: string, name: string): boolean {
  const text = ` ${problem.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (!words) return false;
  return [words, words.replace(/s$/, ''), `${words}s`].some((form) => text.includes(` ${form} `));
}

export interface ResolvedInputs {
  metric: MetricSpec;
  aggregation: Aggregation;
  /** Absent only when an expected column is compared without time. */
  timeColumn: string | undefined;
  /** The column of expected values (forecast, plan), when the comparison is actual against expected. */
  expected: string | undefined;
  dimensions: string[];
  /** Defaults taken because the request did not say, in words. */
  defaults: string[];
}

/** Names of a column of expected values; plan, budget and target count only when the problem says so. */
const EXPECTED_NAMES = [
  'expected',
  'expectation',
  'forecast',
  'forecasted',
  'predict',
  'predicted',
  'prediction',
  'baseline',
];
const PLAN_NAMES = ['plan', 'planned', 'budget', 'target'];

/** A name made of an expected-value word and other words (`forecast`, `revenue_plan`). */
function expectedLike(name: string, problem: string): boolean {
  const words = [...EXPECTED_NAMES, ...PLAN_NAMES.filter((n) => mentions(problem, n))];
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((token) => words.includes(token));
}

/** The expected-value column of `metric` among the numeric columns, if any. */
function expectedColumn(numeric: Column[], metric: string | undefined, problem: string): string | undefined {
  const names = [...EXPECTED_NAMES, ...PLAN_NAMES.filter((n) => mentions(problem, n))];
  const forms = (n: string) =>
    (metric ? [n, `${metric}_${n}`, `${n}_${metric}`] : [n]).map((f) => f.toLowerCase());
  for (const n of names) {
    const found = numeric.find((c) => forms(n).includes(c.name.toLowerCase()) && c.name !== metric);
    if (found) return found.name;
  }
  return undefined;
}

/**
 * Resolves what to analyze: the given choices, or what the request names (`readMetric`,
 * `readDimensions`: the problem first, then the context), or from the schema the first numeric
 * column, the first date/timestamp column, and the text columns with a small number of distinct
 * values. A request naming a metric the table does not hold is an error naming the columns there are.
 */
export async function resolveInputs(
  runner: SqlRunner,
  table: string,
  problem: string,
  given: {
    context?: string;
    metric?: MetricSpec | string;
    timeColumn?: string;
    expected?: string;
    dimensions?: string[];
    preferredDimensions?: string[];
  },
  options: InvestigationOptions,
): Promise<ResolvedInputs> {
  const columns = await describe(runner, table);
  const context = given.context ?? '';
  const text = `${problem}\n${context}`;
  const defaults: string[] = [];
  const numeric = columns.filter((c) => NUMERIC.test(c.type));
  const timeColumn = given.timeColumn
    ? column(columns, given.timeColumn)
    : (
        columns.find((c) => TEMPORAL.test(c.type)) ??
        columns.find((c) => TEXT.test(c.type) && /date|time|day|week|month|period/i.test(c.name))
      )?.name;

  let metric: MetricSpec;
  const numericNames = () => numeric.map((c) => c.name).join(', ') || 'none';
  if (typeof given.metric === 'object') metric = given.metric;
  else if (typeof given.metric === 'string') metric = parseMetric(columns, given.metric);
  else {
    // Expected-value columns (forecast, plan) are what the metric is compared with, not the metric.
    const candidates = numeric.filter((c) => !expectedLike(c.name, text));
    const reading = readMetric(problem, context, candidates);
    if (reading.unknown)
      throw new Error(
        `The request asks about "${reading.unknown}", but the table has no such column; its numeric columns are ${numericNames()}.`,
      );
    if (reading.metric) metric = reading.metric;
    else {
      const first = candidates[0];
      if (!first) throw new Error('The table has no numeric column to use as the metric.');
      metric = { kind: 'sum', column: first.name };
      defaults.push(
        `No metric was named: analysed the sum of ${first.name}, the first numeric column (others: ${
          candidates
            .slice(1)
            .map((c) => c.name)
            .join(', ') || 'none'
        }).`,
      );
    }
  }
  const aggregation: Aggregation = metric.kind === 'mean' ? 'avg' : metric.kind === 'ratio' ? 'ratio' : 'sum';
  let expected: string | undefined;
  if (given.expected) {
    if (metric.kind !== 'sum')
      throw new Error('An expected-value column can only be compared with a summed metric.');
    expected = column(columns, given.expected);
  } else if (metric.kind === 'sum') expected = expectedColumn(numeric, metric.column, text);
  if (!timeColumn && !expected)
    throw new Error(
      `The table has no date or timestamp column to compare periods on; its columns are ${columns.map((c) => `${c.name} (${c.type.toLowerCase()})`).join(', ')}.`,
    );
  if (metric.kind === 'sum' && !expected && typeof given.metric !== 'object')
    metric = decomposedAmount(metric.column, numeric) ?? metric;

  let dimensions = given.dimensions?.map((d) => column(columns, d));
  if (!dimensions) {
    const used = new Set([timeColumn, expected, ...metricColumns(metric)]);
    const candidates = columns.filter((c) => TEXT.test(c.type) && !used.has(c.name));
    const { named, excluded } = readDimensions(
      text,
      candidates.map((c) => c.name),
    );
    if (named.length > 0) dimensions = named;
    else if (candidates.length === 0) dimensions = [];
    else {
      const counts = await runner.all(
        `SELECT ${candidates.map((c, i) => `COUNT(DISTINCT ${quoteIdent(c.name)}) AS c${i}`).join(', ')} FROM ${tableRef(table)}`,
      );
      const limit = options.maxDimensionCardinality ?? 50;
      // A preferred dimension (a client configuration's) is kept up to 20 times the usual limit.
      const preferred = new Set((given.preferredDimensions ?? []).map((d) => d.toLowerCase()));
      dimensions = candidates
        .filter((c, i) => {
          const distinct = Number(counts[0]?.[`c${i}`] ?? 0);
          return distinct >= 2 && distinct <= (preferred.has(c.name.toLowerCase()) ? limit * 20 : limit);
        })
        .map((c) => c.name)
        .filter((d) => !excluded.includes(d));
    }
  }
  return { metric, aggregation, timeColumn, expected, dimensions, defaults };
}

/** Amounts that are a count times an average: revenue = orders × average order value. */
const AMOUNT = /^(revenue|sales|gmv|turnover|bookings|sales_amount|total_sales|net_sales|gross_sales)$/i;
const COUNTS: [RegExp, string][] = [
  [/^(orders|order_count|num_orders|n_orders)$/i, 'average order value'],
  [/^(transactions|transaction_count)$/i, 'average transaction value'],
  [/^(purchases|purchase_count)$/i, 'average purchase value'],
  [/^(units|units_sold|quantity|qty)$/i, 'average unit price'],
];

/** `revenue` with an `orders` column beside it, as orders × average order value; else undefined. */
function decomposedAmount(amount: string, numeric: Column[]): MetricSpec | undefined {
  if (!AMOUNT.test(amount)) return undefined;
  for (const [pattern, average] of COUNTS) {
    const count = numeric.find((c) => pattern.test(c.name) && c.name !== amount);
    if (count) return { kind: 'product', factors: [count.name, average], total: amount, name: amount };
  }
  return undefined;
}

export function metricColumns(metric: MetricSpec): string[] {
  if (metric.kind === 'sum' || metric.kind === 'mean') return [metric.column];
  if (metric.kind === 'product')
    return metric.total ? [metric.total, metric.factors[0]] : [...metric.factors];
  return [metric.numerator, metric.denominator];
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
      `CASE WHEN ${q(metric.column)} IS NULL THEN 0.0 ELSE 1.0 END`,
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
