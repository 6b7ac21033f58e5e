/**
 * Generated investigation cases: tables with several numeric columns, a request that names its
 * metric and period in words (varied phrasings; summed, averaged and ratio metrics), a context
 * with dated events, and either a planted cause (one segment of the named metric moves from the
 * start of the named period, while a decoy column moves in another segment) or no change at all
 * (noise, weekly patterns, a slow seasonal drift). `generated-run.ts` runs each case through the
 * whole `investigate()` on DuckDB and scores it.
 */
import { addDays, addMonths, formatDay } from '../../packages/engine/src/rca/request-dates.js';
import { quoteLiteral } from '../../packages/engine/src/data/sql.js';

/** A seeded stream of uniform numbers in [0, 1) (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
function gauss(next: () => number): number {
  const u = Math.max(1e-12, next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

type Kind = 'sum' | 'mean' | 'ratio';
export interface MetricDef {
  /** Words the request may use for it. */
  phrases: string[];
  kind: Kind;
  /** The column (sum, mean) or numerator and denominator (ratio). */
  columns: [string] | [string, string];
}
interface Family {
  name: string;
  dimensions: Record<string, string[]>;
  metrics: MetricDef[];
  /** One row's numeric values for a segment's base level (index of each dimension value). */
  row: (next: () => number, level: number, day: number) => Record<string, number>;
  /** The columns, in table order, with their SQL types. */
  columns: [string, string][];
}

const FAMILIES: Family[] = [
  {
    name: 'shop',
    dimensions: { region: ['North', 'South', 'East', 'West'], channel: ['web', 'app', 'store'] },
    metrics: [
      { phrases: ['revenue', 'sales revenue', 'the revenue'], kind: 'sum', columns: ['revenue'] },
      { phrases: ['orders', 'the number of orders'], kind: 'sum', columns: ['orders'] },
      { phrases: ['visits', 'site visits'], kind: 'sum', columns: ['visits'] },
      {
        phrases: ['conversion rate', 'the conversion rate'],
        kind: 'ratio',
        columns: ['conversions', 'visits'],
      },
      { phrases: ['average price', 'the avg price'], kind: 'mean', columns: ['avg_price'] },
    ],
    columns: [
      ['visits', 'INTEGER'],
      ['conversions', 'INTEGER'],
      ['orders', 'INTEGER'],
      ['revenue', 'DOUBLE'],
      ['avg_price', 'DOUBLE'],
    ],
    row: (next, level) => {
      const visits = Math.round(level * 20 * (1 + 0.06 * gauss(next)));
      const conversions = Math.round(visits * 0.04 * (1 + 0.08 * gauss(next)));
      const orders = Math.round(level * (1 + 0.06 * gauss(next)));
      const price = 30 * (1 + 0.03 * gauss(next));
      return { visits, conversions, orders, revenue: orders * price, avg_price: price };
    },
  },
  {
    name: 'weather',
    dimensions: { station: ['Oslo', 'Bergen', 'Tromso', 'Bodo', 'Alta'], sensor: ['roof', 'field'] },
    metrics: [
      {
        phrases: ['max temperature', 'the maximum temperature', 'daily high temperature'],
        kind: 'mean',
        columns: ['temp_max'],
      },
      { phrases: ['min temperature', 'the minimum temperature'], kind: 'mean', columns: ['temp_min'] },
      { phrases: ['humidity', 'the humidity'], kind: 'mean', columns: ['humidity'] },
      { phrases: ['precipitation', 'rainfall'], kind: 'sum', columns: ['precipitation'] },
    ],
    columns: [
      ['temp_min', 'DOUBLE'],
      ['temp_max', 'DOUBLE'],
      ['humidity', 'DOUBLE'],
      ['precipitation', 'DOUBLE'],
    ],
    row: (next, level, day) => {
      const max = 5 + level / 10 + 4 * Math.sin((2 * Math.PI * day) / 365) + 1.5 * gauss(next);
      return {
        temp_min: max - 7 + gauss(next),
        temp_max: max,
        humidity: 70 + 4 * gauss(next),
        precipitation: 20 + level / 5 + 3 * gauss(next),
      };
    },
  },
  {
    name: 'service',
    dimensions: { service: ['auth', 'search', 'cart', 'pay'], zone: ['eu', 'us', 'ap'] },
    metrics: [
      {
        phrases: ['error rate', 'the error rate', 'failure rate'],
        kind: 'ratio',
        columns: ['errors', 'requests'],
      },
      { phrases: ['latency', 'average latency', 'the latency'], kind: 'mean', columns: ['latency_ms'] },
      {
        phrases: ['requests', 'request volume', 'the number of requests'],
        kind: 'sum',
        columns: ['requests'],
      },
    ],
    columns: [
      ['requests', 'INTEGER'],
      ['errors', 'INTEGER'],
      ['latency_ms', 'DOUBLE'],
    ],
    row: (next, level) => {
      const requests = Math.round(level * 50 * (1 + 0.05 * gauss(next)));
      const errors = Math.round(requests * 0.02 * (1 + 0.1 * gauss(next)));
      return { requests, errors, latency_ms: 120 + level / 2 + 6 * gauss(next) };
    },
  },
];

