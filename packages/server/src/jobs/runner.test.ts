import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { drivers, openTestDatabase } from '../../test/support';
import type { DatabaseHandle } from '../platform/db/client';
import { InProcessEventBus } from '../platform/event-bus';
import { JobRunner, type JobRunnerOptions } from './runner';
import { jobs } from './tables';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

/** A promise with its resolve function, to hold a handler until the test lets it go. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe.each(drivers)('the job runner (%s)', (driver) => {
  let database: DatabaseHandle;
  const runners: JobRunner[] = [];
  const runner = (options: Partial<JobRunnerOptions> = {}) => {
    const r = new JobRunner({ db: database.db, bus: new InProcessEventBus(), log, pollMs: 50, ...options });
    runners.push(r);
    return r;
  };

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    for (const r of runners) await r.stop();
    await database.close();
  });

  it('runs an enqueued job at once and stores its result', async () => {
    const r = runner();
    r.register('echo', { run: async (job) => ({ echoed: job.payload.text }) });
    await r.start();
    const job = await r.enqueue({ kind: 'echo', payload: { text: 'hi' } });
    expect(await r.waitFor(job.id, 10_000)).toBe('completed');
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({
      status: 'completed',
      attempts: 1,
      result: { echoed: 'hi' },
      leaseOwner: null,
    });
  });

  it('runs the jobs of one ordering key strictly one after another, others in parallel', async () => {
    const r = runner({ concurrency: 4 });
    const events: string[] = [];
    const first = gate();
    r.register('ordered', {
      run: async (job) => {
        events.push(`start ${job.payload.n}`);
        if (job.payload.n === 1) await first.opened;
        events.push(`end ${job.payload.n}`);
      },
    });
    await r.start();
    const a = await r.enqueue({ kind: 'ordered', orderingKey: 'conv-a', payload: { n: 1 } });
    const b = await r.enqueue({ kind: 'ordered', orderingKey: 'conv-a', payload: { n: 2 } });
    const other = await r.enqueue({ kind: 'ordered', orderingKey: 'conv-b', payload: { n: 3 } });
    expect(await r.waitFor(other.id, 10_000)).toBe('completed');
    expect(events).toEqual(['start 1', 'start 3', 'end 3']);
    first.open();
    expect(await r.waitFor(b.id, 10_000)).toBe('completed');
    expect(await r.waitFor(a.id, 10_000)).toBe('completed');
    expect(events).toEqual(['start 1', 'start 3', 'end 3', 'end 1', 'start 2', 'end 2']);
  });

  it('works through a deep queue: every job once, each key in order, never over the concurrency', async () => {
    const r = runner({ concurrency: 5 });
    const seen = new Map<string, number[]>();
    let running = 0;
    let most = 0;
    r.register('deep', {
      run: async (job) => {
        running++;
        most = Math.max(most, running);
        const { key, n } = job.payload as { key: string; n: number };
        seen.set(key, [...(seen.get(key) ?? []), n]);
        await new Promise((resolve) => setImmediate(resolve));
        running--;
      },
    });
    // Queued before the runner starts, so the first claims face the whole queue.
    const last: string[] = [];
    for (let n = 0; n < 8; n++) {
      const rows = await database.db
        .insert(jobs)
        .values(
          Array.from({ length: 25 }, (_, k) => ({
            kind: 'deep',
            orderingKey: `key-${k}`,
            payload: { key: `key-${k}`, n },
          })),
        )
        .returning({ id: jobs.id });
      if (n === 7) last.push(...rows.map((row) => row.id));
    }
    await r.start();
    for (const id of last) expect(await r.waitFor(id, 20_000)).toBe('completed');
    expect(seen.size).toBe(25);
    for (const order of seen.values()) expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBeLessThanOrEqual(5);
  });

  it('takes over a job whose lease expired', async () => {
    const [orphan] = await database.db
      .insert(jobs)
      .values({
        kind: 'takeover',
        payload: {},
        status: 'running',
        attempts: 1,
        leaseOwner: 'a-dead-instance',
        leaseExpiresAt: sql`now() - interval '1 minute'`,
      })
      .returning();
    const r = runner();
    r.register('takeover', { run: async () => 'done' });
    await r.start();
    expect(await r.waitFor(orphan!.id, 10_000)).toBe('completed');
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, orphan!.id));
    expect(row?.attempts).toBe(2);
  });

  it('marks a failing job failed and tells its handler once', async () => {
    const r = runner();
    const failures: string[] = [];
    r.register('broken', {
      run: async () => {
        throw new Error('no luck');
      },
      onFailed: async (_job, error) => {
        failures.push(error);
      },
    });
    await r.start();
    const job = await r.enqueue({ kind: 'broken', payload: {} });
    expect(await r.waitFor(job.id, 10_000)).toBe('failed');
    expect(failures).toEqual(['no luck']);
  });

  it('hands running jobs back to the queue when stopped', async () => {
    const r = runner();
    const started = gate();
    r.register('long', {
      run: (_job, ctx) =>
        new Promise((_resolve, reject) => {
          started.open();
          ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason));
        }),
    });
    await r.start();
    const job = await r.enqueue({ kind: 'long', payload: {} });
    await started.opened;
    await r.stop();
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, leaseOwner: null });
    await database.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, job.id));
  });

  it('never runs a job twice with two runners on one database', async () => {
    const counts = new Map<string, number>();
    const bus = new InProcessEventBus();
    const handler = {
      run: async (job: { id: string }) => {
        counts.set(job.id, (counts.get(job.id) ?? 0) + 1);
      },
    };
    const [r1, r2] = [runner({ bus, concurrency: 3 }), runner({ bus, concurrency: 3 })];
    r1.register('shared', handler);
    r2.register('shared', handler);
    await Promise.all([r1.start(), r2.start()]);
    const queued = [];
    for (let i = 0; i < 20; i++) queued.push(await r1.enqueue({ kind: 'shared', payload: { i } }));
    for (const job of queued) expect(await r1.waitFor(job.id, 10_000)).toBe('completed');
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.size).toBe(20);
  });
});
