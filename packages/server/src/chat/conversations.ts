/**
 * Conversations of the caller: list, read, create, update, delete, search. Every query is scoped
 * to the caller's organization; whether the caller may act on a conversation found is the
 * conversation policy's (`policy.ts`: only its own user; to anyone else it is 404 'Conversation
 * not found'). Lists and searches hold the caller's own conversations only.
 */
import { and, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { QpnMode } from '@ai-analyst/contract';
import type { ConversationOwner } from '../auth/owner';
import type { Database, DbOrTx } from '../platform/db/client';
import { conflict } from '../platform/errors';
import { likePattern, paginate } from '../platform/pagination';
import { isUuid } from '../platform/validation';
import { conversationNotFound } from './errors';
import { conversationPolicy, type ConversationAction } from './policy';
import { defaultTitle, titleFromMessage } from './presenters';
import { conversations, messages, type ConversationRow } from './tables';


export type CreateConversationInput = {
  title?: string | undefined;
  qpn_mode?: QpnMode | null | undefined;
  organization_id?: string | undefined;
  metadata?: Record<string, unknown> | undefined;
  first_message?: string | undefined;
};

export type UpdateConversationInput = {
  title?: string | undefined;
  qpn_mode?: QpnMode | null | undefined;
  organization_id?: string | undefined;
  metadata?: Record<string, unknown> | undefined;
  is_active?: boolean | undefined;
};

export type SearchInput = {
  q: string;
  mode?: QpnMode | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  page_size: number;
};

export class ConversationService {
  constructor(private readonly db: Database) {}

  /** The conversation of this id in the owner's organization (404 when there is none). */
  async find(owner: ConversationOwner, id: string, db: DbOrTx = this.db): Promise<ConversationRow> {
    if (!isUuid(id)) throw conversationNotFound();
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.organizationId, owner.organizationId)));
    if (!row) throw conversationNotFound();
    return row;
  }

  /** The conversation, once the policy allows the owner the action on it. */
  async open(
    owner: ConversationOwner,
    id: string,
    action: ConversationAction,
    db: DbOrTx = this.db,
  ): Promise<ConversationRow> {
    const row = await this.find(owner, id, db);
    conversationPolicy.authorize(owner, action, row);
    return row;
  }

  /** The caller's conversations, latest activity first. */
  async list(owner: ConversationOwner): Promise<ConversationRow[]> {
    return this.db
      .select()
      .from(conversations)
      .where(
        and(eq(conversations.organizationId, owner.organizationId), eq(conversations.userId, owner.userId)),
      )
      .orderBy(desc(conversations.updatedAt), desc(conversations.createdAt))
      .limit(1000);
  }

  /** The attachments of the conversation's latest message that has any (none: an empty list). */
  async latestAttachments(conversationId: string): Promise<string[]> {
    const [row] = await this.db
      .select({ attachments: messages.attachments })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          sql`jsonb_array_length(${messages.attachments}) > 0`,
        ),
      )
      .orderBy(desc(messages.createdAt))
      .limit(1);
    return (row?.attachments as string[] | undefined) ?? [];
  }

  async create(owner: ConversationOwner, input: CreateConversationInput): Promise<ConversationRow> {
    conversationPolicy.authorize(owner, 'create', { organizationId: input.organization_id });
    const fromMessage = input.first_message?.trim();
    const title = input.title || (fromMessage ? titleFromMessage(fromMessage) : defaultTitle());
    const [row] = await this.db
      .insert(conversations)
      .values({
        organizationId: owner.organizationId,
        userId: owner.userId,
        title,
        autoTitle: !input.title && !fromMessage,
        qpnMode: input.qpn_mode ?? null,
        metadata: input.metadata ?? {},
      })
      .returning();
    if (!row) throw new Error('The conversation could not be stored');
    return row;
  }

  /**
   * Title, metadata and is_active change freely; the mode only while unset (setting the same mode
   * again is accepted), and the organization never.
   */
  async update(
    owner: ConversationOwner,
    id: string,
    input: UpdateConversationInput,
  ): Promise<ConversationRow> {
    const current = await this.open(owner, id, 'update');
    conversationPolicy.authorize(owner, 'create', { organizationId: input.organization_id });
    const changes: Partial<typeof conversations.$inferInsert> = {};
    if (input.title !== undefined) Object.assign(changes, { title: input.title, autoTitle: false });
    if (input.metadata !== undefined) changes.metadata = input.metadata;
    if (input.is_active !== undefined) changes.isActive = input.is_active;
    if (input.qpn_mode != null && input.qpn_mode !== current.qpnMode) {
      if (current.qpnMode)
        throw conflict(
          `The mode of this conversation is already ${current.qpnMode} and can only be set once. Start a new conversation to use ${input.qpn_mode}.`,
          'mode_already_set',
        );
      changes.qpnMode = input.qpn_mode;
    }
    if (Object.keys(changes).length === 0) return current;
    const [row] = await this.db
      .update(conversations)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(
        and(
          eq(conversations.id, id),
          eq(conversations.userId, owner.userId),
          // A concurrent first set of the mode must not be overwritten.
          changes.qpnMode ? sql`${conversations.qpnMode} IS NULL` : undefined,
        ),
      )
      .returning();
    if (!row) return this.update(owner, id, input);
    return row;
  }

  async remove(owner: ConversationOwner, id: string): Promise<void> {
    await this.open(owner, id, 'delete');
    await this.db
      .delete(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.userId, owner.userId)));
  }

  /**
   * Conversations whose title or any message contains `q` (case-insensitive), filtered by mode
   * and by last activity between `from` and `to`; up to three matching messages each.
   */
  async search(owner: ConversationOwner, input: SearchInput) {
    const conditions: (SQL | undefined)[] = [
      eq(conversations.organizationId, owner.organizationId),
      eq(conversations.userId, owner.userId),
    ];
    const pattern = input.q ? likePattern(input.q) : undefined;
    if (pattern) {
      const inMessages = this.db
        .select({ id: messages.conversationId })
        .from(messages)
        .where(
          and(
            eq(messages.organizationId, owner.organizationId),
            eq(messages.userId, owner.userId),
            ilike(messages.content, pattern),
          ),
        );
      conditions.push(or(ilike(conversations.title, pattern), inArray(conversations.id, inMessages)));
    }
    if (input.mode) conditions.push(eq(conversations.qpnMode, input.mode));
    if (input.from) conditions.push(gte(conversations.updatedAt, new Date(input.from)));
    if (input.to) conditions.push(lte(conversations.updatedAt, endOf(input.to)));
    const where = and(...conditions);
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversations)
      .where(where);
    const rows = await this.db
      .select()
      .from(conversations)
      .where(where)
      .orderBy(desc(conversations.updatedAt))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    const matches = new Map<
      string,
      { id: string; messageType: 'user' | 'assistant'; content: string; createdAt: Date }[]
    >();
    if (pattern && rows.length > 0) {
      const found = await this.db
        .select({
          id: messages.id,
          conversationId: messages.conversationId,
          messageType: messages.messageType,
          content: messages.content,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(
          and(
            inArray(
              messages.conversationId,
              rows.map((r) => r.id),
            ),
            eq(messages.userId, owner.userId),
            ilike(messages.content, pattern),
          ),
        )
        .orderBy(desc(messages.createdAt))
        .limit(rows.length * 20);
      for (const m of found) {
        const list = matches.get(m.conversationId) ?? [];
        if (list.length < 3) list.push(m);
        matches.set(m.conversationId, list);
      }
    }
    const needle = input.q.toLowerCase();
    return {
      results: rows.map((row) => ({
        row,
        titleMatch: needle !== '' && row.title.toLowerCase().includes(needle),
        matches: (matches.get(row.id) ?? []).map((m) => ({
          message_id: m.id,
          message_type: m.messageType,
          snippet: snippet(m.content, needle),
          created_at: m.createdAt.toISOString(),
        })),
      })),
      pagination: paginate(input.page, input.page_size, count?.n ?? 0),
    };
  }
}

/** A date without a time means the whole day. */
function endOf(value: string): Date {
  const date = new Date(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) date.setUTCHours(23, 59, 59, 999);
  return date;
}

/** About 140 characters around the first match, with ellipses where cut. */
export function snippet(content: string, needle: string): string {
  const flat = content.replace(/\s+/g, ' ');
  const at = needle ? flat.toLowerCase().indexOf(needle) : 0;
  const start = Math.max(0, at - 60);
  const end = Math.min(flat.length, Math.max(at, 0) + needle.length + 80);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
