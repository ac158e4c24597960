import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.js';
import type { Logger } from '../logger.js';
import { requestHeader, setResponseHeader } from '../node-bindings.js';

/** A caller's own X-Request-Id is kept when it is a plain token (as hono/request-id accepts); else a new UUID. */
const CALLER_ID = /^[\w\-=]{1,255}$/;

/**
 * The request id (the caller's X-Request-Id or a new one), sent back as X-Request-Id on every response, and one
 * structured log line per request carrying it. `decorate` adds the app's other response headers at the same point.
 * The header goes on the final response after the route has run: routes that answer pre-serialised JSON or
 * files build their own Response, and a header prepared beforehand with c.header() never reached those.
 */
export function requestLog(logger: Logger, decorate?: (c: Context) => void) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const callerId = requestHeader(c, 'x-request-id');
    const requestId = callerId && CALLER_ID.test(callerId) ? callerId : randomUUID();
    c.set('requestId', requestId);
    c.set('logger', logger);
    await next();
    setResponseHeader(c, 'X-Request-Id', requestId);
    decorate?.(c);
    const user = (c.var as { user?: { id: string } }).user;
    logger.info('request', {
      reqId: requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(user ? { userId: user.id } : {}),
    });
  });
}
