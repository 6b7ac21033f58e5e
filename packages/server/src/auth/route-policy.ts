/**
 * Policies as route options: `authorized(app, policy, action, resourceOf)` is the preHandler
 * chain of a route that authenticates the caller, then asks the policy whether the caller may take
 * the action on the resource the request names (a refusal answers the policy's error before the
 * handler runs). Services keep scoping their queries to the caller's organization.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Policy } from '../platform/policy';
import { callerOf, type AuthContext } from './authenticate';

export function authorized<Actions extends Record<string, unknown>, Action extends keyof Actions>(
  app: FastifyInstance,
  policy: Policy<AuthContext, Actions>,
  action: Action,
  resourceOf: (caller: AuthContext, request: FastifyRequest) => Actions[Action],
): { preHandler: preHandlerAsyncHookHandler[] } {
  const check: preHandlerAsyncHookHandler = async (request) => {
    const caller = callerOf(request);
    policy.authorize(caller, action, resourceOf(caller, request));
  };
  return { preHandler: [app.authenticate, check] };
}

/** The caller's own organization, the resource of most administration routes. */
export const ownOrganization = (caller: AuthContext) => caller.organization;
