/**
 * Chat on the wire, the schemas: processing modes, conversations, messages with their branch
 * information and metadata, the REST bodies of /api/chat/*, /api/qpn/process/ and /api/models/.
 * Their types are zod-free in ./chat-types and ./message-metadata.
 */
import { z } from 'zod';
import {
  LEGACY_MODE_NAMES,
  QPN_MODES,
  type BranchInfo,
  type Conversation,
  type Message,
  type ModelInfo,
  type QpnMode,
} from './chat-types';
import { paginationSchema } from './common';
import type { MessageMetadata, ToolCall } from './message-metadata';
import type { Checks } from './schema-checks';


// ---------------------------------------------------------------------------------------------
// Modes

/** The processing modes the server stores and sends. */
export const qpnModeSchema = z.enum(QPN_MODES);

export const qpnModeInputSchema = z
  .string()
  .trim()
  .max(64)
  .transform((value, ctx): QpnMode => {
    const mode = qpnModeSchema.safeParse(value).success ? (value as QpnMode) : LEGACY_MODE_NAMES[value];
    if (!mode) {
      ctx.addIssue({
        code: 'custom',
        message: `Unknown mode "${value}". Use one of: ${qpnModeSchema.options.join(', ')}`,
      });
      return z.NEVER;
    }
    return mode;
  });

// ---------------------------------------------------------------------------------------------
// Conversations

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  user: z.object({ id: z.string() }),
  qpn_mode: qpnModeSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  last_message_at: z.string().nullable(),
  message_count: z.number().int(),
  is_active: z.boolean(),
  organization_id: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  /** The last message of the branch shown (null for an empty conversation). */
  active_leaf_id: z.string().nullable(),
});

const metadataSchema = z.record(z.string(), z.unknown()).refine((m) => JSON.stringify(m).length <= 20_000, {
  message: 'metadata is too large (at most 20,000 characters as JSON)',
});

/** POST /api/chat/conversations/ */
export const createConversationSchema = z
  .object({
    title: z.string().trim().max(200).optional(),
    qpn_mode: qpnModeInputSchema.nullish(),
    organization_id: z.string().max(64).optional(),
    metadata: metadataSchema.optional(),
    /** When given, the title comes from it (over 50 characters: 47 plus '...'). */
    first_message: z.string().max(20_000).optional(),
  })
  .strict();
export type CreateConversation = z.input<typeof createConversationSchema>;

/** PUT /api/chat/conversations/{id}/ — qpn_mode only while unset (409 otherwise). */
export const updateConversationSchema = z
  .object({
    title: z.string().trim().min(1, 'Title cannot be empty').max(200).optional(),
    qpn_mode: qpnModeInputSchema.nullish(),
    organization_id: z.string().max(64).optional(),
    metadata: metadataSchema.optional(),
    is_active: z.boolean().optional(),
  })
  .strict();
export type UpdateConversation = z.input<typeof updateConversationSchema>;

export const conversationResponseSchema = z.object({
  success: z.literal(true),
  conversation: conversationSchema,
});
export const conversationListResponseSchema = z.object({
  success: z.literal(true),
  conversations: z.array(conversationSchema),
});

// ---------------------------------------------------------------------------------------------
// Messages

export const messageTypeSchema = z.enum(['user', 'assistant']);

/** Where a message sits among its siblings (the edits of one turn): '‹ index/count ›'. */
export const branchInfoSchema = z.object({
  index: z.number().int(),
  count: z.number().int(),
  sibling_ids: z.array(z.string()),
});

export const toolCallSchema = z.object({
  name: z.string(),
  arguments: z.unknown(),
  ok: z.boolean(),
  result: z.string().optional(),
  error: z.string().optional(),
});

/**
 * A message's metadata (see MessageMetadata): every known field checked when present, and fields
 * it does not know let through, so that a message written by a newer server still reads.
 */
export const messageMetadataSchema = z.looseObject({
  provider: z.string().optional(),
  model: z.string().optional(),
  mode: qpnModeSchema.optional(),
  tool: z.string().optional(),
  edited_from: z.string().optional(),
  tool_calls: z.array(toolCallSchema).optional(),
  analyst_query: z.record(z.string(), z.unknown()).optional(),
  analyst_question: z.string().optional(),
  usage: z.object({ inputTokens: z.number().optional(), outputTokens: z.number().optional() }).optional(),
  error: z.object({ code: z.string(), message: z.string().optional() }).optional(),
  stopped: z.literal(true).optional(),
  source: z.literal('rca').optional(),
  rca_request_id: z.string().optional(),
  rca_status: z.enum(['completed', 'failed']).optional(),
});

