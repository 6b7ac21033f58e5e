/** Rows of the chat tables in the wire shapes of the contract (snake_case names: qpn_mode, created_at). */
import type { BranchInfo, Conversation, Message } from '@ai-analyst/contract';
import type { ConversationRow, MessageRow } from './tables';

export function presentConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    title: row.title,
    user: { id: row.userId },
    qpn_mode: row.qpnMode ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_message_at: row.lastMessageAt?.toISOString() ?? null,
    message_count: row.messageCount,
    is_active: row.isActive,
    organization_id: row.organizationId,
    metadata: row.metadata,
    active_leaf_id: row.activeLeafId ?? null,
  };
}

const ONLY_CHILD: BranchInfo = { index: 1, count: 1, sibling_ids: [] };

export function presentMessage(row: MessageRow, branch?: BranchInfo): Message {
  return {
    id: row.id,
    conversation: row.conversationId,
    user: row.messageType === 'user' ? { id: row.userId } : null,
    content: row.content,
    message_type: row.messageType,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    qpn_mode: row.qpnMode ?? null,
    processing_time: row.processingTime ?? null,
    metadata: row.metadata,
    attachments: row.attachments,
    parent_id: row.parentId ?? null,
    branch: branch ?? { ...ONLY_CHILD, sibling_ids: [row.id] },
  };
}

/** 'New Conversation 2025-01-31 14:05' (UTC): the client strips the trailing stamp for its header. */
export function defaultTitle(now = new Date()): string {
  return `New Conversation ${now.toISOString().slice(0, 16).replace('T', ' ')}`;
}

/** A title from a first message: whitespace collapsed, over 50 characters cut to 47 plus '...'. */
export function titleFromMessage(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return defaultTitle();
  return flat.length > 50 ? `${flat.slice(0, 47)}...` : flat;
}
