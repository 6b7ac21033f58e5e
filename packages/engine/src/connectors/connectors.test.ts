/**
 * The connectors against the real PostgreSQL and MariaDB of the machine or CI: the same
 * questions on the database and on the same rows as a CSV file give the same numbers, SQL written
 * by people runs in the database's dialect and nothing else, tools that cannot run inside the
 * database say so, and the RCA cube adds up to the table. Failures are in connectors-failures.test.ts.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { metricParts } from '../rca/investigate-data';
import { resolveInputs } from '../rca/investigate-inputs';
import { aggregateTool } from '../tools/aggregate';
import { comparePeriodsTool } from '../tools/compare';
import { runSqlTool } from '../tools/run-sql';
import { timeSeriesTool } from '../timeseries/tools';
import type { DatasetProfile } from '../profile/profile';
import { profileTool } from '../profile/tool';
import { correlateTool } from '../tools/correlate';
import { tableCube } from './cube';
import { mysqlDialect, type TableRefs } from './dialects';
import { runOnConnectedOrSample } from './sample';
import { ConnectedSource } from './source';
import { generateOrders } from './test-databases';
import { testEngines, useConnectedOrders, useOrdersWorkspace } from './test-support';
import type { Connector } from './types';

const ROWS = generateOrders(20_000);
const workspace = useOrdersWorkspace(ROWS);

const csvCell = (v: unknown) => {
  const text = String(v);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rounds numbers so sums of decimals in the database and doubles in DuckDB compare equal. */
function rounded(rows: unknown) {
  return JSON.parse(
    JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v)),
  );
}

const engines = await testEngines();

