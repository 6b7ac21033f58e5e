import type { AuthContext } from './authenticate';

/**
 * Whose data an operation is scoped to: the caller's organization and user. What a job, a socket
 * or a tool run carries instead of a request (conversations, the assistant, the tool catalog).
 */
export type ConversationOwner = { organizationId: string; userId: string };

export const ownerOfCaller = (caller: AuthContext): ConversationOwner => ({
  organizationId: caller.organization.id,
  userId: caller.user.id,
});
