/**
 * The reply job ('chat.reply'): runs the assistant for one user message and streams the reply to
 * every socket on the conversation through the event bus (typing_indicator, stream_start,
 * stream_token…, stream_end), then stores the assistant message and sends message_saved. The
 * job, not the socket, owns the reply: a closed tab loses nothing, and jobs of one conversation
 * run in order (the runner's ordering key). A provider failure is stored as the reply, in words.
 * A user can stop the reply (a cancel_generation frame, heard on any instance through the bus):
 * the text streamed so far is stored as the reply, with `metadata.stopped`.
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AssistantMessageMetadata, MessageMetadata, ServerFrame } from '@ai-analyst/contract';
import { personalizationOf } from '../auth/accounts';
import { conversationAttachments, previousAnalystQuery, previousQuestion, systemPrompt, trimHistory } from '../assistant/context';
import { ANALYST_MODEL } from '../assistant/models';
import { ProviderError, type ReplyOutcome } from '../assistant/provider';
import type { AssistantService } from '../assistant/service';
import type { Database } from '../platform/db/client';
import { channels, type EventBus } from '../platform/event-bus';
import type { JobContext, JobHandler } from '../jobs/runner';
import type { JobRow } from '../jobs/tables';
import type { MessageService, ReplyJobPayload } from './messages';
import type { FrameBody } from './socket-hub';
import { conversations, messages, type MessageRow } from './tables';

/** Publishes frames of one conversation in order, whatever bus is underneath. */
export class ConversationStream {
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly bus: EventBus,
    private readonly conversationId: string,
  ) {}

  send<T extends ServerFrame['type']>(type: T, body: FrameBody<T>): void {
    const frame = { type, timestamp: new Date().toISOString(), ...body };
    this.chain = this.chain.then(() => this.bus.publish(channels.conversation(this.conversationId), frame)).catch(() => undefined);
  }

  flushed(): Promise<void> {
    return this.chain;
  }
}

export type ReplyJobOptions = {
  db: Database;
  bus: EventBus;
  assistant: AssistantService;
  messages: MessageService;
  log: FastifyBaseLogger;
};

const FAILED_TEXT = 'Sorry, something went wrong while preparing this answer. Please try again.';
/** The reply of a stop that came before the first word. */
export const STOPPED_EMPTY_TEXT = '_Stopped before any answer was written._';

/**
 * Follows stop requests for one reply while it is written: `signal` aborts with the job's own
 * signal or when a user stops this reply (or every reply of the conversation).
 */
async function listenForStop(bus: EventBus, conversationId: string, messageId: string, jobSignal: AbortSignal) {
  const stop = new AbortController();
  const channel = channels.replyCancel(conversationId);
  const unsubscribe = await bus.subscribe(channel, ({ messageId: target }) => {
    if (!target || target === messageId) stop.abort(new Error('stopped by the user'));
  });
  return {
    signal: AbortSignal.any([jobSignal, stop.signal]),
    get stopped() {
      return stop.signal.aborted && !jobSignal.aborted;
    },
    close: () => unsubscribe().catch(() => undefined),
  };
}

