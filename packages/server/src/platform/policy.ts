/**
 * Authorization policies: one module per kind of resource says, for each action, who may take it
 * and what a refusal answers. A route (or a service acting for a socket or a job) asks
 * `policy.authorize(caller, action, resource)`, which throws the refusal's `AppError`, or
 * `policy.can(…)`, which only answers. Services keep scoping their queries to the caller's
 * organization; whether this caller may act on the row found is the policy's to say.
 *
 * A feature defines its policy with `definePolicy`, naming each action with the resource it
 * reads and the caller type it needs (only the fields it reads, so a socket's or a job's owner
 * fits as well as a request's caller):
 *
 *   const conversationPolicy = definePolicy<Owner, { read: ConversationRow }>({
 *     read: { allow: (owner, row) => row.userId === owner.userId, deny: () => conversationNotFound() },
 *   });
 */
import type { AppError } from './errors';

/** One action: whether the caller may take it on the resource, and the error of a refusal. */
export type PolicyRule<Caller, Resource> = {
  allow: (caller: Caller, resource: Resource) => boolean;
  deny: (caller: Caller, resource: Resource) => AppError;
};

export type PolicyRules<Caller, Actions extends Record<string, unknown>> = {
  [Action in keyof Actions]: PolicyRule<Caller, Actions[Action]>;
};

export interface Policy<Caller, Actions extends Record<string, unknown>> {
  /** Whether the caller may take the action on the resource. */
  can<Action extends keyof Actions>(caller: Caller, action: Action, resource: Actions[Action]): boolean;
  /** Throws the action's refusal unless the caller may take it. */
  authorize<Action extends keyof Actions>(caller: Caller, action: Action, resource: Actions[Action]): void;
}

/** Every action has a rule, so an action nobody wrote a rule for does not typecheck. */
export function definePolicy<Caller, Actions extends Record<string, unknown>>(
  rules: PolicyRules<Caller, Actions>,
): Policy<Caller, Actions> {
  return {
    can: (caller, action, resource) => rules[action].allow(caller, resource),
    authorize: (caller, action, resource) => {
      const rule = rules[action];
      if (!rule.allow(caller, resource)) throw rule.deny(caller, resource);
    },
  };
}
