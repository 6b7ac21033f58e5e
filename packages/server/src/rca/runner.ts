/**
 * The RCA job handler: the durable job ('rca.run') that carries out one investigation.
 *
 * Starting a request commits its 'in_progress_25' status and the job row in one transaction (see
 * `RcaService.investigate`), so an investigation marked in progress always has a job behind it.
 * The job resolves the data sources (a dataset name, a path in the caller's files, or a Google
 * Sheets link), runs the engine's investigation over each one and keeps the most confident
 * result. Its progress is written and published by the `ProgressWriter`; its end (events, audit,
 * the summary in the conversation) is the `RunOutcome`'s.
 *
 * Durability: a run interrupted by a shutdown is handed back to the queue and resumed from the
 * start by the next runner (the job lease); a run whose instance died is claimed again once its
 * lease expires. A run that gives up (too many attempts) fails its request with the reason, and
 * at start-up any request left 'in progress' without a live job is failed with a clear reason.
 * Cancelling marks the request cancelled; the run notices at its next step and stops.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatasetInfo } from '@ai-analyst/engine/data/registry';
import { investigate } from '@ai-analyst/engine/rca/investigate';
import {
  InvestigationCancelledError,
  type InvestigationResult,
} from '@ai-analyst/engine/rca/investigate-types';
import type { DataSourceService } from '../data-sources/service';
import type { DatasetService } from '../datasets/service';
import type { JobHandler, JobRunner } from '../jobs/runner';
import type { JobRow } from '../jobs/tables';
import type { DbOrTx, Database } from '../platform/db/client';
import type { EventBus } from '../platform/event-bus';
import type { Metrics } from '../platform/metrics';
import { ProgressWriter, RunSupersededError } from './progress-writer';
import { publishRcaEvent } from './run-events';
import { inputsFor, ownerAsCaller, sqlRunnerOf } from './run-inputs';
import { RunOutcome, type PostToConversation } from './run-outcome';
import { IN_PROGRESS_STATUSES, type RcaLauncher } from './service';
import { resolveRcaSources, type ConnectedTableCubes } from './sources';
import { rcaRequests, rcaSessions } from './tables';

export const RCA_JOB = 'rca.run';

/** Attempts of one run: the first, and resumptions after restarts. */
const MAX_ATTEMPTS = 3;

type RcaJobPayload = { requestId: string };
type Outcome = { dataset: DatasetInfo; result?: InvestigationResult; error?: string };

export type RcaRunnerOptions = {
  db: Database;
  jobs: JobRunner;
  bus: EventBus;
  datasets: DatasetService;
  dataSources?: DataSourceService;
  /** Connected database tables, read as cubes aggregated in the database. */
  connectedTables?: ConnectedTableCubes;
  metrics?: Metrics;
  log: FastifyBaseLogger;
  /** Posts a run's summary (or failure) into the conversation it was started from. */
  postToConversation?: PostToConversation;
};

export class RcaRunner implements RcaLauncher {
  /** Runs of this process, by request id, so a cancel stops them at once. */
  private readonly local = new Map<string, AbortController>();
  private readonly outcome: RunOutcome;

  constructor(private readonly options: RcaRunnerOptions) {
    this.outcome = new RunOutcome(options);
  }

  /** Registers the job handler on the runner. */
  register(): void {
    this.options.jobs.register(RCA_JOB, this.handler());
  }

  async launch(requestId: string, organizationId: string, tx?: DbOrTx): Promise<void> {
    const db = tx ?? this.options.db;
    const job = await this.options.jobs.enqueue(
      { kind: RCA_JOB, organizationId, payload: { requestId }, maxAttempts: MAX_ATTEMPTS },
      db,
    );
    await db.update(rcaRequests).set({ jobId: job.id }).where(eq(rcaRequests.id, requestId));
    if (!tx) await this.options.jobs.wake();
  }

  async afterLaunch(): Promise<void> {
    await this.options.jobs.wake();
  }

  async cancel(requestId: string): Promise<void> {
    const [row] = await this.options.db
      .select({ id: rcaRequests.id, jobId: rcaRequests.jobId, conversationId: rcaRequests.conversationId })
      .from(rcaRequests)
      .where(eq(rcaRequests.id, requestId));
    if (row?.jobId) await this.options.jobs.cancel([row.jobId]);
    this.local.get(requestId)?.abort(new InvestigationCancelledError());
    if (row)
      await publishRcaEvent(this.options.bus, row, {
        type: 'rca_cancelled',
        request_id: requestId,
        status: 'cancelled',
      });
  }

  /** Start-up sweep: fails the requests left 'in progress' that no live job will finish. */
  recover(): Promise<number> {
    return this.outcome.failAbandoned();
  }

  private handler(): JobHandler {
    return {
      run: (job, ctx) => this.run(job, ctx.signal, ctx.attempt),
      onFailed: async (job, error) => {
        const { requestId } = job.payload as RcaJobPayload;
        const reason = /Gave up after/.test(error)
          ? `The investigation was interrupted ${MAX_ATTEMPTS} times (server restarts) and was stopped. Start it again.`
          : `The investigation stopped unexpectedly: ${error}`;
        await this.outcome.fail(requestId, job.id, reason);
      },
    };
  }

