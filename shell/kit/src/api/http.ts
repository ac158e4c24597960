import { ApiError, apiErrorFrom } from './errors.js';

/**
 * One JSON request to the API's origin (the page's own origin; dev servers proxy /api and /auth).
 * Resolves the parsed body (undefined for 204); rejects with ApiError, status 0 for a network failure.
 */
export async function requestJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch (err) {
    throw new ApiError(0, 'network_error', 'Network error: the server could not be reached', err);
  }
  const text = await response.text();
  let body: unknown;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw apiErrorFrom(response.status, body);
  return body as T;
}
