/**
 * Database connections over HTTP against the real PostgreSQL and MariaDB: admins add, test, edit
 * and remove them (passwords encrypted, never returned, refused without SECRETS_KEY); members
 * read the catalog and run read-only SQL; every failure has a plain message; stale catalogs are read
 * again on schedule; changes, tests and refreshes are audited. Connected tables in the chat and
 * in an RCA are in tables-in-use.test.ts.
 */
import mysql from 'mysql2/promise';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMysqlDatabase,
  createPostgresDatabase,
  generateOrders,
  MYSQL_ADMIN,
  serverAvailable,
} from '@ai-analyst/engine/connectors/test-databases';
import { createTestApp, type TestApp } from '../../test/support';
import { client } from '../files/test-helpers';
import { auditLogs, databaseConnections } from '../platform/db/schema';
import { decryptSecret } from './secrets';
import { ConnectionService } from './service';
import pg from 'pg';
import { PG_ADMIN } from '@ai-analyst/engine/connectors/test-databases';

const SECRETS_KEY = 'k'.repeat(48);
const ROWS = generateOrders(5_000);
const suffix = `${process.pid}_${Date.now() % 100_000}`;
const available = (await serverAvailable('postgres')) && (await serverAvailable('mysql'));

describe.skipIf(!available)('database connections API', () => {
  let t: TestApp;
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let myDb: Awaited<ReturnType<typeof createMysqlDatabase>>;
  let admin: ReturnType<typeof client>;
  let member: ReturnType<typeof client>;
  let stranger: ReturnType<typeof client>;
  let strangerAdmin: ReturnType<typeof client>;
  const mysqlUser = `analyst_${suffix}`;

  beforeAll(async () => {
    pgDb = await createPostgresDatabase(`conn_api_pg_${suffix}`, ROWS);
    myDb = await createMysqlDatabase(`conn_api_my_${suffix}`, ROWS);
    const root = await mysql.createConnection(MYSQL_ADMIN);
    await root.query(`CREATE USER '${mysqlUser}'@'%' IDENTIFIED BY 'S3cret-pass!'`);
    await root.query(`GRANT SELECT ON \`${myDb.settings.database}\`.* TO '${mysqlUser}'@'%'`);
    await root.end();
    t = await createTestApp('pglite', {
      SECRETS_KEY,
      ANALYST_TOKEN_DELAY_MS: '0',
      LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
    });
    const a = await t.seedOrganization('CONNA');
    const b = await t.seedOrganization('CONNB');
    admin = client(t.app, (await t.login(a.admin)).access);
    member = client(t.app, (await t.login(await t.addUser(a.orgId, 'CONNA', 'member'))).access);
    stranger = client(t.app, (await t.login(await t.addUser(b.orgId, 'CONNB', 'stranger'))).access);
    strangerAdmin = client(t.app, (await t.login(b.admin)).access);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await pgDb?.drop();
    await myDb?.drop();
    const root = await mysql.createConnection(MYSQL_ADMIN);
    await root.query(`DROP USER IF EXISTS '${mysqlUser}'@'%'`);
    await root.end();
  });

  const ids: Record<string, string> = {};

  it('lets an admin add PostgreSQL by URL and MariaDB by fields; members may not', async () => {
    const pgUrl = `postgres://root@127.0.0.1:5432/${pgDb.settings.database}`;
    const refused = await member.call({
      method: 'POST',
      url: '/api/connections/',
      payload: { name: 'x', url: pgUrl },
    });
    expect(refused.statusCode).toBe(403);
    const created = await admin.call({
      method: 'POST',
      url: '/api/connections/',
      payload: { name: 'warehouse', url: pgUrl },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().connection).toMatchObject({
      name: 'warehouse',
      engine: 'postgres',
      port: 5432,
      has_password: false,
    });
    ids.pg = created.json().connection.id;
    const my = await admin.call({
      method: 'POST',
      url: '/api/connections/',
      payload: {
        name: 'shop',
        engine: 'mysql',
        host: '127.0.0.1',
        database: myDb.settings.database,
        user: mysqlUser,
        password: 'S3cret-pass!',
      },
    });
    expect(my.statusCode, my.body).toBe(201);
    ids.my = my.json().connection.id;
    expect(my.body).not.toContain('S3cret-pass!');
    const again = await admin.call({
      method: 'POST',
      url: '/api/connections/',
      payload: { name: 'warehouse', url: pgUrl },
    });
    expect(again.statusCode).toBe(409);
    const bad = await admin.call({
      method: 'POST',
      url: '/api/connections/',
      payload: { name: 'Bad Name', url: pgUrl },
    });
    expect(bad.statusCode).toBe(400);
    const incomplete = await admin.call({
      method: 'POST',
      url: '/api/connections/',
      payload: { name: 'half', engine: 'postgres' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error).toMatch(/Missing host, database, user/);
    // Connections count as data sources of the organization's plan.
    const org = await admin.call({ method: 'GET', url: '/api/admin/organization/' });
    expect(org.json().organization.data_sources.used).toBe(2);
  });

  it('stores the password only encrypted and never returns it', async () => {
    const [row] = await t.database.db
      .select()
      .from(databaseConnections)
      .where(eq(databaseConnections.id, ids.my as string));
    expect(row?.passwordEncrypted).toMatch(/^v1\./);
    expect(row?.passwordEncrypted).not.toContain('S3cret');
    expect(decryptSecret(SECRETS_KEY, row?.passwordEncrypted as string)).toBe('S3cret-pass!');
    for (const who of [admin, member]) {
      const list = await who.call({ method: 'GET', url: '/api/connections/' });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain('S3cret');
      expect(list.body).not.toContain(row?.passwordEncrypted as string);
      expect(list.json().connections.map((c: { name: string }) => c.name)).toEqual(['shop', 'warehouse']);
    }
  });

  it('refuses to store a password without SECRETS_KEY, in plain words', async () => {
    const bare = await createTestApp('pglite');
    try {
      const org = await bare.seedOrganization('NOKEY');
      const as = client(bare.app, (await bare.login(org.admin)).access);
      const res = await as.call({
        method: 'POST',
        url: '/api/connections/',
        payload: { name: 'x', engine: 'postgres', host: 'h', database: 'd', user: 'u', password: 'p' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'secrets_key_missing',
        error: expect.stringMatching(/SECRETS_KEY/),
      });
    } finally {
      await bare.close();
    }
  });

  it('tests connections and tells each failure apart', async () => {
    const ok = await admin.call({ method: 'POST', url: `/api/connections/${ids.my}/test/` });
    expect(ok.json().result).toMatchObject({ ok: true, server_version: expect.stringMatching(/MariaDB|\d/) });
    const probe = (payload: object) => admin.call({ method: 'POST', url: '/api/connections/test/', payload });
    const base = { engine: 'mysql', host: '127.0.0.1', database: myDb.settings.database, user: mysqlUser };
    const cases: [object, string, RegExp][] = [
      [{ ...base, password: 'wrong' }, 'auth_failed', /wrong user name or password/],
      [{ ...base, password: 'S3cret-pass!', database: 'no_such_db' }, 'auth_failed|database_missing', /./],
      [{ ...base, password: 'S3cret-pass!', port: 1 }, 'unreachable', /Could not reach/],
      [
        { engine: 'postgres', host: '127.0.0.1', database: `missing_${suffix}`, user: 'root' },
        'database_missing',
        /does not exist/,
      ],
      [{ ...base, password: 'S3cret-pass!', tls: 'require' }, 'tls_failed', /encrypted/],
    ];
    for (const [payload, code, message] of cases) {
      const res = await probe(payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result.ok).toBe(false);
      expect(res.json().result.code).toMatch(new RegExp(`^(${code})$`));
      expect(res.json().result.error).toMatch(message);
    }
    expect((await member.call({ method: 'POST', url: `/api/connections/${ids.my}/test/` })).statusCode).toBe(
      403,
    );
  });

  it('shows members the catalog with references, estimates and samples, and refreshes it', async () => {
    const res = await member.call({ method: 'GET', url: `/api/connections/${ids.pg}/tables/` });
    expect(res.statusCode, res.body).toBe(200);
    const orders = res.json().tables.find((tb: { name: string }) => tb.name === 'orders');
    expect(orders).toMatchObject({ reference: 'postgres:warehouse/public.orders', kind: 'table' });
    expect(orders.row_estimate).toBeGreaterThan(1000);
    expect(orders.columns.find((c: { name: string }) => c.name === 'region').samples.length).toBeGreaterThan(
      0,
    );
    const refreshed = await member.call({ method: 'POST', url: `/api/connections/${ids.my}/refresh/` });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().tables[0].reference).toBe(`mysql:shop/${myDb.settings.database}.orders`);
  });

  it('runs a member’s SELECT in the database and refuses anything else', async () => {
    const res = await member.call({
      method: 'POST',
      url: `/api/connections/${ids.pg}/sql/`,
      payload: { sql: 'SELECT count(*) AS n, sum(amount) AS total FROM orders' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = ROWS.reduce((s, r) => s + r.amount, 0);
    expect(res.json().result.rows[0].n).toBe(ROWS.length);
    expect(res.json().result.rows[0].total).toBeCloseTo(expected, 2);
    const refused = await member.call({
      method: 'POST',
      url: `/api/connections/${ids.pg}/sql/`,
      payload: { sql: 'DELETE FROM orders' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/read-only|SELECT/);
  });

  it('keeps the connections of one organization invisible and unusable to another', async () => {
    for (const who of [stranger, strangerAdmin]) {
      const list = await who.call({ method: 'GET', url: '/api/connections/' });
      expect(list.json().connections).toEqual([]);
      for (const [method, url, payload] of [
        ['GET', `/api/connections/${ids.pg}/`, undefined],
        ['GET', `/api/connections/${ids.pg}/tables/`, undefined],
        ['POST', `/api/connections/${ids.pg}/refresh/`, undefined],
        ['POST', `/api/connections/${ids.pg}/sql/`, { sql: 'SELECT 1' }],
      ] as const) {
        const res = await who.call({ method, url, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.body).not.toContain('warehouse');
      }
    }
    for (const [method, url] of [
      ['PATCH', `/api/connections/${ids.pg}/`],
      ['DELETE', `/api/connections/${ids.pg}/`],
      ['POST', `/api/connections/${ids.pg}/test/`],
    ] as const) {
      const res = await strangerAdmin.call({
        method,
        url,
        ...(method === 'PATCH' ? { payload: { host: 'evil' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('reads stale catalogs again on schedule, so a new table shows up', async () => {
    const c = new pg.Client({ ...PG_ADMIN, database: pgDb.settings.database });
    await c.connect();
    await c.query('CREATE VIEW big_orders AS SELECT * FROM orders WHERE amount > 90');
    await c.end();
    const service = new ConnectionService({ db: t.database.db, config: t.config });
    try {
      expect(await service.refreshStaleCatalogs(0)).toBeGreaterThanOrEqual(1);
    } finally {
      await service.close();
    }
    const res = await member.call({ method: 'GET', url: `/api/connections/${ids.pg}/tables/` });
    expect(res.json().tables.find((tb: { name: string }) => tb.name === 'big_orders')).toMatchObject({
      kind: 'view',
    });
  });

  it('audits changes; an edit keeps the password unless a new one is given', async () => {
    const edited = await admin.call({
      method: 'PATCH',
      url: `/api/connections/${ids.my}/`,
      payload: { host: 'localhost' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().connection).toMatchObject({
      host: 'localhost',
      has_password: true,
      status: 'untested',
    });
    const tested = await admin.call({ method: 'POST', url: `/api/connections/${ids.my}/test/` });
    expect(tested.json().result.ok).toBe(true);
    const removed = await admin.call({ method: 'DELETE', url: `/api/connections/${ids.my}/` });
    expect(removed.statusCode).toBe(200);
    expect((await member.call({ method: 'GET', url: `/api/connections/${ids.my}/` })).statusCode).toBe(404);
    const actions = (await t.database.db.select().from(auditLogs))
      .map((r) => r.action)
      .filter((a) => a.startsWith('connection.'));
    expect(actions).toEqual(
      expect.arrayContaining([
        'connection.create',
        'connection.update',
        'connection.delete',
        'connection.test',
        'connection.refresh',
      ]),
    );
    const logged = JSON.stringify(await t.database.db.select().from(auditLogs));
    expect(logged).not.toContain('S3cret');
  });
});
