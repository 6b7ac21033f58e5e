/**
 * The RCA runner: the durable job ('rca.run') that carries out one investigation.
 *
 * Starting a request commits its 'in_progress_25' status and the job row in one transaction (see
 * `RcaService.start`), so an investigation marked in progress always has a job behind it. The job
 * resolves the data sources (a dataset name, a path in the caller's files, or a Google Sheets
 * link), runs the engine's investigation over each one, and writes the session (phase, iteration,
 * tools, progress, message, time remaining, hypotheses, log entries) to the database as it goes,
 * moving the request through in_progress_25/_50/_75/_90 to completed or failed. Every step is also
 * published on the bus channel `rca:{requestId}` for sockets to forward.
 *
 * Durability: a run interrupted by a shutdown is handed back to the queue and resumed from the
 * start by the next runner (the job lease); a run whose instance died is claimed again once its
 * lease expires. A run that gives up (too many attempts) fails its request with the reason, and
 * at start-up any request left 'in progress' without a live job is failed with a clear reason.
 * Cancelling marks the request cancelled; the run notices at its next step and stops.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RcaEvent, RcaStatus } from '@ai-analyst/contract';
import { rcaFailureMarkdown, rcaSummaryHeading, rcaSummaryMarkdown } from '@ai-analyst/contract/rca-summary';
import type { DatasetInfo } from '@ai-analyst/engine/data/registry';
import { investigate } from '@ai-analyst/engine/rca/investigate';
import {
  InvestigationCancelledError,
  type InvestigationOptions,
  type InvestigationProgress,
  type InvestigationResult,
  type SqlRunner,
} from '@ai-analyst/engine/rca/investigate-types';
import type { AuthContext } from '../auth/authenticate';
import { users } from '../auth/tables';
import { recordAudit } from '../audit/record';
import type { DataSourceService } from '../data-sources/service';
import type { DatasetService } from '../datasets/service';
import type { JobHandler, JobRunner } from '../jobs/runner';
import { jobs, type JobRow } from '../jobs/tables';
import { organizations } from '../organizations/tables';
import type { Database } from '../platform/db/client';
import { channels, type EventBus } from '../platform/event-bus';
import type { Metrics } from '../platform/metrics';
import { findClientConfiguration } from './configs';
import { IN_PROGRESS_STATUSES, type RcaLauncher } from './service';
import { resolveRcaSources, type ConnectedTableCubes } from './sources';
import { rcaLogs, rcaRequests, rcaResults, rcaSessions } from './tables';

export const RCA_JOB = 'rca.run';
/** Bus channel of one request's progress (`RcaEvent` payloads). */
export const rcaChannel = (requestId: string) => `rca:${requestId}`;

/** Attempts of one run: the first, and resumptions after restarts. */
const MAX_ATTEMPTS = 3;
/** Longest single query of an investigation. */
const QUERY_TIMEOUT_MS = 120_000;

type RequestRow = typeof rcaRequests.$inferSelect;
type RcaJobPayload = { requestId: string };

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
  /**
   * Leaves a message in the conversation a run was started from when it ends: the summary (root
   * cause, confidence, top 3 findings and recommendations) or the failure. `title` names an
   * untitled, empty conversation. The chat feature stores it as an assistant message.
   */
  postToConversation?: (
    owner: { organizationId: string; userId: string },
    conversationId: string,
    markdown: string,
    metadata: Record<string, unknown>,
    title: string,
  ) => Promise<unknown>;
};

/** The request status matching a progress percentage: the highest of 50, 75, 90 reached, else 25. */
export function statusOfProgress(progress: number): RcaStatus {
  if (progress >= 90) return 'in_progress_90';
  if (progress >= 75) return 'in_progress_75';
  if (progress >= 50) return 'in_progress_50';
  return 'in_progress_25';
}

let lastLogMs = 0;
/**
 * The time of a new log entry: strictly after every entry this process wrote before, so entries
 * written in one millisecond (or in one batch) keep their order when read back by time.
 */
