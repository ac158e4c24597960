import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.js';
import { ApiError } from '../errors.js';

/** JSON endpoints take JSON only: a clear 415 instead of a confusing validation error. */
export const requireJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    const type = c.req.header('content-type');
    const length = c.req.header('content-length');
    const hasBody =
      (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    // A declared non-JSON type is refused; so is an undeclared body. A bodiless POST (logout) passes.
    if (type ? !/^application\/([a-z.+-]*\+)?json\b/i.test(type) : hasBody) {
      throw new ApiError(415, 'unsupported_media_type', 'Content-Type must be application/json');
    }
  }
  await next();
});

/**
 * Refuses a body over `maxBytes`: at once when Content-Length says so, else while it streams in (Hono's bodyLimit
 * counts the chunks and stops reading past the cap). `tooLarge`: the route's own answer, where it has one.
 */
export function limitBody(
  maxBytes: number,
  tooLarge: () => ApiError = () =>
    new ApiError(
      413,
      'payload_too_large',
      `Request body too large (limit ${Math.round(maxBytes / 1024)} KB)`,
    ),
) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
}

/** JSON bodies nest at most this deep: our largest schema needs 7 levels. */
export const MAX_JSON_DEPTH = 64;

/** Whether `text` opens more than `max` arrays or objects inside one another (strings skipped). */
export function jsonTooDeep(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}

/**
 * Refuses deeply nested JSON before anything parses or walks it: thousands of levels made validation and
 * serialisation overflow the stack (a 500 and a full stack trace in the log each time). The text read here is
 * what the route's JSON validator parses afterwards (Hono caches the body).
 */
export const limitJsonDepth = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  if ((method === 'POST' || method === 'PUT' || method === 'PATCH') && c.req.header('content-type')) {
    if (jsonTooDeep(await c.req.text())) {
      throw new ApiError(400, 'json_too_deep', `JSON nested too deeply: at most ${MAX_JSON_DEPTH} levels`);
    }
  }
  await next();
});
