/**
 * The connectors against the real PostgreSQL and MariaDB of the machine or CI: the same
 * questions on the database and on the same rows as a CSV file give the same numbers, and bad
 * input (huge results, slow queries, dropped connections, renamed tables, wrong passwords, writes)
 * ends in a clear message without hanging.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetRegistry } from '../data/registry';
import { aggregateTool } from '../tools/aggregate';
import { comparePeriodsTool } from '../tools/compare';
import { runSqlTool } from '../tools/run-sql';
import type { ToolContext } from '../tools/types';
import { timeSeriesTool } from '../timeseries/tools';
import { profileTool } from '../profile/tool';
import { correlateTool } from '../tools/correlate';
import { runOnConnectedOrSample } from './sample';
import { openConnector } from './open';
import { ConnectedSource } from './source';
import {
  createMysqlDatabase,
  createPostgresDatabase,
  generateOrders,
  MYSQL_ADMIN,
  ordersCsv,
  PG_ADMIN,
  serverAvailable,
} from './test-databases';
import { ConnectorError, type ConnectionSettings, type Connector } from './types';

const ROWS = generateOrders(20_000);
const suffix = `${process.pid}_${Date.now() % 100_000}`;
let files: { registry: DatasetRegistry; dir: string };

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'connectors-'));
  await writeFile(join(dir, 'orders.csv'), ordersCsv(ROWS));
  const registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
  await registry.register(join(dir, 'orders.csv'));
  files = { registry, dir };
}, 60_000);
afterAll(async () => {
  await files.registry.close();
  await rm(files.dir, { recursive: true, force: true });
});

/** Rounds numbers so sums of decimals in the database and doubles in DuckDB compare equal. */
function rounded(rows: unknown) {
  return JSON.parse(
    JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v)),
  );
}

const engines = [
  { engine: 'postgres' as const, available: await serverAvailable('postgres') },
  { engine: 'mysql' as const, available: await serverAvailable('mysql') },
];