function logTime(): Date {
  lastLogMs = Math.max(Date.now(), lastLogMs + 1);
  return new Date(lastLogMs);
}

/** Raised inside a run when the request was cancelled or restarted elsewhere. */
class RunSupersededError extends Error {}

export class RcaRunner implements RcaLauncher {
  /** Runs of this process, by request id, so a cancel stops them at once. */
  private readonly local = new Map<string, AbortController>();

  constructor(private readonly options: RcaRunnerOptions) {}

  /** Registers the job handler on the runner. */
  register(): void {
    this.options.jobs.register(RCA_JOB, this.handler());
  }

  async launch(requestId: string, organizationId: string, tx?: Database): Promise<void> {
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
    if (row) await this.publish(row, { type: 'rca_cancelled', request_id: requestId, status: 'cancelled' });
  }

  /**
   * Start-up sweep: a request still 'in progress' whose job is gone or finished can never
   * complete; it is failed with the reason. Requests with a queued or running job are left to the
   * job runner, which resumes them (a running job of a dead instance once its lease expires).
   */
  async recover(): Promise<number> {
    const { db } = this.options;
    const now = new Date();
    const rows = await db
      .update(rcaRequests)
      .set({
        status: 'failed',
        error:
          'The server restarted while this investigation was running and it could not be resumed. Start it again.',
        completedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          inArray(rcaRequests.status, [...IN_PROGRESS_STATUSES]),
          sql`NOT EXISTS (SELECT 1 FROM ${jobs} WHERE ${jobs.id} = ${rcaRequests.jobId} AND ${jobs.status} IN ('queued', 'running'))`,
        ),
      )
      .returning();
    for (const row of rows) {
      await this.log(row.id, 'conclusion', row.error ?? 'Failed', 'error');
      await this.publish(row, {
        type: 'rca_failed',
        request_id: row.id,
        status: 'failed',
        error: row.error,
      });
      await this.audit(row, 'rca.failed', { reason: row.error });
    }
    if (rows.length) this.options.log.warn({ count: rows.length }, 'failed RCA runs left in progress');
    return rows.length;
  }

  private handler(): JobHandler {
    return {
      run: (job, ctx) => this.run(job, ctx.signal, ctx.attempt),
      onFailed: async (job, error) => {
        const { requestId } = job.payload as RcaJobPayload;
        const reason = /Gave up after/.test(error)
          ? `The investigation was interrupted ${MAX_ATTEMPTS} times (server restarts) and was stopped. Start it again.`
          : `The investigation stopped unexpectedly: ${error}`;
        await this.fail(requestId, job.id, reason);
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
      await this.fail(requestId, job.id, 'The investigation has no session; start it again.');
      return { failed: true };
    }
    const cancel = new AbortController();
    this.local.set(requestId, cancel);
    const signal = AbortSignal.any([jobSignal, cancel.signal]);
    const started = Date.now();
    const progress = new ProgressWriter(this, request, session.id, job.id, started, cancel);
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
      const caller = await this.callerOf(request);
      const datasets = await resolveRcaSources(caller, request.dataSources, {
        datasets: this.options.datasets,
        ...(this.options.dataSources ? { dataSources: this.options.dataSources } : {}),
        ...(this.options.connectedTables ? { connectedTables: this.options.connectedTables } : {}),
      });
      for (const [i, d] of datasets.entries())
        await progress.note(`${request.dataSources[i]} → dataset ${d.name} (${d.rowCount} rows).`);
      // Two sources may name one dataset (its name and its path): investigate it once.
      const distinct = [...new Map(datasets.map((d) => [d.name, d])).values()];
      const registry = await this.options.datasets.forCaller(caller).registry();
      const runner: SqlRunner = {
        all: async (text, params) =>
          (
            await registry.query(text, {
              timeoutMs: QUERY_TIMEOUT_MS,
              ...(params ? { params: params as never } : {}),
            })
          ).rows,
      };
      const outcomes: { dataset: DatasetInfo; result?: InvestigationResult; error?: string }[] = [];
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
        .filter((o): o is { dataset: DatasetInfo; result: InvestigationResult } => !!o.result)
        .sort((a, b) => b.result.confidence - a.result.confidence)[0];
      if (!best) {
        const reasons = outcomes.map((o) => `${o.dataset.name}: ${o.error}`).join('; ');
        await this.fail(requestId, job.id, `The investigation could not analyze the data. ${reasons}`);
        return { failed: true };
      }
      await progress.finish(best.dataset, best.result, outcomes.length);
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
      await this.fail(requestId, job.id, message);
      return { failed: true };
    } finally {
      if (this.local.get(requestId) === cancel) this.local.delete(requestId);
    }
  }

