/**
 * The connectors against the real PostgreSQL and MariaDB when things go wrong: huge results,
 * slow queries, dropped connections, renamed tables, wrong passwords, writes and hidden second
 * statements each end in a clear message, without hanging, and the pool is usable afterwards.
 */
import net from 'node:net';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { aggregateTool } from '../tools/aggregate';
import { openConnector } from './open';
import { generateOrders, MYSQL_ADMIN, PG_ADMIN } from './test-databases';
import { RUN_SUFFIX, testEngines, useConnectedOrders, useOrdersWorkspace } from './test-support';
import { ConnectorError } from './types';

const ROWS = generateOrders(5_000);
const workspace = useOrdersWorkspace(ROWS);

const engines = await testEngines();

describe.each(engines)('$engine connector failures', ({ engine, available }) => {
  const t = useConnectedOrders({
    engine,
    available,
    prefix: 'conn_fail',
    rows: ROWS,
    workspace,
    limits: { statementTimeoutMs: 5_000, maxRows: 1000 },
  });

  /** Runs a statement as the database's administrator (what the read-only connector may not do). */
  const asAdmin = async (sql: string) => {
    if (engine === 'postgres') {
      const c = new pg.Client({ ...PG_ADMIN, database: t.db.settings.database });
      await c.connect();
      await c.query(sql);
      await c.end();
    } else {
      const c = await mysql.createConnection({ ...MYSQL_ADMIN, database: t.db.settings.database });
      await c.query(sql);
      await c.end();
    }
  };

  it.skipIf(!available)(
    'never runs a second statement hidden after the SELECT, even past the checks',
    async () => {
      const stacked =
        'SELECT 1 AS one) AS x; COMMIT; CREATE TABLE pwned (id int); SELECT * FROM (SELECT 1 AS one';
      await expect(t.connector.query(stacked)).rejects.toThrow(/could not run the query/);
      const tables = await t.connector.catalog();
      expect(tables.map((t) => t.name)).not.toContain('pwned');
    },
  );

  it.skipIf(!available)('a huge result comes back cut at the row cap, marked truncated', async () => {
    const result = await t.connector.query('SELECT * FROM orders', { maxRows: 500 });
    expect(result.rows).toHaveLength(500);
    expect(result.truncated).toBe(true);
  });

  it.skipIf(!available)(
    'every query runs in a read-only transaction: a SELECT that would write is refused',
    async () => {
      const sequence = `seq_${RUN_SUFFIX}`;
      await asAdmin(`CREATE SEQUENCE ${sequence}`);
      const step =
        engine === 'postgres' ? `SELECT nextval('${sequence}') AS n` : `SELECT NEXTVAL(${sequence}) AS n`;
      await expect(t.connector.query(step)).rejects.toThrow(/Only reading is allowed/);
      if (engine === 'postgres')
        expect(
          (await t.connector.query("SELECT current_setting('transaction_read_only') AS ro")).rows[0]?.ro,
        ).toBe('on');
    },
  );

  it.skipIf(!available)(
    'a slow query stops at the statement timeout with a clear message',
    async () => {
      const slow = engine === 'postgres' ? 'SELECT pg_sleep(10) AS s' : 'SELECT SLEEP(10) AS s';
      const started = Date.now();
      const error = await t.connector.query(slow, { timeoutMs: 700 }).catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(6_000);
      if (engine === 'postgres') {
        expect(error).toBeInstanceOf(ConnectorError);
        expect((error as ConnectorError).message).toMatch(/took longer than 1 s/);
      } else {
        // MariaDB ends SLEEP() at the time limit and answers 1 instead of failing.
        if (error instanceof Error) expect(error.message).toMatch(/took longer/);
        else expect((error as { rows: { s: number }[] }).rows[0]?.s).toBe(1);
        const heavy = await t.connector
          .query('SELECT COUNT(*) AS n FROM orders a, orders b, orders c', { timeoutMs: 700 })
          .catch((e: unknown) => e);
        expect((heavy as Error).message).toMatch(/took longer than 1 s/);
      }
      // The pool is usable afterwards.
      expect((await t.connector.query('SELECT 1 AS one')).rows[0]?.one).toBe(1);
    },
    20_000,
  );

  it.skipIf(!available)(
    'a connection dropped mid-query is reported, and the next query works',
    async () => {
      const marker = `dropme_${RUN_SUFFIX}`;
      const running = t.connector
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
      expect((await t.connector.query('SELECT 2 AS two')).rows[0]?.two).toBe(2);
    },
    20_000,
  );

  it.skipIf(!available)('a table renamed since the catalog was read says so', async () => {
    const renameTo = 'orders_renamed';
    await asAdmin(`ALTER TABLE orders RENAME TO ${renameTo}`);
    try {
      await expect(
        aggregateTool.run({ dataset: t.reference, measures: [{ fn: 'count' }] }, t.ctx),
      ).rejects.toThrow(/no longer exists in the database.*Refresh the catalog/s);
    } finally {
      await asAdmin(`ALTER TABLE ${renameTo} RENAME TO orders`);
    }
  });

  it.skipIf(!available)('wrong database, unreachable host and wrong password are told apart', async () => {
    const missing = openConnector({ ...t.db.settings, database: `missing_${RUN_SUFFIX}` });
    await expect(missing.test()).rejects.toMatchObject({ code: 'database_missing' });
    await missing.close();
    const closed = openConnector({ ...t.db.settings, port: 1 }, { connectTimeoutMs: 2000 });
    await expect(closed.test()).rejects.toMatchObject({ code: 'unreachable' });
    await closed.close();
    if (engine === 'mysql') {
      const admin = await mysql.createConnection(MYSQL_ADMIN);
      await admin.query(
        `CREATE USER IF NOT EXISTS 'analyst_${RUN_SUFFIX}'@'%' IDENTIFIED BY 'right-password'`,
      );
      try {
        const wrong = openConnector({ ...t.db.settings, user: `analyst_${RUN_SUFFIX}`, password: 'wrong' });
        await expect(wrong.test()).rejects.toMatchObject({
          code: 'auth_failed',
          message: /wrong user name or password/,
        });
        await wrong.close();
      } finally {
        await admin.query(`DROP USER IF EXISTS 'analyst_${RUN_SUFFIX}'@'%'`);
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
        const hung = openConnector({ ...t.db.settings, port }, { connectTimeoutMs: 800 });
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
});
