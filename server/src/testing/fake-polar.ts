// A local fake of the part of Polar's API the server uses: POST /v1/checkouts/.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { polarCheckout } from './polar-checkout.js';

export interface FakePolar {
  url: string;
  requests: { authorization: string | undefined; body: Record<string, unknown> }[];
  failNext(status: number): void;
  close(): Promise<void>;
}

export async function startFakePolar(): Promise<FakePolar> {
  const requests: FakePolar['requests'] = [];
  let failStatus: number | null = null;
  const app = new Hono().post('/v1/checkouts/', async (c) => {
    const body = (await c.req.json()) as Record<string, unknown>;
    requests.push({ authorization: c.req.header('authorization'), body });
    if (failStatus !== null) {
      const status = failStatus;
      failStatus = null;
      return c.json({ detail: 'boom' }, status as 500);
    }
    const id = `chk_${Math.random().toString(36).slice(2)}`;
    return c.json(polarCheckout(body, id, `https://sandbox.polar.test/checkout/${id}`), 201);
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status) => {
      failStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