  /** The request's owner as a caller (datasets and files are scoped by it). */
  private async callerOf(request: RequestRow): Promise<AuthContext> {
    const [row] = await this.options.db
      .select({ user: users, organization: organizations })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(and(eq(users.id, request.userId), eq(organizations.id, request.organizationId)));
    if (!row) throw new Error('The owner of this investigation no longer exists.');
    return { user: row.user, organization: row.organization, sessionId: 'rca-job' };
  }

  /** Fails the request (if this job still owns it and it is running) with a plain-words reason. */
  async fail(requestId: string, jobId: string, reason: string): Promise<void> {
    const now = new Date();
    const [row] = await this.options.db
      .update(rcaRequests)
      .set({ status: 'failed', error: reason, completedAt: now, updatedAt: now })
      .where(
        and(
          eq(rcaRequests.id, requestId),
          eq(rcaRequests.jobId, jobId),
          inArray(rcaRequests.status, [...IN_PROGRESS_STATUSES]),
        ),
      )
      .returning();
    if (!row) return;
    await this.options.db
      .update(rcaSessions)
      .set({ statusMessage: reason, etaSeconds: null, updatedAt: now })
      .where(eq(rcaSessions.requestId, requestId));
    await this.log(requestId, 'conclusion', reason, 'error');
    this.observe(row, 'failed');
    await this.publish(row, {
      type: 'rca_failed',
      request_id: requestId,
      status: 'failed',
      error: reason,
    });
    await this.audit(row, 'rca.failed', { reason });
    await this.announce(row, rcaFailureMarkdown(reason, row.problemDescription), 'failed');
  }

  /** Posts a run's end into its conversation, if it has one; a failure here only logs. */
  async announce(row: RequestRow, markdown: string, outcome: 'completed' | 'failed'): Promise<void> {
    const post = this.options.postToConversation;
    if (!post || !row.conversationId) return;
    try {
      await post(
        { organizationId: row.organizationId, userId: row.userId },
        row.conversationId,
        // The report (result view and exports, or the failure) opens from the message.
        `${markdown.trimEnd()}\n\n[Open report](#rca-report=${row.id})\n`,
        { source: 'rca', rca_request_id: row.id, rca_status: outcome },
        rcaSummaryHeading(row.problemDescription, outcome === 'failed'),
      );
    } catch (err) {
      this.options.log.warn({ err, requestId: row.id }, 'could not post the RCA summary to its conversation');
    }
  }

  observe(row: RequestRow, outcome: 'completed' | 'failed'): void {
    if (row.startedAt)
      this.options.metrics?.rcaDuration.observe({ outcome }, (Date.now() - row.startedAt.getTime()) / 1000);
  }

  async log(
    requestId: string,
    stepType: string,
    message: string,
    level: 'info' | 'warning' | 'error' = 'info',
    toolName: string | null = null,
  ): Promise<void> {
    const [session] = await this.options.db
      .select({ id: rcaSessions.id })
      .from(rcaSessions)
      .where(eq(rcaSessions.requestId, requestId));
    if (session)
      await this.options.db
        .insert(rcaLogs)
        .values({ sessionId: session.id, stepType, message, level, toolName, createdAt: logTime() });
  }

