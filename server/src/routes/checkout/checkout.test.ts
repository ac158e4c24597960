import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { polarBilling } from '../../services/billing.js';
import { type FakePolar, startFakePolar } from '../../testing/fake-polar.js';
import { call, fakeBilling, makeTestApp, signUp } from '../../testing/harness.js';

const PRODUCTS = { POLAR_PRODUCT_STARTER: 'prod_starter', POLAR_PRODUCT_PRO: 'prod_pro' };

describe('POST /api/checkout against a fake Polar API', () => {
  let polar: FakePolar;
  beforeAll(async () => {
    polar = await startFakePolar();
  });
  afterAll(() => polar.close());

  const app = () => {
    const env = { ...PRODUCTS, POLAR_ACCESS_TOKEN: 'polar_at_test', POLAR_API_BASE: polar.url };
    return makeTestApp({ env, billing: polarBilling(testConfig(env)) }).app;
  };

  it('creates a checkout with the tier’s product and the buyer, and answers its URL', async () => {
    const a = app();
    const s = await signUp(a, 'buyer@example.com');
    const res = await call(a, 'POST', '/api/checkout', { token: s.access_token, body: { tier: 'starter' } });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/sandbox\.polar\.test\/checkout\//);
    const sent = polar.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer polar_at_test');
    expect(sent?.body).toMatchObject({
      products: ['prod_starter'],
      external_customer_id: s.user.id,
      customer_email: 'buyer@example.com',
      metadata: { userId: s.user.id, tier: 'starter' },
      success_url: 'http://app.test/dashboard?checkout=success',
    });
  });

  it('answers the spec messages for a missing product, the free tier and a Polar failure', async () => {
    const a = app();
    const s = await signUp(a);
    const missing = await call(a, 'POST', '/api/checkout', {
      token: s.access_token,
      body: { tier: 'season_pass' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Product ID not configured for tier: season_pass');
    const free = await call(a, 'POST', '/api/checkout', { token: s.access_token, body: { tier: 'free' } });
    expect(free.status).toBe(400);
    const bogus = await call(a, 'POST', '/api/checkout', { token: s.access_token, body: { tier: 'gold' } });
    expect(bogus.status).toBe(400);
    polar.failNext(500);
    const failed = await call(a, 'POST', '/api/checkout', { token: s.access_token, body: { tier: 'pro' } });
    expect(failed.status).toBe(502);
    expect(failed.body.error.message).toBe('Failed to start checkout. Please try again or contact support.');
  });

  it('answers the spec message when the provider gives no URL', async () => {
    const { app: a } = makeTestApp({ env: PRODUCTS, billing: fakeBilling(null).billing });
    const s = await signUp(a);
    const res = await call(a, 'POST', '/api/checkout', { token: s.access_token, body: { tier: 'pro' } });
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe('Failed to create Polar checkout session');
  });
});
