import type { Conversation, Message } from '@ai-analyst/contract/chat-types';
import { listMessages } from '../api/chat-api';

/** Every message of the conversation's shown branch, oldest first (all pages). */
export async function allMessages(conversationId: string): Promise<Message[]> {
  const pages: Message[][] = [];
  for (let page = 1; page <= 200; page += 1) {
    const result = await listMessages(conversationId, page, 200);
    pages.unshift(result.messages);
    if (!result.pagination.has_next) break;
  }
  return pages.flat();
}

/** A file name from the title: letters, digits, spaces and dashes, at most 80 characters. */
export function exportFileName(conversation: Pick<Conversation, 'title'>, extension: 'md' | 'pdf'): string {
  const base = conversation.title
    .replace(/[^\p{L}\p{M}\p{N} _-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || 'conversation'}.${extension}`;
}

/** Who wrote a message, as the export shows it. */
export function authorOf(message: Message): string {
  if (message.message_type === 'user') return 'You';
  const model = typeof message.metadata?.model === 'string' ? message.metadata.model : '';
  return model ? `Assistant (${model})` : 'Assistant';
}

