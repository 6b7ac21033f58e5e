import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { authSessions, organizations, users } from '../platform/db/schema';
import { organizationPolicy } from '../organizations/policy';
import { AppError, unauthorized } from '../platform/errors';
import type { OrganizationRow, UserRow } from './presenters';
import type { AccessTokens } from './tokens';

/** Who is calling: always an active user of one organization, within a live session. */
export type AuthContext = { user: UserRow; organization: OrganizationRow; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: any signed-in user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a signed-in administrator of their organization (the organization policy's `administer`). */
    authenticateAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves an access token to its caller. The user and session are read on every request, so a
 * disabled user or a revoked session is locked out at once, not when the token expires.
 */
export async function resolveAccessToken(
  db: Database,
  tokens: AccessTokens,
  token: string,
): Promise<AuthContext> {
  const verified = await tokens.verify(token);
  if (!verified.ok) {
    throw verified.reason === 'expired'
      ? unauthorized('Your session has expired. Please sign in again.', 'token_expired')
      : unauthorized('Invalid access token', 'invalid_token');
  }
  const { claims } = verified;
  const rows = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .innerJoin(authSessions, and(eq(authSessions.userId, users.id), eq(authSessions.id, claims.sessionId)))
    .where(
      and(
        eq(users.id, claims.userId),
        eq(users.organizationId, claims.organizationId),
        isNull(authSessions.revokedAt),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) throw unauthorized('Your session has ended. Please sign in again.', 'session_ended');
  if (!row.user.isActive) throw unauthorized('This account is disabled', 'account_disabled');
  return { user: row.user, organization: row.organization, sessionId: claims.sessionId };
}

/**
 * The account of an owner (a user of an organization) as a caller, for work done on their behalf
 * outside a request (a job, a chat investigation); `sessionId` names that work. Undefined when the
 * user or their organization no longer exists.
 */
export async function callerOfAccount(
  db: Database,
  owner: { userId: string; organizationId: string },
  sessionId: string,
): Promise<AuthContext | undefined> {
  const [row] = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.id, owner.userId), eq(organizations.id, owner.organizationId)));
  return row ? { user: row.user, organization: row.organization, sessionId } : undefined;
}

/** Registers the `authenticate` and `authenticateAdmin` preHandlers. */
export function registerAuthentication(app: FastifyInstance, db: Database, tokens: AccessTokens): void {
  app.decorateRequest('auth', null);
  const authenticate = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Authentication required', 'unauthenticated');
    request.auth = await resolveAccessToken(db, tokens, token);
  };
  app.decorate('authenticate', authenticate);
  app.decorate('authenticateAdmin', async (request: FastifyRequest) => {
    await authenticate(request);
    const caller = callerOf(request);
    organizationPolicy.authorize(caller, 'administer', caller.organization);
  });
}

/** The caller of a route guarded by `authenticate`. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, 'unauthenticated', 'Authentication required');
  return request.auth;
}
