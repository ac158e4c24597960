import { getAccessToken, refreshSession } from '../auth/auth-store.js';
import { ApiError } from './errors.js';
import { requestJson } from './http.js';

type Body = Record<string, unknown> | unknown[] | FormData;

async function authedRequest<T>(method: string, path: string, body?: Body, signal?: AbortSignal): Promise<T> {
  const send = (token: string | null) =>
    requestJson<T>(path, {
      method,
      signal,
      headers: token ? { authorization: `Bearer ${token}` } : {},
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
  post: <T>(path: string, body?: Body, signal?: AbortSignal) => authedRequest<T>('POST', path, body, signal),
  put: <T>(path: string, body?: Body, signal?: AbortSignal) => authedRequest<T>('PUT', path, body, signal),
  patch: <T>(path: string, body?: Body, signal?: AbortSignal) =>
    authedRequest<T>('PATCH', path, body, signal),
  delete: <T = void>(path: string, signal?: AbortSignal) =>
    authedRequest<T>('DELETE', path, undefined, signal),
};