/** How the request names its period, and the current window it means (last day `last`). */
const PERIODS: ((last: string, next: () => number) => { words: string; start: string })[] = [
  (last) => ({ words: 'in the last 7 days', start: addDays(last, -6) }),
  (last) => ({ words: 'last week', start: addDays(last, -6) }),
  (last) => ({ words: 'over the past two weeks', start: addDays(last, -13) }),
  (last) => ({ words: 'in the last 10 days', start: addDays(last, -9) }),
  (last, next) => {
    const start = addDays(last, -(5 + Math.floor(next() * 8)));
    return { words: `since ${formatDay(start, false)}`, start };
  },
  (last, next) => {
    const start = addDays(last, -(5 + Math.floor(next() * 8)));
    const [, m, d] = start.split('-');
    return { words: `since ${m}-${d}`, start };
  },
  (last) => ({ words: 'over the last 14 days', start: addDays(last, -13) }),
  (last) => ({ words: 'this week compared with the week before', start: addDays(last, -6) }),
  (last) => ({ words: 'in the last month', start: addDays(addMonths(last, -1), 1) }),
];
const ASKS = [
  (m: string, p: string, down: boolean) => `Why did ${m} ${down ? 'drop' : 'rise'} ${p}?`,
  (m: string, p: string, down: boolean) => `${cap(m)} ${down ? 'fell' : 'went up'} ${p}. What happened?`,
  (m: string, p: string, down: boolean) =>
    `We saw ${m} ${down ? 'decline' : 'increase'} ${p}; ${m} is the KPI we track. Why?`,
  (m: string, p: string, down: boolean) => `Why has ${m} ${down ? 'gone down' : 'gone up'} ${p}?`,
];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const EVENTS = [
  'a new release went out',
  'prices were changed',
  'an outage hit the data centre',
  'a marketing campaign started',
];

export interface GeneratedCase {
  name: string;
  planted: boolean;
  family: string;
  problem: string;
  context: string;
  /** The CREATE TABLE and INSERT statements. */
  sql: string[];
  metric: MetricDef;
  current: { start: string; end: string };
  /** True segment keys (planted cases). */
  truth: string[];
  /** The day the planted change starts. */
  start?: string;
}

const FIRST = '2024-01-01';

/**
 * One generated case; `planted` chooses a planted cause or a table without any change, `weak` a
 * moderate planted change (10–15 % in the cause's segment instead of 12–60 %).
 */
