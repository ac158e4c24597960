// A local stand-in for the part of Polar's API the server calls (POST /v1/checkouts/), run as a Playwright
// web server: `tsx support/fake-polar.ts <port>`. The checkout URL it hands out is a page on itself, so the
// browser's redirect lands on a local origin. GET /requests lists the checkout bodies the server sent.
import http from 'node:http';
import { POLAR_PRODUCTS } from './polar.js';

/** A product id the fake refuses with a 500, to drive the server's checkout_failed path. */
export const FAILING_PRODUCT = POLAR_PRODUCTS.pro;

const portArg = process.argv[2];
const requests: Record<string, unknown>[] = [];

// The response shape of Polar's checkout (the SDK validates it); the same fields as server/src/testing.
function checkout(body: Record<string, unknown>, origin: string) {
  const now = new Date().toISOString();
  const id = `chk_${requests.length}`;
  return {
    id,
    created_at: now,
    modified_at: null,
    payment_processor: 'stripe',
    status: 'open',
    client_secret: 'secret',
    url: `${origin}/checkout/${id}`,
    expires_at: new Date(Date.now() + 3600_000).toISOString(),
    success_url: body.success_url ?? 'https://example.test',
    return_url: null,
    embed_origin: null,
    amount: 299,
    discount_amount: 0,
    net_amount: 299,
    tax_amount: null,
    tax_behavior: null,
    total_amount: 299,
    currency: 'eur',
    allow_trial: null,
    active_trial_interval: null,
    active_trial_interval_count: null,
    trial_end: null,
    organization_id: 'org_1',
    product_id: (body.products as string[] | undefined)?.[0] ?? null,
    product_price_id: null,
    discount_id: null,
    allow_discount_codes: true,
    require_billing_address: false,
    is_discount_applicable: false,
    is_free_product_price: false,
    is_payment_required: true,
    is_payment_setup_required: false,
    is_payment_form_required: true,
    customer_id: null,
    is_business_customer: false,
    customer_name: null,
    customer_email: body.customer_email ?? null,
    customer_ip_address: null,
    customer_billing_name: null,
    customer_billing_address: null,
    customer_tax_id: null,
    payment_processor_metadata: {},
    billing_address_fields: {
      country: 'required',
      state: 'disabled',
      city: 'disabled',
      postal_code: 'disabled',
      line1: 'disabled',
      line2: 'disabled',
    },
    trial_interval: null,
    trial_interval_count: null,
    metadata: body.metadata ?? {},
    external_customer_id: body.external_customer_id ?? null,
    products: [],
    product: null,
    product_price: null,
    prices: null,
    discount: null,
    subscription_id: null,
    attached_custom_fields: null,
    customer_metadata: {},
  };
}

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
        send(res, 201, 'application/json', JSON.stringify(checkout(body, origin)));
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
