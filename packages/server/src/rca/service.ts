import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RcaRequest, rcaCreateRequestSchema, rcaListQuerySchema } from '@ai-analyst/contract';
import type { AuthContext } from '../auth/authenticate';
import { isUuid } from '../platform/validation';
import { ownerOfCaller } from '../auth/owner';
import { ConversationService } from '../chat/conversations';
import type { Database, DbOrTx } from '../platform/db/client';
import { badRequest, conflict, notFound } from '../platform/errors';
import { likePattern, paginate } from '../platform/pagination';
import { findClientConfiguration } from './configs';
import { presentRcaRequest, presentRcaResult, presentRcaSession } from './presenters';
import { rcaLogs, rcaRequests, rcaResults, rcaSessions } from './tables';

export const IN_PROGRESS_STATUSES = [
  'in_progress_25',
  'in_progress_50',
  'in_progress_75',
  'in_progress_90',
] as const;
const RECENT_LOGS = 50;

type RequestRow = typeof rcaRequests.$inferSelect;
type CreateInput = z.output<typeof rcaCreateRequestSchema>;

/**
 * What the investigation command does: store a new request and start its run at once (`start`)
 * or leave it pending; or start a stored request (again, after a failure or a cancellation).
 */
export type InvestigationCommand =
  { kind: 'new'; input: CreateInput; start: boolean } | { kind: 'stored'; requestId: string };

/**
 * Starts the durable run of a request (the job queue); injected so the service stays testable.
 * `launch` runs inside the transaction that marks the request in progress, so a request in
 * progress always has its job; `afterLaunch` runs after the commit (to wake the runners).
 */
export type RcaLauncher = {
  launch(requestId: string, organizationId: string, tx: DbOrTx): Promise<void>;
  afterLaunch?(): Promise<void>;
  cancel(requestId: string): Promise<void>;
};

/**
 * RCA requests of one caller: create and start (one command), list, read, cancel, results and
 * progress. A request belongs to its creator; every query filters by the caller's organization and user, so another
 * user's id is simply 'not found'.
 */
export class RcaService {
  private readonly conversations: ConversationService;

  constructor(
    private readonly db: Database,
    private readonly launcher: RcaLauncher,
  ) {
    this.conversations = new ConversationService(db);
  }

  private owned(caller: AuthContext, id: string): SQL | undefined {
    return and(
      eq(rcaRequests.id, id),
      eq(rcaRequests.organizationId, caller.organization.id),
      eq(rcaRequests.userId, caller.user.id),
    );
  }

  async row(caller: AuthContext, id: string) {
    if (!isUuid(id)) throw notFound('RCA request not found');
    const [row] = await this.db.select().from(rcaRequests).where(this.owned(caller, id)).limit(1);
    if (!row) throw notFound('RCA request not found');
    return row;
  }

  async list(caller: AuthContext, query: z.output<typeof rcaListQuerySchema>) {
    const filters: SQL[] = [
      eq(rcaRequests.organizationId, caller.organization.id),
      eq(rcaRequests.userId, caller.user.id),
    ];
    if (query.search) filters.push(ilike(rcaRequests.problemDescription, likePattern(query.search)));
    if (query.status) filters.push(eq(rcaRequests.status, query.status));
    if (query.priority) filters.push(eq(rcaRequests.priority, query.priority));
    const where = and(...filters);
    const [total] = await this.db.select({ n: count() }).from(rcaRequests).where(where);
    const rows = await this.db
      .select()
      .from(rcaRequests)
      .where(where)
      .orderBy(desc(rcaRequests.createdAt))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    return {
      requests: rows.map(presentRcaRequest),
      pagination: paginate(query.page, query.page_size, total?.n ?? 0),
    };
  }

  async get(caller: AuthContext, id: string) {
    return presentRcaRequest(await this.row(caller, id));
  }