export function replyJobHandler(options: ReplyJobOptions): JobHandler {
  const { db, bus, assistant, log } = options;

  /** Stores the reply once (a retried job finds it) and re-parents messages sent meanwhile. */
  async function store(
    p: ReplyJobPayload,
    content: string,
    metadata: MessageMetadata,
    seconds: number,
  ): Promise<MessageRow | null> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM conversations WHERE id = ${p.conversationId} FOR UPDATE`);
      const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, p.conversationId));
      if (!conversation) return null;
      const [existing] = await tx.select().from(messages).where(eq(messages.id, p.assistantMessageId));
      if (existing) return existing;
      const [question] = await tx.select({ id: messages.id }).from(messages).where(eq(messages.id, p.userMessageId));
      if (!question) return null;
      const [row] = await tx
        .insert(messages)
        .values({
          id: p.assistantMessageId,
          conversationId: p.conversationId,
          organizationId: p.organizationId,
          userId: p.userId,
          parentId: p.userMessageId,
          messageType: 'assistant',
          content,
          qpnMode: conversation.qpnMode ?? 'simple',
          processingTime: Math.round(seconds * 1000) / 1000,
          metadata,
        })
        .returning();
      // User messages sent while this reply was pending hang under the question; they follow the reply.
      await tx
        .update(messages)
        .set({ parentId: p.assistantMessageId })
        .where(
          and(
            eq(messages.parentId, p.userMessageId),
            eq(messages.messageType, 'user'),
            ne(messages.id, p.assistantMessageId),
          ),
        );
      await tx
        .update(conversations)
        .set({
          ...(conversation.activeLeafId === p.userMessageId ? { activeLeafId: p.assistantMessageId } : {}),
          messageCount: sql`${conversations.messageCount} + 1`,
          lastMessageAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(conversations.id, p.conversationId));
      return row ?? null;
    });
  }

  async function finish(stream: ConversationStream, row: MessageRow | null): Promise<void> {
    if (row) {
      stream.send('stream_end', { message_id: row.id, final_content: row.content });
      stream.send('typing_indicator', { is_typing: false, source: 'assistant' });
      stream.send('message_saved', { message: await options.messages.present(row) });
    } else {
      stream.send('typing_indicator', { is_typing: false, source: 'assistant' });
    }
    await stream.flushed();
  }

  async function run(job: JobRow, ctx: JobContext): Promise<unknown> {
    const p = job.payload as ReplyJobPayload;
    const stream = new ConversationStream(bus, p.conversationId);
    const [conversation] = await db.select().from(conversations).where(eq(conversations.id, p.conversationId));
    if (!conversation) return { skipped: 'conversation deleted' };
    const [done] = await db.select().from(messages).where(eq(messages.id, p.assistantMessageId));
    if (done) {
      await finish(stream, done);
      return { messageId: done.id };
    }
    const tree = await options.messages.tree(p.conversationId);
    if (!tree.has(p.userMessageId)) return { skipped: 'message deleted' };
    const pathIds = tree
      .pathTo(p.userMessageId)
      .slice(-40)
      .map((n) => n.id);
    const rows = await db.select().from(messages).where(inArray(messages.id, pathIds));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const path = pathIds.map((id) => byId.get(id)).filter((r): r is MessageRow => r !== undefined);
    const question = path[path.length - 1];
    if (!question) return { skipped: 'message deleted' };
    const personalization = await personalizationOf(db, p.userId);

    const mode = conversation.qpnMode ?? 'simple';
    // The mode a reply is written in becomes the conversation's, so its header and its replies
    // agree: a conversation without one is in Simple mode from its first reply on.
    if (!conversation.qpnMode)
      await db
        .update(conversations)
        .set({ qpnMode: mode })
        .where(and(eq(conversations.id, p.conversationId), isNull(conversations.qpnMode)));
    const model = assistant.models.find(p.model) ?? assistant.models.find(ANALYST_MODEL);
    if (!model) throw new Error('The built-in analyst is missing from the model registry');
    const started = Date.now();
    stream.send('typing_indicator', { is_typing: true, source: 'assistant' });
    stream.send('stream_start', { message_id: p.assistantMessageId, reply_to: p.userMessageId });
    let streamed = '';
    let outcome: ReplyOutcome | undefined;
    let failure: ProviderError | undefined;
    const stop = await listenForStop(bus, p.conversationId, p.assistantMessageId, ctx.signal);
    try {
      const history = trimHistory(path.map((m) => ({ role: m.messageType, content: m.content })));
      // a message without attachments is about the data attached earlier in the conversation
      const attached = question.attachments.length
        ? question.attachments
        : conversationAttachments(path.slice(0, -1).map((m) => ({ role: m.messageType, attachments: m.attachments })));
      outcome =
        (await assistant.startInvestigationIfAsked({
          owner: { organizationId: p.organizationId, userId: p.userId },
          conversationId: p.conversationId,
          mode,
          question: question.content,
          history,
          attachments: question.attachments,
        })) ?? undefined;
      if (outcome) {
        streamed = outcome.content;
        stream.send('stream_token', { message_id: p.assistantMessageId, token: outcome.content, content: streamed });
      } else if (!model.available)
        throw new ProviderError('not_configured', `${model.name} is not available: ${model.unavailableReason}`);
      else outcome = await assistant.providerFor(model).reply({
        model,
        mode,
        system: systemPrompt(mode, personalization ?? {}, conversation.metadata),
        history,
        question: question.content,
        previousQuery: previousAnalystQuery(path.slice(0, -1).map((m) => m.metadata)),
        previousQuestion: previousQuestion(
          path.slice(0, -1).map((m) => ({ role: m.messageType, content: m.content, metadata: m.metadata })),
        ),
        attachments: attached,
        attachmentsCarried: question.attachments.length === 0 && attached.length > 0,
        owner: { organizationId: p.organizationId, userId: p.userId },
        tools: await assistant.tools.forMessage(mode, p.tool, { organizationId: p.organizationId, userId: p.userId }),
        signal: stop.signal,
        onToken: (token) => {
          if (stop.signal.aborted) return;
          streamed += token;
          stream.send('stream_token', { message_id: p.assistantMessageId, token, content: streamed });
        },
      });
    } catch (error) {
      if (ctx.signal.aborted) throw error;
      if (!stop.stopped) {
        if (error instanceof ProviderError) failure = error;
        else {
          log.error({ err: error, conversationId: p.conversationId }, 'the assistant failed');
          failure = new ProviderError('unavailable', FAILED_TEXT);
        }
      }
    } finally {
      await stop.close();
    }
    // A stopped reply is what the user saw streamed, even when the provider finished regardless.
    const stopped = stop.stopped;
    const content = stopped
      ? streamed.trim()
        ? streamed
        : STOPPED_EMPTY_TEXT
      : outcome
        ? outcome.content
        : `${streamed.trim() ? `${streamed}\n\n---\n` : ''}⚠️ ${failure?.message ?? FAILED_TEXT}`;
    const metadata: AssistantMessageMetadata = {
      provider: model.provider,
      model: model.id,
      mode,
      ...(p.tool ? { tool: p.tool } : {}),
      ...(outcome?.toolCalls.length && !stopped ? { tool_calls: outcome.toolCalls } : {}),
      ...(outcome?.analystQuery && !stopped ? { analyst_query: outcome.analystQuery } : {}),
      ...(outcome?.analystQuestion && !stopped ? { analyst_question: outcome.analystQuestion } : {}),
      ...(outcome?.usage ? { usage: outcome.usage } : {}),
      ...(failure ? { error: { code: failure.code, message: failure.message } } : {}),
      ...(stopped ? { stopped: true } : {}),
    };
    const row = await store(p, content, metadata, (Date.now() - started) / 1000);
    await finish(stream, row);
    return { messageId: row?.id ?? null, ...(failure ? { error: failure.code } : {}) };
  }

  return {
    run,
    /** A job that failed for good still ends with a stored reply, never an endless spinner. */
    async onFailed(job) {
      const p = job.payload as ReplyJobPayload;
      const stream = new ConversationStream(bus, p.conversationId);
      const row = await store(p, `⚠️ ${FAILED_TEXT}`, { provider: 'none', model: p.model, error: { code: 'job_failed' } }, 0);
      await finish(stream, row);
    },
  };
}