  private async run(job: JobRow, jobSignal: AbortSignal, attempt: number): Promise<unknown> {
    const { db } = this.options;
    const { requestId } = job.payload as RcaJobPayload;
    const [request] = await db.select().from(rcaRequests).where(eq(rcaRequests.id, requestId));
    // Cancelled, restarted under another job, or already finished: nothing to do.
    if (
      !request ||
      request.jobId !== job.id ||
      !(IN_PROGRESS_STATUSES as readonly string[]).includes(request.status)
    )
      return { skipped: true };
    const [session] = await db.select().from(rcaSessions).where(eq(rcaSessions.requestId, requestId));
    if (!session) {
      await this.outcome.fail(requestId, job.id, 'The investigation has no session; start it again.');
      return { failed: true };
    }
    const cancel = new AbortController();
    this.local.set(requestId, cancel);
    const signal = AbortSignal.any([jobSignal, cancel.signal]);
    const started = Date.now();
    const progress = new ProgressWriter({
      db,
      bus: this.options.bus,
      request,
      sessionId: session.id,
      jobId: job.id,
      started,
      cancel,
    });
    // Progress never goes back: a resumed run continues from what the session already showed.
    if (session.attempts > 0) progress.resumeFrom(session.progress);
    try {
      await db
        .update(rcaSessions)
        .set({ attempts: attempt, updatedAt: new Date() })
        .where(eq(rcaSessions.id, session.id));
      // A session that ran before was interrupted: by a crash (the attempt counts) or a shutdown.
      if (attempt > 1)
        await progress.note(
          `Resumed after a server restart (attempt ${attempt} of ${MAX_ATTEMPTS}); the investigation starts over.`,
          'warning',
        );
      else if (session.attempts > 0)
        await progress.note('Resumed after a server restart; the investigation starts over.', 'warning');
      await progress.note(`Resolving ${request.dataSources.length} data source(s).`);
      const caller = await ownerAsCaller(db, request);
      const datasets = await resolveRcaSources(caller, request.dataSources, {
        datasets: this.options.datasets,
        ...(this.options.dataSources ? { dataSources: this.options.dataSources } : {}),
        ...(this.options.connectedTables ? { connectedTables: this.options.connectedTables } : {}),
      });
      for (const [i, d] of datasets.entries())
        await progress.note(`${request.dataSources[i]} → dataset ${d.name} (${d.rowCount} rows).`);
      // Two sources may name one dataset (its name and its path): investigate it once.
      const distinct = [...new Map(datasets.map((d) => [d.name, d])).values()];
      const runner = sqlRunnerOf(await this.options.datasets.forCaller(caller).registry());
      const outcomes: Outcome[] = [];
      for (const [i, dataset] of distinct.entries()) {
        progress.slice(i, distinct.length, dataset.name);
        try {
          const result = await investigate(runner, {
            problem: request.problemDescription,
            ...(request.contextInfo ? { context: request.contextInfo } : {}),
            table: dataset.name,
            ...inputsFor(request, dataset),
            onProgress: (p) => progress.report(p),
            signal,
          });
          outcomes.push({ dataset, result });
        } catch (error) {
          if (signal.aborted || error instanceof InvestigationCancelledError) throw error;
          const message = error instanceof Error ? error.message : String(error);
          outcomes.push({ dataset, error: message });
          await progress.note(`${dataset.name}: ${message}`, 'warning');
        }
        await progress.flushed();
      }
      await progress.flushed();
      if (signal.aborted) throw signal.reason;
      const best = outcomes
        .filter((o): o is Outcome & { result: InvestigationResult } => !!o.result)
        .sort((a, b) => b.result.confidence - a.result.confidence)[0];
      if (!best) {
        const reasons = outcomes.map((o) => `${o.dataset.name}: ${o.error}`).join('; ');
        await this.outcome.fail(
          requestId,
          job.id,
          `The investigation could not analyze the data. ${reasons}`,
        );
        return { failed: true };
      }
      const { row, durationMs } = await progress.storeResult(best.dataset, best.result, outcomes.length);
      await this.outcome.completed(row, best.dataset.name, best.result, durationMs);
      return { completed: true };
    } catch (error) {
      await progress.flushed().catch(() => undefined);
      if (jobSignal.aborted) throw error; // Shutdown or lost lease: the job is resumed elsewhere.
      // A cancel (or a write that found the request no longer this run's) stops quietly; any other
      // failure of a progress write fails the request with it.
      const cause: unknown = cancel.signal.aborted ? cancel.signal.reason : error;
      if (cause instanceof InvestigationCancelledError || cause instanceof RunSupersededError)
        return { cancelled: true };
      const message = cause instanceof Error ? cause.message : String(cause);
      if (!(cause instanceof Error && 'status' in cause))
        this.options.log.error({ err: cause, requestId }, 'RCA run failed');
      await this.outcome.fail(requestId, job.id, message);
      return { failed: true };
    } finally {
      if (this.local.get(requestId) === cancel) this.local.delete(requestId);
    }
  }
}
