// A local fake of the part of Polar's API the server uses: POST /v1/checkouts/.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export interface FakePolar {
  url: string;
  requests: { authorization: string | undefined; body: Record<string, unknown> }[];
  failNext(status: number): void;
  close(): Promise<void>;
}

function checkout(body: Record<string, unknown>) {
  const now = new Date().toISOString();
  const id = `chk_${Math.random().toString(36).slice(2)}`;
  return {
    id,
    created_at: now,
    modified_at: null,
    payment_processor: 'stripe',
    status: 'open',
    client_secret: 'secret',
    url: `https://sandbox.polar.test/checkout/${id}`,
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
    return c.json(checkout(body), 201);
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