export function generateCase(seed: number, planted: boolean, weak = false): GeneratedCase {
  const next = rng(seed);
  const family = FAMILIES[seed % FAMILIES.length]!;
  const days = 70 + Math.floor(next() * 40);
  const last = addDays(FIRST, days - 1);
  const metric = pick(next, family.metrics);
  const phrase = pick(next, metric.phrases);
  const period = pick(next, PERIODS)(last, next);
  const down = next() < 0.7;
  const dims = Object.entries(family.dimensions);
  // The cause: one value of one dimension, or a pair of values.
  const cause: [string, string][] = [[dims[0]![0], pick(next, dims[0]![1])]];
  if (next() < 0.4) cause.push([dims[1]![0], pick(next, dims[1]![1])]);
  const decoyColumns = family.columns.map(([c]) => c).filter((c) => !metric.columns.includes(c));
  const decoy = { column: pick(next, decoyColumns), value: dims[0]![1].find((v) => v !== cause[0]![1])! };
  const strength = next();
  const size = weak ? 0.1 + 0.05 * strength : 0.12 + 0.48 * strength;
  const weekly = next() < 0.6 ? 0.1 + 0.15 * next() : 0;
  const drift = next() < 0.5 ? (next() - 0.5) * 0.002 : 0;
  const rows: string[] = [];
  const names = family.columns.map(([c]) => c);
  for (let d = 0; d < days; d++) {
    const day = addDays(FIRST, d);
    const season = 1 + weekly * Math.sin((2 * Math.PI * d) / 7) + drift * d;
    const combos = dims.reduce<[string, string][][]>(
      (acc, [dim, values]) =>
        acc.flatMap((prefix) => values.map((v) => [...prefix, [dim, v] as [string, string]])),
      [[]],
    );
    for (const [i, combo] of combos.entries()) {
      const level = (20 + 7 * (i % 5) + 3 * i) * season;
      const values = family.row(next, level, d);
      const inPeriod = day >= period.start;
      const inCause = cause.every(([dim, v]) => combo.some(([k, w]) => k === dim && w === v));
      if (planted && inPeriod && inCause) plant(values, metric, down ? 1 - size : 1 + size);
      if (planted && inPeriod && combo.some(([k, w]) => k === dims[0]![0] && w === decoy.value))
        values[decoy.column] = values[decoy.column]! * (down ? 1 - size : 1 + size);
      rows.push(
        `(${[quoteLiteral(day), ...combo.map(([, v]) => quoteLiteral(v)), ...names.map((c) => (values[c] ?? 0).toFixed(c.includes('temp') || c.includes('price') || c.includes('latency') || c.includes('humidity') || c.includes('precip') || c.includes('revenue') ? 2 : 0))].join(', ')})`,
      );
    }
  }
  const table = `case_${seed}`;
  const columns = [
    'day DATE',
    ...dims.map(([dim]) => `${dim} VARCHAR`),
    ...family.columns.map(([c, type]) => `${c} ${type}`),
  ];
  const sql = [`CREATE OR REPLACE TABLE ${table} (${columns.join(', ')})`];
  for (let i = 0; i < rows.length; i += 2000)
    sql.push(`INSERT INTO ${table} VALUES ${rows.slice(i, i + 2000).join(',')}`);
  const event = pick(next, EVENTS);
  const other = addDays(FIRST, 5 + Math.floor(next() * 20));
  const context = planted
    ? `On ${formatDay(period.start, false)} ${event}. Earlier, on ${formatDay(other, false)}, the team changed the dashboard.`
    : `On ${formatDay(other, false)} the team changed the dashboard.`;
  return {
    name: table,
    planted,
    family: family.name,
    problem: pick(next, ASKS)(phrase, period.words, down),
    context,
    sql,
    metric,
    current: { start: period.start, end: last },
    truth: planted
      ? [
          [...cause]
            .sort((a, b) => (a[0] < b[0] ? -1 : 1))
            .map(([k, v]) => `${k}=${v}`)
            .join('&'),
        ]
      : [],
    ...(planted ? { start: period.start } : {}),
  };
}

/** The planted change of one row: the metric's column (a ratio's numerator) moves by `factor`. */
function plant(values: Record<string, number>, metric: MetricDef, factor: number): void {
  const column = metric.columns[0];
  if (metric.kind === 'mean' && /temp/.test(column)) values[column] = values[column]! + (factor - 1) * 15;
  else values[column] = values[column]! * factor;
  if (column === 'orders' && values.revenue !== undefined) values.revenue *= factor;
}
