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

export function limitBody(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(
        413,
        'payload_too_large',
        `Request body too large (limit ${Math.round(maxBytes / 1024)} KB)`,
      );
    },
  });
}
