/**
 * Read-only sharing of a conversation on the wire, as types only (no zod): the owner's link and
 * what a colleague who opens it sees. The schemas that check them are in ./sharing.
 */
import type { Message, QpnMode } from './chat-types';

/** A live link to a conversation; `path` is the app page that opens it (/shared/<id>). */
export interface ConversationShare {
  id: string;
  conversation_id: string;
  path: string;
  created_at: string;
}

/** GET /api/chat/shared/:shareId/: the conversation as a colleague sees it, read-only. */
export interface SharedConversation {
  success: true;
  shared: {
    share_id: string;
    title: string;
    qpn_mode: QpnMode | null;
    created_at: string;
    shared_at: string;
    owner: { username: string; first_name: string; last_name: string };
    /** The reader is the owner (who can open it in the chat instead). */
    is_owner: boolean;
    conversation_id: string | null;
  };
  /** The shown branch, oldest first. */
  messages: Message[];
}
