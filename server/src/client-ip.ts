import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The caller's address. With `trustedProxies` = 0 it is the socket's. With n proxies of ours in front, each
 * appends the address it received from to X-Forwarded-For, so the n-th entry from the right (the socket being the
 * last proxy) was written by our first proxy: that is the client. Entries further left were written by the
 * client and prove nothing; rotating them changes nothing here.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const socket = incoming?.socket?.remoteAddress ?? 'unknown';
  if (trustedProxies <= 0) return socket;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return socket;
  return hops[Math.max(0, hops.length - trustedProxies)] ?? socket;
}
