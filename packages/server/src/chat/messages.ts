/**
 * Messages of a conversation: the active branch paged, posting (which enqueues the reply job),
 * branching edits, switching branches and deleting. Each operation that touches several rows is
 * one transaction with the conversation row locked, so concurrent posts never race for a parent.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Pagination } from '@ai-analyst/contract';
import type { OrganizationModelChoice } from '../organizations/settings';
import type { Database, DbOrTx, Transaction } from '../platform/db/client';
import { AppError, badRequest } from '../platform/errors';
import { paginate } from '../platform/pagination';
import type { JobRunner } from '../jobs/runner';
import type { ConversationOwner } from '../auth/owner';
import type { ConversationService } from './conversations';
import { messageNotFound } from './errors';
import { presentMessage, titleFromMessage } from './presenters';
import { conversations, messages, type ConversationRow, type MessageRow } from './tables';
import { MessageTree } from './tree';
import type { Message, MessageMetadata } from '@ai-analyst/contract';

export const REPLY_JOB = 'chat.reply';

/** What a reply job needs; `assistantMessageId` is fixed up front so a retried job stores once. */
export type ReplyJobPayload = {
  conversationId: string;
  userMessageId: string;
  assistantMessageId: string;
  organizationId: string;
  userId: string;
  model: string;
  tool: string | null;
  requestedAt: string;
};

export type PostInput = {
  content: string;
  attachments: string[];
  model?: string | undefined;
  tool?: string | null | undefined;
};

/**
 * Runs inside the transaction, after the message and its job are written and before the commit:
 * a `message_received` published here always reaches sockets before the reply's first frame,
 * because no runner can see the job until the commit.
 */
export type BeforeCommit = (message: Message) => Promise<void>;

export type PostResult = { message: MessageRow; jobId: string; assistantMessageId: string };

export type MessageServiceOptions = {
  db: Database;
  conversations: ConversationService;
  runner: JobRunner;
  /**
   * Checks a requested model id and returns the one to use (throws a 400 when unusable). `choice`
   * is what `modelChoice` read for the organization, before the message's transaction.
   */
  resolveModel: (
    requested: string | undefined,
    conversation: ConversationRow,
    choice: OrganizationModelChoice | undefined,
  ) => string;
  /** The organization's model settings (enabled providers, default model). */
  modelChoice?: (organizationId: string) => Promise<OrganizationModelChoice | undefined>;
};

export class MessageService {
  constructor(private readonly options: MessageServiceOptions) {}

  private get db() {
    return this.options.db;
  }

  /** The tree of a conversation (ids, parents and times only). */
  async tree(conversationId: string, db: DbOrTx = this.db): Promise<MessageTree> {
    const nodes = await db
      .select({ id: messages.id, parentId: messages.parentId, createdAt: messages.createdAt })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    return new MessageTree(nodes);
  }

