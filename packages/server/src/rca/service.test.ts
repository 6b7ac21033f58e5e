import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../auth/authenticate';
import { organizations, users } from '../platform/db/schema';
import { drivers, openTestDatabase, type Driver } from '../../test/support';
import { createOrganization } from '../organizations/commands';
import { createUser } from '../auth/accounts';
import type { DatabaseHandle } from '../platform/db/client';
import { RcaService, type RcaLauncher } from './service';
import { rcaSessions } from './tables';

async function callerFor(db: DatabaseHandle['db'], userId: string): Promise<AuthContext> {
  const [row] = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  return { user: row!.user, organization: row!.organization, sessionId: 's' };
}

describe.each(drivers)('RCA requests service on %s', (driver: Driver) => {
  let database: DatabaseHandle;
  let rca: RcaService;
  const launched: string[] = [];
  const cancelled: string[] = [];
  const launcher: RcaLauncher = {
    launch: async (id) => void launched.push(id),
    cancel: async (id) => void cancelled.push(id),
  };
  let alice: AuthContext;
  let bob: AuthContext;
  let carol: AuthContext;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    rca = new RcaService(database.db, launcher);
    const a = await createOrganization(database.db, { name: 'A', code: 'A1' });
    const b = await createOrganization(database.db, { name: 'B', code: 'B1' });
    alice = await callerFor(
      database.db,
      (
        await createUser(database.db, {
          organizationId: a.id,
          username: 'alice',
          password: 'password-1',
          role: 'user',
        })
      ).id,
    );
    bob = await callerFor(
      database.db,
      (
        await createUser(database.db, {
          organizationId: a.id,
          username: 'bob',
          password: 'password-1',
          role: 'user',
        })
      ).id,
    );
    carol = await callerFor(
      database.db,
      (
        await createUser(database.db, {
          organizationId: b.id,
          username: 'carol',
          password: 'password-1',
          role: 'admin',
        })
      ).id,
    );
  });
  afterAll(() => database.close());

  it('creates a request with the defaults, trimming and de-duplicating data sources', async () => {
    const created = await rca.create(alice, {
      problem_description: 'Why did revenue drop?',
      data_sources: ['sales', ' sales ', '/Uploads/x.csv'],
      context_info: '',
      priority: 'medium',
      client_id: 'demo',
      metadata: {},
    });
    expect(created).toMatchObject({
      status: 'pending',
      priority: 'medium',
      client_id: 'demo',
      data_sources: ['sales', '/Uploads/x.csv'],
      progress_percentage: 0,
    });
    await expect(
      rca.create(alice, {
        problem_description: 'x',
        data_sources: ['s'],
        context_info: '',
        priority: 'low',
        client_id: 'nope',
        metadata: {},
      }),
    ).rejects.toThrow(/Unknown client configuration 'nope'/);
  });

  it('starts once, refuses a second start, and cancels', async () => {
    const created = await rca.create(alice, {
      problem_description: 'Churn rose',
      data_sources: ['subs'],
      context_info: 'Q3',
      priority: 'high',
      client_id: 'saas_subscriptions',
      metadata: { owner: 'x' },
    });
    const started = await rca.start(alice, created.id);
    expect(started).toMatchObject({ status: 'in_progress_25', progress_percentage: 25 });
    expect(launched).toContain(created.id);
    const [session] = await database.db
      .select()
      .from(rcaSessions)
      .where(eq(rcaSessions.requestId, created.id));
    expect(session).toMatchObject({ phase: 'initialization', totalIterations: 10 });
    await expect(rca.start(alice, created.id)).rejects.toThrow(/already running/);
    expect((await rca.session(alice, created.id)).status).toBe('in_progress_25');
    await expect(rca.result(alice, created.id)).rejects.toThrow(/no result yet/);
    expect((await rca.cancel(alice, created.id)).status).toBe('cancelled');
    expect(cancelled).toContain(created.id);
    await expect(rca.cancel(alice, created.id)).rejects.toThrow(/cannot be cancelled/);
  });

  it('keeps requests private to their creator: another user or organization gets not found', async () => {
    const created = await rca.create(alice, {
      problem_description: 'Private problem',
      data_sources: ['s'],
      context_info: '',
      priority: 'low',
      client_id: 'demo',
      metadata: {},
    });
    for (const other of [bob, carol]) {
      await expect(rca.get(other, created.id)).rejects.toThrow('RCA request not found');
      await expect(rca.start(other, created.id)).rejects.toThrow('RCA request not found');
      expect((await rca.list(other, { page: 1, page_size: 20 })).requests.map((r) => r.id)).not.toContain(
        created.id,
      );
    }
    await expect(rca.get(alice, 'not-a-uuid')).rejects.toThrow('RCA request not found');
  });

  it('lists with search, status and priority filters and pages; stats and dashboard count real rows', async () => {
    const page = await rca.list(alice, { page: 1, page_size: 2 });
    expect(page.pagination).toMatchObject({
      page: 1,
      page_size: 2,
      total_count: 3,
      total_pages: 2,
      has_next: true,
      has_previous: false,
    });
    expect((await rca.list(alice, { page: 1, page_size: 20, search: 'churn' })).requests).toHaveLength(1);
    expect((await rca.list(alice, { page: 1, page_size: 20, status: 'cancelled' })).requests).toHaveLength(1);
    expect((await rca.list(alice, { page: 1, page_size: 20, priority: 'low' })).requests).toHaveLength(1);
    const stats = await rca.stats(alice);
    expect(stats).toMatchObject({
      total_requests: 3,
      cancelled: 1,
      pending: 2,
      completed: 0,
      success_rate: null,
      by_priority: { medium: 1, high: 1, low: 1 },
    });
    const dashboard = await rca.dashboard(alice);
    expect(dashboard.recent_runs).toHaveLength(3);
    expect((await rca.stats(bob)).total_requests).toBe(0);
  });

  it('creates and starts in one command, and stores nothing when the run cannot be launched', async () => {
    const input = {
      problem_description: 'Signups fell',
      data_sources: ['signups'],
      context_info: '',
      priority: 'high' as const,
      client_id: 'demo',
      metadata: {},
    };
    const started = await rca.createAndStart(carol, input);
    expect(started).toMatchObject({ status: 'in_progress_25', problem_description: 'Signups fell' });
    expect(started.started_at).not.toBeNull();
    expect(launched).toContain(started.id);
    expect((await rca.session(carol, started.id)).status).toBe('in_progress_25');

    const broken = new RcaService(database.db, {
      launch: async () => {
        throw new Error('queue unavailable');
      },
      cancel: async () => undefined,
    });
    await expect(
      broken.createAndStart(carol, { ...input, problem_description: 'Never stored' }),
    ).rejects.toThrow('queue unavailable');
    const search = await rca.list(carol, { page: 1, page_size: 20, search: 'Never stored' });
    expect(search.requests).toEqual([]);
  });
});
