/**
 * Who may do what with a conversation and its messages. A conversation is personal: only the user
 * who started it reads it, writes in it, edits, branches, shares or deletes it; to anyone else,
 * in any organization, it does not exist (404 'Conversation not found'). A new conversation
 * belongs to the caller's own organization (403 otherwise).
 */
import type { ConversationOwner } from '../auth/owner';
import { forbidden } from '../platform/errors';
import { definePolicy, type PolicyRule } from '../platform/policy';
import { conversationNotFound } from './errors';
import type { ConversationRow } from './tables';

type Owned = Pick<ConversationRow, 'organizationId' | 'userId'>;

const ownerOnly: PolicyRule<ConversationOwner, Owned> = {
  allow: (owner, row) => row.organizationId === owner.organizationId && row.userId === owner.userId,
  deny: () => conversationNotFound(),
};

export const conversationPolicy = definePolicy<
  ConversationOwner,
  {
    /** The organization a new conversation (or a changed one) names, if any. */
    create: { organizationId: string | undefined };
    read: Owned;
    update: Owned;
    delete: Owned;
    /** Send, edit, delete and branch messages; the reply job and the socket write as the owner too. */
    write: Owned;
    share: Owned;
  }
>({
  create: {
    allow: (owner, target) => target.organizationId === undefined || target.organizationId === owner.organizationId,
    deny: () => forbidden('Conversations can only be created in your own organization', 'wrong_organization'),
  },
  read: ownerOnly,
  update: ownerOnly,
  delete: ownerOnly,
  write: ownerOnly,
  share: ownerOnly,
});

export type ConversationAction = Exclude<Parameters<typeof conversationPolicy.authorize>[1], 'create'>;
