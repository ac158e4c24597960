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

/** What a JSON text holds that no route takes: nesting past `max`, or a NUL character in a string. */
export function jsonProblem(text: string, max: number = MAX_JSON_DEPTH): 'too_deep' | 'nul' | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) {
        // A backslash: \u0000 is a NUL; any other escape is skipped whole.
        if (text.charCodeAt(i + 1) === 0x75 && text.startsWith('0000', i + 2)) return 'nul';
        i++;
      } else if (ch === 0x22) inString = false;
      else if (ch === 0) return 'nul';
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) return 'too_deep';
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return null;
}

/** Whether `text` opens more than `max` arrays or objects inside one another (strings skipped). */
export function jsonTooDeep(text: string, max: number = MAX_JSON_DEPTH): boolean {
  return jsonProblem(text, max) === 'too_deep';
}

const nulRefused = () =>
  new ApiError(
    400,
    'invalid_text',
    'Text may not contain NUL characters (\\u0000): remove them and try again.',
  );

/**
 * Refuses deeply nested JSON before anything parses or walks it: thousands of levels made validation and
 * serialisation overflow the stack (a 500 and a full stack trace in the log each time). Refuses a NUL in any
 * string too: PostgreSQL's text cannot hold one (a 500 there, where SQLite stored it). The text read here is what
 * the route's JSON validator parses afterwards (Hono caches the body).
 */
export const limitJsonDepth = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  if (c.req.url.includes('%00')) throw nulRefused();
  if ((method === 'POST' || method === 'PUT' || method === 'PATCH') && c.req.header('content-type')) {
    const problem = jsonProblem(await c.req.text());
    if (problem === 'too_deep') {
      throw new ApiError(400, 'json_too_deep', `JSON nested too deeply: at most ${MAX_JSON_DEPTH} levels`);
    }
    if (problem === 'nul') throw nulRefused();
  }
  await next();
});
