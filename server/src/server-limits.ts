import type http from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from './config.js';

type Limits = Pick<Config, 'REQUEST_TIMEOUT_MS' | 'MAX_CONNECTIONS'> &
  Partial<Pick<Config, 'MAX_CONNECTIONS_PER_IP' | 'TRUST_PROXY'>>;

/**
 * Timeouts for the HTTP server, so slow clients cannot hold its sockets. Node checks them only every
 * connectionsCheckingInterval (30 s by default): once a second here.
 */
export function serverOptions(config: Limits): http.ServerOptions {
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    headersTimeout: Math.min(config.REQUEST_TIMEOUT_MS, 20_000),
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: 1_000,
  };
}

/**
 * Past the cap, new connections are closed at once. Clients connecting directly are capped per address too, so
 * one address holding idle sockets open cannot lock everyone else out (behind proxies, TRUST_PROXY > 0, every
 * socket is a proxy's, and the per-address cap is theirs to apply).
 */
export function limitConnections(server: http.Server, config: Limits): void {
  server.maxConnections = config.MAX_CONNECTIONS;
  const perAddress = config.MAX_CONNECTIONS_PER_IP;
  if (!perAddress || (config.TRUST_PROXY ?? 0) > 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
