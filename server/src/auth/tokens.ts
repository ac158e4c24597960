import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  sub: string;
  email: string;
  session_id: string;
}

/**
 * A checked access token. `expired`: ours and intact but past its exp (the client should refresh);
 * `invalid`: not a token we signed (garbled, forged, wrong issuer or audience, missing claims).
 */
export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenSigner {
  sign(claims: AccessClaims, now: Date): Promise<{ token: string; expiresAt: number; expiresIn: number }>;
  verify(token: string): Promise<VerifyResult>;
  /** The result for a token verified before and remembered (undefined otherwise): no await on the hot path. */
  verifyCached(token: string): VerifyResult | undefined;
}

const INVALID: VerifyResult = { ok: false, reason: 'invalid' };
const EXPIRED: VerifyResult = { ok: false, reason: 'expired' };

const ISSUER = 'fpl-assistant';
const AUDIENCE = 'authenticated';

/** Verified tokens are remembered until they expire: verifying is the costliest step of an API call. */
const VERIFIED_CACHE_SIZE = 10_000;

export function tokenSigner(secret: string, ttlSeconds: number, clock: { now(): Date }): TokenSigner {
  const raw = new TextEncoder().encode(secret);
  // Imported once: jose would otherwise import the raw secret on every call.
  const key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const verified = new Map<string, { result: VerifyResult; exp: number }>();
  const verifyCached = (token: string): VerifyResult | undefined => {
    const cached = verified.get(token);
    if (!cached) return undefined;
    if (cached.exp > clock.now().getTime() / 1000) return cached.result;
    verified.delete(token);
    return EXPIRED;
  };
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
        .sign(await key);
      return { token, expiresAt: exp, expiresIn: ttlSeconds };
    },
    verifyCached,
    async verify(token) {
      const cached = verifyCached(token);
      if (cached) return cached;
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          // A token without an expiry would be good forever.
          requiredClaims: ['exp'],
          currentDate: clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') return INVALID;
        const result: VerifyResult = {
          ok: true,
          claims: { sub: payload.sub, email: String(payload.email ?? ''), session_id: payload.session_id },
        };
        if (verified.size >= VERIFIED_CACHE_SIZE) {
          const oldest = verified.keys().next().value;
          if (oldest !== undefined) verified.delete(oldest);
        }
        verified.set(token, { result, exp: payload.exp ?? 0 });
        return result;
      } catch (err) {
        // jose checks the signature before the claims, so only a token we signed can be reported expired.
        return err instanceof errors.JWTExpired ? EXPIRED : INVALID;
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
