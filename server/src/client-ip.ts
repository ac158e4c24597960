import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The caller's address: the socket's, or the first X-Forwarded-For hop when a trusted proxy sits in front. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
