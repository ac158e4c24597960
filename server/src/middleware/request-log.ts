import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.js';
import type { Logger } from '../logger.js';

/** One structured line per request, carrying the request id that is also sent back as X-Request-Id. */
export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    c.set('logger', logger);
    await next();
    const user = (c.var as { user?: { id: string } }).user;
    logger.info('request', {
      reqId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(user ? { userId: user.id } : {}),
    });
  });
}
