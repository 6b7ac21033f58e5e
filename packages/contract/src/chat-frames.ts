/**
 * The frames of the live chat socket /ws/chat/{conversationId}/, as schemas: what the client
 * sends (every frame is validated on arrival) and what the server sends. The close codes are
 * zod-free in ./chat-socket.
 */
import { z } from 'zod';
import { attachmentsSchema, messageSchema, modelIdSchema, toolNameSchema } from './chat-schemas';
import { rcaEventSchema } from './rca';

// Every frame carries an ISO timestamp.
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
