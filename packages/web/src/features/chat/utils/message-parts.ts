// A message as a list of typed parts (the Vercel AI chatbot pattern): the message component
// renders them with a switch, so a new kind of content is a new part, not a new branch of JSX.
import type { Message } from '@ai-analyst/contract/chat-types';

export type MessagePart =
  | { type: 'attachments'; files: string[] }
  | { type: 'text'; text: string }
  | { type: 'rich'; content: string; streaming: boolean }
  | { type: 'error'; text: string }
  | { type: 'details'; model?: string; seconds?: number; stopped?: boolean };

function metaString(meta: Record<string, unknown>, key: string): string | undefined {
  const value = meta[key];
  return typeof value === 'string' && value ? value : undefined;
}

/** The parts of a stored message. */
export function messageParts(message: Message): MessagePart[] {
  const parts: MessagePart[] = [];
  const meta = message.metadata ?? {};
  if (message.attachments?.length) parts.push({ type: 'attachments', files: message.attachments });
  if (message.message_type === 'user') {
    if (message.content) parts.push({ type: 'text', text: message.content });
    return parts;
  }
  const error = metaString(meta, 'error');
  if (message.content) parts.push({ type: 'rich', content: message.content, streaming: false });
  if (error && !message.content.includes(error)) parts.push({ type: 'error', text: error });
  const model = metaString(meta, 'model');
  if (model || message.processing_time !== null)
    parts.push({
      type: 'details',
      model,
      seconds: message.processing_time ?? undefined,
      ...(meta.stopped === true ? { stopped: true } : {}),
    });
  return parts;
}