  /**
   * Publishes an event on `rca:{id}` and, for a request started from a conversation, on that
   * conversation's channel too, with a timestamp: the chat socket forwards it to the browser.
   */
  async publish(request: Pick<RequestRow, 'id' | 'conversationId'>, event: RcaEvent): Promise<void> {
    const { bus } = this.options;
    await bus.publish(rcaChannel(request.id), event).catch(() => undefined);
    if (request.conversationId)
      await bus
        .publish(channels.conversation(request.conversationId), {
          ...event,
          timestamp: new Date().toISOString(),
        })
        .catch(() => undefined);
  }

  async audit(
    row: RequestRow,
    action: 'rca.completed' | 'rca.failed',
    details: Record<string, unknown>,
  ): Promise<void> {
    const [user] = await this.options.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, row.userId));
    await recordAudit(
      this.options.db,
      {
        organizationId: row.organizationId,
        actor: { id: row.userId, username: user?.username ?? '' },
        action,
        target: { type: 'rca_request', id: row.id },
        details: { problem: row.problemDescription.slice(0, 200), ...details },
      },
      this.options.log,
    );
  }

  get database(): Database {
    return this.options.db;
  }
}

/**
 * The engine's inputs from the client configuration and the request metadata: the metadata
 * (`metric`, `time_column`, `expected_column`, `dimensions`, `period_days`, `baseline_periods`) wins; a
 * configuration's metric or time column applies when the dataset has that column, its dimensions
 * are preferred when the engine detects them, and its thresholds set the smallest change treated
 * as a symptom and the share of it the segments must carry.
 */
export function inputsFor(
  request: Pick<RequestRow, 'clientId' | 'metadata'>,
  dataset: Pick<DatasetInfo, 'columns'>,
): {
  metric?: string;
  timeColumn?: string;
  expected?: string;
  dimensions?: string[];
  preferredDimensions?: string[];
  options: InvestigationOptions;
} {
  const config = findClientConfiguration(request.clientId);
  const meta = request.metadata;
  const has = (name: string | null | undefined) =>
    !!name && dataset.columns.some((c) => c.name.toLowerCase() === name.toLowerCase());
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const count = (v: unknown, max: number) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max ? v : undefined;
  // A configuration's metric may be an expression (`conversions/sessions`): every column must exist.
  const configMetric = config?.defaults.metric;
  const metric =
    text(meta.metric) ??
    (configMetric && configMetric.split(/[*/]/).every((part) => has(part.trim())) ? configMetric : undefined);
  const timeColumn =
    text(meta.time_column) ?? (has(config?.defaults.time_column) ? config!.defaults.time_column! : undefined);
  const expected = text(meta.expected_column) ?? text(meta.expected);
  const dimensions =
    Array.isArray(meta.dimensions) && meta.dimensions.every((d) => typeof d === 'string')
      ? (meta.dimensions as string[])
      : undefined;
  const options: InvestigationOptions = {};
  if (config) {
    options.minRelativeChange = config.defaults.thresholds.min_change_pct / 100;
    options.minExplainedShare = config.defaults.thresholds.min_explained_share;
  }
  const preferred = config?.defaults.dimensions.filter((d) => has(d)) ?? [];
  const periodDays = count(meta.period_days, 366);
  if (periodDays) options.periodDays = periodDays;
  const baselinePeriods = count(meta.baseline_periods, 52);
  if (baselinePeriods) options.baselinePeriods = baselinePeriods;
  return {
    ...(metric ? { metric } : {}),
    ...(timeColumn ? { timeColumn } : {}),
    ...(expected ? { expected } : {}),
    ...(dimensions?.length ? { dimensions } : {}),
    ...(preferred.length ? { preferredDimensions: preferred } : {}),
    options,
  };
}

