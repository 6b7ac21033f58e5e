/**
 * Read-only sharing of a conversation with its owner's organization.
 *
 * The owner creates a link (/shared/<share id>) and can revoke it; a member of the same
 * organization who opens it reads the shown branch of the conversation, and can continue in a
 * copy of their own. Anyone else (another organization, a revoked or unknown link) gets the same
 * 404, so a link never tells an outsider that a conversation exists.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Message } from '@ai-analyst/contract';
import type { ConversationShare, SharedConversation } from '@ai-analyst/contract/sharing';
import { callerOf } from '../auth/authenticate';
import { ownerOfCaller, type ConversationOwner } from '../auth/owner';
import { accountNames } from '../auth/accounts';
import { audited, noteAudit } from '../audit/route-hook';
import type { Database } from '../platform/db/client';
import { notFound } from '../platform/errors';
import { isUuid } from '../platform/validation';
import type { ChatService } from './chat-service';
import { presentConversation, presentMessage } from './presenters';
import { conversationShares, conversations, messages, type ConversationRow, type ConversationShareRow } from './tables';

export const shareNotFound = () =>
  notFound(
    'This conversation is not shared with you. The link may have been revoked, or it belongs to another organization.',
    'share_not_found',
  );

/** The longest branch a shared view or a copy carries. */
const MAX_SHARED_MESSAGES = 2000;

export function presentShare(row: ConversationShareRow): ConversationShare {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    path: `/shared/${row.id}`,
    created_at: row.createdAt.toISOString(),
  };
}

export class SharingService {
  constructor(
    private readonly db: Database,
    private readonly chat: ChatService,
  ) {}

  /** The owner's live link of a conversation, or null while it is private. */
  async status(owner: ConversationOwner, conversationId: string): Promise<ConversationShareRow | null> {
    await this.chat.conversations.open(owner, conversationId, 'share');
    const [row] = await this.db
      .select()
      .from(conversationShares)
      .where(eq(conversationShares.conversationId, conversationId));
    return row ?? null;
  }

  /** Shares the conversation with the owner's organization; sharing again keeps the same link. */
  async share(owner: ConversationOwner, conversationId: string): Promise<{ row: ConversationShareRow; created: boolean }> {
    const conversation = await this.chat.conversations.open(owner, conversationId, 'share');
    const [inserted] = await this.db
      .insert(conversationShares)
      .values({
        conversationId: conversation.id,
        organizationId: conversation.organizationId,
        createdBy: owner.userId,
      })
      .onConflictDoNothing({ target: conversationShares.conversationId })
      .returning();
    if (inserted) return { row: inserted, created: true };
    const existing = await this.status(owner, conversationId);
    if (!existing) throw new Error('The share could not be stored');
    return { row: existing, created: false };
  }

  /** Revokes the link: whoever opens it from now on is told it is not shared with them. */
  async revoke(owner: ConversationOwner, conversationId: string): Promise<boolean> {
    await this.chat.conversations.open(owner, conversationId, 'share');
    const removed = await this.db
      .delete(conversationShares)
      .where(eq(conversationShares.conversationId, conversationId))
      .returning({ id: conversationShares.id });
    return removed.length > 0;
  }

  /** The share and its conversation, for a member of the organization it was shared with. */
  private async open(reader: ConversationOwner, shareId: string) {
    if (!isUuid(shareId)) throw shareNotFound();
    const [found] = await this.db
      .select({ share: conversationShares, conversation: conversations })
      .from(conversationShares)
      .innerJoin(conversations, eq(conversations.id, conversationShares.conversationId))
      .where(
        and(
          eq(conversationShares.id, shareId),
          // Both the share and the conversation must be the reader's organization's.
          eq(conversationShares.organizationId, reader.organizationId),
          eq(conversations.organizationId, reader.organizationId),
        ),
      );
    if (!found) throw shareNotFound();
    return found;
  }

