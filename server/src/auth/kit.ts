import type { MiddlewareHandler } from 'hono';
import type { AuthedEnv, AuthUser } from '../context.js';
import type { RateLimiter } from '../middleware/rate-limit.js';
import type { AuthStore } from './store.js';
import type { TokenSigner } from './tokens.js';

/** What routes need from auth: the store, the token signer, the limiter and the auth middleware. */
export interface AuthKit {
  store: AuthStore;
  signer: TokenSigner;
  limiter: RateLimiter;
  authenticate(authorization: string | undefined): Promise<AuthUser>;
  requireAuth: MiddlewareHandler<AuthedEnv>;
}