/**
 * Writes the progress of one run in order: session row, new log entries and the request status,
 * each step published on the bus. Every write is conditional on the request still being this
 * job's and in progress; when it is not (cancelled, restarted), the run is aborted.
 */
class ProgressWriter {
  private chain: Promise<void> = Promise.resolve();
  private index = 0;
  private of = 1;
  private datasetName = '';
  private loggedCount = 0;
  private status: RcaStatus;
  private lastProgress = 0;

  constructor(
    private readonly runner: RcaRunner,
    private readonly request: RequestRow,
    private readonly sessionId: string,
    private readonly jobId: string,
    private readonly started: number,
    private readonly cancel: AbortController,
  ) {
    this.status = request.status as RcaStatus;
  }

  resumeFrom(progress: number): void {
    this.lastProgress = Math.min(89, Math.max(0, progress));
  }

  /** The next investigation covers dataset `index` of `of`. */
  slice(index: number, of: number, name: string): void {
    this.index = index;
    this.of = of;
    this.datasetName = name;
    this.loggedCount = 0;
  }

  flushed(): Promise<void> {
    return this.chain;
  }

  /** A log entry of the runner itself. */
  async note(message: string, level: 'info' | 'warning' = 'info'): Promise<void> {
    this.enqueue(async () => {
      await this.runner.database.insert(rcaLogs).values({
        sessionId: this.sessionId,
        stepType: 'initialization',
        message,
        level,
        createdAt: logTime(),
      });
    });
    await this.flushed();
  }

  report(p: InvestigationProgress): void {
    // Overall progress over the datasets, kept below 90 until the result is stored.
    const overall = Math.min(89, Math.round(((this.index + p.progress_percentage / 100) / this.of) * 100));
    this.lastProgress = Math.max(this.lastProgress, overall);
    const progress = this.lastProgress;
    const elapsed = (Date.now() - this.started) / 1000;
    const eta = progress > 0 ? Math.max(1, Math.round((elapsed * (100 - progress)) / progress)) : null;
    const fresh = p.log.slice(this.loggedCount);
    this.loggedCount = p.log.length;
    const prefix = this.of > 1 ? `[${this.datasetName}] ` : '';
    const status = statusOfProgress(progress);
    const iteration = this.index * p.total_iterations + p.iteration;
    const total = this.of * p.total_iterations;
    this.enqueue(async () => {
      const db = this.runner.database;
      const now = new Date();
      const owned = await db
        .update(rcaRequests)
        .set({ status, updatedAt: now })
        .where(
          and(
            eq(rcaRequests.id, this.request.id),
            eq(rcaRequests.jobId, this.jobId),
            inArray(rcaRequests.status, [...IN_PROGRESS_STATUSES]),
          ),
        )
        .returning({ id: rcaRequests.id });
      if (owned.length === 0) throw new RunSupersededError('The investigation was cancelled.');
      this.status = status;
      await db
        .update(rcaSessions)
        .set({
          phase: p.phase,
          iteration,
          totalIterations: total,
          toolsUsed: p.tools_used,
          progress,
          statusMessage: prefix + p.status_message,
          etaSeconds: eta,
          hypotheses: p.hypotheses,
          updatedAt: now,
        })
        .where(eq(rcaSessions.id, this.sessionId));
      if (fresh.length)
        await db.insert(rcaLogs).values(
          fresh.map((entry) => ({
            sessionId: this.sessionId,
            stepType: entry.step_type,
            message: prefix + entry.message,
            toolName: entry.tool_name ?? null,
            level: entry.level,
            createdAt: logTime(),
          })),
        );
      await this.runner.publish(this.request, {
        type: 'rca_progress',
        request_id: this.request.id,
        status,
        phase: p.phase,
        iteration,
        total_iterations: total,
        tools_used: p.tools_used,
        progress_percentage: progress,
        status_message: prefix + p.status_message,
        estimated_time_remaining: eta,
        hypotheses: p.hypotheses,
        logs: fresh.map((entry) => ({
          step_type: entry.step_type,
          message: prefix + entry.message,
          tool_name: entry.tool_name ?? null,
          level: entry.level,
        })),
      });
    });
  }

