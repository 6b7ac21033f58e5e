// Requests of read-only sharing: the owner's link of a conversation, the shared view a colleague
// opens, and the copy they continue in.
import type { Conversation } from '@ai-analyst/contract/chat-types';
import type { ConversationShare, SharedConversation } from '@ai-analyst/contract/sharing-types';
import { api } from '../../../lib/api-client';

const sharePath = (conversationId: string) => `/chat/conversations/${encodeURIComponent(conversationId)}/share/`;

export async function getShare(conversationId: string): Promise<ConversationShare | null> {
  return (await api.get<{ share: ConversationShare | null }>(sharePath(conversationId))).share;
}

export async function createShare(conversationId: string): Promise<ConversationShare> {
  const body = await api.post<{ share: ConversationShare }>(sharePath(conversationId), {});
  return body.share;
}

export async function revokeShare(conversationId: string): Promise<void> {
  await api.delete(sharePath(conversationId));
}

export function getShared(shareId: string): Promise<SharedConversation> {
  return api.get<SharedConversation>(`/chat/shared/${encodeURIComponent(shareId)}/`);
}

export async function copyShared(shareId: string): Promise<Conversation> {
  const body = await api.post<{ conversation: Conversation }>(`/chat/shared/${encodeURIComponent(shareId)}/copy/`, {});
  return body.conversation;
}
