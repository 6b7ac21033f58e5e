import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp, type TestUser } from '../../test/support';
import { userFilesRoot } from '../files/paths';
import { conversations, messages, rcaRequests } from '../platform/db/schema';
import { analyticsWindow } from './analytics';

const DAY_MS = 86_400_000;

// Fixed once, so that seeding and expectations agree on which day is today.
const NOW = new Date();
const TODAY_MS = Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate());

/** Noon UTC of the day `daysAgo` before today, and its date. */
function noon(daysAgo: number): { at: Date; date: string } {
  const at = new Date(TODAY_MS - daysAgo * DAY_MS + DAY_MS / 2);
  return { at, date: at.toISOString().slice(0, 10) };
}

type Daily = { date: string; count: number };
const on = (days: Daily[], date: string) => days.find((d) => d.date === date)?.count;

describe('analytics window', () => {
  it('covers the last N UTC days, today included', () => {
    const { start, dates } = analyticsWindow(3, new Date('2026-03-01T23:59:00Z'));
    expect(start.toISOString()).toBe('2026-02-27T00:00:00.000Z');
    expect(dates).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});

describe.each(drivers)('GET /api/admin/analytics/ on %s', (driver) => {
  let t: TestApp;
  let adminA: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let adminToken: string;
  let aliceToken: string;
  let adminBToken: string;

  /** A conversation of `user` with messages: [daysAgo, type, tool call names]. */
  async function seedConversation(user: TestUser, rows: [number, 'user' | 'assistant', string[]?][]) {
    const { db } = t.database;
    const [conversation] = await db
      .insert(conversations)
      .values({ organizationId: user.organizationId, userId: user.id, title: 'Seeded' })
      .returning();
    for (const [daysAgo, messageType, tools] of rows) {
      await db.insert(messages).values({
        conversationId: conversation!.id,
        organizationId: user.organizationId,
        userId: user.id,
        messageType,
        content: 'seeded',
        createdAt: noon(daysAgo).at,
        metadata: tools ? { tool_calls: tools.map((name) => ({ name, arguments: {}, ok: true })) } : {},
      });
    }
  }

  async function seedRca(user: TestUser, daysAgo: number | null, status: string) {
    await t.database.db.insert(rcaRequests).values({
      organizationId: user.organizationId,
      userId: user.id,
      status,
      problemDescription: 'Why?',
      dataSources: ['sales.csv'],
      createdAt: noon(daysAgo ?? 1).at,
      startedAt: daysAgo === null ? null : noon(daysAgo).at,
    });
  }

  function writeFile(user: TestUser, name: string, bytes: number) {
    const root = userFilesRoot(t.config.dataDir, user.organizationId, user.id);
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(path.join(root, name), Buffer.alloc(bytes, 1));
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    const a = await t.seedOrganization('ANLA');
    adminA = a.admin;
    alice = await t.addUser(a.orgId, 'ANLA', 'alice');
    bob = await t.addUser(a.orgId, 'ANLA', 'bob');
    const b = await t.seedOrganization('ANLB');
    const mallory = await t.addUser(b.orgId, 'ANLB', 'mallory');

    // Organization A. Alice: 2 messages 2 days ago, 1 today; Bob: 1 message 2 days ago, 1 forty days ago.
    await seedConversation(alice, [
      [2, 'user'],
      [2, 'assistant', ['sql_query', 'chart']],
      [2, 'user'],
      [2, 'assistant', ['sql_query']],
      [0, 'user'],
      [0, 'assistant'],
    ]);
    await seedConversation(bob, [
      [2, 'user'],
      [2, 'assistant', ['profile']],
      [40, 'user'],
      [40, 'assistant', ['sql_query']],
    ]);
    // RCA: 3 completed, 1 failed, 1 cancelled, 1 never started, 1 outside the window.
    await seedRca(alice, 1, 'completed');
    await seedRca(alice, 1, 'completed');
    await seedRca(bob, 3, 'completed');
    await seedRca(bob, 3, 'failed');
    await seedRca(bob, 3, 'cancelled');
    await seedRca(bob, null, 'pending');
    await seedRca(alice, 45, 'failed');
    writeFile(alice, 'sales.csv', 3000);
    writeFile(bob, 'tiny.csv', 1000);

    // Organization B does the same things; none of it may be counted for A.
    await seedConversation(mallory, [
      [2, 'user'],
      [2, 'assistant', ['sql_query', 'sql_query']],
      [0, 'user'],
    ]);
    await seedRca(mallory, 1, 'failed');
    writeFile(mallory, 'secret.csv', 9999);

    // Sign-ins today: admin A and Alice (Bob does not sign in); admin B in organization B.
    adminToken = (await t.login(adminA)).access;
    aliceToken = (await t.login(alice)).access;
    adminBToken = (await t.login(b.admin)).access;
  });
  afterAll(() => t.close());

  const get = (token: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/analytics/${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('counts messages, active users, RCA runs, storage and tool calls of the organization', async () => {
    const res = await get(adminToken, '?days=30');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const today = noon(0).date;
    const twoDaysAgo = noon(2).date;
    expect(data.days).toBe(30);
    expect(data.messages_per_day).toHaveLength(30);
    expect(data.to).toBe(today);
    // Only messages people sent: 3 two days ago (Alice 2, Bob 1), 1 today; the 40-day-old one is out.
    expect(on(data.messages_per_day, twoDaysAgo)).toBe(3);
    expect(on(data.messages_per_day, today)).toBe(1);
    expect(data.messages_per_day.reduce((n: number, d: Daily) => n + d.count, 0)).toBe(4);
    // Two days ago: Alice and Bob wrote. Today: Alice wrote and signed in, admin A signed in.
    // One day ago: Alice started RCA runs. Three days ago: Bob did.
    expect(on(data.active_users_per_day, twoDaysAgo)).toBe(2);
    expect(on(data.active_users_per_day, today)).toBe(2);
    expect(on(data.active_users_per_day, noon(1).date)).toBe(2); // Alice's runs; Bob's pending request
    expect(on(data.active_users_per_day, noon(3).date)).toBe(1);
    expect(data.rca).toMatchObject({ runs: 5, completed: 3, failed: 1, success_rate: 0.75 });
    expect(on(data.rca.per_day, noon(1).date)).toBe(2);
    expect(on(data.rca.per_day, noon(3).date)).toBe(3);
    expect(data.storage_by_user).toEqual([
      { username: 'alice', bytes: 3000 },
      { username: 'bob', bytes: 1000 },
    ]);
    expect(data.tool_calls).toEqual([
      { tool: 'sql_query', count: 2 },
      { tool: 'chart', count: 1 },
      { tool: 'profile', count: 1 },
    ]);
    expect(data.tool_calls_source).toBe('assistant_messages');
  });

  it('widens the window with days', async () => {
    const data = (await get(adminToken, '?days=60')).json().data;
    expect(data.messages_per_day).toHaveLength(60);
    expect(on(data.messages_per_day, noon(40).date)).toBe(1);
    expect(data.rca).toMatchObject({ runs: 6, completed: 3, failed: 2, success_rate: 0.6 });
    expect(data.tool_calls[0]).toEqual({ tool: 'sql_query', count: 3 });
  });

  it('shows another organization only its own figures', async () => {
    const data = (await get(adminBToken)).json().data;
    expect(data.days).toBe(30);
    expect(data.messages_per_day.reduce((n: number, d: Daily) => n + d.count, 0)).toBe(2);
    expect(data.rca).toMatchObject({ runs: 1, completed: 0, failed: 1, success_rate: 0 });
    expect(data.storage_by_user).toEqual([{ username: 'mallory', bytes: 9999 }]);
    expect(data.tool_calls).toEqual([{ tool: 'sql_query', count: 2 }]);
  });

  it('is for admins only and validates the range', async () => {
    expect((await get(aliceToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/analytics/' })).statusCode).toBe(401);
    for (const days of ['0', '366', 'x', '1.5'])
      expect((await get(adminToken, `?days=${days}`)).statusCode).toBe(400);
  });
});
