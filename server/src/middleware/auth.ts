import { MESSAGES } from '@fpl-assistant/engine/app';
import { createMiddleware } from 'hono/factory';
import type { AuthStore } from '../auth/store.js';
import type { TokenSigner, VerifyResult } from '../auth/tokens.js';
import type { AuthedEnv, AuthUser } from '../context.js';
import { authError } from '../errors.js';
import { requestHeader } from '../node-bindings.js';

/**
 * Authorization header → the caller. The session must still be live, so sign-out and reuse revocation bite at once.
 * - A token that is not ours at all (garbled, forged, bad signature): 400 `invalid_jwt` everywhere (spec §8).
 * - An expired token of ours: 401 `bad_jwt` on /api, 403 `bad_jwt` on /auth/v1 as GoTrue answers. Expiry is
 *   the normal end of an access token's life, so it keeps the status clients already treat as "refresh and retry"
 *   (the web kit's API client and supabase-js both refresh then); a 400 would read as a bad request to give up on.
 * - A signed-out or revoked session: 401 on /api, 403 `session_not_found` on /auth/v1.
 */
export function authenticator(signer: TokenSigner, store: AuthStore, rejectStatus: 401 | 403 = 401) {
  const userOf = async (checked: VerifyResult): Promise<AuthUser> => {
    if (!checked.ok) {
      if (checked.reason === 'expired') throw authError(rejectStatus, 'bad_jwt', 'Access token expired');
      throw authError(400, 'invalid_jwt', 'Invalid access token: unable to parse or verify signature');
    }
    const claims = checked.claims;
    if (!(await store.isSessionLive(claims.session_id, claims.sub))) {
      throw authError(rejectStatus, 'session_not_found', 'Session not found or signed out');
    }
    return { id: claims.sub, email: claims.email, sessionId: claims.session_id };
  };
  /** The caller (the signature check is skipped when the token was verified before). */
  return async (authorization: string | undefined): Promise<AuthUser> => {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1]) throw authError(401, 'no_authorization', MESSAGES.notAuthenticated);
    const cached = signer.verifyCached(match[1]);
    return cached ? userOf(cached) : signer.verify(match[1]).then(userOf);
  };
}

export function requireAuth(authenticate: ReturnType<typeof authenticator>) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    c.set('user', await authenticate(requestHeader(c, 'authorization')));
    await next();
  });
}
