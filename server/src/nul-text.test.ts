// Issue 31: on PostgreSQL a NUL character in any text field (the sign-in email, names, notes, webhook fields) was a
// 500: its text type cannot hold one. Every JSON body is now refused at the edge with a 400, on both databases.
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { jsonProblem } from './middleware/body-rules.js';
import { call, makeTestApp, sampleSquad, scalar, signUp } from './testing/harness.js';

const NUL = 'a\u0000b';

describe('NUL characters in text', () => {
  it('finds a NUL in a JSON string, not an escaped backslash before u0000', () => {
    expect(jsonProblem(JSON.stringify({ email: `${NUL}@example.com` }))).toBe('nul');
    expect(jsonProblem(JSON.stringify({ path: 'C:\\u0000' }))).toBe(null);
    expect(jsonProblem(JSON.stringify({ nested: [{ deep: ['\u0000'] }] }))).toBe('nul');
    expect(jsonProblem(JSON.stringify(sampleSquad()))).toBe(null);
  });

  it('answers 400 invalid_text for every field the outside attack tried, storing nothing', async () => {
    const secret = 'polar_whs_test_secret';
    const { app, db } = makeTestApp({ env: { POLAR_WEBHOOK_SECRET: secret } });
    const s = await signUp(app, 'nul@example.com');
    const token = s.access_token;
    const answers = [
      await call(app, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: `${NUL}@example.com`, password: 'whatever1' },
      }),
      await call(app, 'POST', '/auth/v1/signup', {
        body: { email: 'other@example.com', password: 'secret123', data: { name: NUL } },
      }),
      await call(app, 'PUT', '/auth/v1/user', { token, body: { data: { name: NUL } } }),
      await call(app, 'PATCH', '/api/profile', { token, body: { name: NUL } }),
      await call(app, 'POST', '/api/suggestions', {
        token,
        body: { gameweek: 3, extractedData: sampleSquad(3), recommendations: {}, userNotes: NUL },
      }),
      await call(app, 'POST', '/auth/v1/recover', { body: { email: `${NUL}@example.com` } }),
      await call(app, 'POST', '/api/ai/analyze', {
        token,
        body: { gameweek: 3, extractedData: { ...sampleSquad(3), formation: NUL } },
      }),
    ];
    const signer = new Webhook(Buffer.from(secret, 'utf8').toString('base64'));
    const payload = JSON.stringify({ type: `order.${NUL}`, data: { customer: { external_id: NUL } } });
    const when = new Date();
    const webhook = await app.request('/api/webhooks/polar', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_nul',
        'webhook-timestamp': String(Math.floor(when.getTime() / 1000)),
        'webhook-signature': signer.sign('msg_nul', when, payload),
      },
      body: payload,
    });
    expect([...answers.map((a) => a.status), webhook.status]).toEqual(Array(answers.length + 1).fill(400));
    for (const answer of answers) expect(answer.body.error.code).toBe('invalid_text');
    expect(await scalar(db, 'SELECT count(*) FROM users')).toBe(1);
    expect(await scalar(db, 'SELECT count(*) FROM suggestions')).toBe(0);
    expect(await scalar(db, 'SELECT name FROM profiles')).not.toContain('\u0000');
  });

  it('refuses an encoded NUL in the query string of a body call', async () => {
    const { app } = makeTestApp();
    const res = await call(app, 'POST', '/auth/v1/token?grant_type=password%00', {
      body: { email: 'x@example.com', password: 'whatever1' },
    });
    expect(res.status).toBe(400);
  });
});
