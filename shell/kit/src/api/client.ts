import { getAccessToken, refreshSession } from '../auth/auth-store.js';
import { ApiError } from './errors.js';
import { requestJson } from './http.js';

type Body = Record<string, unknown> | unknown[] | FormData;

/** A signal, or a signal and extra request headers (e.g. Idempotency-Key). */
export type RequestOptions = AbortSignal | { signal?: AbortSignal; headers?: Record<string, string> };

async function authedRequest<T>(
  method: string,
  path: string,
  body?: Body,
  options?: RequestOptions,
): Promise<T> {
  const { signal, headers = {} } =
    options === undefined || options instanceof AbortSignal ? { signal: options } : options;
  const send = (token: string | null) =>
    requestJson<T>(path, {
      method,
      signal,
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  const token = await getAccessToken();
  try {
    return await send(token);
  } catch (err) {
    // A token that expired, was rotated under us or is unreadable (invalid_jwt): refresh once and retry once.
    if (!(err instanceof ApiError) || !(err.status === 401 || err.invalidToken) || !token) throw err;
    const fresh = await refreshSession();
    if (!fresh) throw err;
    return send(fresh.access_token);
  }
}

/**
 * The typed API client: same-origin JSON calls that attach the access token (refreshed before expiry, and
 * once more on a 401). Failures reject with ApiError carrying the server's message.
 */
export const api = {
  get: <T>(path: string, signal?: AbortSignal) => authedRequest<T>('GET', path, undefined, signal),
  post: <T>(path: string, body?: Body, options?: RequestOptions) =>
    authedRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: Body, options?: RequestOptions) =>
    authedRequest<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: Body, options?: RequestOptions) =>
    authedRequest<T>('PATCH', path, body, options),
  delete: <T = void>(path: string, signal?: AbortSignal) =>
    authedRequest<T>('DELETE', path, undefined, signal),
};
