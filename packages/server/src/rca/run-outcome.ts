/**
 * The end of a run, completed or failed: the bus event that tells the sockets, the duration metric,
 * the audit entry, and the summary (or the failure) posted as the assistant into the conversation
 * the run was started from. Failing also writes the request's final status, its session's message
 * and the closing log entry; a completed run's rows are written by the progress writer first.
 */
import { and, eq, inArray, not } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rcaFailureMarkdown, rcaSummaryHeading, rcaSummaryMarkdown } from '@ai-analyst/contract/rca-summary';
import type { InvestigationResult } from '@ai-analyst/engine/rca/investigate-types';
import { accountNames } from '../auth/accounts';
import { recordAudit } from '../audit/record';
import { jobIsLive } from '../jobs/live';
import type { Database } from '../platform/db/client';
import type { EventBus } from '../platform/event-bus';
import type { Metrics } from '../platform/metrics';
import { appendRequestLog, publishRcaEvent, type RequestRow } from './run-events';
import { IN_PROGRESS_STATUSES } from './service';
import { rcaRequests, rcaSessions } from './tables';

/**
 * Leaves a message in the conversation a run was started from when it ends: the summary (root
 * cause, confidence, top 3 findings and recommendations) or the failure. `title` names an
 * untitled, empty conversation. The chat feature stores it as an assistant message.
 */
export type PostToConversation = (
  owner: { organizationId: string; userId: string },
  conversationId: string,
  markdown: string,
  metadata: Record<string, unknown>,
  title: string,
) => Promise<unknown>;

export type RunOutcomeOptions = {
  db: Database;
  bus: EventBus;
  log: FastifyBaseLogger;
  metrics?: Metrics;
  postToConversation?: PostToConversation;
};

const ABANDONED =
  'The server restarted while this investigation was running and it could not be resumed. Start it again.';

export class RunOutcome {
  constructor(private readonly options: RunOutcomeOptions) {}

  /** Announces a run whose result is stored (`row` is the request as completed). */
  async completed(row: RequestRow, dataset: string, result: InvestigationResult, durationMs: number) {
    this.observe(row, 'completed');
    await publishRcaEvent(this.options.bus, row, {
      type: 'rca_completed',
      request_id: row.id,
      status: 'completed',
      root_cause: result.root_cause,
      confidence: result.confidence,
    });
    await this.audit(row, 'rca.completed', {
      dataset,
      root_cause: result.root_cause.slice(0, 300),
      confidence: result.confidence,
      elements: result.elements.slice(0, 5).map((e) => e.key),
      duration_ms: durationMs,
    });
    await this.announce(row, rcaSummaryMarkdown(result, row.problemDescription), 'completed');
  }

  /** Fails the request (if this job still owns it and it is running) with a plain-words reason. */
  async fail(requestId: string, jobId: string, reason: string): Promise<void> {
    const { db } = this.options;
    const now = new Date();
    const [row] = await db
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
    await db
      .update(rcaSessions)
      .set({ statusMessage: reason, etaSeconds: null, updatedAt: now })
      .where(eq(rcaSessions.requestId, requestId));
    await appendRequestLog(db, requestId, 'conclusion', reason, 'error');
    this.observe(row, 'failed');
    await publishRcaEvent(this.options.bus, row, {
      type: 'rca_failed',
      request_id: requestId,
      status: 'failed',
      error: reason,
    });
    await this.audit(row, 'rca.failed', { reason });
    await this.announce(row, rcaFailureMarkdown(reason, row.problemDescription), 'failed');
  }

  /**
   * Start-up sweep: a request still 'in progress' whose job is gone or finished can never
   * complete; it is failed with the reason. Requests with a queued or running job are left to the
   * job runner, which resumes them (a running job of a dead instance once its lease expires).
   */
  async failAbandoned(): Promise<number> {
    const { db } = this.options;
    const now = new Date();
    const rows = await db
      .update(rcaRequests)
      .set({ status: 'failed', error: ABANDONED, completedAt: now, updatedAt: now })
      .where(
        and(
          inArray(rcaRequests.status, [...IN_PROGRESS_STATUSES]),
          not(jobIsLive(rcaRequests.jobId)),
        ),
      )
      .returning();
    for (const row of rows) {
      await appendRequestLog(db, row.id, 'conclusion', row.error ?? 'Failed', 'error');
      await publishRcaEvent(this.options.bus, row, {
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

  /** Posts a run's end into its conversation, if it has one; a failure here only logs. */
  private async announce(row: RequestRow, markdown: string, outcome: 'completed' | 'failed') {
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

  private observe(row: RequestRow, outcome: 'completed' | 'failed'): void {
    if (row.startedAt)
      this.options.metrics?.rcaDuration.observe({ outcome }, (Date.now() - row.startedAt.getTime()) / 1000);
  }

  private async audit(
    row: RequestRow,
    action: 'rca.completed' | 'rca.failed',
    details: Record<string, unknown>,
  ): Promise<void> {
    const user = await accountNames(this.options.db, row.userId);
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
}
