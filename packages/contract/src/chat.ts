/**
 * Chat on the wire: processing modes, conversations, messages with their branch
 * information, the REST bodies of /api/chat/*, /api/qpn/process/ and /api/models/, the frames of
 * the live socket /ws/chat/{conversationId}/, and the render items assistant messages carry.
 */
import { z } from 'zod';
import { paginationSchema } from './common';
import { rcaEventSchema } from './rca';
import {
  CHART_TYPES,
  MAX_CHOICES,
  TABLE_PAGE_SIZE,
  type ChartItem,
  type ChoicesItem,
  type CodeItem,
  type ImageItem,
  type MarkdownItem,
  type MathItem,
  type RenderItem,
  type TableItem,
  type TextItem,
} from './render-items';

export * from './render-items';
export * from './chat-socket';
export * from './message-metadata';

// ---------------------------------------------------------------------------------------------
// Modes

/** The processing modes the server stores and sends. */
export const qpnModeSchema = z.enum(['simple', 'tool_enhanced', 'rca', 'time_series', 'eda', 'custom']);
export type QpnMode = z.infer<typeof qpnModeSchema>;

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

/** How a client reads a mode it received: legacy names are mapped, unknown values are simple. */
export function readQpnMode(value: unknown): QpnMode {
  if (typeof value !== 'string') return 'simple';
  if (qpnModeSchema.safeParse(value).success) return value as QpnMode;
  return LEGACY_MODE_NAMES[value] ?? 'simple';
}

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
export type Conversation = z.infer<typeof conversationSchema>;

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
  /** 1-based position among the siblings, oldest first. */
  index: z.number().int(),
  count: z.number().int(),
  sibling_ids: z.array(z.string()),
});
export type BranchInfo = z.infer<typeof branchInfoSchema>;

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
  metadata: z.record(z.string(), z.unknown()),
  attachments: z.array(z.string()),
  parent_id: z.string().nullable(),
  branch: branchInfoSchema,
});
export type Message = z.infer<typeof messageSchema>;

const attachmentsSchema = z.array(z.string().trim().min(1).max(500)).max(20).default([]);
const modelIdSchema = z.string().trim().min(1).max(200);
const toolNameSchema = z.string().trim().min(1).max(200);

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
export type ModelInfo = z.infer<typeof modelInfoSchema>;
export const modelListResponseSchema = z.object({
  success: z.literal(true),
  models: z.array(modelInfoSchema),
  default_model: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Socket frames. Every frame carries an ISO timestamp.

const timestamp = z.string().max(64).optional();

/** Frames the client sends. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('chat_message'),
    message: z.string().max(20_000).default(''),
    attachments: attachmentsSchema,
    model: modelIdSchema.optional(),
    tool: toolNameSchema.nullish(),
    timestamp,
  }),
  z.object({ type: z.literal('typing_start'), is_typing: z.boolean().default(true), timestamp }),
  z.object({ type: z.literal('typing_stop'), is_typing: z.boolean().default(false), timestamp }),
  z.object({ type: z.literal('ping'), timestamp }),
  /**
   * Stops the reply being written in the conversation (the one with `message_id`, if given); the
   * text written so far is kept as the reply, marked as stopped.
   */
  z.object({ type: z.literal('cancel_generation'), message_id: z.string().max(100).optional(), timestamp }),
]);
export type ClientFrame = z.input<typeof clientFrameSchema>;

const serverFrame = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) =>
  z.object({ type: z.literal(type), timestamp: z.string(), ...shape });

/**
 * Frames the server sends. `message_id` in stream frames is the id the stored reply will have;
 * `rca_*` frames follow an investigation started from the conversation.
 */
