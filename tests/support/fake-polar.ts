// A local stand-in for the part of Polar's API the server calls (POST /v1/checkouts/), run as a Playwright
// web server: `tsx support/fake-polar.ts <port>`. The checkout URL it hands out is a page on itself, so the
// browser's redirect lands on a local origin. GET /requests lists the checkout bodies the server sent.
import http from 'node:http';
import { polarCheckout } from '../../server/src/testing/polar-checkout.js';
import { POLAR_PRODUCTS } from './polar.js';

/** A product id the fake refuses with a 500, to drive the server's checkout_failed path. */
export const FAILING_PRODUCT = POLAR_PRODUCTS.pro;

const portArg = process.argv[2];
const requests: Record<string, unknown>[] = [];

function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => resolve(JSON.parse(text || '{}') as Record<string, unknown>));
    req.on('error', reject);
  });
}

const send = (res: http.ServerResponse, status: number, type: string, body: string) =>
  res.writeHead(status, { 'content-type': type }).end(body);

if (portArg) {
  const origin = `http://127.0.0.1:${portArg}`;
  http
    .createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', origin);
      if (req.method === 'POST' && url.pathname === '/v1/checkouts/') {
        const body = await readJson(req);
        requests.push(body);
        if ((body.products as string[] | undefined)?.includes(FAILING_PRODUCT)) {
          send(res, 500, 'application/json', JSON.stringify({ detail: 'fake failure' }));
          return;
        }
        const id = `chk_${requests.length}`;
        send(
          res,
          201,
          'application/json',
          JSON.stringify(polarCheckout(body, id, `${origin}/checkout/${id}`)),
        );
        return;
      }
      if (url.pathname === '/requests') {
        send(res, 200, 'application/json', JSON.stringify(requests));
        return;
      }
      if (url.pathname.startsWith('/checkout/')) {
        send(
          res,
          200,
          'text/html; charset=utf-8',
          '<!doctype html><html lang="en"><head><title>Checkout</title><link rel="icon" href="data:,"></head><body><main><h1>Fake Polar checkout</h1></main></body></html>',
        );
        return;
      }
      send(
        res,
        url.pathname === '/health' ? 200 : 404,
        'text/plain',
        url.pathname === '/health' ? 'ok' : 'not found',
      );
    })
    .listen(Number(portArg), '127.0.0.1');
}