describe.each(engines)('$engine connector', ({ engine, available }) => {
  const t = useConnectedOrders({
    engine,
    available,
    prefix: 'conn_test',
    rows: ROWS,
    workspace,
    limits: { statementTimeoutMs: 5_000, maxRows: 1000 },
  });

  it.skipIf(!available)(
    'reads the catalog: columns in the tools’ types, an estimate and samples',
    async () => {
      const [orders] = await t.connector.catalog({ samples: true });
      expect(orders?.columns.map((c) => [c.name, c.type])).toEqual([
        ['id', 'INTEGER'],
        ['order_date', 'DATE'],
        ['region', 'VARCHAR'],
        ['product', 'VARCHAR'],
        ['amount', 'DECIMAL'],
        ['quantity', 'INTEGER'],
      ]);
      expect(orders?.rowEstimate).toBeGreaterThan(10_000);
      expect(orders?.columns[2]?.samples.length).toBeGreaterThan(0);
      const tested = await t.connector.test();
      expect(tested.serverVersion).toMatch(/\d+\.\d+/);
      // The schemas an admin picks the allowed ones from; system schemas are left out.
      expect(tested.schemas).toContain(engine === 'postgres' ? 'public' : t.db.settings.database);
      expect(tested.schemas).not.toContain(engine === 'postgres' ? 'pg_catalog' : 'mysql');
    },
  );

  const questions: [string, Record<string, unknown>][] = [
    [
      'revenue by region, top 3',
      { measures: [{ fn: 'sum', column: 'amount' }], groupBy: ['region'], limit: 3 },
    ],
    ['orders per month', { measures: [{ fn: 'count' }], timeColumn: 'order_date', timeBucket: 'month' }],
    ['revenue per quarter', { measures: [{ fn: 'sum', column: 'amount' }], timeBucket: 'quarter' }],
    [
      'revenue per week in March 2024',
      {
        measures: [{ fn: 'sum', column: 'amount' }],
        timeBucket: 'week',
        filters: [{ column: 'order_date', op: 'between', value: ['2024-03-01', '2024-03-31'] }],
      },
    ],
    [
      'distinct products and average quantity in a quoted region',
      {
        measures: [
          { fn: 'count_distinct', column: 'product' },
          { fn: 'avg', column: 'quantity' },
        ],
        filters: [{ column: 'region', value: "o'hare \\ hub" }],
      },
    ],
    [
      'bottom 2 products by count in North or South',
      {
        measures: [{ fn: 'count' }],
        groupBy: ['product'],
        order: 'asc',
        limit: 2,
        filters: [
          { column: 'region', op: 'in', value: ['North', 'South'] },
          { column: 'product', op: 'contains', value: 'p1' },
        ],
      },
    ],
  ];
  it.skipIf(!available).each(questions)('aggregate gives the file’s numbers: %s', async (_name, args) => {
    const onFile = await aggregateTool.run({ dataset: 'orders', ...args }, t.ctx);
    const onDatabase = await aggregateTool.run({ dataset: t.reference, ...args }, t.ctx);
    const data = (r: typeof onFile) => rounded((r.data as { rows: unknown[] }).rows);
    expect(data(onDatabase)).toEqual(data(onFile));
    expect(onDatabase.text).toBe(onFile.text);
    expect((onDatabase.data as { sql: string }).sql).toContain(
      engine === 'postgres' ? '"orders"' : '`orders`',
    );
  });

  it.skipIf(!available)('compare_periods gives the file’s numbers, per region', async () => {
    const args = {
      measure: { fn: 'sum', column: 'amount' },
      current: { from: '2024-07-01', to: '2024-10-01' },
      previous: { from: '2024-04-01', to: '2024-07-01' },
      groupBy: 'region',
    };
    const onFile = await comparePeriodsTool.run({ dataset: 'orders', ...args }, t.ctx);
    const onDatabase = await comparePeriodsTool.run({ dataset: t.reference, ...args }, t.ctx);
    expect(rounded((onDatabase.data as { rows: unknown }).rows)).toEqual(
      rounded((onFile.data as { rows: unknown }).rows),
    );
  });

  it.skipIf(!available)('a time series is computed from the database’s monthly totals', async () => {
    const args = { measure: { fn: 'sum', column: 'amount' }, bucket: 'month' };
    const onFile = await timeSeriesTool.run({ dataset: 'orders', ...args }, t.ctx);
    const onDatabase = await timeSeriesTool.run({ dataset: t.reference, ...args }, t.ctx);
    expect(onDatabase.text).toBe(onFile.text);
  });

  it.skipIf(!available)(
    'run_sql runs the database’s dialect and refuses anything but one SELECT',
    async () => {
      const table = engine === 'postgres' ? 'public.orders' : `${t.db.settings.database}.orders`;
      const sql =
        engine === 'postgres'
          ? `SELECT region, percentile_cont(0.5) WITHIN GROUP (ORDER BY amount) AS median FROM ${table} GROUP BY region ORDER BY region`
          : `SELECT region, COUNT(*) AS n FROM orders GROUP BY region ORDER BY region`;
      const result = await runSqlTool.run({ sql, source: t.reference, chart: 'none' }, t.ctx);
      expect((result.data as { rows: unknown[] }).rows).toHaveLength(5);
      for (const [bad, reason] of [
        [`DELETE FROM ${table}`, /read-only|SELECT/i],
        [`SELECT 1; DROP TABLE ${table}`, /exactly one|parsed/i],
        [`SELECT * FROM secret_table`, /Unknown table/],
        [`SELECT set_config('default_transaction_read_only', 'off', false)`, /not allowed|parsed/i],
        [`SELECT id INTO copy_of_orders FROM ${table}`, /INTO|only reading|parsed/i],
      ] as const)
        await expect(runSqlTool.run({ sql: bad, source: t.reference }, t.ctx), bad).rejects.toThrow(reason);
      await expect(
        runSqlTool.run({ sql: 'SELECT 1', source: 'postgres:other/public.orders' }, t.ctx),
      ).rejects.toThrow(/not a connected database table/);
    },
  );

  it.skipIf(!available)(
    'tools that cannot run in the database say so and work on a bounded sample',
    async () => {
      const whole = await runOnConnectedOrSample(
        correlateTool,
        { dataset: t.reference, columns: ['amount', 'quantity'] },
        t.ctx,
      );
      expect(whole.text).toMatch(
        /^_correlate cannot run inside (PostgreSQL|MySQL\/MariaDB): this answer is computed on the whole table/,
      );
      expect(whole.text).toContain('20,000 rows');
      const sampled = await runOnConnectedOrSample(
        correlateTool,
        { dataset: t.reference, columns: ['amount', 'quantity'] },
        t.ctx,
        5_000,
      );
      expect(sampled.text).toMatch(/a bounded sample, the first 5,000 rows of about [\d,]+ of /);
      // Pushed-down tools are not sampled.
      const pushed = await runOnConnectedOrSample(
        aggregateTool,
        { dataset: t.reference, measures: [{ fn: 'count' }] },
        t.ctx,
      );
      expect(pushed.text).not.toContain('sample');
      expect((pushed.data as { rows: { row_count: number }[] }).rows[0]?.row_count).toBe(ROWS.length);
    },
    60_000,
  );

  it.skipIf(!available)(
    'a profile is computed by aggregate queries inside the database, with the file’s figures',
    async () => {
      const before = t.db.source.queries;
      const onDatabase = await runOnConnectedOrSample(profileTool, { dataset: t.reference }, t.ctx);
      expect(t.db.source.queries).toBeGreaterThan(before);
      expect(onDatabase.text).toContain('_Computed inside');
      expect(onDatabase.text).not.toContain('sample');
      const onFile = await profileTool.run({ dataset: 'orders', histograms: 6 }, t.ctx);
      type Profiled = { profile: DatasetProfile };
      const figures = (result: typeof onFile) => {
        const profile = (result.data as Profiled).profile;
        return {
          rows: profile.rowCount,
          columns: profile.columns.map((c) => ({
            name: c.name,
            missing: c.missing,
            min: typeof c.min === 'number' ? Math.round(c.min * 100) / 100 : String(c.min).slice(0, 10),
            max: typeof c.max === 'number' ? Math.round(c.max * 100) / 100 : String(c.max).slice(0, 10),
            mean: c.mean === null ? null : Math.round(c.mean * 1000) / 1000,
            top: c.name === 'region' ? c.topValues.map((v) => [v.value, v.count]) : [],
          })),
        };
      };
      expect(figures(onDatabase)).toEqual(figures(onFile));
      const distinct = (result: typeof onFile) =>
        (result.data as Profiled).profile.columns.find((c) => c.name === 'product')?.distinct;
      expect(distinct(onDatabase)).toBe(new Set(ROWS.map((r) => r.product)).size);
    },
  );

  it.skipIf(!available)(
    'the RCA cube gives the table’s totals, averages, ratios and products of two measures',
    async () => {
      const cube = await tableCube(t.db.source, t.reference);
      expect(cube.columns.map((c) => c.name)).toEqual(
        expect.arrayContaining(['amount', 'amount__values', 'quantity', 'quantity__values', 'row_count']),
      );
      const path = join(workspace.files.dir, `cube_${engine}.csv`);
      await writeFile(
        path,
        [
          cube.columns.map((c) => c.name).join(','),
          ...cube.rows.map((r) => cube.columns.map((c) => csvCell(r[c.name] ?? '')).join(',')),
        ].join('\n'),
      );
      const table = (await workspace.files.registry.register(path)).name;
      const runner = { all: async (sql: string) => (await workspace.files.registry.query(sql)).rows };
      const inputs = await resolveInputs(
        runner,
        table,
        'Why did the average amount change?',
        { metric: { kind: 'mean', column: 'amount' } },
        {},
      );
      expect(inputs.metric).toEqual({ kind: 'mean', column: 'amount', weight: 'amount__values' });
      const byRegion = async (from: string, parts: string[]) =>
        rounded(
          (
            await workspace.files.registry.query(
              `SELECT region, sum(${parts[0]}) / sum(${parts[1]}) AS v FROM "${from}" GROUP BY region ORDER BY region`,
            )
          ).rows,
        );
      // The average and a ratio of two measures over the cube are those of the rows.
      expect(await byRegion(table, metricParts(inputs.metric))).toEqual(
        await byRegion('orders', metricParts({ kind: 'mean', column: 'amount' })),
      );
      const ratio = metricParts({ kind: 'ratio', numerator: 'amount', denominator: 'quantity' });
      expect(await byRegion(table, ratio)).toEqual(await byRegion('orders', ratio));
      // amount × quantity, with no column of the product: the cube's sum of per-row products.
      const product = await resolveInputs(
        runner,
        table,
        'Why did amount × quantity change?',
        { metric: 'amount*quantity' },
        {},
      );
      expect(product.metric).toEqual({
        kind: 'product',
        factors: ['amount', 'quantity'],
        total: 'amount__times__quantity',
      });
      const onRows = metricParts({ kind: 'product', factors: ['amount', 'quantity'] });
      expect(await byRegion(table, metricParts(product.metric))).toEqual(await byRegion('orders', onRows));
      const totals = async (from: string, parts: string[]) =>
        rounded((await workspace.files.registry.query(`SELECT sum(${parts[0]}) AS v FROM "${from}"`)).rows);
      expect(await totals(table, metricParts(product.metric))).toEqual(await totals('orders', onRows));
    },
    60_000,
  );

  it.skipIf(!available)(
    'medians and percentiles are computed inside the database, overall, per group and per period',
    async () => {
      const questions = [
        { measures: [{ fn: 'median', column: 'amount' }] },
        {
          measures: [
            { fn: 'median', column: 'amount' },
            { fn: 'sum', column: 'quantity' },
          ],
          groupBy: ['region'],
        },
        {
          measures: [{ fn: 'median', column: 'quantity' }],
          timeColumn: 'order_date',
          timeBucket: 'quarter',
          filters: [{ column: 'region', op: '=', value: 'North' }],
        },
      ];
      for (const question of questions) {
        const args = { dataset: t.reference, chart: 'none', ...question };
        const before = t.db.source.queries;
        const onDatabase = await aggregateTool.run(args, t.ctx);
        expect(t.db.source.queries).toBe(before + 1);
        const onFile = await aggregateTool.run({ ...args, dataset: 'orders' }, t.ctx);
        expect(rounded((onDatabase.data as { rows: unknown }).rows)).toEqual(
          rounded((onFile.data as { rows: unknown }).rows),
        );
        expect((onDatabase.data as { sql: string }).sql).toMatch(/percentile_cont\(0\.5\) WITHIN GROUP/i);
      }
    },
  );

  it.skipIf(!available || engine !== 'mysql')(
    'on MySQL, which has no PERCENTILE_CONT, a median is answered on the sample and says why',
    async () => {
      const mysql8 = Object.assign(Object.create(t.connector) as Connector, {
        dialect: (tables: TableRefs) => mysqlDialect(tables, () => false),
      });
      const table = (await t.connector.catalog()).find((c) => c.name === 'orders');
      const source = new ConnectedSource(mysql8, [{ dataset: t.reference, table: table! }]);
      const ctx = { ...t.ctx, connected: (d: string) => (d === t.reference ? source : undefined) };
      const args = {
        dataset: t.reference,
        measures: [{ fn: 'median', column: 'amount' }],
        groupBy: ['region'],
      };
      const answer = await runOnConnectedOrSample(aggregateTool, args, ctx);
      expect(answer.text).toMatch(
        /^_A median cannot be computed inside MySQL \(it has no PERCENTILE_CONT\): this answer is computed on the whole table/,
      );
      const onFile = await aggregateTool.run({ ...args, dataset: 'orders' }, t.ctx);
      expect(rounded((answer.data as { rows: unknown }).rows)).toEqual(
        rounded((onFile.data as { rows: unknown }).rows),
      );
    },
  );
});
