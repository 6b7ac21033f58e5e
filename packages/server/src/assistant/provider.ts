/**
 * The one interface every model provider implements. A provider streams text through `onToken`
 * and returns the whole reply; it throws a ProviderError (in plain words) when the model cannot
 * answer, which the reply job stores as the assistant message so the user never waits forever.
 */
import type { AssistantMessageMetadata, QpnMode, ToolCall } from '@ai-analyst/contract';
import type { ConversationOwner } from '../auth/owner';
import type { ModelEntry } from './models';
import type { AssistantTool } from './tools';

export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type ReplyRequest = {
  model: ModelEntry;
  mode: QpnMode;
  /** The system prompt: mode, personalization, custom instructions. */
  system: string;
  /** The active branch up to and including the user's message, oldest first. */
  history: ChatTurn[];
  /** The user's message (the last turn of `history`). */
  question: string;
  /**
   * The typed query the built-in analyst answered the conversation's previous question with (its
   * last ask_data call), so that a follow-up such as "and in 2009?" can modify it.
   */
  previousQuery?: unknown;
  /** The conversation's previous question (as its reply read it), which a follow-up edits. */
  previousQuestion?: string;
  /**
   * The data the message is about: the files or tables attached to it or, when it has none, to the
   * conversation's latest earlier message that had some (`attachmentsCarried`).
   */
  attachments: string[];
  /** Whether `attachments` were carried over from an earlier message of the conversation. */
  attachmentsCarried?: boolean;
  owner: ConversationOwner;
  /** Tools offered to the model; empty in simple mode. */
  tools: AssistantTool[];
  signal: AbortSignal;
  onToken: (token: string) => void;
};

export type ReplyOutcome = {
  content: string;
  toolCalls: ToolCall[];
  usage?: AssistantMessageMetadata['usage'];
  /** The typed query equal to what the reply computed, kept for the next question's follow-up. */
  analystQuery?: AssistantMessageMetadata['analyst_query'];
  /** The whole question a follow-up was answered as, kept for the next follow-up. */
  analystQuestion?: string;
};

export interface AssistantProvider {
  reply(request: ReplyRequest): Promise<ReplyOutcome>;
}

export type ProviderErrorCode =
  | 'auth'
  | 'rate_limit'
  | 'timeout'
  | 'unavailable'
  | 'stream_dropped'
  | 'bad_request'
  | 'not_configured';

/** A model that could not answer; `message` is shown to the user as the reply. */
export class ProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
