/** A failed API or auth call. `message` is the server's own text (spec words where the spec has them). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
  }

  /**
   * The server could not read the access token at all (spec §8: invalid_jwt, 400). Like a 401, the session
   * is refreshed once and, failing that, signed out; the status alone would read as an ordinary bad request.
   */
  get invalidToken(): boolean {
    return this.code === 'invalid_jwt';
  }

  /** Network failure or a gateway answer: worth retrying (spec §8: 502, 503, 504, network). */
  get retryable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

interface ErrorBody {
  error?: { message?: unknown; code?: unknown } | string;
  error_code?: unknown;
  msg?: unknown;
  message?: unknown;
}

/** Reads `{ error: { message, code } }` (and GoTrue's `msg`/`error_code`) from an error response body. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const nested = typeof b.error === 'object' && b.error !== null ? b.error : undefined;
  const message =
    (typeof nested?.message === 'string' && nested.message) ||
    (typeof b.msg === 'string' && b.msg) ||
    (typeof b.message === 'string' && b.message) ||
    (typeof b.error === 'string' && b.error) ||
    `Request failed with status ${status}`;
  const code =
    (typeof nested?.code === 'string' && nested.code) ||
    (typeof b.error_code === 'string' && b.error_code) ||
    'http_error';
  return new ApiError(status, code, message, body);
}

/** The error's own message for users, or the screen's fallback text when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
