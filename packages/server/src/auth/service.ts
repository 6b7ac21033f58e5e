import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuthTokens, LoginRequest, ProfileUpdate, User } from '@ai-analyst/contract';
import type { Database } from '../platform/db/client';
import { authSessions, organizations, refreshTokens, users } from '../platform/db/schema';
import { AppError, unauthorized } from '../platform/errors';
import { describeWait, type RateLimitStore } from '../platform/rate-limit';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { presentUser } from './presenters';
import { hashToken, newRefreshToken, type AccessTokens } from './tokens';
import type { AuthContext } from './authenticate';
import { recordAudit } from '../audit/record';

export type AuthServiceOptions = {
  db: Database;
  tokens: AccessTokens;
  rateLimits: RateLimitStore;
  refreshTokenTtlSeconds: number;
  loginLimits: { maxAttemptsPerIp: number; maxFailuresPerUser: number; windowSeconds: number };
};

/** Same text whatever was wrong, so sign-in never tells which of the three fields was wrong. */
const INVALID_CREDENTIALS = 'Invalid credentials';

export type ClientInfo = { ip: string; userAgent: string | undefined; requestId?: string };

/** Sign-in, token rotation, sign-out and profile edits (the /api/auth routes). */
export class AuthService {
  constructor(private readonly options: AuthServiceOptions) {}

  async login(input: LoginRequest, client: ClientInfo): Promise<{ tokens: AuthTokens; user: User }> {
    const { rateLimits, loginLimits, db } = this.options;
    const windowMs = loginLimits.windowSeconds * 1000;
    const code = input.organization_code.trim().toUpperCase();
    const username = input.username.trim();
    const userKey = `login:user:${code}:${username.toLowerCase()}`;

    const perIp = await rateLimits.hit(`login:ip:${client.ip}`, windowMs);
    if (perIp.count > loginLimits.maxAttemptsPerIp) throw tooManyAttempts(perIp.resetMs);
    const failures = await rateLimits.peek(userKey);
    if (failures.count >= loginLimits.maxFailuresPerUser) throw tooManyAttempts(failures.resetMs);

    const rows = await db
      .select({ user: users, organization: organizations })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(and(eq(organizations.code, code), sql`lower(${users.username}) = ${username.toLowerCase()}`))
      .limit(1);
    const row = rows[0];
    const passwordOk = await verifyPassword(
      input.password,
      row?.user.passwordHash ?? (await dummyPasswordHash()),
    );
    if (!row || !passwordOk) {
      await rateLimits.hit(userKey, windowMs);
      await this.auditFailure(code, username, row ? 'wrong_password' : 'unknown_user', client);
      throw unauthorized(INVALID_CREDENTIALS, 'invalid_credentials');
    }
    if (!row.user.isActive) {
      await this.auditFailure(code, username, 'account_disabled', client);
      throw new AppError(401, 'account_disabled', 'This account is disabled. Contact your administrator.');
    }
    await rateLimits.reset(userKey);

    const now = new Date();
    const [session] = await db
      .insert(authSessions)
      .values({ userId: row.user.id, ip: client.ip, userAgent: client.userAgent?.slice(0, 500) })
      .returning();
    if (!session) throw new Error('session insert returned nothing');
    const [updated] = await db
      .update(users)
      .set({ lastLoginAt: now })
      .where(eq(users.id, row.user.id))
      .returning();
    const tokens = await this.issueTokens(row.user.id, row.organization.id, row.user.role, session.id);
    await recordAudit(db, {
      organizationId: row.organization.id,
      actor: { id: row.user.id, username: row.user.username },
      action: 'auth.login',
      target: { type: 'user', id: row.user.id },
      details: { user_agent: client.userAgent?.slice(0, 200) ?? null },
      request: { ip: client.ip, id: client.requestId ?? '' },
    });
    return { tokens, user: presentUser(updated ?? row.user, row.organization) };
  }

