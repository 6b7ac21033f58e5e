/**
 * The job runner: claims queued jobs from the `jobs` table and runs the handler registered for
 * their kind. It is generic (assistant replies now, RCA runs later) and safe with several
 * instances on one PostgreSQL database:
 *
 * - a claim is one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)`, so two runners never
 *   take the same job, and it works the same on PGlite and PostgreSQL; it costs the same with
 *   1,000 jobs queued as with one;
 * - a job whose `ordering_key` has an earlier unfinished job waits, so the replies of one
 *   conversation are produced strictly in order;
 * - a running job holds a lease renewed by heartbeats; a job whose lease expired (its instance
 *   died) is claimed again by anyone, up to `max_attempts`;
 * - enqueueing publishes `jobs:wake` on the event bus, so runners claim at once; a slow poll
 *   catches anything else;
 * - stopping aborts the running handlers and hands their jobs back to the queue.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../platform/db/client';
import { channels, type EventBus } from '../platform/event-bus';
import { jobs, type JobRow } from './tables';

export type JobContext = {
  /** Aborted when the runner stops or the lease is lost: stop and write nothing more. */
  signal: AbortSignal;
  /** The attempt number, from 1. */
  attempt: number;
};

export type JobHandler = {
  run(job: JobRow, ctx: JobContext): Promise<unknown>;
  /** Called once when the job fails for good (thrown error, or too many attempts). */
  onFailed?(job: JobRow, error: string): Promise<void>;
};

export type EnqueueSpec = {
  kind: string;
  organizationId?: string | null;
  orderingKey?: string | null;
  payload: Record<string, unknown>;
  maxAttempts?: number;
};

export type JobRunnerOptions = {
  db: Database;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** Jobs run at once by this process. */
  concurrency?: number;
  leaseSeconds?: number;
  /** How often to look for jobs enqueued elsewhere or whose lease expired. */
  pollMs?: number;
};

type FinalStatus = 'completed' | 'failed' | 'cancelled';