  /**
   * The one command that creates and starts an investigation. A new request is checked (its client
   * configuration, and its conversation, which must be the caller's since progress goes there) and
   * stored; starting it, at once or later, writes a fresh session, status in_progress_25 and the
   * durable job in one transaction (with the insert, for a new request started at once). A stored
   * request already running or completed is a 409.
   */
  async investigate(caller: AuthContext, command: InvestigationCommand): Promise<RcaRequest> {
    if (command.kind === 'new') {
      await this.checkNew(caller, command.input);
      if (!command.start) return presentRcaRequest(await this.insert(this.db, caller, command.input));
      const started = await this.db.transaction(async (tx) =>
        this.begin(tx, caller, await this.insert(tx, caller, command.input)),
      );
      await this.launcher.afterLaunch?.();
      return presentRcaRequest(started);
    }
    const row = await this.row(caller, command.requestId);
    if ((IN_PROGRESS_STATUSES as readonly string[]).includes(row.status))
      throw conflict('This investigation is already running');
    if (row.status === 'completed')
      throw conflict('This investigation has already completed; create a new request to run it again');
    const started = await this.db.transaction((tx) => this.begin(tx, caller, row));
    await this.launcher.afterLaunch?.();
    return presentRcaRequest(started);
  }

  /** Stores a new request, pending. */
  create(caller: AuthContext, input: CreateInput) {
    return this.investigate(caller, { kind: 'new', input, start: false });
  }

  /** Starts (or restarts after a failure or cancellation) a stored request. */
  start(caller: AuthContext, id: string) {
    return this.investigate(caller, { kind: 'stored', requestId: id });
  }

  /** Stores a new request and starts it. */
  createAndStart(caller: AuthContext, input: CreateInput) {
    return this.investigate(caller, { kind: 'new', input, start: true });
  }

  private async checkNew(caller: AuthContext, input: CreateInput): Promise<void> {
    if (!findClientConfiguration(input.client_id))
      throw badRequest(`Unknown client configuration '${input.client_id}'`);
    // Progress is also sent to the conversation's sockets: it must be one of the caller's.
    // (The conversation policy answers 404 'Conversation not found' for any other.)
    if (input.conversation_id)
      await this.conversations.open(ownerOfCaller(caller), input.conversation_id, 'read');
  }

  private async insert(db: DbOrTx, caller: AuthContext, input: CreateInput): Promise<RequestRow> {
    const sources = [...new Set(input.data_sources.map((s) => s.trim()).filter(Boolean))];
    const [row] = await db
      .insert(rcaRequests)
      .values({
        organizationId: caller.organization.id,
        userId: caller.user.id,
        conversationId: input.conversation_id ?? null,
        priority: input.priority,
        problemDescription: input.problem_description,
        dataSources: sources,
        contextInfo: input.context_info,
        clientId: input.client_id,
        metadata: input.metadata,
      })
      .returning();
    if (!row) throw new Error('RCA request insert returned nothing');
    return row;
  }

  /** Inside the caller's transaction: a fresh session, status in_progress_25 and the run's job. */
  private async begin(tx: DbOrTx, caller: AuthContext, row: RequestRow): Promise<RequestRow> {
    const now = new Date();
    await tx.delete(rcaSessions).where(eq(rcaSessions.requestId, row.id));
    await tx.delete(rcaResults).where(eq(rcaResults.requestId, row.id));
    await tx.insert(rcaSessions).values({ requestId: row.id, statusMessage: 'Queued', startedAt: now });
    const [started] = await tx
      .update(rcaRequests)
      .set({ status: 'in_progress_25', error: null, startedAt: now, completedAt: null, updatedAt: now })
      .where(eq(rcaRequests.id, row.id))
      .returning();
    await this.launcher.launch(row.id, caller.organization.id, tx);
    return started!;
  }

  async cancel(caller: AuthContext, id: string) {
    const row = await this.row(caller, id);
    if (!(IN_PROGRESS_STATUSES as readonly string[]).includes(row.status) && row.status !== 'pending') {
      throw conflict(`This investigation is ${row.status} and cannot be cancelled`);
    }
    // Conditional on the status read above: a run that finished meanwhile is not overwritten.
    const [updated] = await this.db
      .update(rcaRequests)
      .set({
        status: 'cancelled',
        error: 'Cancelled by the user',
        completedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(rcaRequests.id, row.id), eq(rcaRequests.status, row.status)))
      .returning();
    if (!updated) throw conflict('This investigation has just finished and cannot be cancelled');
    await this.launcher.cancel(row.id);
    return presentRcaRequest(updated);
  }

