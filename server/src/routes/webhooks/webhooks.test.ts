import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { makeTestApp, scalar, signUp, type TestApp } from '../../testing/harness.js';

const SECRET = 'polar_whs_test_secret';
const ENV = {
  POLAR_WEBHOOK_SECRET: SECRET,
  POLAR_PRODUCT_STARTER: 'prod_starter',
  POLAR_PRODUCT_PRO: 'prod_pro',
};
const signer = new Webhook(Buffer.from(SECRET, 'utf8').toString('base64'));

async function deliver(
  app: TestApp,
  id: string,
  event: unknown,
  opts: { secret?: Webhook; signature?: string } = {},
) {
  const payload = JSON.stringify(event);
  const when = new Date();
  const signature = opts.signature ?? (opts.secret ?? signer).sign(id, when, payload);
  const res = await app.request('/api/webhooks/polar', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(when.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}

const tierOf = async (db: ReturnType<typeof makeTestApp>['db'], id: string) =>
  await scalar(db, 'SELECT tier FROM profiles WHERE id = ?', [id]);

describe('POST /api/webhooks/polar', () => {
  it('sets the buyer’s tier on a paid order, once', async () => {
    const { app, db } = makeTestApp({ env: ENV });
    const s = await signUp(app);
    const event = {
      type: 'order.paid',
      data: {
        status: 'paid',
        product_id: 'prod_pro',
        customer: { external_id: s.user.id, email: s.user.email },
      },
    };
    const first = await deliver(app, 'msg_1', event);
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false, applied: true } });
    expect(await tierOf(db, s.user.id)).toBe('pro');

    // A later downgrade, then a replay of the first event: the replay changes nothing.
    await db.run("UPDATE profiles SET tier = 'free'");
    const replay = await deliver(app, 'msg_1', event);
    expect(replay.body).toEqual({ received: true, duplicate: true, applied: false });
    expect(await tierOf(db, s.user.id)).toBe('free');
  });

  it('handles subscription events: active grants, revoked takes back; the user from our metadata', async () => {
    const { app, db } = makeTestApp({ env: ENV });
    const s = await signUp(app, 'sub@example.com');
    await deliver(app, 'msg_a', {
      type: 'subscription.active',
      data: {
        status: 'active',
        product_id: 'prod_starter',
        metadata: { userId: s.user.id, tier: 'starter' },
      },
    });
    expect(await tierOf(db, s.user.id)).toBe('starter');
    await deliver(app, 'msg_b', {
      type: 'subscription.revoked',
      data: { status: 'canceled', product_id: 'prod_starter', metadata: { userId: s.user.id } },
    });
    expect(await tierOf(db, s.user.id)).toBe('free');
    const ignored = await deliver(app, 'msg_c', { type: 'checkout.created', data: { status: 'open' } });
    expect(ignored.body.applied).toBe(false);
  });

  it('refuses a bad signature, a wrong secret and unsigned calls, changing nothing', async () => {
    const { app, db } = makeTestApp({ env: ENV });
    const s = await signUp(app);
    const event = {
      type: 'order.paid',
      data: { status: 'paid', product_id: 'prod_pro', customer: { external_id: s.user.id } },
    };
    const wrongSecret = await deliver(app, 'msg_x', event, {
      secret: new Webhook(Buffer.from('other').toString('base64')),
    });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error.code).toBe('invalid_signature');
    const garbage = await deliver(app, 'msg_y', event, { signature: 'v1,AAAA' });
    expect(garbage.status).toBe(401);
    const unsigned = await app.request('/api/webhooks/polar', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(401);
    expect(await tierOf(db, s.user.id)).toBe('free');
    expect(await scalar(db, 'SELECT count(*) FROM processed_webhook_events')).toBe(0);
  });

  it('answers 503 when no secret is configured', async () => {
    const { app } = makeTestApp();
    const res = await deliver(app, 'msg_z', { type: 'order.paid', data: {} });
    expect(res.status).toBe(503);
  });

  it('grants nothing for a product that is not ours, nor to a customer matched only by email', async () => {
    const { app, db } = makeTestApp({ env: ENV });
    const s = await signUp(app, 'victim@example.com');
    const notOurs = await deliver(app, 'msg_x', {
      type: 'order.paid',
      data: {
        status: 'paid',
        product_id: 'prod_someone_elses',
        metadata: { userId: s.user.id, tier: 'season_pass' },
      },
    });
    expect(notOurs.body.applied).toBe(false);
    const byEmail = await deliver(app, 'msg_y', {
      type: 'order.paid',
      data: { status: 'paid', product_id: 'prod_pro', customer: { email: 'victim@example.com' } },
    });
    expect(byEmail.body.applied).toBe(false);
    expect(await tierOf(db, s.user.id)).toBe('free');
  });
});
