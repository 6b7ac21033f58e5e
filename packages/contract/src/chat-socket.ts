/**
 * Constants of the live chat socket /ws/chat/{conversationId}/: its close codes. Types and
 * constants only (no zod), so the web can import it at no cost; the frame schemas and their
 * types (ClientFrame, ServerFrame) are in ./chat.
 */

/** Close codes of the chat socket. */
export const CHAT_SOCKET_CLOSE = {
  /** Closed on purpose by either side; the client does not reconnect. */
  normal: 1000,
  /** The server is shutting down; the client reconnects. */
  goingAway: 1001,
  /** The token is missing, bad or expired, or the session was ended; the client refreshes it once. */
  unauthorized: 4401,
  /** The account is disabled, or the conversation is not the caller's. */
  forbidden: 4403,
  /** The conversation does not exist (or was deleted). */
  notFound: 4404,
  /** Too many sockets open for the user or conversation, or too many frames sent; retry later. */
  tooMany: 4429,
} as const;