  /** Stores the result: in_progress_90 while writing, then completed, in one transaction. */
  async finish(dataset: DatasetInfo, result: InvestigationResult, datasetCount: number): Promise<void> {
    const db = this.runner.database;
    const owns = and(
      eq(rcaRequests.id, this.request.id),
      eq(rcaRequests.jobId, this.jobId),
      inArray(rcaRequests.status, [...IN_PROGRESS_STATUSES]),
    );
    const writing = await db
      .update(rcaRequests)
      .set({ status: 'in_progress_90', updatedAt: new Date() })
      .where(owns)
      .returning({ id: rcaRequests.id });
    if (writing.length === 0) throw new RunSupersededError('The investigation was cancelled.');
    await this.runner.publish(this.request, {
      type: 'rca_progress',
      request_id: this.request.id,
      status: 'in_progress_90',
      phase: 'conclusion',
      iteration: datasetCount * 7,
      total_iterations: datasetCount * 7,
      tools_used: [],
      progress_percentage: 90,
      status_message: 'Writing the report.',
      estimated_time_remaining: 1,
      hypotheses: [],
      logs: [],
    });
    const now = new Date();
    const durationMs = Math.max(0, now.getTime() - (this.request.startedAt?.getTime() ?? this.started));
    const report =
      datasetCount > 1
        ? `_Dataset analyzed: **${dataset.name}** (the strongest of ${datasetCount})._\n\n${result.report}`
        : result.report;
    const completed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(rcaRequests)
        .set({ status: 'completed', error: null, completedAt: now, updatedAt: now })
        .where(owns)
        .returning();
      if (!row) return undefined;
      await tx
        .update(rcaSessions)
        .set({
          phase: 'conclusion',
          progress: 100,
          statusMessage: result.root_cause,
          etaSeconds: 0,
          updatedAt: now,
        })
        .where(eq(rcaSessions.id, this.sessionId));
      await tx.insert(rcaLogs).values({
        sessionId: this.sessionId,
        stepType: 'conclusion',
        message: `Completed: ${result.root_cause}`,
        level: 'info',
        createdAt: logTime(),
      });
      await tx
        .insert(rcaResults)
        .values({
          requestId: this.request.id,
          sessionId: this.sessionId,
          rootCause: result.root_cause,
          confidence: result.confidence,
          findings: result.findings,
          recommendations: result.recommendations,
          hypothesesTested: result.hypotheses_tested,
          testResults: result.test_results,
          report,
          elements: result.elements.map((e) => e.key),
          durationMs,
        })
        .onConflictDoNothing();
      return row;
    });
    if (!completed) throw new RunSupersededError('The investigation was cancelled.');
    this.runner.observe(completed, 'completed');
    await this.runner.publish(this.request, {
      type: 'rca_completed',
      request_id: this.request.id,
      status: 'completed',
      root_cause: result.root_cause,
      confidence: result.confidence,
    });
    await this.runner.audit(completed, 'rca.completed', {
      dataset: dataset.name,
      root_cause: result.root_cause.slice(0, 300),
      confidence: result.confidence,
      elements: result.elements.slice(0, 5).map((e) => e.key),
      duration_ms: durationMs,
    });
    await this.runner.announce(
      completed,
      rcaSummaryMarkdown(result, completed.problemDescription),
      'completed',
    );
  }

  private enqueue(work: () => Promise<void>): void {
    this.chain = this.chain.then(work).catch((error: unknown) => {
      if (!this.cancel.signal.aborted) this.cancel.abort(error);
      throw error;
    });
    // A failed write surfaces through flushed(); keep it from being an unhandled rejection meanwhile.
    this.chain.catch(() => undefined);
  }
}
