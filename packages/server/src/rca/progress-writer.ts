/**
 * The progress writer of one run: writes, in order, the session row (phase, iteration, tools,
 * progress, message, time remaining, hypotheses), the new log entries and the request status
 * (in_progress_25/_50/_75/_90), publishing each step on the bus; at the end it stores the result
 * and completes the request in one transaction. Every write requires the request to be still this
 * job's and in progress; when it is not (cancelled, restarted elsewhere) the run is superseded.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { RcaStatus } from '@ai-analyst/contract';
import type { DatasetInfo } from '@ai-analyst/engine/data/registry';
import type { InvestigationProgress, InvestigationResult } from '@ai-analyst/engine/rca/investigate-types';
import type { Database } from '../platform/db/client';
import type { EventBus } from '../platform/event-bus';
import { logTime, publishRcaEvent, type RequestRow } from './run-events';
import { IN_PROGRESS_STATUSES } from './service';
import { rcaLogs, rcaRequests, rcaResults, rcaSessions } from './tables';

/** The request status matching a progress percentage: the highest of 50, 75, 90 reached, else 25. */
export function statusOfProgress(progress: number): RcaStatus {
  if (progress >= 90) return 'in_progress_90';
  if (progress >= 75) return 'in_progress_75';
  if (progress >= 50) return 'in_progress_50';
  return 'in_progress_25';
}

/** Raised inside a run when the request was cancelled or restarted elsewhere. */
export class RunSupersededError extends Error {}

export type ProgressWriterOptions = {
  db: Database;
  bus: EventBus;
  request: RequestRow;
  sessionId: string;
  jobId: string;
  /** When this attempt started (ms), for the time remaining. */
  started: number;
  /** Aborted with the error when a write fails, which stops the investigation. */
  cancel: AbortController;
};

export class ProgressWriter {
  private chain: Promise<void> = Promise.resolve();
  private index = 0;
  private of = 1;
  private datasetName = '';
  private loggedCount = 0;
  private lastProgress = 0;

  constructor(private readonly o: ProgressWriterOptions) {}

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
      await this.o.db.insert(rcaLogs).values({
        sessionId: this.o.sessionId,
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
    const elapsed = (Date.now() - this.o.started) / 1000;
    const eta = progress > 0 ? Math.max(1, Math.round((elapsed * (100 - progress)) / progress)) : null;
    const prefix = this.of > 1 ? `[${this.datasetName}] ` : '';
    const logs = p.log.slice(this.loggedCount).map((entry) => ({
      step_type: entry.step_type,
      message: prefix + entry.message,
      tool_name: entry.tool_name ?? null,
      level: entry.level,
    }));
    this.loggedCount = p.log.length;
    const status = statusOfProgress(progress);
    const iteration = this.index * p.total_iterations + p.iteration;
    const total = this.of * p.total_iterations;
    const { db, request, sessionId } = this.o;
    this.enqueue(async () => {
      const now = new Date();
      await this.advance(status, now);
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
        .where(eq(rcaSessions.id, sessionId));
      if (logs.length)
        await db.insert(rcaLogs).values(
          logs.map((entry) => ({
            sessionId,
            stepType: entry.step_type,
            message: entry.message,
            toolName: entry.tool_name,
            level: entry.level,
            createdAt: logTime(),
          })),
        );
      await publishRcaEvent(this.o.bus, request, {
        type: 'rca_progress',
        request_id: request.id,
        status,
        phase: p.phase,
        iteration,
        total_iterations: total,
        tools_used: p.tools_used,
        progress_percentage: progress,
        status_message: prefix + p.status_message,
        estimated_time_remaining: eta,
        hypotheses: p.hypotheses,
        logs,
      });
    });
  }

  /**
   * Stores the result: in_progress_90 while writing, then completed, in one transaction. Returns
   * the completed request and the run's duration.
   */
  async storeResult(
    dataset: DatasetInfo,
    result: InvestigationResult,
    datasetCount: number,
  ): Promise<{ row: RequestRow; durationMs: number }> {
    const { db, request, sessionId } = this.o;
    await this.advance('in_progress_90', new Date());
    await publishRcaEvent(this.o.bus, request, {
      type: 'rca_progress',
      request_id: request.id,
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
    const durationMs = Math.max(0, now.getTime() - (request.startedAt?.getTime() ?? this.o.started));
    const report =
      datasetCount > 1
        ? `_Dataset analyzed: **${dataset.name}** (the strongest of ${datasetCount})._\n\n${result.report}`
        : result.report;
    const completed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(rcaRequests)
        .set({ status: 'completed', error: null, completedAt: now, updatedAt: now })
        .where(this.owns())
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
        .where(eq(rcaSessions.id, sessionId));
      await tx.insert(rcaLogs).values({
        sessionId,
        stepType: 'conclusion',
        message: `Completed: ${result.root_cause}`,
        level: 'info',
        createdAt: logTime(),
      });
      await tx
        .insert(rcaResults)
        .values({
          requestId: request.id,
          sessionId,
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
    return { row: completed, durationMs };
  }

  /** Moves the request to `status` while it is still this run's; otherwise the run is superseded. */
  private async advance(status: RcaStatus, now: Date): Promise<void> {
    const owned = await this.o.db
      .update(rcaRequests)
      .set({ status, updatedAt: now })
      .where(this.owns())
      .returning({ id: rcaRequests.id });
    if (owned.length === 0) throw new RunSupersededError('The investigation was cancelled.');
  }

  /** The request is still this job's and in progress. */
  private owns() {
    return and(
      eq(rcaRequests.id, this.o.request.id),
      eq(rcaRequests.jobId, this.o.jobId),
      inArray(rcaRequests.status, [...IN_PROGRESS_STATUSES]),
    );
  }

  private enqueue(work: () => Promise<void>): void {
    this.chain = this.chain.then(work).catch((error: unknown) => {
      if (!this.o.cancel.signal.aborted) this.o.cancel.abort(error);
      throw error;
    });
    // A failed write surfaces through flushed(); keep it from being an unhandled rejection meanwhile.
    this.chain.catch(() => undefined);
  }
}
