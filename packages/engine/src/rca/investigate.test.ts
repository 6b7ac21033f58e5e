import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investigate } from './investigate.js';
import {
  InvestigationCancelledError,
  type InvestigationProgress,
  type SqlRunner,
} from './investigate-types.js';

/** A deterministic pseudo-random stream, so the tables are the same on every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const REGIONS = ['North', 'South', 'East', 'West'];
const CHANNELS = ['Online', 'Retail', 'Partner'];
const PRODUCTS = ['Basic', 'Plus', 'Pro', 'Max', 'Mini'];
const DAYS = 56;

type Effect = (row: { day: number; region: string; channel: string; product: string }) => number;

/** Sales rows: one per day × region × channel × product, with ±5 % noise and an optional effect. */
function salesRows(effect: Effect, seed = 7) {
  const next = random(seed);
  const rows: string[] = [];
  const start = Date.UTC(2024, 0, 1);
  for (let day = 0; day < DAYS; day++) {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    REGIONS.forEach((region, r) =>
      CHANNELS.forEach((channel, c) =>
        PRODUCTS.forEach((product, p) => {
          const base = 100 + 40 * r + 25 * c + 10 * p;
          const factor = effect({ day, region, channel, product });
          const orders = Math.max(1, Math.round((base / 10) * (1 + (next() - 0.5) * 0.1) * factor.valueOf()));
          const aov = 10 * (1 + (next() - 0.5) * 0.1);
          const visits = Math.round(orders * (20 + (next() - 0.5) * 2));
          rows.push(
            `('${date}', '${region}', '${channel}', '${product}', ${(orders * aov).toFixed(2)}, ${orders}, ${aov.toFixed(3)}, ${visits})`,
          );
        }),
      ),
    );
  }
  return rows;
}

let connection: DuckDBConnection;
const runner: SqlRunner = {
  async all(sql: string) {
    const reader = await connection.runAndReadAll(sql);
    return reader.getRowObjectsJson() as Record<string, unknown>[];
  },
};

async function createTable(name: string, effect: Effect) {
  await connection.run(
    `CREATE OR REPLACE TABLE ${name} (order_date DATE, region VARCHAR, channel VARCHAR, product VARCHAR, revenue DOUBLE, orders INTEGER, aov DOUBLE, visits INTEGER)`,
  );
  const rows = salesRows(effect);
  for (let i = 0; i < rows.length; i += 1000) {
    await connection.run(`INSERT INTO ${name} VALUES ${rows.slice(i, i + 1000).join(',')}`);
  }
}

const lastWeek = (day: number) => day >= DAYS - 7;

beforeAll(async () => {
  const instance = await DuckDBInstance.create(':memory:');
  connection = await instance.connect();
  await createTable('planted', (r) =>
    lastWeek(r.day) && r.region === 'North' && r.channel === 'Online' ? 0.4 : 1,
  );
  await createTable('steady', () => 1);
  await createTable('broad', (r) => (lastWeek(r.day) ? 0.7 : 1));
  await createTable('deep', (r) =>
    lastWeek(r.day) && r.region === 'East' && r.channel === 'Retail' && r.product === 'Pro' ? 0.1 : 1,
  );
});

afterAll(() => {
  connection?.closeSync();
});