export const messageSchema = z.object({
  id: z.string(),
  conversation: z.string(),
  user: z.object({ id: z.string() }).nullable(),
  content: z.string(),
  message_type: messageTypeSchema,
  created_at: z.string(),
  edited_at: z.string().nullable(),
  qpn_mode: qpnModeSchema.nullable(),
  /** Seconds the reply took (assistant messages), else null. */
  processing_time: z.number().nullable(),
  metadata: messageMetadataSchema,
  attachments: z.array(z.string()),
  parent_id: z.string().nullable(),
  branch: branchInfoSchema,
});

export const attachmentsSchema = z.array(z.string().trim().min(1).max(500)).max(20).default([]);
export const modelIdSchema = z.string().trim().min(1).max(200);
export const toolNameSchema = z.string().trim().min(1).max(200);

/** POST /api/chat/conversations/{id}/messages/ */
export const sendMessageSchema = z
  .object({
    content: z.string().max(20_000).default(''),
    attachments: attachmentsSchema,
    /** A model id from GET /api/models/; default: the conversation's, else the server default. */
    model: modelIdSchema.optional(),
    /** Restrict the assistant to one tool ('No tool' is simply leaving this out). */
    tool: toolNameSchema.nullish(),
  })
  .strict()
  .refine((m) => m.content.trim() !== '' || m.attachments.length > 0, {
    message: 'A message needs text or at least one attached file',
    path: ['content'],
  });
export type SendMessage = z.input<typeof sendMessageSchema>;

export const sendMessageResponseSchema = z.object({
  success: z.literal(true),
  user_message: messageSchema,
  /** The stored reply; null only when it took longer than the server waits (it still arrives). */
  assistant_message: messageSchema.nullable(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** PUT /api/chat/conversations/{id}/messages/{messageId}/ — an edit becomes a sibling branch. */
export const editMessageSchema = z
  .object({
    content: z
      .string()
      .refine((c) => c.trim() !== '', 'The edited message cannot be blank')
      .pipe(z.string().max(20_000)),
    model: modelIdSchema.optional(),
    tool: toolNameSchema.nullish(),
  })
  .strict();

/** POST /api/chat/conversations/{id}/branch/ — show the branch through this message. */
export const switchBranchSchema = z.object({ message_id: z.string().max(64) }).strict();

export const messageListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});

/** Page 1 is the newest page; the messages inside a page are oldest first. */
export const messageListResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(messageSchema),
  pagination: paginationSchema,
  conversation: conversationSchema,
});

/** GET /api/chat/search/ */
export const chatSearchQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  mode: qpnModeInputSchema.optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const chatSearchResultSchema = z.object({
  conversation: conversationSchema,
  title_match: z.boolean(),
  matches: z.array(
    z.object({
      message_id: z.string(),
      message_type: messageTypeSchema,
      snippet: z.string(),
      created_at: z.string(),
    }),
  ),
});

/** POST /api/qpn/process/ — one question, answered in a new or existing conversation. */
export const qpnProcessSchema = z
  .object({
    query: z
      .string()
      .refine((q) => q.trim() !== '', 'query is required')
      .pipe(z.string().max(20_000)),
    mode: qpnModeInputSchema.optional(),
    conversationId: z.string().max(64).optional(),
    model: modelIdSchema.optional(),
    tool: toolNameSchema.nullish(),
  })
  .strict();

// ---------------------------------------------------------------------------------------------
// Models

export const modelProviderSchema = z.enum(['builtin', 'openai', 'anthropic', 'openai_compatible']);
export const modelInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: modelProviderSchema,
  available: z.boolean(),
});
export const modelListResponseSchema = z.object({
  success: z.literal(true),
  models: z.array(modelInfoSchema),
  default_model: z.string(),
});

const schemasMatchTypes: [
  Checks<typeof qpnModeSchema, QpnMode>,
  Checks<typeof conversationSchema, Conversation>,
  Checks<typeof branchInfoSchema, BranchInfo>,
  Checks<typeof toolCallSchema, ToolCall>,
  Checks<typeof messageMetadataSchema, MessageMetadata>,
  Checks<typeof messageSchema, Message>,
  Checks<typeof modelInfoSchema, ModelInfo>,
] = [true, true, true, true, true, true, true];
void schemasMatchTypes;
