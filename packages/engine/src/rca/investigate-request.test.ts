import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investigate } from './investigate.js';
import type { SqlRunner } from './investigate-types.js';

/** The investigation listening to the request: its metric, its period, its context's events. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

let connection: DuckDBConnection;
const runner: SqlRunner = {
  async all(sql: string) {
    return (await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[];
  },
};

const START = Date.UTC(2024, 2, 1); // 1 March 2024; 60 days to 29 April.
const DAYS = 60;
const dayOf = (d: number) => new Date(START + d * 86_400_000).toISOString().slice(0, 10);

/**
 * Shop orders: day × category × channel with orders and revenue. From `dropFrom` on, Home's
 * revenue (not its orders) falls by 45 %.
 */
async function shop(name: string, dropFrom?: number) {
  const next = random(11);
  const rows: string[] = [];
  for (let d = 0; d < DAYS; d++)
    for (const [c, category] of ['Home', 'Garden', 'Toys', 'Books'].entries())
      for (const [k, channel] of ['web', 'app'].entries()) {
        const orders = Math.round((40 + 10 * c + 5 * k) * (1 + (next() - 0.5) * 0.1));
        const hit = dropFrom !== undefined && d >= dropFrom && category === 'Home' ? 0.55 : 1;
        const revenue = orders * (30 + 5 * c) * (1 + (next() - 0.5) * 0.06) * hit;
        rows.push(`('${dayOf(d)}', '${category}', '${channel}', ${orders}, ${revenue.toFixed(2)})`);
      }
  await connection.run(
    `CREATE OR REPLACE TABLE ${name} (day DATE, category VARCHAR, channel VARCHAR, orders INTEGER, revenue DOUBLE)`,
  );
  await connection.run(`INSERT INTO ${name} VALUES ${rows.join(',')}`);
}

/** Daily weather per station: max and min temperature (levels) and precipitation, ±noise. */
async function weather(name: string, seed: number, stationDrop?: { station: string; from: number }) {
  const next = random(seed);
  const rows: string[] = [];
  for (let d = 0; d < DAYS; d++)
    for (const [s, station] of ['Oslo', 'Bergen', 'Tromso'].entries()) {
      const drop = stationDrop && station === stationDrop.station && d >= stationDrop.from ? -6 : 0;
      const max = 12 - 4 * s + (next() - 0.5) * 3 + drop;
      const min = max - 6 + (next() - 0.5) * 2;
      const rain = next() < 0.4 ? next() * 12 : 0;
      rows.push(`('${dayOf(d)}', '${station}', ${max.toFixed(1)}, ${min.toFixed(1)}, ${rain.toFixed(1)})`);
    }
  await connection.run(
    `CREATE OR REPLACE TABLE ${name} (date DATE, station VARCHAR, temp_max DOUBLE, temp_min DOUBLE, precipitation DOUBLE)`,
  );
  await connection.run(`INSERT INTO ${name} VALUES ${rows.join(',')}`);
}

/** Sessions and conversions per day × device; from `from` on, mobile converts at half its rate. */
async function funnel(name: string, from?: number) {
  const next = random(5);
  const rows: string[] = [];
  for (let d = 0; d < DAYS; d++)
    for (const [k, device] of ['desktop', 'mobile', 'tablet'].entries()) {
      const sessions = Math.round((1000 - 250 * k) * (1 + (next() - 0.5) * 0.1));
      const rate = (0.05 - 0.01 * k) * (from !== undefined && d >= from && device === 'mobile' ? 0.5 : 1);
      const conversions = Math.round(sessions * rate * (1 + (next() - 0.5) * 0.1));
      rows.push(`('${dayOf(d)}', '${device}', ${sessions}, ${conversions})`);
    }
  await connection.run(
    `CREATE OR REPLACE TABLE ${name} (day DATE, device VARCHAR, sessions INTEGER, conversions INTEGER)`,
  );
  await connection.run(`INSERT INTO ${name} VALUES ${rows.join(',')}`);
}

beforeAll(async () => {
  const instance = await DuckDBInstance.create(':memory:');
  connection = await instance.connect();
  await shop('shop', 53); // the drop starts on 23 April
  await weather('weather', 3);
  await weather('colder', 4, { station: 'Bergen', from: 45 });
  await funnel('funnel', 53);
});
afterAll(() => connection?.closeSync());

