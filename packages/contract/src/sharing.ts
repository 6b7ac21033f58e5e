// Read-only sharing of a conversation with the owner's organization: the owner's link, what a
// colleague who opens it sees, and the copy they can continue in.
// The schemas; their types are zod-free in ./sharing-types.
import { z } from 'zod';
import { conversationSchema, messageSchema, qpnModeSchema } from './chat';
import type { Checks } from './schema-checks';
import type { ConversationShare, SharedConversation } from './sharing-types';

export type * from './sharing-types';

/** A live link to a conversation; `path` is the app page that opens it (/shared/<id>). */
export const conversationShareSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  path: z.string(),
  created_at: z.string(),
});

/** GET/POST /api/chat/conversations/:id/share/: the link, or null while the conversation is private. */
export const shareStatusResponseSchema = z.object({
  success: z.literal(true),
  share: conversationShareSchema.nullable(),
});

/** GET /api/chat/shared/:shareId/: the conversation as a colleague sees it, read-only. */
export const sharedConversationResponseSchema = z.object({
  success: z.literal(true),
  shared: z.object({
    share_id: z.string(),
    title: z.string(),
    qpn_mode: qpnModeSchema.nullable(),
    created_at: z.string(),
    shared_at: z.string(),
    owner: z.object({ username: z.string(), first_name: z.string(), last_name: z.string() }),
    /** The reader is the owner (who can open it in the chat instead). */
    is_owner: z.boolean(),
    conversation_id: z.string().nullable(),
  }),
  /** The shown branch, oldest first. */
  messages: z.array(messageSchema),
});

/** POST /api/chat/shared/:shareId/copy/: the reader's own copy, to continue in. */
export const sharedCopyResponseSchema = z.object({
  success: z.literal(true),
  conversation: conversationSchema,
});

const schemasMatchTypes: [
  Checks<typeof conversationShareSchema, ConversationShare>,
  Checks<typeof sharedConversationResponseSchema, SharedConversation>,
] = [true, true];
void schemasMatchTypes;