  /** The shown branch of a conversation, oldest first, as the wire shows it. */
  private async branch(conversation: ConversationRow): Promise<Message[]> {
    const tree = await this.chat.messages.tree(conversation.id);
    const ids = tree
      .pathTo(conversation.activeLeafId)
      .slice(-MAX_SHARED_MESSAGES)
      .map((n) => n.id);
    if (ids.length === 0) return [];
    const rows = await this.db.select().from(messages).where(inArray(messages.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids
      .map((id) => byId.get(id))
      .filter((r) => r !== undefined)
      .map((r) => presentMessage(r));
  }

  async view(reader: ConversationOwner, shareId: string): Promise<SharedConversation> {
    const { share, conversation } = await this.open(reader, shareId);
    const owner = await accountNames(this.db, conversation.userId);
    const isOwner = conversation.userId === reader.userId;
    return {
      success: true,
      shared: {
        share_id: share.id,
        title: conversation.title,
        qpn_mode: conversation.qpnMode ?? null,
        created_at: conversation.createdAt.toISOString(),
        shared_at: share.createdAt.toISOString(),
        owner: {
          username: owner?.username ?? '',
          first_name: owner?.firstName ?? '',
          last_name: owner?.lastName ?? '',
        },
        is_owner: isOwner,
        conversation_id: isOwner ? conversation.id : null,
      },
      messages: await this.branch(conversation),
    };
  }

  /**
   * A new conversation of the reader with the shared branch's messages, in order, to continue
   * in. The copy is the reader's alone; the original and its link are untouched.
   */
  async copy(reader: ConversationOwner, shareId: string): Promise<ConversationRow> {
    const { conversation } = await this.open(reader, shareId);
    const tree = await this.chat.messages.tree(conversation.id);
    const ids = tree
      .pathTo(conversation.activeLeafId)
      .slice(-MAX_SHARED_MESSAGES)
      .map((n) => n.id);
    const rows = ids.length ? await this.db.select().from(messages).where(inArray(messages.id, ids)) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const path = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
    return this.db.transaction(async (tx) => {
      const [copy] = await tx
        .insert(conversations)
        .values({
          organizationId: reader.organizationId,
          userId: reader.userId,
          title: `Copy of ${conversation.title}`.slice(0, 500),
          autoTitle: false,
          qpnMode: conversation.qpnMode,
          metadata: { ...conversation.metadata, copied_from_share: shareId },
        })
        .returning();
      if (!copy) throw new Error('The copy could not be stored');
      let parentId: string | null = null;
      for (const message of path) {
        const [row]: { id: string }[] = await tx
          .insert(messages)
          .values({
            conversationId: copy.id,
            organizationId: reader.organizationId,
            userId: reader.userId,
            parentId,
            messageType: message.messageType,
            content: message.content,
            qpnMode: message.qpnMode,
            processingTime: message.processingTime,
            metadata: message.metadata,
            // The names only: files are always read from the caller's own folder, so the owner's
            // files never become readable through a copy.
            attachments: message.attachments,
            createdAt: message.createdAt,
          })
          .returning({ id: messages.id });
        parentId = row?.id ?? parentId;
      }
      const [updated] = await tx
        .update(conversations)
        .set({
          activeLeafId: parentId,
          messageCount: path.length,
          lastMessageAt: path.at(-1)?.createdAt ?? null,
          updatedAt: sql`now()`,
        })
        .where(eq(conversations.id, copy.id))
        .returning();
      return updated ?? copy;
    });
  }
}

type Params = { id: string };
type ShareParams = { shareId: string };

export async function sharingRoutes(app: FastifyInstance, opts: { chat: ChatService; db: Database }) {
  const sharing = new SharingService(opts.db, opts.chat);
  const guard = { preHandler: app.authenticate };
  // Sharing and unsharing are audited by the route, when they changed something.
  const auditedGuard = { ...guard, ...audited(opts.db) };

  app.get<{ Params: Params }>('/api/chat/conversations/:id/share/', guard, async (request) => {
    const row = await sharing.status(ownerOfCaller(callerOf(request)), request.params.id);
    return { success: true, share: row ? presentShare(row) : null };
  });

  app.post<{ Params: Params }>('/api/chat/conversations/:id/share/', auditedGuard, async (request, reply) => {
    const { row, created } = await sharing.share(ownerOfCaller(callerOf(request)), request.params.id);
    if (created)
      noteAudit(request, { action: 'conversation.share', target: { type: 'conversation', id: request.params.id } });
    return reply.status(created ? 201 : 200).send({ success: true, share: presentShare(row) });
  });

  app.delete<{ Params: Params }>('/api/chat/conversations/:id/share/', auditedGuard, async (request) => {
    if (await sharing.revoke(ownerOfCaller(callerOf(request)), request.params.id))
      noteAudit(request, { action: 'conversation.unshare', target: { type: 'conversation', id: request.params.id } });
    return { success: true, share: null };
  });

  app.get<{ Params: ShareParams }>('/api/chat/shared/:shareId/', guard, async (request) =>
    sharing.view(ownerOfCaller(callerOf(request)), request.params.shareId),
  );

  app.post<{ Params: ShareParams }>('/api/chat/shared/:shareId/copy/', guard, async (request, reply) => {
    const row = await sharing.copy(ownerOfCaller(callerOf(request)), request.params.shareId);
    return reply.status(201).send({ success: true, conversation: presentConversation(row) });
  });
}