describe('root cause investigation', () => {
  it('finds a planted segment drop as the root cause with high confidence', async () => {
    const progress: InvestigationProgress[] = [];
    const result = await investigate(runner, {
      problem: 'Why did revenue drop last week?',
      table: 'planted',
      onProgress: (p) => progress.push(p),
    });
    // Revenue beside an orders column is read as orders × average order value.
    expect(result.metric).toEqual({
      kind: 'product',
      factors: ['orders', 'average order value'],
      total: 'revenue',
      name: 'revenue',
    });
    expect(result.time_column).toBe('order_date');
    expect(result.dimensions).toEqual(['region', 'channel', 'product']);
    expect(result.elements[0]?.key).toBe('channel=Online&region=North');
    expect(result.root_cause).toMatch(
      /^Revenue fell \d+(\.\d)?% over .* driven by channel = Online, region = North/,
    );
    expect(result.root_cause).toContain('Of its parts, orders moved most');
    expect(result.report).toContain('| average order value |');
    expect(result.confidence).toBeGreaterThanOrEqual(0.8);
    expect(result.hypotheses_tested.find((h) => h.text === 'A specific segment shifted')?.status).toBe(
      'validated',
    );
    expect(result.report).toContain('```chart');
    const phases = [...new Set(progress.map((p) => p.phase))];
    expect(phases).toEqual([
      'initialization',
      'symptom_analysis',
      'hypothesis_generation',
      'test_planning',
      'test_execution',
      'result_analysis',
      'conclusion',
    ]);
    expect(progress.at(-1)?.progress_percentage).toBe(100);
  });

  it('localizes a drop three dimensions deep', async () => {
    const result = await investigate(runner, { problem: 'Revenue fell', table: 'deep', metric: 'revenue' });
    expect(result.elements[0]?.key).toBe('channel=Retail&product=Pro&region=East');
    // One of 60 segments: a small share of the total, yet the segment is the root cause.
    expect(result.root_cause).toContain('driven by channel = Retail, product = Pro, region = East');
    expect(result.hypotheses_tested.find((h) => h.text === 'A specific segment shifted')?.status).toBe(
      'validated',
    );
  });

  it('says there is no anomaly, with low confidence, when nothing changed', async () => {
    const result = await investigate(runner, { problem: 'Did revenue change?', table: 'steady' });
    expect(result.root_cause).toMatch(/^No significant change: /);
    expect(result.confidence).toBeLessThanOrEqual(0.3);
  });

  it('does not blame one segment for a broad uniform decline', async () => {
    const result = await investigate(runner, { problem: 'Why did revenue drop?', table: 'broad' });
    expect(result.root_cause).toMatch(/broad decline/);
    expect(result.root_cause).not.toMatch(/driven by/);
    expect(result.hypotheses_tested.find((h) => h.text === 'A specific segment shifted')?.status).not.toBe(
      'validated',
    );
  });

  it('decomposes a derived metric into the part that moved', async () => {
    const result = await investigate(runner, {
      problem: 'Why did sales drop?',
      table: 'planted',
      metric: 'orders*aov',
    });
    expect(result.root_cause).toContain('orders moved most');
    expect(result.elements[0]?.key).toBe('channel=Online&region=North');
  });

  it('localizes a rate metric on its two parts', async () => {
    await connection.run(
      `CREATE OR REPLACE TABLE funnel AS SELECT order_date, region, channel, product, orders,
         CASE WHEN order_date >= DATE '2024-02-19' AND product = 'Max' THEN visits * 3 ELSE visits END AS visits FROM steady`,
    );
    const result = await investigate(runner, {
      problem: 'Why did conversion drop?',
      table: 'funnel',
      metric: 'orders/visits',
    });
    expect(result.elements[0]?.key).toBe('product=Max');
    expect(result.root_cause).toContain('product = Max');
  });

  it('compares the actual with a forecast column, with a time column', async () => {
    // The forecast is the steady table's revenue; the actual is the planted table's.
    await connection.run(
      `CREATE OR REPLACE TABLE forecasted AS SELECT p.order_date, p.region, p.channel, p.product,
         p.revenue, s.revenue AS revenue_forecast FROM planted p JOIN steady s USING (order_date, region, channel, product)`,
    );
    const result = await investigate(runner, {
      problem: 'Why is revenue below forecast?',
      table: 'forecasted',
    });
    expect(result.metric).toEqual({ kind: 'sum', column: 'revenue' });
    expect(result.expected_column).toBe('revenue_forecast');
    expect(result.time_column).toBe('order_date');
    expect(result.dimensions).toEqual(['region', 'channel', 'product']);
    expect(result.elements[0]?.key).toBe('channel=Online&region=North');
    expect(result.root_cause).toContain('against revenue_forecast');
    expect(result.confidence).toBeGreaterThanOrEqual(0.8);
    expect(result.report).toContain('Paired t-test of daily actual against revenue_forecast');
  });

  it('compares the actual with an expected column without any time column', async () => {
    // One row per segment: the last week's actual and what was expected of it.
    await connection.run(
      `CREATE OR REPLACE TABLE plan_vs_actual AS SELECT region, channel, product,
         SUM(p.revenue) AS actual, SUM(s.revenue) AS expected
       FROM planted p JOIN steady s USING (order_date, region, channel, product)
       WHERE order_date >= DATE '2024-02-19' GROUP BY ALL`,
    );
    const result = await investigate(runner, {
      problem: 'Why did we miss the expectation?',
      table: 'plan_vs_actual',
    });
    expect(result.metric).toEqual({ kind: 'sum', column: 'actual' });
    expect(result.expected_column).toBe('expected');
    expect(result.time_column).toBeNull();
    expect(result.elements[0]?.key).toBe('channel=Online&region=North');
    expect(result.root_cause).toContain('region = North');
    expect(result.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('finds no anomaly when the actual meets the forecast', async () => {
    await connection.run(
      `CREATE OR REPLACE TABLE on_plan AS SELECT order_date, region, channel, product, revenue,
         revenue * 1.0 AS forecast FROM steady`,
    );
    const result = await investigate(runner, { problem: 'Are we on forecast?', table: 'on_plan' });
    expect(result.expected_column).toBe('forecast');
    expect(result.root_cause).toMatch(/^No significant change: /);
  });

  it('reads monthly data with text months, against the trend of the months before', async () => {
    // Twelve months of growing MRR with ±3 % noise; in the last month plan Team in UK loses 70 %.
    const next = random(3);
    const rows: string[] = [];
    for (let m = 0; m < 12; m++)
      for (const [p, plan] of ['Basic', 'Pro', 'Team'].entries())
        for (const [c, country] of ['DE', 'FR', 'US', 'UK'].entries()) {
          const base = (100 + 30 * p + 20 * c) * (1 + 0.04 * m) * (1 + (next() - 0.5) * 0.06);
          const hit = m === 11 && plan === 'Team' && country === 'UK' ? 0.3 : 1;
          const month = `2023-${String(m + 1).padStart(2, '0')}`;
          rows.push(`('${month}', '${plan}', '${country}', ${(base * hit).toFixed(2)})`);
        }
    await connection.run(
      `CREATE OR REPLACE TABLE subscriptions (month VARCHAR, plan VARCHAR, country VARCHAR, mrr DOUBLE)`,
    );
    await connection.run(`INSERT INTO subscriptions VALUES ${rows.join(',')}`);
    const result = await investigate(runner, {
      problem: 'Why did MRR drop last month?',
      table: 'subscriptions',
      metric: 'mrr',
    });
    expect(result.time_column).toBe('month');
    expect(result.elements[0]?.key).toBe('country=UK&plan=Team');
    expect(result.root_cause).toContain('over the last month');
    expect(result.confidence).toBeGreaterThanOrEqual(0.8);

    // The same growth without the drop is no anomaly: the trend is expected.
    await connection.run(
      `CREATE OR REPLACE TABLE growing AS SELECT month, plan, country,
         CASE WHEN month = '2023-12' AND plan = 'Team' AND country = 'UK' THEN mrr / 0.3 ELSE mrr END AS mrr FROM subscriptions`,
    );
    const steady = await investigate(runner, { problem: 'Did MRR change?', table: 'growing', metric: 'mrr' });
    expect(steady.root_cause).toMatch(/^No significant change: /);
  });

  it('keeps a preferred dimension with many values, which detection alone would skip', async () => {
    // 80 SKUs; in the last week SKU-7 sells nothing.
    await connection.run(
      `CREATE OR REPLACE TABLE skus AS SELECT DATE '2024-01-01' + CAST(d AS INTEGER) AS day, 'SKU-' || s AS sku,
         CASE WHEN s % 2 = 0 THEN 'A' ELSE 'B' END AS grade,
         CASE WHEN d >= 21 AND s = 7 THEN 0 ELSE 100 + s + (d * 7 + s * 13) % 5 END AS units
       FROM range(28) t(d), range(80) u(s)`,
    );
    const plain = await investigate(runner, { problem: 'Why did units drop?', table: 'skus' });
    expect(plain.dimensions).toEqual(['grade']);
    const preferred = await investigate(runner, {
      problem: 'Why did units drop?',
      table: 'skus',
      preferredDimensions: ['sku'],
    });
    expect(preferred.dimensions).toEqual(['sku', 'grade']);
    expect(preferred.elements[0]?.key).toBe('sku=SKU-7');
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const run = investigate(runner, {
      problem: 'Why did revenue drop?',
      table: 'planted',
      signal: controller.signal,
      onProgress: (p) => {
        if (p.phase === 'symptom_analysis') controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(InvestigationCancelledError);
  });
});