export class JobRunner {
  /** This process's name on its leases. */
  readonly owner = `runner-${randomUUID()}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private readonly concurrency: number;
  private readonly leaseSeconds: number;
  private readonly pollMs: number;
  private started = false;
  private stopping = false;
  private pumping = false;
  private pumpAgain = false;
  /** The claim loop under way (settled when idle). */
  private pumpDone: Promise<void> = Promise.resolve();
  private sweepPending = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private unsubscribeWake: (() => Promise<void>) | undefined;

  constructor(private readonly options: JobRunnerOptions) {
    this.concurrency = options.concurrency ?? 8;
    this.leaseSeconds = options.leaseSeconds ?? 30;
    this.pollMs = options.pollMs ?? 1000;
  }

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Inserts a job. Pass the transaction when the job must commit with other rows; then call
   * `wake()` after the commit (a runner woken earlier would not see the row yet).
   */
  async enqueue(spec: EnqueueSpec, tx?: DbOrTx): Promise<JobRow> {
    const [row] = await (tx ?? this.options.db)
      .insert(jobs)
      .values({
        kind: spec.kind,
        organizationId: spec.organizationId ?? null,
        orderingKey: spec.orderingKey ?? null,
        payload: spec.payload,
        maxAttempts: spec.maxAttempts ?? 3,
      })
      .returning();
    if (!row) throw new Error('The job could not be stored');
    if (!tx) await this.wake();
    return row;
  }

  /** Tells every runner (through the bus) that there is work. */
  async wake(): Promise<void> {
    await this.options.bus.publish(channels.jobsWake, {});
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.unsubscribeWake = await this.options.bus.subscribe(channels.jobsWake, () => this.pump());
    const poll = () => {
      this.pump(true);
      this.pollTimer = setTimeout(poll, this.pollMs);
      this.pollTimer.unref();
    };
    poll();
  }

  /** Stops claiming, aborts running handlers and hands their jobs back to the queue. */
  async stop(): Promise<void> {
    if (!this.started || this.stopping) return;
    this.stopping = true;
    clearTimeout(this.pollTimer);
    await this.unsubscribeWake?.();
    for (const { controller } of this.running.values()) controller.abort(new Error('shutdown'));
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
    // A claim in flight when stopping began hands its jobs back itself; wait for it.
    await this.pumpDone;
    // Whatever is still leased to this runner was not handed back (a hand-back that failed, a
    // claim that raced the stop): back to the queue, without counting the attempt.
    await this.options.db
      .update(jobs)
      .set({
        status: 'queued',
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
        leaseOwner: null,
        leaseExpiresAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.leaseOwner, this.owner), eq(jobs.status, 'running')))
      .catch((err: unknown) => this.options.log.warn({ err }, 'could not hand jobs back at shutdown'));
  }

  /**
   * Resolves with the job's final status once it has one, or null after `timeoutMs`. Listens on
   * the bus first and reads the row second, so a job finishing in between is not missed.
   */
  async waitFor(jobId: string, timeoutMs: number): Promise<FinalStatus | null> {
    let settle: (status: FinalStatus | null) => void = () => undefined;
    const result = new Promise<FinalStatus | null>((resolve) => (settle = resolve));
    const unsubscribe = await this.options.bus.subscribe(channels.job(jobId), (payload) => {
      settle((payload as { status: FinalStatus }).status);
    });
    const timer = setTimeout(() => settle(null), timeoutMs);
    try {
      const [row] = await this.options.db
        .select({ status: jobs.status })
        .from(jobs)
        .where(eq(jobs.id, jobId));
      if (!row) settle('failed');
      else if (row.status !== 'queued' && row.status !== 'running') settle(row.status);
      return await result;
    } finally {
      clearTimeout(timer);
      await unsubscribe();
    }
  }

  /** Jobs running in this process now. */
  get activeCount(): number {
    return this.running.size;
  }

  /** Jobs waiting in the queue (every instance's), by kind. */
  async queuedByKind(): Promise<{ kind: string; queued: number }[]> {
    const rows = await this.options.db
      .select({ kind: jobs.kind, n: count() })
      .from(jobs)
      .where(eq(jobs.status, 'queued'))
      .groupBy(jobs.kind);
    return rows.map((row) => ({ kind: row.kind, queued: Number(row.n) }));
  }

  /**
   * Claims as many jobs as there are free slots; calls made meanwhile run it once more. The poll
   * (`sweepExpired`) also takes over jobs whose lease expired; wake-ups only look at the queue.
   */
  private pump(sweepExpired = false): void {
    if (!this.started || this.stopping) return;
    if (sweepExpired) this.sweepPending = true;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    this.pumpDone = (async () => {
      try {
        do {
          this.pumpAgain = false;
          const free = this.concurrency - this.running.size;
          if (free <= 0 || this.stopping) break;
          const sweep = this.sweepPending;
          this.sweepPending = false;
          const claimed = await this.claim(free, sweep);
          if (this.stopping) {
            // Stopping began while claiming: these never start here.
            await Promise.allSettled(claimed.map((job) => this.handBack(job.id)));
            break;
          }
          // UPDATE … RETURNING gives no order: start them in queue order.
          claimed.sort((x, y) => x.seq - y.seq);
          for (const job of claimed) this.launch(job);
          if (claimed.length === free) this.pumpAgain = true;
        } while (this.pumpAgain && !this.stopping);
      } catch (err) {
        if (!this.stopping) this.options.log.error({ err }, 'claiming jobs failed');
      } finally {
        this.pumping = false;
      }
    })();
  }

  /**
   * Takes up to `limit` runnable jobs: with `sweepExpired` (the poll), first those whose lease
   * expired, then queued jobs in order. A job is runnable when no earlier job of its ordering key
   * is unfinished.
   */
  private async claim(limit: number, sweepExpired: boolean): Promise<JobRow[]> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return [];
    const expired = sweepExpired
      ? await this.claimWhere(sql`j.status = 'running' AND j.lease_expires_at < now()`, kinds, limit)
      : [];
    const free = limit - expired.length;
    return free > 0
      ? [...expired, ...(await this.claimWhere(sql`j.status = 'queued'`, kinds, free))]
      : expired;
  }

  /**
   * One claim: `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)`, the same on PGlite and
   * PostgreSQL. The planner is told to walk the (status, seq) index in order and stop after
   * `limit` runnable jobs: without table statistics (PGlite never analyzes) it would otherwise sort
   * every queued job and probe each one, which made a claim cost O(queue²) — 150 ms with 1,000
   * queued replies, the whole throughput of a busy server.
   */
  private claimWhere(condition: SQL, kinds: string[], limit: number): Promise<JobRow[]> {
    const candidates = sql`
      SELECT j.id FROM jobs j
      WHERE ${condition}
        AND j.kind IN (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})
        AND NOT EXISTS (
          SELECT 1 FROM jobs e
          WHERE e.ordering_key = j.ordering_key AND e.seq < j.seq AND e.status IN ('queued', 'running'))
      ORDER BY j.seq
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED`;
    return this.options.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true)`,
      );
      return tx
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          leaseOwner: this.owner,
          leaseExpiresAt: sql`now() + make_interval(secs => ${this.leaseSeconds})`,
          startedAt: sql`coalesce(${jobs.startedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(sql`${jobs.id} IN (${candidates})`)
        .returning();
    });
  }

  private launch(job: JobRow): void {
    const controller = new AbortController();
    const done = this.execute(job, controller).finally(() => {
      this.running.delete(job.id);
      this.pump();
    });
    this.running.set(job.id, { controller, done });
  }

  private async execute(job: JobRow, controller: AbortController): Promise<void> {
    const { log } = this.options;
    const handler = this.handlers.get(job.kind);
    if (!handler) return;
    if (job.attempts > job.maxAttempts) {
      const error = `Gave up after ${job.maxAttempts} attempts`;
      await this.finish(job.id, 'failed', { error });
      await handler.onFailed?.(job, error).catch((err) => log.error({ err }, 'onFailed failed'));
      return;
    }
    const heartbeat = setInterval(
      () => {
        void this.renewLease(job.id).then(
          (held) => held || controller.abort(new Error('lease lost')),
          () => undefined,
        );
      },
      Math.max(200, (this.leaseSeconds * 1000) / 3),
    );
    heartbeat.unref();
    try {
      const result = await handler.run(job, { signal: controller.signal, attempt: job.attempts });
      if (controller.signal.aborted) throw controller.signal.reason;
      await this.finish(job.id, 'completed', { result: result ?? null });
    } catch (err) {
      if (controller.signal.aborted) {
        // Shutdown or a lost lease: not the job's fault. Hand it back unless someone took it.
        if (this.stopping) await this.handBack(job.id).catch(() => undefined);
        return;
      }
      const error = err instanceof Error ? err.message : String(err);
      log.error({ err, jobId: job.id, kind: job.kind }, 'job failed');
      await this.finish(job.id, 'failed', { error });
      await handler.onFailed?.(job, error).catch((e) => log.error({ err: e }, 'onFailed failed'));
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async renewLease(jobId: string): Promise<boolean> {
    const rows = await this.options.db
      .update(jobs)
      .set({
        leaseExpiresAt: sql`now() + make_interval(secs => ${this.leaseSeconds})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, jobId), eq(jobs.leaseOwner, this.owner), eq(jobs.status, 'running')))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  private async finish(
    jobId: string,
    status: FinalStatus,
    outcome: { result?: unknown; error?: string },
  ): Promise<void> {
    const rows = await this.options.db
      .update(jobs)
      .set({
        status,
        result: outcome.result,
        error: outcome.error ?? null,
        leaseOwner: null,
        leaseExpiresAt: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, jobId), eq(jobs.leaseOwner, this.owner)))
      .returning({ id: jobs.id });
    if (rows.length > 0) await this.options.bus.publish(channels.job(jobId), { id: jobId, status });
  }

  /** Back to the queue without counting the interrupted attempt. */
  private async handBack(jobId: string): Promise<void> {
    await this.options.db
      .update(jobs)
      .set({
        status: 'queued',
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
        leaseOwner: null,
        leaseExpiresAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, jobId), eq(jobs.leaseOwner, this.owner), eq(jobs.status, 'running')));
  }

  /** Marks queued jobs cancelled (e.g. their conversation was deleted). */
  async cancel(jobIds: string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await this.options.db
      .update(jobs)
      .set({ status: 'cancelled', finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(inArray(jobs.id, jobIds), eq(jobs.status, 'queued')));
  }
}
