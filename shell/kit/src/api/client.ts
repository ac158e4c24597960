import createClient, { type Client } from 'openapi-fetch';
import { getAccessToken, refreshSession } from '../auth/auth-store.js';
import { ApiError, apiErrorFrom } from './errors.js';
import type { paths } from './schema.gen.js';

/**
 * The API's origin: the page's own (dev servers proxy /api and /auth). openapi-fetch builds a Request, which needs
 * an absolute URL outside a browser (the unit tests).
 */
const origin = () => globalThis.location?.origin ?? 'http://localhost';

async function send(request: Request): Promise<Response> {
  if (!request.headers.has('accept')) request.headers.set('accept', 'application/json');
  try {
    return await fetch(request);
  } catch (err) {
    throw new ApiError(0, 'network_error', 'Network error: the server could not be reached', err);
  }
}

/** The server could not read the access token (spec §8: invalid_jwt, 400): treated like a 401. */
async function unreadableToken(response: Response): Promise<boolean> {
  if (response.status !== 400) return false;
  try {
    const body = (await response.clone().json()) as { error_code?: unknown; error?: { code?: unknown } };
    return body.error_code === 'invalid_jwt' || body.error?.code === 'invalid_jwt';
  } catch {
    return false;
  }
}

/**
 * Same-origin requests with the access token attached (refreshed before expiry by the auth store). A token that
 * expired, was rotated under us or is unreadable is refreshed once and the request sent once more.
 */
async function authedFetch(request: Request): Promise<Response> {
  const token = await getAccessToken();
  if (!token) return send(request);
  const again = request.clone();
  request.headers.set('authorization', `Bearer ${token}`);
  const first = await send(request);
  if (first.status !== 401 && !(await unreadableToken(first))) return first;
  const fresh = await refreshSession();
  if (!fresh) return first;
  again.headers.set('authorization', `Bearer ${fresh.access_token}`);
  return send(again);
}

/** Typed by the server's OpenAPI document (schema.gen.ts): a path, parameter or body it lacks fails typecheck. */
export type ApiClient = Client<paths>;

/** The signed-in client: the access token attached and refreshed as authedFetch says. */
export const api: ApiClient = createClient<paths>({
  baseUrl: origin(),
  fetch: authedFetch,
  credentials: 'same-origin',
});

/** The same API without the access token: auth itself, the public FPL proxy, calls with a token in hand. */
export const publicApi: ApiClient = createClient<paths>({
  baseUrl: origin(),
  fetch: send,
  credentials: 'same-origin',
});

/**
 * The answer's data, or an ApiError with the server's message (spec words where the spec has them), status 0
 * for a network failure. `ok(api.GET('/api/usage'))` resolves the document's type for that answer.
 */
export async function ok<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw apiErrorFrom(response.status, error);
  return data as T;
}