export const serverFrameSchema = z.discriminatedUnion('type', [
  serverFrame('connection_established', {
    conversation_id: z.string(),
    user_id: z.string(),
    message: z.string(),
  }),
  serverFrame('message_received', { message: messageSchema }),
  serverFrame('typing_indicator', {
    is_typing: z.boolean(),
    /** 'assistant' while a reply is being prepared; 'user' when another tab of the user types. */
    source: z.enum(['assistant', 'user']),
  }),
  serverFrame('stream_start', { message_id: z.string(), reply_to: z.string() }),
  serverFrame('stream_token', { message_id: z.string(), token: z.string(), content: z.string() }),
  serverFrame('stream_end', { message_id: z.string(), final_content: z.string() }),
  serverFrame('message_saved', { message: messageSchema }),
  serverFrame('error', { error: z.string(), code: z.string() }),
  serverFrame('pong', {}),
  /** The progress and end of an investigation started from this conversation. */
  ...rcaEventSchema.options.map((event) => event.extend({ timestamp: z.string() })),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;
export type ServerFrameOf<T extends ServerFrame['type']> = Extract<ServerFrame, { type: T }>;


// ---------------------------------------------------------------------------------------------
// Render items: the schemas that check one. Their types, and what each field means, are in
// ./render-items; every item a schema accepts is an item of that type.

export const textItemSchema = z.object({ type: z.literal('text'), content: z.string() });
export const markdownItemSchema = z.object({ type: z.literal('markdown'), content: z.string() });
export const codeItemSchema = z.object({
  type: z.literal('code'),
  content: z.string(),
  language: z.string().optional(),
  showLineNumbers: z.boolean().optional(),
  highlightLines: z.array(z.number().int().min(1)).optional(),
});
export const mathItemSchema = z.object({
  type: z.literal('math'),
  content: z.string(),
  displayMode: z.boolean().optional(),
});

const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const tableItemSchema = z.object({
  type: z.literal('table'),
  headers: z.array(z.string()),
  rows: z.array(z.array(cellSchema)),
  metadata: z.object({
    pageSize: z.number().int().min(1).default(TABLE_PAGE_SIZE),
    title: z.string().optional(),
    totalRows: z.number().int().optional(),
    truncated: z.boolean().optional(),
  }),
});

export const chartTypeSchema = z.enum(CHART_TYPES);
const chartPointSchema = z.object({
  x: z.union([z.number(), z.string()]),
  y: z.number(),
  label: z.string().optional(),
});
export const chartItemSchema = z.object({
  type: z.literal('chart'),
  chartType: chartTypeSchema,
  title: z.string(),
  data: z
    .object({
      labels: z.array(z.union([z.string(), z.number()])),
      datasets: z.array(
        z.object({
          label: z.string(),
          data: z.union([z.array(z.number().nullable()), z.array(chartPointSchema)]),
        }),
      ),
    })
    .optional(),
  plotly: z
    .object({
      data: z.array(z.record(z.string(), z.unknown())),
      layout: z.record(z.string(), z.unknown()),
    })
    .optional(),
  width: z.number().positive().optional(),
  height: z.number().positive().optional(),
});

export const imageItemSchema = z
  .object({
    type: z.literal('image'),
    base64: z.string().optional(),
    url: z.string().optional(),
    format: z.string().optional(),
    filename: z.string().optional(),
    width: z.number().positive().optional(),
    height: z.number().positive().optional(),
    size: z.number().nonnegative().optional(),
    alt: z.string().optional(),
  })
  .refine((i) => i.base64 !== undefined || i.url !== undefined, { message: 'No image source provided' });

/** A short question with clickable answers; a click sends the choice as the next message (```choices). */
export const choicesItemSchema = z.object({
  type: z.literal('choices'),
  question: z.string().optional(),
  choices: z.array(z.string().min(1)).min(1).max(MAX_CHOICES),
});

export const renderItemSchema = z.union([
  choicesItemSchema,
  textItemSchema,
  markdownItemSchema,
  codeItemSchema,
  mathItemSchema,
  tableItemSchema,
  chartItemSchema,
  imageItemSchema,
]);

/** Holds when every value of schema S, before and after parsing, is a T. */
type Checks<S extends z.ZodType, T> = [z.input<S>, z.output<S>] extends [T, T] ? true : never;
const schemasMatchTypes: [
  Checks<typeof textItemSchema, TextItem>,
  Checks<typeof markdownItemSchema, MarkdownItem>,
  Checks<typeof codeItemSchema, CodeItem>,
  Checks<typeof mathItemSchema, MathItem>,
  Checks<typeof tableItemSchema, TableItem>,
  Checks<typeof chartItemSchema, ChartItem>,
  Checks<typeof imageItemSchema, ImageItem>,
  Checks<typeof choicesItemSchema, ChoicesItem>,
  Checks<typeof renderItemSchema, RenderItem>,
] = [true, true, true, true, true, true, true, true, true];
void schemasMatchTypes;

/** How markdown is rendered (see RendererOptions). */
export const rendererOptionsSchema = z.object({
  enableGFM: z.boolean().default(true),
  allowHTML: z.boolean().default(false),
});
