import type http from 'node:http';
import type { Config } from './config.js';

type Limits = Pick<Config, 'REQUEST_TIMEOUT_MS' | 'MAX_CONNECTIONS'>;

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

/** Past the cap, new connections are closed at once. */
export function limitConnections(server: http.Server, config: Limits): void {
  server.maxConnections = config.MAX_CONNECTIONS;
}
