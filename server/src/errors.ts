import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context.js';

/**
 * The one error type routes throw. `extra` adds fields next to `error` in the body: the AI endpoints add
 * `success: false`, the auth endpoints GoTrue's `error_code`/`msg` so Supabase clients read them.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** GoTrue-style auth error: `{ error: {message, code}, error_code, msg }` (auth-js reads error_code and msg). */
export function authError(
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): ApiError {
  return new ApiError(status, code, message, { error_code: code, msg: message, ...extra });
}

const httpCodes: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** The app's single error handler: every error response in the server is built here. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json({ error: { message: err.message, code: err.code }, ...err.extra }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message = err.message || (status === 413 ? 'Request body too large' : 'Request failed');
    return c.json({ error: { message, code: httpCodes[status] ?? 'http_error' } }, status);
  }
  c.get('logger').error('unhandled error', {
    path: c.req.path,
    error: err.message,
    stack: err.stack,
  });
  return c.json({ error: { message: 'Internal server error', code: 'internal_error' } }, 500);
}
