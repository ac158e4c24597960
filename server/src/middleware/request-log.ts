import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.js';
import { childLogger, type Logger } from '../logger.js';
import { requestHeader, setResponseHeader } from '../node-bindings.js';

/** A caller's own X-Request-Id is kept when it is a plain token (as hono/request-id accepts); else a new UUID. */
const CALLER_ID = /^[\w\-=]{1,255}$/;

/** At info, request lines are written in full for the first few of each window; the rest are summarised. */
export const REQUEST_LOG_WINDOW_MS = 10_000;
export const REQUEST_LINES_PER_WINDOW = 20;
/** A request this slow is always written in full, as is any 5xx. */
const SLOW_MS = 1000;

/**
 * Request lines under load: at `debug` every request gets its line; at `info` the first
 * REQUEST_LINES_PER_WINDOW of each 10-second window do, and one `requests` line then counts the rest (by status
 * class, with the slowest); 5xx and slow requests are always written. A 60 s load test wrote 1.7 GB at info
 * with a line a request.
 */
function requestLines(logger: Logger) {
  const everyRequest = logger.level === 'debug';
  let windowStart = 0;
  let written = 0;
  let summarised = 0;
  let byStatus: Record<string, number> = {};
  let slowestMs = 0;
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (summarised > 0) {
      logger.info('requests', {
        windowSeconds: REQUEST_LOG_WINDOW_MS / 1000,
        written,
        summarised,
        byStatus,
        slowestMs,
      });
    }
    written = 0;
    summarised = 0;
    byStatus = {};
    slowestMs = 0;
  };

  return (fields: { status: number; ms: number } & Record<string, unknown>) => {
    if (everyRequest || fields.status >= 500 || fields.ms >= SLOW_MS) {
      logger.info('request', fields);
      return;
    }
    const now = Date.now();
    if (now - windowStart >= REQUEST_LOG_WINDOW_MS) {
      flush();
      windowStart = now;
    }
    if (written < REQUEST_LINES_PER_WINDOW) {
      written++;
      logger.info('request', fields);
      return;
    }
    summarised++;
    const statusClass = `${Math.floor(fields.status / 100)}xx`;
    byStatus[statusClass] = (byStatus[statusClass] ?? 0) + 1;
    if (fields.ms > slowestMs) slowestMs = fields.ms;
    // The window's summary is due even if no request follows it.
    timer ??= setTimeout(flush, windowStart + REQUEST_LOG_WINDOW_MS - now).unref();
  };
}

/**
 * The request id (the caller's X-Request-Id or a new one), sent back as X-Request-Id on every response, bound to
 * the request's logger (c.get('logger')) so each of its lines carries it as `reqId`, and a structured log line
 * per request carrying it (summarised under load at info, see requestLines). `decorate` adds
 * the app's other response headers at the same point. The header goes on the final response after the route has
 * run: routes that answer pre-serialised JSON or files build their own Response, and a header prepared
 * beforehand with c.header() never reached those.
 */
export function requestLog(logger: Logger, decorate?: (c: Context) => void) {
  const quiet = logger.level === 'silent' || logger.level === 'error';
  const line = requestLines(logger);
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const callerId = requestHeader(c, 'x-request-id');
    const requestId = callerId && CALLER_ID.test(callerId) ? callerId : randomUUID();
    c.set('requestId', requestId);
    // Every line a route writes through c.get('logger') carries the request's id.
    c.set('logger', childLogger(logger, { reqId: requestId }));
    await next();
    setResponseHeader(c, 'X-Request-Id', requestId);
    decorate?.(c);
    if (quiet) return;
    const user = (c.var as { user?: { id: string } }).user;
    line({
      reqId: requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(user ? { userId: user.id } : {}),
    });
  });
}
