import type { FastifyInstance } from 'fastify';
import {
  loginRequestSchema,
  logoutRequestSchema,
  profileUpdateSchema,
  refreshRequestSchema,
} from '@ai-analyst/contract';
import { parseWith } from '../platform/validation';
import { bearerToken, callerOf, resolveAccessToken } from './authenticate';
import { presentUser } from './presenters';
import type { AuthService } from './service';
import type { Database } from '../platform/db/client';
import type { AccessTokens } from './tokens';

/** /api/auth/*: sign-in, refresh, sign-out, the profile and password changes. */
export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: AuthService; db: Database; tokens: AccessTokens },
) {
  const { auth } = opts;

  app.post('/api/auth/login/', async (request) => {
    const input = parseWith(loginRequestSchema, request.body);
    const result = await auth.login(input, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      requestId: request.id,
    });
    request.log.info({ userId: result.user.id, org: result.user.organization.code }, 'user signed in');
    return { success: true, tokens: result.tokens, user: result.user };
  });

  app.get('/api/auth/validate/', { preHandler: app.authenticate }, async (request) => {
    const caller = callerOf(request);
    return { success: true, valid: true, user: presentUser(caller.user, caller.organization) };
  });

  app.post('/api/auth/refresh/', async (request) => {
    const { refresh_token } = parseWith(refreshRequestSchema, request.body);
    return { success: true, tokens: await auth.refresh(refresh_token) };
  });

  // Logout always succeeds: it ends the session named by a valid bearer token and/or refresh token.
  app.post('/api/auth/logout/', async (request) => {
    const body = parseWith(logoutRequestSchema, request.body ?? undefined);
    const token = bearerToken(request);
    let sessionId: string | undefined;
    if (token)
      sessionId = await resolveAccessToken(opts.db, opts.tokens, token).then(
        (c) => c.sessionId,
        () => undefined,
      );
    await auth.logout({
      sessionId,
      refreshToken: body?.refresh_token,
      client: { ip: request.ip, userAgent: request.headers['user-agent'], requestId: request.id },
    });
    return { success: true };
  });

  app.put('/api/auth/profile/', { preHandler: app.authenticate }, async (request) => {
    const update = parseWith(profileUpdateSchema, request.body);
    return { success: true, user: await auth.updateProfile(callerOf(request), update) };
  });
}
