/**
 * Connected tables in use, against the real PostgreSQL: a model's tool call on an attached table
 * runs inside the database; the built-in analyst plans from the table's facts (aggregates in the
 * database) over a file of its columns and runs its query there, saying so; rows are copied only
 * when a tool that cannot run in the database needs them, counted against the storage quota and,
 * for a larger table, its earliest and latest rows by date; an RCA reads the table's cube,
 * aggregated in the database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  generateOrders,
  serverAvailable,
} from '@ai-analyst/engine/connectors/test-databases';
import { DatasetRegistry } from '@ai-analyst/engine/data/registry';
import { createTestApp, type TestApp } from '../../test/support';
import { FakeOpenAi, sseText, sseToolCall } from '../../test/chat-fake-openai';
import { FileStorage } from '../files/storage';
import { client } from '../files/test-helpers';
import { rcaRequests } from '../platform/db/schema';
import { ConnectionService } from './service';

const ROWS = generateOrders(5_000);
const suffix = `${process.pid}_${Date.now() % 100_000}`;
const available = await serverAvailable('postgres');

describe.skipIf(!available)('connected tables in the chat and in an RCA', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let admin: ReturnType<typeof client>;
  let member: ReturnType<typeof client>;
  let orgA: string;
  let memberUser: Awaited<ReturnType<TestApp['addUser']>>;

  beforeAll(async () => {
    pgDb = await createPostgresDatabase(`conn_use_pg_${suffix}`, ROWS);
    fake = await FakeOpenAi.start();
    t = await createTestApp('pglite', {
      SECRETS_KEY: 'k'.repeat(48),
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseUrl,
      ANALYST_TOKEN_DELAY_MS: '0',
      LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
    });
    const a = await t.seedOrganization('CONNA');
    orgA = a.orgId;
    admin = client(t.app, (await t.login(a.admin)).access);
    memberUser = await t.addUser(a.orgId, 'CONNA', 'member');
    member = client(t.app, (await t.login(memberUser)).access);
    const created = await admin.call({
      method: 'POST',
      url: '/api/connections/',
      payload: { name: 'warehouse', url: `postgres://root@127.0.0.1:5432/${pgDb.settings.database}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().connection.id as string;
    expect((await member.call({ method: 'GET', url: `/api/connections/${id}/tables/` })).statusCode).toBe(
      200,
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await pgDb?.drop();
  });

  it('answers a model’s aggregate on an attached database table from inside the database', async () => {
    const reference = 'postgres:warehouse/public.orders';
    const conversation = await member.call({
      method: 'POST',
      url: '/api/chat/conversations/',
      payload: { qpn_mode: 'tool_enhanced' },
    });
    const id = conversation.json().conversation.id;
    const args = {
      dataset: reference,
      measures: [{ fn: 'sum', column: 'amount' }],
      groupBy: ['region'],
      limit: 2,
      chart: 'none',
    };
    fake.reset();
    fake.respond = (request, res) => {
      if (!request.body.messages.some((m) => m.role === 'tool'))
        sseToolCall(res, 'call_db', 'aggregate', args);
      else sseText(res, ['Done.']);
    };
    const sent = await member.call({
      method: 'POST',
      url: `/api/chat/conversations/${id}/messages/`,
      payload: { content: 'Top regions by revenue?', attachments: [reference] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const told = String(fake.requests[0]?.body.messages.at(-1)?.content);
    expect(told).toContain(`- ${reference}: PostgreSQL table`);
    const result = String(fake.requests[1]?.body.messages.find((m) => m.role === 'tool')?.content);
    const byRegion = new Map<string, number>();
    for (const r of ROWS) byRegion.set(r.region, (byRegion.get(r.region) ?? 0) + r.amount);
    const [leader] = [...byRegion.entries()].sort((x, y) => y[1] - x[1]);
    expect(result).toContain(`"region":"${leader?.[0].replace(/\\/g, '\\\\')}"`);
    expect(result).toContain('FROM \\"public\\".\\"orders\\"');
    expect(sent.json().assistant_message.content).toContain('```table');
  });

  it('lets the built-in analyst answer on an attached table inside the database, saying so', async () => {
    const reference = 'postgres:warehouse/public.orders';
    const conversation = await member.call({ method: 'POST', url: '/api/chat/conversations/', payload: {} });
    const id = conversation.json().conversation.id;
    const sent = await member.call({
      method: 'POST',
      url: `/api/chat/conversations/${id}/messages/`,
      payload: { content: 'What is the total amount by region?', attachments: [reference], model: 'analyst' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const content = sent.json().assistant_message.content as string;
    expect(content).toContain(
      `_Computed inside PostgreSQL on every row of ${reference}; only the result came back._`,
    );
    expect(content).not.toContain('copied to');
    const byRegion = new Map<string, number>();
    for (const r of ROWS) byRegion.set(r.region, (byRegion.get(r.region) ?? 0) + r.amount);
    const [leader] = [...byRegion.entries()].sort((x, y) => y[1] - x[1]);
    expect(content).toContain(`${leader?.[0]}: ${Math.round(leader?.[1] ?? 0).toLocaleString('en')}`);
    expect(content).toContain('```table');
    // A profile is computed by aggregates inside the database; a preview reads rows: they are
    // copied then, and the reply says so.
    const ask = (question: string) =>
      member.call({
        method: 'POST',
        url: `/api/chat/conversations/${id}/messages/`,
        payload: { content: question, attachments: [reference], model: 'analyst' },
      });
    const profiled = await ask('profile this table');
    expect(profiled.statusCode, profiled.body).toBe(201);
    const profile = profiled.json().assistant_message.content as string;
    expect(profile).toContain('_Computed inside PostgreSQL on every row by aggregate queries');
    expect(profile).not.toContain('copied to');
    const previewed = await ask('preview the table');
    expect(previewed.statusCode, previewed.body).toBe(201);
    const preview = previewed.json().assistant_message.content as string;
    expect(preview).toContain(`was answered on ${reference} (5,000 rows, the whole table), copied to`);
  });

  it('counts the analyst’s copy of a table’s rows against the storage quota', async () => {
    const reference = 'postgres:warehouse/public.orders';
    const setQuota = (mb: number | null) =>
      admin.call({ method: 'PUT', url: '/api/admin/settings/', payload: { user_quota_mb: mb } });
    // A user without files yet: a copy replacing an earlier one counts only its growth.
    const newcomer = client(t.app, (await t.login(await t.addUser(orgA, 'CONNA', 'newcomer'))).access);
    expect((await setQuota(0.01)).statusCode).toBe(200);
    try {
      const conversation = await newcomer.call({
        method: 'POST',
        url: '/api/chat/conversations/',
        payload: {},
      });
      const sent = await newcomer.call({
        method: 'POST',
        url: `/api/chat/conversations/${conversation.json().conversation.id}/messages/`,
        payload: {
          content: 'What is the total amount by region?',
          attachments: [reference],
          model: 'analyst',
        },
      });
      // Planning needs no copy of the rows: the question is answered inside the database.
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json().assistant_message.content).toContain('Computed inside PostgreSQL');
      // A preview reads rows: their copy would pass the quota and is refused in plain words.
      const profiled = await newcomer.call({
        method: 'POST',
        url: `/api/chat/conversations/${conversation.json().conversation.id}/messages/`,
        payload: { content: 'preview the table', attachments: [reference], model: 'analyst' },
      });
      expect(profiled.statusCode, profiled.body).toBe(201);
      const content = profiled.json().assistant_message.content as string;
      expect(content).toMatch(new RegExp(`- ${reference}: Your storage quota of [\\d.]+ KB is full`));
      expect(content).not.toContain('Computed inside PostgreSQL');
    } finally {
      expect((await setQuota(null)).statusCode).toBe(200);
    }
  });

  it('copies rows only when a tool needs them: a larger table as its earliest and latest rows by date', async () => {
    const files = new FileStorage(t.config.dataDir, t.config.userQuotaBytes, t.config.maxUploadBytes);
    const service = new ConnectionService({ db: t.database.db, config: t.config, files });
    const owner = { organizationId: orgA, userId: memberUser.id };
    const dir = await mkdtemp(join(tmpdir(), 'analyst-copy-'));
    const registry = await DatasetRegistry.open({
      cacheDir: join(dir, 'cache'),
      dataDirs: [files.rootOf(owner)],
    });
    const read = async (path: string) => {
      const info = await registry.register(join(files.rootOf(owner), path));
      return (
        await registry.query(
          `SELECT count(*) AS n, CAST(min(order_date) AS VARCHAR) AS first, CAST(max(order_date) AS VARCHAR) AS last FROM ${info.name}`,
        )
      ).rows[0];
    };
    try {
      const copy = await service.copyForAnalyst(owner, 'postgres:warehouse/public.orders', 1000);
      expect(copy).not.toBeNull();
      const profile = [{ tool: 'preview', arguments: { dataset: 'orders' }, ok: true }];
      const inside = [{ tool: 'ask_data', arguments: { dataset: 'orders' }, ok: true }];
      // The file holds the columns only: planning reads the table's facts.
      expect(await read(copy!.path)).toEqual({ n: 0, first: null, last: null });
      // A pushed-down step that never reached the database (a median MySQL cannot compute) read the file.
      expect(copy!.rowsNeeded('orders', inside)).toBe(true);
      await copy!.sourceAs('orders').query('SELECT 1 AS one');
      expect(copy!.rowsNeeded('orders', inside)).toBe(false);
      expect(copy!.rowsNeeded('orders', profile)).toBe(true);
      await copy!.withRows();
      expect(copy!.rowsNeeded('orders', profile)).toBe(false);
      const note = copy!.noteFor('orders', profile);
      expect(note).toContain('its 500 earliest and 500 latest rows by order_date of 5,000');
      const dates = ROWS.map((r) => r.order_date).sort();
      expect(await read(copy!.path)).toEqual({ n: 1000, first: dates[0], last: dates.at(-1) });
    } finally {
      await registry.close();
      await rm(dir, { recursive: true, force: true });
      await service.close();
    }
  });

  it('runs a root cause analysis on a connected table from its cube, aggregated in the database', async () => {
    const created = await member.call({
      method: 'POST',
      url: '/api/rca/requests/',
      payload: {
        problem_description: 'Why did the amount rise?',
        data_sources: ['postgres:warehouse/public.orders'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    expect((await member.call({ method: 'POST', url: `/api/rca/requests/${id}/start/` })).statusCode).toBe(
      200,
    );
    const [row] = await t.database.db.select().from(rcaRequests).where(eq(rcaRequests.id, id));
    expect(await t.app.services.jobs.waitFor(row!.jobId!, 120_000)).not.toBeNull();
    const done = (await member.call({ method: 'GET', url: `/api/rca/requests/${id}/` })).json().data;
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'completed', error: null });
    // The cube, not the table, reached the server: one row per day and region/product.
    const listing = await member.call({
      method: 'GET',
      url: `/api/files/list/?path=${encodeURIComponent('Data Sources')}`,
    });
    expect(listing.json().items.map((i: { name: string }) => i.name)).toContain(
      'postgres-warehouse-public.orders.csv',
    );
  }, 150_000);

  it('counts the RCA cube against the storage quota: over it, the run fails saying so', async () => {
    const setQuota = (mb: number | null) =>
      admin.call({ method: 'PUT', url: '/api/admin/settings/', payload: { user_quota_mb: mb } });
    const analyst = client(t.app, (await t.login(await t.addUser(orgA, 'CONNA', 'cubes'))).access);
    expect((await setQuota(0.01)).statusCode).toBe(200);
    try {
      const created = await analyst.call({
        method: 'POST',
        url: '/api/rca/requests/',
        payload: {
          problem_description: 'Why did the amount rise?',
          data_sources: ['postgres:warehouse/public.orders'],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as string;
      expect((await analyst.call({ method: 'POST', url: `/api/rca/requests/${id}/start/` })).statusCode).toBe(
        200,
      );
      const [row] = await t.database.db.select().from(rcaRequests).where(eq(rcaRequests.id, id));
      await t.app.services.jobs.waitFor(row!.jobId!, 120_000);
      const done = (await analyst.call({ method: 'GET', url: `/api/rca/requests/${id}/` })).json().data;
      expect(done.status).toBe('failed');
      expect(String(done.error)).toMatch(/storage quota of [\d.]+ KB is full/);
    } finally {
      expect((await setQuota(null)).statusCode).toBe(200);
    }
  }, 150_000);
});
