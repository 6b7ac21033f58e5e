/**
 * What a message's `metadata` holds. Types only (no zod), so the web can import them at no cost.
 * A user message names the model and tool it asked for and the message it edits; an assistant
 * reply says which model wrote it and how, the tool calls it made (its steps), and whether it was
 * stopped or failed; the message an RCA run leaves in its conversation names the run and how it
 * ended. Its rich parts (tables, charts, choices) travel in the text as fenced blocks: see
 * ./render-items. Readers check each field before use: older messages may lack any of them.
 */
import type { QpnMode } from './chat-types';

/** One tool call of a reply; `result` is what it found, shown in the reply's collapsible steps. */
export interface ToolCall {
  name: string;
  arguments: unknown;
  ok: boolean;
  result?: string;
  error?: string;
}

/** Token counts a provider reported for a reply. */
export type TokenUsage = { inputTokens?: number | undefined; outputTokens?: number | undefined };

/** Why a reply failed: a short code and the sentence its text also says. */
export type ReplyError = { code: string; message?: string };

/** A user message: the model and tool it asked for, and the message it is an edit of. */
export type UserMessageMetadata = {
  model?: string;
  /** The one tool the user restricted the reply to. */
  tool?: string;
  /** The message this one replaces on a new branch. */
  edited_from?: string;
};

/** A type, not an interface, so that it fits where any metadata record is taken. */
export type AssistantMessageMetadata = {
  provider: string;
  model: string;
  mode?: QpnMode;
  /** The one tool the user restricted the reply to. */
  tool?: string;
  /** The calls the reply made (left out when it made none or was stopped). */
  tool_calls?: ToolCall[];
  /**
   * The typed query equal to what the reply computed, when one is (also when a table look-up
   * computed it): what a follow-up question ("and in 2009?") modifies.
   */
  analyst_query?: Record<string, unknown>;
  /**
   * The whole question a follow-up was answered as ("which lake is the smallest" for "and the
   * smallest?"): what the next follow-up edits.
   */
  analyst_question?: string;
  usage?: TokenUsage;
  /** Why the reply failed; its text then says so too. */
  error?: ReplyError;
  /** The user stopped the reply; its text is what had been written. */
  stopped?: true;
};

/** The summary (or the failure) an RCA run started from a conversation leaves there. */
export type RcaSummaryMetadata = {
  source: 'rca';
  rca_request_id: string;
  rca_status: 'completed' | 'failed';
};

/**
 * A message's metadata as readers see it: any of the fields above, each optional, since which
 * ones a message has depends on who wrote it and when.
 */
export type MessageMetadata = Partial<UserMessageMetadata & AssistantMessageMetadata & RcaSummaryMetadata>;
