import { notFound } from '../platform/errors';

/** What a caller sees of a conversation that is not theirs, or is gone. */
export const conversationNotFound = () => notFound('Conversation not found', 'conversation_not_found');

export const messageNotFound = () => notFound('Message not found', 'message_not_found');