  /**
   * Rotates a refresh token. A token is good once: presenting one that was already rotated means
   * it was copied, so the whole session (every token descended from that login) is revoked.
   */
  async refresh(refreshToken: string): Promise<AuthTokens> {
    const { db } = this.options;
    const hash = hashToken(refreshToken);
    const outcome = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ token: refreshTokens, session: authSessions, user: users })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(eq(refreshTokens.tokenHash, hash))
        .limit(1)
        .for('update');
      const row = rows[0];
      if (!row) throw unauthorized('Invalid refresh token', 'invalid_refresh_token');
      if (row.session.revokedAt)
        throw unauthorized('Your session has ended. Please sign in again.', 'session_ended');
      // Reuse is answered after the transaction, so that the revocation is not rolled back with it.
      if (row.token.usedAt) return { reused: true as const, sessionId: row.session.id };
      if (row.token.expiresAt.getTime() <= Date.now())
        throw unauthorized('Your session has expired. Please sign in again.', 'refresh_token_expired');
      if (!row.user.isActive) throw unauthorized('This account is disabled', 'account_disabled');

      const now = new Date();
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.token.id));
      await tx.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, row.session.id));
      const next = newRefreshToken();
      await tx.insert(refreshTokens).values({
        sessionId: row.session.id,
        tokenHash: hashToken(next),
        expiresAt: new Date(now.getTime() + this.options.refreshTokenTtlSeconds * 1000),
      });
      const access = await this.options.tokens.sign({
        userId: row.user.id,
        organizationId: row.user.organizationId,
        role: row.user.role,
        sessionId: row.session.id,
      });
      return {
        reused: false as const,
        tokens: { access_token: access, refresh_token: next, token_type: 'Bearer' },
      };
    });
    if (outcome.reused) {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date(), revokedReason: 'refresh_token_reuse' })
        .where(eq(authSessions.id, outcome.sessionId));
      throw unauthorized(
        'This refresh token was already used; the session has been ended for safety. Please sign in again.',
        'refresh_token_reused',
      );
    }
    return outcome.tokens;
  }

  /** Ends a session, named by the caller's access token or by a refresh token of it. */
  async logout(by: {
    sessionId?: string | undefined;
    refreshToken?: string | undefined;
    client?: ClientInfo;
  }): Promise<void> {
    const { db } = this.options;
    let sessionId = by.sessionId;
    if (!sessionId && by.refreshToken) {
      const [row] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(by.refreshToken)))
        .limit(1);
      sessionId = row?.sessionId;
    }
    if (!sessionId) return;
    const [ended] = await db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
      .returning({ userId: authSessions.userId });
    if (!ended) return;
    const [user] = await db.select().from(users).where(eq(users.id, ended.userId)).limit(1);
    if (user) {
      await recordAudit(db, {
        organizationId: user.organizationId,
        actor: { id: user.id, username: user.username },
        action: 'auth.logout',
        request: by.client ? { ip: by.client.ip, id: by.client.requestId ?? '' } : null,
      });
    }
  }

  async updateProfile(caller: AuthContext, update: ProfileUpdate): Promise<User> {
    const { db } = this.options;
    const personalization = update.personalization
      ? { ...caller.user.personalization, ...update.personalization }
      : caller.user.personalization;
    const [row] = await db
      .update(users)
      .set({
        ...(update.firstName !== undefined && { firstName: update.firstName }),
        ...(update.lastName !== undefined && { lastName: update.lastName }),
        ...(update.email !== undefined && { email: update.email }),
        personalization,
        updatedAt: new Date(),
      })
      // Always filter by the caller's organization as well as their id.
      .where(and(eq(users.id, caller.user.id), eq(users.organizationId, caller.organization.id)))
      .returning();
    if (!row) throw unauthorized('Your account no longer exists');
    return presentUser(row, caller.organization);
  }

  /** Revokes every live session of a user (used when an admin disables them or resets a password). */
  async revokeAllSessions(userId: string, reason: string): Promise<void> {
    await this.options.db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  }

  /** Failed sign-ins are audited in the organization they aimed at, when that code exists. */
  private async auditFailure(
    code: string,
    username: string,
    reason: string,
    client: ClientInfo,
  ): Promise<void> {
    const [org] = await this.options.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.code, code))
      .limit(1);
    if (!org) return;
    await recordAudit(this.options.db, {
      organizationId: org.id,
      actor: { id: '', username },
      action: 'auth.login_failed',
      details: { reason },
      request: { ip: client.ip, id: client.requestId ?? '' },
    });
  }

  private async issueTokens(
    userId: string,
    organizationId: string,
    role: 'admin' | 'user',
    sessionId: string,
  ): Promise<AuthTokens> {
    const refresh = newRefreshToken();
    await this.options.db.insert(refreshTokens).values({
      sessionId,
      tokenHash: hashToken(refresh),
      expiresAt: new Date(Date.now() + this.options.refreshTokenTtlSeconds * 1000),
    });
    const access = await this.options.tokens.sign({ userId, organizationId, role, sessionId });
    return { access_token: access, refresh_token: refresh, token_type: 'Bearer' };
  }
}

function tooManyAttempts(resetMs: number): AppError {
  return new AppError(
    429,
    'rate_limited',
    `Too many sign-in attempts. Please try again in ${describeWait(resetMs)}.`,
  );
}
