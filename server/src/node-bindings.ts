// Served by @hono/node-server, a request's c.env holds Node's own request and response objects. Reading a header
// from Node's parsed headers and setting one on Node's response skip building Fetch `Headers` objects, which
// cost about as much as the rest of a cached API read. Under app.request() (the route tests) there is no Node
// pair, and the Fetch objects are used as usual.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

/** A request header by its lower-case name. */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as NodeBindings | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Sets a header on the response about to be sent. On Node it goes straight onto the ServerResponse, where
 * node-server's writeHead merges it with the route's own headers; the route's Response stays on node-server's
 * fast path.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
  if (outgoing && !outgoing.headersSent) outgoing.setHeader(name, value);
  else c.res.headers.set(name, value);
}

/** Sets a header on the response unless the route already gave it one (its value wins). */
export function defaultResponseHeader(c: Context, name: string, value: string): void {
  const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
  // On Node the route's Response headers are written with writeHead, which overrides what is set here.
  if (outgoing && !outgoing.headersSent) outgoing.setHeader(name, value);
  else if (!c.res.headers.has(name)) c.res.headers.set(name, value);
}
