/**
 * What an investigation analyzes: the table's schema, the metric (given, named by the request or
 * the first numeric column), the time column, an expected-value column (forecast, plan) and the
 * dimensions (named by the request, or the text columns with few distinct values). Identifiers
 * are quoted; no user text is spliced into SQL except as a quoted identifier.
 */
import { quoteIdent } from '../data/sql.js';
import { tableRef, type Column } from './investigate-data.js';
import {
  PRODUCT_INFIX,
  VALUE_COUNT_SUFFIX,
  type InvestigationOptions,
  type MetricSpec,
  type SqlRunner,
} from './investigate-types.js';
import { readDimensions, readMetric, type Aggregation } from './request.js';

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

/**
 * The numeric columns that may be the metric, in table order: expected-value columns (forecast,
 * plan) are what the metric is compared with, not the metric.
 */
export function metricCandidates<C extends { name: string }>(numeric: C[], text: string): C[] {
  return numeric.filter(
    (c) =>
      !expectedLike(c.name, text) && !c.name.endsWith(VALUE_COUNT_SUFFIX) && !c.name.includes(PRODUCT_INFIX),
  );
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
    const candidates = metricCandidates(numeric, text);
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
  // A cube's average is its sums over its counts of values.
  const weight = metric.kind === 'mean' ? `${metric.column}${VALUE_COUNT_SUFFIX}` : '';
  if (metric.kind === 'mean' && !metric.weight && numeric.some((c) => c.name === weight))
    metric = { ...metric, weight };
  // A cube's product of two measures is its sum of their per-row product over the first's sum.
  if (metric.kind === 'product' && !metric.total) {
    const [a, b] = metric.factors;
    const total = [`${a}${PRODUCT_INFIX}${b}`, `${b}${PRODUCT_INFIX}${a}`].find((n) =>
      numeric.some((c) => c.name === n),
    );
    if (total) metric = { ...metric, total };
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
