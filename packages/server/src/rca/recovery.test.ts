import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { jobs } from '../jobs/tables';
import { createTestApp, drivers, type TestApp } from '../../test/support';
import { client } from '../files/test-helpers';
import { RCA_JOB } from './runner';
import { rcaRequests, rcaSessions } from './tables';
import { salesCsv } from './test-data';

/**
 * A server restart with investigations left 'in progress': each is resumed through its job (the
 * lease of the dead instance expired) or failed with a clear reason — never left in progress.
 */
describe.each(drivers)('RCA runs across a restart on %s', (driver) => {
  let t: TestApp;
  let restarted: FastifyInstance;
  let orgId: string;
  let alice: ReturnType<typeof client>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(driver, { JOB_POLL_MS: '100' });
    const org = await t.seedOrganization('ACME');
    orgId = org.orgId;
    const token = (await t.login(await t.addUser(org.orgId, 'ACME', 'alice'))).access;
    alice = client(t.app, token);
    headers = { authorization: `Bearer ${token}` };
    await alice.mkdir('Uploads');
    await alice.upload(
      [{ filename: 'sales.csv', content: salesCsv({ region: 'South', channel: 'Partner' }) }],
      'Uploads',
    );
  }, 60_000);
  afterAll(async () => {
    await restarted?.close();
    await t.close();
  });

  const create = async () => {
    const res = await alice.call({
      method: 'POST',
      url: '/api/rca/requests/',
      payload: { problem_description: 'Why did revenue drop?', data_sources: ['/Uploads/sales.csv'] },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as string;
  };

  /** A request as the previous process left it: in progress, a session, and the given job. */
  async function leftInProgress(id: string, job: Partial<typeof jobs.$inferInsert> | null) {
    let jobId: string | null = null;
    if (job) {
      const [row] = await t.database.db
        .insert(jobs)
        .values({ kind: RCA_JOB, organizationId: orgId, payload: { requestId: id }, maxAttempts: 3, ...job })
        .returning();
      jobId = row!.id;
    }
    await t.database.db
      .update(rcaRequests)
      .set({ status: 'in_progress_50', startedAt: new Date(Date.now() - 60_000), jobId })
      .where(eq(rcaRequests.id, id));
    await t.database.db.insert(rcaSessions).values({
      requestId: id,
      phase: 'test_execution',
      progress: 55,
      statusMessage: 'Aggregating',
      iteration: 5,
      totalIterations: 7,
    });
    return { id, jobId };
  }

  const requestOf = async (id: string) =>
    (await restarted.inject({ method: 'GET', url: `/api/rca/requests/${id}/`, headers })).json().data;
  const sessionOf = async (id: string) =>
    (await restarted.inject({ method: 'GET', url: `/api/rca/requests/${id}/session/`, headers })).json().data;

  it('resumes a run whose instance died and fails the ones that cannot be resumed', async () => {
    const ids = [await create(), await create(), await create(), await create()];
    await t.app.close(); // The first server stops; its state stays in the database.
    const noJob = await leftInProgress(ids[0]!, null);
    const jobEnded = await leftInProgress(ids[1]!, { status: 'completed', finishedAt: new Date() });
    const dead = {
      status: 'running' as const,
      leaseOwner: 'runner-gone',
      leaseExpiresAt: new Date(Date.now() - 60_000),
    };
    const resumable = await leftInProgress(ids[2]!, { ...dead, attempts: 1 });
    const exhausted = await leftInProgress(ids[3]!, { ...dead, attempts: 3 });

    restarted = await buildApp({ config: t.config, database: t.database });
    await restarted.ready();

    // Without a live job: failed at start-up, with the reason, before anything else runs.
    for (const { id } of [noJob, jobEnded]) {
      const request = await requestOf(id);
      expect(request.status).toBe('failed');
      expect(request.error).toBe(
        'The server restarted while this investigation was running and it could not be resumed. Start it again.',
      );
      expect((await sessionOf(id)).logs.at(-1)).toMatchObject({ level: 'error', message: request.error });
    }

    // With a job whose lease expired: claimed again and run to the end.
    expect(await restarted.services.jobs.waitFor(resumable.jobId!, 60_000)).toBe('completed');
    const resumed = await requestOf(resumable.id);
    expect(resumed.status).toBe('completed');
    const session = await sessionOf(resumable.id);
    expect(session.logs.map((l: { message: string }) => l.message)).toContain(
      'Resumed after a server restart (attempt 2 of 3); the investigation starts over.',
    );
    const result = (
      await restarted.inject({ method: 'GET', url: `/api/rca/requests/${resumable.id}/result/`, headers })
    ).json().data;
    expect(result.elements[0]).toBe('channel=Partner&region=South');

    // Out of attempts: the job gives up and the request fails with the reason.
    expect(await restarted.services.jobs.waitFor(exhausted.jobId!, 60_000)).toBe('failed');
    const givenUp = await requestOf(exhausted.id);
    expect(givenUp.status).toBe('failed');
    expect(givenUp.error).toBe(
      'The investigation was interrupted 3 times (server restarts) and was stopped. Start it again.',
    );

    const stats = (await restarted.inject({ method: 'GET', url: '/api/rca/stats/', headers })).json();
    expect(stats.data).toMatchObject({ in_progress: 0, completed: 1, failed: 3 });
  }, 180_000);
});
