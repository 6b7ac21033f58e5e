/**
 * Chat on the wire, as types and constants only (no zod), so the web imports them at no cost:
 * the processing modes, conversations, messages with their branch information and typed metadata,
 * and the models of the Model select. The schemas that check them are in ./chat; every value a
 * schema accepts is a value of the type here.
 */
import type { MessageMetadata } from './message-metadata';

/** The processing modes the server stores and sends. */
export const QPN_MODES = ['simple', 'tool_enhanced', 'rca', 'time_series', 'eda', 'custom'] as const;
export type QpnMode = (typeof QPN_MODES)[number];

/**
 * Mode names accepted on input: the real modes, the client's `simple_tool`, and the legacy server
 * names. DummyQCN (which old clients sent for every mode) and SimpleTextQCN mean simple,
 * SimpleOnceToolCallQCN means tool enhanced.
 */
export const LEGACY_MODE_NAMES: Record<string, QpnMode> = {
  simple_tool: 'tool_enhanced',
  DummyQCN: 'simple',
  SimpleTextQCN: 'simple',
  SimpleOnceToolCallQCN: 'tool_enhanced',
};

export const isQpnMode = (value: unknown): value is QpnMode =>
  typeof value === 'string' && (QPN_MODES as readonly string[]).includes(value);

/** How a client reads a mode it received: legacy names are mapped, unknown values are simple. */
export function readQpnMode(value: unknown): QpnMode {
  if (typeof value !== 'string') return 'simple';
  if (isQpnMode(value)) return value;
  return LEGACY_MODE_NAMES[value] ?? 'simple';
}

export interface Conversation {
  id: string;
  title: string;
  user: { id: string };
  qpn_mode: QpnMode | null;
  created_at: string;
  updated_at: string;
  last_message_at: string | null;
  message_count: number;
  is_active: boolean;
  organization_id: string;
  /** The conversation's own settings, e.g. `system_prompt`, the instructions of a Custom conversation. */
  metadata: Record<string, unknown>;
  /** The last message of the branch shown (null for an empty conversation). */
  active_leaf_id: string | null;
}

export type MessageType = 'user' | 'assistant';

/** Where a message sits among its siblings (the edits of one turn): '‹ index/count ›'. */
export interface BranchInfo {
  /** 1-based position among the siblings, oldest first. */
  index: number;
  count: number;
  sibling_ids: string[];
}

export interface Message {
  id: string;
  conversation: string;
  user: { id: string } | null;
  content: string;
  message_type: MessageType;
  created_at: string;
  edited_at: string | null;
  qpn_mode: QpnMode | null;
  /** Seconds the reply took (assistant messages), else null. */
  processing_time: number | null;
  metadata: MessageMetadata;
  attachments: string[];
  parent_id: string | null;
  branch: BranchInfo;
}

export type ModelProvider = 'builtin' | 'openai' | 'anthropic' | 'openai_compatible';

/** One model of the Model select, as the caller's organization sees it. */
export interface ModelInfo {
  id: string;
  name: string;
  provider: ModelProvider;
  available: boolean;
}
