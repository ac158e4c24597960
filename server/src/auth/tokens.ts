import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  sub: string;
  email: string;
  session_id: string;
}

export interface TokenSigner {
  sign(claims: AccessClaims, now: Date): Promise<{ token: string; expiresAt: number; expiresIn: number }>;
  /** The claims of a valid, unexpired token; null otherwise. */
  verify(token: string): Promise<AccessClaims | null>;
}

const ISSUER = 'fpl-assistant';
const AUDIENCE = 'authenticated';

export function tokenSigner(secret: string, ttlSeconds: number, clock: { now(): Date }): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, now) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + ttlSeconds;
      const token = await new SignJWT({ email: claims.email, session_id: claims.session_id, role: AUDIENCE })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: exp, expiresIn: ttlSeconds };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') return null;
        return { sub: payload.sub, email: String(payload.email ?? ''), session_id: payload.session_id };
      } catch {
        return null;
      }
    },
  };
}

/** Opaque random tokens (refresh, recovery); only their SHA-256 is stored. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