describe('an investigation that listens to the request', () => {
  it('analyses the metric named, the period named, and names the event of the context', async () => {
    const result = await investigate(runner, {
      problem: 'Revenue dropped sharply in the last 7 days. Why? Revenue is the KPI; orders look fine.',
      context: 'We shipped a new checkout release on 04-23. A newsletter went out on 2 March.',
      table: 'shop',
    });
    expect(result.metric).toMatchObject({ name: 'revenue' });
    expect(result.period?.current).toEqual({ start: '2024-04-23', end: '2024-04-29' });
    expect(result.elements[0]?.key).toBe('category=Home');
    expect(result.root_cause).toMatch(/^Revenue fell \d+(\.\d)?% over the last 7 days \(23–29 April 2024\)/);
    expect(result.change_start).toBe('2024-04-23');
    expect(result.root_cause).toContain(
      'The drop began on 23 April 2024, the day of the release mentioned in the context',
    );
    expect(result.confidence).toBeGreaterThanOrEqual(0.8);
    expect(result.root_cause).not.toMatch(/[-−]0\.0%/);
  });

  it('averages a level, and says "no significant change" at low confidence when it is noise', async () => {
    const result = await investigate(runner, {
      problem: 'Why did max temperature fall in the last month?',
      table: 'weather',
    });
    expect(result.metric).toEqual({ kind: 'mean', column: 'temp_max' });
    expect(result.aggregation).toBe('avg');
    expect(result.period?.current).toEqual({ start: '2024-03-30', end: '2024-04-29' });
    expect(result.significant).toBe(false);
    expect(result.root_cause).toMatch(/^No significant change: average temp_max [+−]\d/);
    expect(result.root_cause).toMatch(/p = 0\.\d+/);
    expect(result.confidence).toBeLessThan(0.6);
    expect(result.elements).toEqual([]);
    expect(result.hypotheses_tested.find((h) => h.text === 'Normal variation')?.status).toBe('validated');
    const symptomTest = result.test_results.find((t) => t.name.startsWith('Symptom significance'));
    expect(symptomTest?.status).toBe('failed');
  });

  it('finds the station whose average fell, as a within-segment change', async () => {
    const result = await investigate(runner, {
      problem: 'Why did the maximum temperature drop since 15 April?',
      table: 'colder',
    });
    expect(result.metric).toEqual({ kind: 'mean', column: 'temp_max' });
    expect(result.period?.current.start).toBe('2024-04-15');
    expect(result.elements[0]?.key).toBe('station=Bergen');
    expect(result.root_cause).toContain('driven by station = Bergen');
    expect(result.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('reads a conversion rate as conversions over sessions and finds the device', async () => {
    const result = await investigate(runner, {
      problem: 'Why did the conversion rate fall last week?',
      table: 'funnel',
    });
    expect(result.metric).toMatchObject({ kind: 'ratio', numerator: 'conversions', denominator: 'sessions' });
    expect(result.elements[0]?.key).toBe('device=mobile');
    expect(result.root_cause).toMatch(/^Conversion rate fell/);
  });

  it('reads a steady trend as the trend, and a drop on top of it as a change', async () => {
    // Sales growing 1 % a day with ±3 % noise: last week is well above the 28 days before, as the
    // trend says it would be. With a 40 % drop of one store on top, the drop is found.
    for (const [name, drop] of [
      ['trending', false],
      ['trending_drop', true],
    ] as const) {
      const next = random(9);
      const rows: string[] = [];
      for (let d = 0; d < DAYS; d++)
        for (const store of ['A', 'B', 'C', 'D']) {
          const hit = drop && d >= DAYS - 7 && store === 'C' ? 0.6 : 1;
          const sales = 100 * 1.01 ** d * (1 + (next() - 0.5) * 0.06) * hit;
          rows.push(`('${dayOf(d)}', '${store}', ${sales.toFixed(2)})`);
        }
      await connection.run(`CREATE OR REPLACE TABLE ${name} (day DATE, store VARCHAR, sales DOUBLE)`);
      await connection.run(`INSERT INTO ${name} VALUES ${rows.join(',')}`);
    }
    const steady = await investigate(runner, {
      problem: 'Why did sales rise in the last 7 days?',
      table: 'trending',
    });
    expect(steady.significant).toBe(false);
    expect(steady.root_cause).toMatch(/^No significant change: sales \+\d+(\.\d)?%/);
    expect(steady.test_results[0]?.name).toContain("against the baseline's trend");
    const dropped = await investigate(runner, {
      problem: 'Why did sales drop in the last 7 days?',
      table: 'trending_drop',
    });
    expect(dropped.significant).toBe(true);
    expect(dropped.elements[0]?.key).toBe('store=C');
    expect(dropped.root_cause).toMatch(
      /^Sales fell \d+(\.\d)?% over the last 7 days \(23–29 April 2024\) against the 28 days before \(26 March – 22 April 2024\), carried forward by its trend, driven by store = C/,
    );
  });

  it('answers bad requests with what is missing and what exists, never a cause', async () => {
    await expect(
      investigate(runner, { problem: 'Why did profit drop last week?', table: 'shop' }),
    ).rejects.toThrow(
      'The request asks about "profit", but the table has no such column; its numeric columns are orders, revenue.',
    );
    await expect(
      investigate(runner, { problem: 'Why did revenue drop in Q3 2022?', table: 'shop' }),
    ).rejects.toThrow('but the data covers 1 March – 29 April 2024');
    await connection.run(`CREATE OR REPLACE TABLE undated AS SELECT category, orders, revenue FROM shop`);
    await expect(investigate(runner, { problem: 'Why did revenue drop?', table: 'undated' })).rejects.toThrow(
      'The table has no date or timestamp column to compare periods on; its columns are category (varchar), orders (integer), revenue (double).',
    );
    await connection.run(`CREATE OR REPLACE TABLE flat AS SELECT day, category, 100.0 AS revenue FROM shop`);
    await expect(investigate(runner, { problem: 'Why did revenue drop?', table: 'flat' })).rejects.toThrow(
      /revenue is 800 on every one of the 60 days .*; there is no change to explain\./,
    );
  });
});