  /**
   * One page of the active branch. Page 1 is the newest page (what a chat opens on); inside a
   * page the messages are oldest first, so the client appends them as they are.
   */
  async page(
    owner: ConversationOwner,
    conversationId: string,
    page: number,
    pageSize: number,
  ): Promise<{ conversation: ConversationRow; messages: Message[]; pagination: Pagination }> {
    const conversation = await this.options.conversations.open(owner, conversationId, 'read');
    const tree = await this.tree(conversationId);
    const path = tree.pathTo(conversation.activeLeafId);
    const end = Math.max(0, path.length - (page - 1) * pageSize);
    const ids = path.slice(Math.max(0, end - pageSize), end).map((n) => n.id);
    const rows = ids.length ? await this.db.select().from(messages).where(inArray(messages.id, ids)) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      conversation,
      messages: ids
        .map((id) => byId.get(id))
        .filter((r): r is MessageRow => r !== undefined)
        .map((r) => presentMessage(r, tree.branchOf(r.id))),
      pagination: paginate(page, pageSize, path.length),
    };
  }

  /** A message with its branch information, as the wire shows it. */
  async present(row: MessageRow): Promise<Message> {
    const tree = await this.tree(row.conversationId);
    return presentMessage(row, tree.branchOf(row.id));
  }

  /**
   * Stores a user message at the end of the active branch (or under `parentId` for an edit) and
   * enqueues its reply. The first message of an untitled conversation names it.
   */
  async post(
    owner: ConversationOwner,
    conversationId: string,
    input: PostInput,
    edit?: { parentId: string | null; editedFrom: string },
    beforeCommit?: BeforeCommit,
  ): Promise<PostResult> {
    const { runner } = this.options;
    // Read before the transaction: the embedded database runs one statement at a time.
    const choice = await this.options.modelChoice?.(owner.organizationId);
    const result = await this.db.transaction(async (tx) => {
      const conversation = await this.lock(tx, owner, conversationId);
      const model = this.options.resolveModel(input.model, conversation, choice);
      const parentId = edit ? edit.parentId : conversation.activeLeafId;
      const [message] = await tx
        .insert(messages)
        .values({
          conversationId,
          organizationId: owner.organizationId,
          userId: owner.userId,
          parentId,
          messageType: 'user',
          content: input.content,
          qpnMode: conversation.qpnMode ?? 'simple',
          attachments: input.attachments,
          metadata: {
            model,
            ...(input.tool ? { tool: input.tool } : {}),
            ...(edit ? { edited_from: edit.editedFrom } : {}),
          },
          editedAt: edit ? sql`now()` : null,
        })
        .returning();
      if (!message) throw new Error('The message could not be stored');
      const naming = conversation.autoTitle && conversation.messageCount === 0 && input.content.trim() !== '';
      await tx
        .update(conversations)
        .set({
          activeLeafId: message.id,
          messageCount: sql`${conversations.messageCount} + 1`,
          lastMessageAt: message.createdAt,
          updatedAt: sql`now()`,
          ...(naming ? { title: titleFromMessage(input.content), autoTitle: false } : {}),
        })
        .where(eq(conversations.id, conversationId));
      const payload: ReplyJobPayload = {
        conversationId,
        userMessageId: message.id,
        assistantMessageId: randomUUID(),
        organizationId: owner.organizationId,
        userId: owner.userId,
        model,
        tool: input.tool ?? null,
        requestedAt: new Date().toISOString(),
      };
      const job = await runner.enqueue(
        {
          kind: REPLY_JOB,
          organizationId: owner.organizationId,
          orderingKey: conversationId,
          payload,
          maxAttempts: 3,
        },
        tx,
      );
      if (beforeCommit) {
        const tree = await this.tree(conversationId, tx);
        await beforeCommit(presentMessage(message, tree.branchOf(message.id)));
      }
      return { message, jobId: job.id, assistantMessageId: payload.assistantMessageId };
    });
    await runner.wake();
    return result;
  }

  /** Saving an edited user message: a sibling of it with the new text, then a new reply. */
  async edit(
    owner: ConversationOwner,
    conversationId: string,
    messageId: string,
    input: PostInput,
    beforeCommit?: BeforeCommit,
  ): Promise<PostResult> {
    await this.options.conversations.open(owner, conversationId, 'write');
    const original = await this.find(conversationId, messageId);
    if (original.messageType !== 'user')
      throw badRequest('Only your own messages can be edited', 'not_editable');
    return this.post(
      owner,
      conversationId,
      { ...input, attachments: input.attachments.length ? input.attachments : original.attachments },
      { parentId: original.parentId, editedFrom: original.id },
      beforeCommit,
    );
  }

  /** Shows the branch through `messageId`, down its newest messages. */
  async switchBranch(
    owner: ConversationOwner,
    conversationId: string,
    messageId: string,
  ): Promise<ConversationRow> {
    return this.db.transaction(async (tx) => {
      await this.lock(tx, owner, conversationId);
      const tree = await this.tree(conversationId, tx);
      if (!tree.has(messageId)) throw messageNotFound();
      const [row] = await tx
        .update(conversations)
        .set({ activeLeafId: tree.latestLeafFrom(messageId), updatedAt: sql`now()` })
        .where(eq(conversations.id, conversationId))
        .returning();
      return row as ConversationRow;
    });
  }

  /** Deletes a message and everything after it on its branch; the view moves to a neighbour. */
  async remove(
    owner: ConversationOwner,
    conversationId: string,
    messageId: string,
  ): Promise<ConversationRow> {
    return this.db.transaction(async (tx) => {
      const conversation = await this.lock(tx, owner, conversationId);
      const tree = await this.tree(conversationId, tx);
      if (!tree.has(messageId)) throw messageNotFound();
      const removed = tree.subtree(messageId);
      const activeRemoved = conversation.activeLeafId !== null && removed.includes(conversation.activeLeafId);
      const leaf = activeRemoved ? tree.leafAfterDeleting(messageId) : conversation.activeLeafId;
      await tx
        .delete(messages)
        .where(and(eq(messages.conversationId, conversationId), inArray(messages.id, removed)));
      const [row] = await tx
        .update(conversations)
        .set({
          activeLeafId: leaf,
          messageCount: sql`greatest(${conversations.messageCount} - ${removed.length}, 0)`,
          updatedAt: sql`now()`,
        })
        .where(eq(conversations.id, conversationId))
        .returning();
      return row as ConversationRow;
    });
  }

  async find(conversationId: string, messageId: string): Promise<MessageRow> {
    if (!/^[0-9a-f-]{36}$/i.test(messageId)) throw messageNotFound();
    const [row] = await this.db
      .select()
      .from(messages)
      .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
    if (!row) throw messageNotFound();
    return row;
  }

  /**
   * Stores a message the assistant writes on its own (no question, no reply job), e.g. the
   * summary of an RCA run started from the conversation, at the end of the active branch. An
   * untitled, empty conversation takes `title`. Null when the conversation is gone.
   */
  async appendAssistant(
    owner: ConversationOwner,
    conversationId: string,
    content: string,
    metadata: MessageMetadata,
    title?: string,
  ): Promise<MessageRow | null> {
    return this.db.transaction(async (tx) => {
      const conversation = await this.lock(tx, owner, conversationId).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      });
      if (!conversation) return null;
      const [message] = await tx
        .insert(messages)
        .values({
          conversationId,
          organizationId: owner.organizationId,
          userId: owner.userId,
          parentId: conversation.activeLeafId,
          messageType: 'assistant',
          content,
          qpnMode: conversation.qpnMode ?? 'simple',
          metadata,
        })
        .returning();
      if (!message) throw new Error('The message could not be stored');
      const naming = title !== undefined && conversation.autoTitle && conversation.messageCount === 0;
      await tx
        .update(conversations)
        .set({
          activeLeafId: message.id,
          messageCount: sql`${conversations.messageCount} + 1`,
          lastMessageAt: message.createdAt,
          updatedAt: sql`now()`,
          ...(naming ? { title: titleFromMessage(title), autoTitle: false } : {}),
        })
        .where(eq(conversations.id, conversationId));
      return message;
    });
  }

  /** Authorizes and locks the conversation row for the rest of the transaction. */
  private async lock(
    db: Transaction,
    owner: ConversationOwner,
    conversationId: string,
  ): Promise<ConversationRow> {
    const row = await this.options.conversations.open(owner, conversationId, 'write', db);
    await db.execute(sql`SELECT id FROM conversations WHERE id = ${conversationId} FOR UPDATE`);
    // Re-read after the lock: another transaction may have moved the leaf meanwhile.
    const [locked] = await db.select().from(conversations).where(eq(conversations.id, row.id));
    return locked ?? row;
  }
}