describe.each(engines)('$engine connector', ({ engine, available }) => {
  let db: { settings: ConnectionSettings; drop(): Promise<void> };
  let connector: Connector;
  let ctx: ToolContext;
  let reference: string;

  beforeAll(async () => {
    if (!available) return;
    const name = `conn_test_${engine}_${suffix}`;
    db =
      engine === 'postgres'
        ? await createPostgresDatabase(name, ROWS)
        : await createMysqlDatabase(name, ROWS);
    connector = openConnector(db.settings, { statementTimeoutMs: 5_000, maxRows: 1000 });
    const catalog = await connector.catalog({ samples: true });
    const orders = catalog.find((t) => t.name === 'orders');
    if (!orders) throw new Error('orders missing from the catalog');
    reference = `${engine}:test/${orders.schema}.orders`;
    const source = new ConnectedSource(
      connector,
      [{ dataset: reference, table: orders }],
      catalog,
      engine === 'postgres' ? 'public' : db.settings.database,
    );
    ctx = { registry: files.registry, connected: (d) => (d === reference ? source : undefined) };
  }, 120_000);
  afterAll(async () => {
    if (!available) return;
    await connector.close();
    await db.drop();
  });

  it.skipIf(!available)(
    'reads the catalog: columns in the tools’ types, an estimate and samples',
    async () => {
      const [orders] = await connector.catalog({ samples: true });
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
      expect((await connector.test()).serverVersion).toMatch(/\d+\.\d+/);
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
    const onFile = await aggregateTool.run({ dataset: 'orders', ...args }, ctx);
    const onDatabase = await aggregateTool.run({ dataset: reference, ...args }, ctx);
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
    const onFile = await comparePeriodsTool.run({ dataset: 'orders', ...args }, ctx);
    const onDatabase = await comparePeriodsTool.run({ dataset: reference, ...args }, ctx);
    expect(rounded((onDatabase.data as { rows: unknown }).rows)).toEqual(
      rounded((onFile.data as { rows: unknown }).rows),
    );
  });

  it.skipIf(!available)('a time series is computed from the database’s monthly totals', async () => {
    const args = { measure: { fn: 'sum', column: 'amount' }, bucket: 'month' };
    const onFile = await timeSeriesTool.run({ dataset: 'orders', ...args }, ctx);
    const onDatabase = await timeSeriesTool.run({ dataset: reference, ...args }, ctx);
    expect(onDatabase.text).toBe(onFile.text);
  });

  it.skipIf(!available)(
    'run_sql runs the database’s dialect and refuses anything but one SELECT',
    async () => {
      const table = engine === 'postgres' ? 'public.orders' : `${db.settings.database}.orders`;
      const sql =
        engine === 'postgres'
          ? `SELECT region, percentile_cont(0.5) WITHIN GROUP (ORDER BY amount) AS median FROM ${table} GROUP BY region ORDER BY region`
          : `SELECT region, COUNT(*) AS n FROM orders GROUP BY region ORDER BY region`;
      const result = await runSqlTool.run({ sql, source: reference, chart: 'none' }, ctx);
      expect((result.data as { rows: unknown[] }).rows).toHaveLength(5);
      for (const [bad, reason] of [
        [`DELETE FROM ${table}`, /read-only|SELECT/i],
        [`SELECT 1; DROP TABLE ${table}`, /exactly one|parsed/i],
        [`SELECT * FROM secret_table`, /Unknown table/],
        [`SELECT set_config('default_transaction_read_only', 'off', false)`, /not allowed|parsed/i],
        [`SELECT id INTO copy_of_orders FROM ${table}`, /INTO|only reading|parsed/i],
      ] as const)
        await expect(runSqlTool.run({ sql: bad, source: reference }, ctx), bad).rejects.toThrow(reason);
      await expect(
        runSqlTool.run({ sql: 'SELECT 1', source: 'postgres:other/public.orders' }, ctx),
      ).rejects.toThrow(/not a connected database table/);
    },
  );

  it.skipIf(!available)(
    'tools that cannot run in the database say so and work on a bounded sample',
    async () => {
      const whole = await runOnConnectedOrSample(profileTool, { dataset: reference }, ctx);
      expect(whole.text).toMatch(
        /^_profile cannot run inside (PostgreSQL|MySQL\/MariaDB): this answer is computed on the whole table/,
      );
      expect(whole.text).toContain('20,000 rows');
      const sampled = await runOnConnectedOrSample(
        correlateTool,
        { dataset: reference, columns: ['amount', 'quantity'] },
        ctx,
        5_000,
      );
      expect(sampled.text).toMatch(/a bounded sample, the first 5,000 rows of about [\d,]+ of /);
      // Pushed-down tools are not sampled.
      const pushed = await runOnConnectedOrSample(
        aggregateTool,
        { dataset: reference, measures: [{ fn: 'count' }] },
        ctx,
      );
      expect(pushed.text).not.toContain('sample');
      expect((pushed.data as { rows: { row_count: number }[] }).rows[0]?.row_count).toBe(ROWS.length);
    },
    60_000,
  );

  it.skipIf(!available)(
    'never runs a second statement hidden after the SELECT, even past the checks',
    async () => {
      const stacked =
        'SELECT 1 AS one) AS x; COMMIT; CREATE TABLE pwned (id int); SELECT * FROM (SELECT 1 AS one';
      await expect(connector.query(stacked)).rejects.toThrow(/could not run the query/);
      const tables = await connector.catalog();
      expect(tables.map((t) => t.name)).not.toContain('pwned');
    },
  );

  it.skipIf(!available)('a huge result comes back cut at the row cap, marked truncated', async () => {
    const result = await connector.query('SELECT * FROM orders', { maxRows: 500 });
    expect(result.rows).toHaveLength(500);
    expect(result.truncated).toBe(true);
  });

  it.skipIf(!available)(
    'every query runs in a read-only transaction: a SELECT that would write is refused',
    async () => {
      const sequence = `seq_${suffix}`;
      const admin = async (sql: string) => {
        if (engine === 'postgres') {
          const c = new pg.Client({ ...PG_ADMIN, database: db.settings.database });
          await c.connect();
          await c.query(sql);
          await c.end();
        } else {
          const c = await mysql.createConnection({ ...MYSQL_ADMIN, database: db.settings.database });
          await c.query(sql);
          await c.end();
        }
      };
      await admin(`CREATE SEQUENCE ${sequence}`);
      const step =
        engine === 'postgres' ? `SELECT nextval('${sequence}') AS n` : `SELECT NEXTVAL(${sequence}) AS n`;
      await expect(connector.query(step)).rejects.toThrow(/Only reading is allowed/);
      if (engine === 'postgres')
        expect(
          (await connector.query("SELECT current_setting('transaction_read_only') AS ro")).rows[0]?.ro,
        ).toBe('on');
    },
  );

  it.skipIf(!available)(
    'a slow query stops at the statement timeout with a clear message',
    async () => {
      const slow = engine === 'postgres' ? 'SELECT pg_sleep(10) AS s' : 'SELECT SLEEP(10) AS s';
      const started = Date.now();
      const error = await connector.query(slow, { timeoutMs: 700 }).catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(6_000);
      if (engine === 'postgres') {
        expect(error).toBeInstanceOf(ConnectorError);
        expect((error as ConnectorError).message).toMatch(/took longer than 1 s/);
      } else {
        // MariaDB ends SLEEP() at the time limit and answers 1 instead of failing.
        if (error instanceof Error) expect(error.message).toMatch(/took longer/);
        else expect((error as { rows: { s: number }[] }).rows[0]?.s).toBe(1);
        const heavy = await connector
          .query('SELECT COUNT(*) AS n FROM orders a, orders b, orders c', { timeoutMs: 700 })
          .catch((e: unknown) => e);
        expect((heavy as Error).message).toMatch(/took longer than 1 s/);
      }
      // The pool is usable afterwards.
      expect((await connector.query('SELECT 1 AS one')).rows[0]?.one).toBe(1);
    },
    20_000,
  );

  it.skipIf(!available)(
    'a connection dropped mid-query is reported, and the next query works',
    async () => {
      const marker = `dropme_${suffix}`;
      const running = connector
        .query(
          engine === 'postgres' ? `SELECT pg_sleep(5) AS "${marker}"` : `SELECT SLEEP(5) AS \`${marker}\``,
          { timeoutMs: 5_000 },
        )
        .catch((e: unknown) => e);
      await new Promise((r) => setTimeout(r, 400));
      if (engine === 'postgres') {
        const admin = new pg.Client(PG_ADMIN);
        await admin.connect();
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE '%${marker}%' AND pid <> pg_backend_pid()`,
        );
        await admin.end();
      } else {
        const admin = await mysql.createConnection(MYSQL_ADMIN);
        const [rows] = await admin.query<mysql.RowDataPacket[]>(
          `SELECT ID FROM information_schema.PROCESSLIST WHERE INFO LIKE '%${marker}%' AND ID <> CONNECTION_ID()`,
        );
        for (const row of rows) await admin.query(`KILL ${Number(row.ID)}`);
        await admin.end();
      }
      const error = await running;
      expect(error).toBeInstanceOf(ConnectorError);
      expect((error as ConnectorError).message).toMatch(/connection to the database was lost/);
      expect((await connector.query('SELECT 2 AS two')).rows[0]?.two).toBe(2);
    },
    20_000,
  );

  it.skipIf(!available)('a table renamed since the catalog was read says so', async () => {
    const renameTo = 'orders_renamed';
    const run = async (sql: string) => {
      if (engine === 'postgres') {
        const c = new pg.Client({ ...PG_ADMIN, database: db.settings.database });
        await c.connect();
        await c.query(sql);
        await c.end();
      } else {
        const c = await mysql.createConnection({ ...MYSQL_ADMIN, database: db.settings.database });
        await c.query(sql);
        await c.end();
      }
    };
    await run(`ALTER TABLE orders RENAME TO ${renameTo}`);
    try {
      await expect(
        aggregateTool.run({ dataset: reference, measures: [{ fn: 'count' }] }, ctx),
      ).rejects.toThrow(/no longer exists in the database.*Refresh the catalog/s);
    } finally {
      await run(`ALTER TABLE ${renameTo} RENAME TO orders`);
    }
  });

  it.skipIf(!available)('wrong database, unreachable host and wrong password are told apart', async () => {
    const missing = openConnector({ ...db.settings, database: `missing_${suffix}` });
    await expect(missing.test()).rejects.toMatchObject({ code: 'database_missing' });
    await missing.close();
    const closed = openConnector({ ...db.settings, port: 1 }, { connectTimeoutMs: 2000 });
    await expect(closed.test()).rejects.toMatchObject({ code: 'unreachable' });
    await closed.close();
    if (engine === 'mysql') {
      const admin = await mysql.createConnection(MYSQL_ADMIN);
      await admin.query(`CREATE USER IF NOT EXISTS 'analyst_${suffix}'@'%' IDENTIFIED BY 'right-password'`);
      try {
        const wrong = openConnector({ ...db.settings, user: `analyst_${suffix}`, password: 'wrong' });
        await expect(wrong.test()).rejects.toMatchObject({
          code: 'auth_failed',
          message: /wrong user name or password/,
        });
        await wrong.close();
      } finally {
        await admin.query(`DROP USER IF EXISTS 'analyst_${suffix}'@'%'`);
        await admin.end();
      }
    }
  });

  it.skipIf(!available)(
    'a server that accepts but never answers ends in a connect timeout, quickly',
    async () => {
      const sockets: net.Socket[] = [];
      const silent = net.createServer((socket) => void sockets.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      try {
        const port = (silent.address() as net.AddressInfo).port;
        const hung = openConnector({ ...db.settings, port }, { connectTimeoutMs: 800 });
        const started = Date.now();
        const error = await hung.test().catch((e: unknown) => e);
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(error).toMatchObject({
          code: 'unreachable',
          message: expect.stringMatching(/Could not reach a database at 127\.0\.0\.1/),
        });
        await hung.close();
      } finally {
        sockets.forEach((s) => s.destroy());
        silent.close();
      }
    },
  );

  it.skipIf(!available)(
    'a median is pushed down where the database has one and refused plainly where not',
    async () => {
      const args = { dataset: reference, measures: [{ fn: 'median', column: 'amount' }] };
      if (engine === 'postgres') {
        const onDatabase = await aggregateTool.run(args, ctx);
        const onFile = await aggregateTool.run({ ...args, dataset: 'orders' }, ctx);
        expect(rounded((onDatabase.data as { rows: unknown }).rows)).toEqual(
          rounded((onFile.data as { rows: unknown }).rows),
        );
      } else await expect(aggregateTool.run(args, ctx)).rejects.toThrow(/cannot be computed inside MySQL/);
    },
  );
});
