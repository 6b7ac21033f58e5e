/**
 * What an assistant message's `metadata` holds: which model wrote it and how, the tool calls it
 * made, and whether it was stopped or failed. Types only (no zod), so the web can import them at
 * no cost. Readers check each field before use: older messages may lack any of them.
 */
import type { QpnMode } from './chat';

/** One tool call of a reply; `result` is what it found, shown in the reply's collapsible steps. */
export interface ToolCall {
  name: string;
  arguments: unknown;
  ok: boolean;
  result?: string;
  error?: string;
}

/** A type, not an interface, so that it fits where any metadata record is taken. */
export type AssistantMessageMetadata = {
  provider: string;
  model: string;
  mode?: QpnMode;
  /** The one tool the user restricted the reply to. */
  tool?: string;
  /** The calls the reply made (left out when it made none or was stopped). */
  tool_calls?: ToolCall[];
  usage?: { inputTokens?: number | undefined; outputTokens?: number | undefined };
  /** Why the reply failed; its text then says so too. */
  error?: { code: string; message?: string };
  /** The user stopped the reply; its text is what had been written. */
  stopped?: true;
};
