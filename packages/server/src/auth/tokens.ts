import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

const ISSUER = 'ai-analyst';

export type AccessClaims = {
  userId: string;
  organizationId: string;
  role: 'admin' | 'user';
  sessionId: string;
};

/** Signs and verifies short-lived access tokens (JWT, HS256) with the installation's secret. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({
      org: claims.organizationId,
      role: claims.role,
      sid: claims.sessionId,
      typ: 'access',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Returns the claims, or a reason ('expired' or 'invalid') when the token cannot be trusted. */
  async verify(
    token: string,
  ): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' }> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const { sub, org, role, sid, typ } = payload as Record<string, unknown>;
      if (typeof sub !== 'string' || typeof org !== 'string' || typeof sid !== 'string' || typ !== 'access') {
        return { ok: false, reason: 'invalid' };
      }
      if (role !== 'admin' && role !== 'user') return { ok: false, reason: 'invalid' };
      return { ok: true, claims: { userId: sub, organizationId: org, role, sessionId: sid } };
    } catch (err) {
      return { ok: false, reason: err instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}

/** A new opaque refresh token (256 random bits). Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
