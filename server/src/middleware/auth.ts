import { MESSAGES } from '@fpl-assistant/engine';
import { createMiddleware } from 'hono/factory';
import type { AuthStore } from '../auth/store.js';
import type { TokenSigner } from '../auth/tokens.js';
import type { AuthedEnv, AuthUser } from '../context.js';
import { authError } from '../errors.js';

/**
 * Authorization header → the caller. The session must still be live, so sign-out and reuse revocation bite at once.
 * A token that is present but unusable is 401 on /api; /auth/v1 answers 403 as GoTrue does (`bad_jwt`,
 * `session_not_found`), so Supabase clients react to it as they would to the real service.
 */
export function authenticator(signer: TokenSigner, store: AuthStore, rejectStatus: 401 | 403 = 401) {
  return async (authorization: string | undefined): Promise<AuthUser> => {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1]) throw authError(401, 'no_authorization', MESSAGES.notAuthenticated);
    const claims = await signer.verify(match[1]);
    if (!claims) throw authError(rejectStatus, 'bad_jwt', 'Invalid or expired access token');
    if (!store.isSessionLive(claims.session_id, claims.sub)) {
      throw authError(rejectStatus, 'session_not_found', 'Session not found or signed out');
    }
    return { id: claims.sub, email: claims.email, sessionId: claims.session_id };
  };
}

export function requireAuth(authenticate: ReturnType<typeof authenticator>) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    c.set('user', await authenticate(c.req.header('authorization')));
    await next();
  });
}