  async session(caller: AuthContext, id: string) {
    const row = await this.row(caller, id);
    const [session] = await this.db
      .select()
      .from(rcaSessions)
      .where(eq(rcaSessions.requestId, row.id))
      .limit(1);
    if (!session) throw notFound('This investigation has not been started yet');
    const logs = await this.db
      .select()
      .from(rcaLogs)
      .where(eq(rcaLogs.sessionId, session.id))
      .orderBy(desc(rcaLogs.createdAt))
      .limit(RECENT_LOGS);
    return presentRcaSession(row, session, logs.reverse());
  }

  async result(caller: AuthContext, id: string) {
    const row = await this.row(caller, id);
    const [result] = await this.db.select().from(rcaResults).where(eq(rcaResults.requestId, row.id)).limit(1);
    if (!result) {
      throw row.status === 'failed'
        ? conflict(`The investigation failed: ${row.error ?? 'no result'}`)
        : notFound('This investigation has no result yet');
    }
    return presentRcaResult(result);
  }

  /** Counts of the caller's requests by status and priority, success rate and mean duration. */
  async stats(caller: AuthContext) {
    const mine = and(
      eq(rcaRequests.organizationId, caller.organization.id),
      eq(rcaRequests.userId, caller.user.id),
    );
    const byStatus = await this.db
      .select({ status: rcaRequests.status, n: count() })
      .from(rcaRequests)
      .where(mine)
      .groupBy(rcaRequests.status);
    const byPriority = await this.db
      .select({ priority: rcaRequests.priority, n: count() })
      .from(rcaRequests)
      .where(mine)
      .groupBy(rcaRequests.priority);
    const [durations] = await this.db
      .select({
        mean: sql<number | null>`avg(${rcaResults.durationMs})`,
        confidence: sql<number | null>`avg(${rcaResults.confidence})`,
      })
      .from(rcaResults)
      .innerJoin(rcaRequests, eq(rcaRequests.id, rcaResults.requestId))
      .where(mine);
    const statusCounts = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
    const total = byStatus.reduce((s, r) => s + r.n, 0);
    const completed = statusCounts.completed ?? 0;
    const failed = statusCounts.failed ?? 0;
    const running = IN_PROGRESS_STATUSES.reduce((s, k) => s + (statusCounts[k] ?? 0), 0);
    return {
      total_requests: total,
      completed,
      failed,
      cancelled: statusCounts.cancelled ?? 0,
      in_progress: running,
      pending: statusCounts.pending ?? 0,
      success_rate:
        completed + failed > 0 ? Math.round((completed / (completed + failed)) * 1000) / 1000 : null,
      mean_duration_seconds: durations?.mean != null ? Math.round(Number(durations.mean) / 100) / 10 : null,
      mean_confidence:
        durations?.confidence != null ? Math.round(Number(durations.confidence) * 1000) / 1000 : null,
      by_status: statusCounts,
      by_priority: Object.fromEntries(byPriority.map((r) => [r.priority, r.n])),
    };
  }

  async dashboard(caller: AuthContext) {
    const stats = await this.stats(caller);
    const recent = await this.db
      .select()
      .from(rcaRequests)
      .where(
        and(eq(rcaRequests.organizationId, caller.organization.id), eq(rcaRequests.userId, caller.user.id)),
      )
      .orderBy(desc(rcaRequests.createdAt))
      .limit(10);
    const results = recent.length
      ? await this.db
          .select()
          .from(rcaResults)
          .where(
            inArray(
              rcaResults.requestId,
              recent.map((r) => r.id),
            ),
          )
      : [];
    const byRequest = new Map(results.map((r) => [r.requestId, r]));
    return {
      ...stats,
      recent_runs: recent.map((r) => {
        const result = byRequest.get(r.id);
        return {
          ...presentRcaRequest(r),
          root_cause: result?.rootCause ?? null,
          confidence: result?.confidence ?? null,
          duration_seconds: result ? Math.round(result.durationMs / 100) / 10 : null,
        };
      }),
    };
  }
}
