import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MessageMetadata, QpnMode } from '@ai-analyst/contract';
import * as column from '../platform/db/columns';
import { users } from '../auth/tables';
import { organizations } from '../organizations/tables';

/**
 * A conversation belongs to one user of one organization; nobody else reads it. Messages form a
 * tree (edits are siblings); `active_leaf_id` names the last message of the branch shown.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: column.id(),
    organizationId: column.cascadingReference('organization_id', () => organizations.id),
    userId: column.cascadingReference('user_id', () => users.id),
    title: text('title').notNull(),
    /** True while the title is the generated default: the first message then names it. */
    autoTitle: boolean('auto_title').notNull().default(true),
    qpnMode: text('qpn_mode').$type<QpnMode>(),
    metadata: column.jsonObject<Record<string, unknown>>('metadata'),
    isActive: boolean('is_active').notNull().default(true),
    activeLeafId: uuid('active_leaf_id'),
    messageCount: integer('message_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [index('conversations_owner_idx').on(t.organizationId, t.userId, t.updatedAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: column.id(),
    conversationId: column.cascadingReference('conversation_id', () => conversations.id),
    organizationId: column.cascadingReference('organization_id', () => organizations.id),
    /** The conversation's owner; assistant messages carry it too (they answer that user). */
    userId: column.cascadingReference('user_id', () => users.id),
    /** The previous message of the branch; deleting a message deletes its descendants. */
    parentId: uuid('parent_id').references((): AnyPgColumn => messages.id, { onDelete: 'cascade' }),
    messageType: text('message_type', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    qpnMode: text('qpn_mode').$type<QpnMode>(),
    /** Seconds from the user's message to the stored reply (assistant messages). */
    processingTime: doublePrecision('processing_time'),
    metadata: column.jsonObject<MessageMetadata>('metadata'),
    attachments: column.jsonList<string[]>('attachments'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: column.createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_parent_idx').on(t.parentId),
    // Admin analytics: an organization's messages by day.
    index('messages_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);

/**
 * A conversation its owner shares read-only with their organization. The row's id is the secret
 * of the link (/shared/<id>); revoking deletes the row, so the link stops working, and sharing
 * again makes a new link. At most one live link per conversation.
 */
export const conversationShares = pgTable(
  'conversation_shares',
  {
    id: column.id(),
    conversationId: column.cascadingReference('conversation_id', () => conversations.id),
    /** The owner's organization: only its members can open the link. */
    organizationId: column.cascadingReference('organization_id', () => organizations.id),
    createdBy: column.cascadingReference('created_by', () => users.id),
    createdAt: column.createdAt(),
  },
  (t) => [uniqueIndex('conversation_shares_conversation_idx').on(t.conversationId)],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationShareRow = typeof conversationShares.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
