import { describe, expect, it } from 'vitest';
import { call, makeTestApp, sampleSquad, scalar, signUp } from './testing/harness.js';

// Every bad request gets a 4xx with a clear message in the one error shape, never a 500, and writes nothing.
describe('bad input', () => {
  const count = async (db: ReturnType<typeof makeTestApp>['db'], table: string) =>
    await scalar(db, `SELECT count(*) FROM ${table}`);

  it('malformed JSON', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    for (const [path, token] of [
      ['/api/suggestions', s.access_token],
      ['/api/ai/analyze', s.access_token],
      ['/auth/v1/signup', undefined],
      ['/auth/v1/token?grant_type=password', undefined],
    ] as const) {
      const res = await call(app, 'POST', path, { token, body: '{"gameweek": 3,' });
      expect(res.status, path).toBe(400);
      expect(res.body.error.message).toMatch(/Malformed JSON/);
    }
    expect(await count(db, 'suggestions')).toBe(0);
    expect(await count(db, 'users')).toBe(1);
  });

  it('wrong content type', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    const res = await call(app, 'POST', '/api/suggestions', {
      token: s.access_token,
      body: 'gameweek=3',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({
      code: 'unsupported_media_type',
      message: 'Content-Type must be application/json',
    });
    const text = await call(app, 'POST', '/auth/v1/signup', {
      body: JSON.stringify({ email: 'a@b.co', password: 'secret123' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });

  it('bodies over the limit', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const huge = JSON.stringify({
      gameweek: 3,
      extractedData: sampleSquad(),
      recommendations: {},
      pad: 'x'.repeat(1_100_000),
    });
    const res = await call(app, 'POST', '/api/suggestions', { token: s.access_token, body: huge });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
    const auth = await call(app, 'POST', '/auth/v1/signup', {
      body: JSON.stringify({ email: 'big@b.co', password: 'x'.repeat(100_000) }),
    });
    expect(auth.status).toBe(413);
    expect(await count(db, 'suggestions')).toBe(0);
  });

  it('wrong types and missing fields name the field', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    const res = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: { ...sampleSquad(), players: 'lots' }, gameweek: '3' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/extractedData\.players/);
    expect(res.body.error.message).toMatch(/gameweek/);
    const arr = await call(app, 'POST', '/api/suggestions', { token: s.access_token, body: [] });
    expect(arr.status).toBe(400);
    // A misspelt chip is refused rather than dropped (the planner would count that chip as unused).
    const chip = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: { ...sampleSquad(), chipStatus: { wildcard_3: { used: true } } }, gameweek: 3 },
    });
    expect(chip.status).toBe(400);
    expect(chip.body.error.message).toMatch(/wildcard_3/);
  });

  it('path traversal in any id', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    const evil = ['..%2F..%2Fdata%2Ffpl-assistant.db', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%5C..%5Cwindows'];
    for (const id of evil) {
      for (const path of [`/api/suggestions/${id}`, `/api/uploads/${id}`, `/api/uploads/${id}/file`]) {
        const res = await call(app, 'GET', path, { token: s.access_token });
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.status, path).toBeLessThan(500);
      }
      const del = await call(app, 'DELETE', `/api/suggestions/${id}`, { token: s.access_token });
      expect(del.status).toBe(400);
    }
    for (const path of [
      '/remotes/upload/..%2F..%2Fpackage.json',
      '/..%2F..%2Fpackage.json',
      '/remotes/..%2Fserver/x',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBeLessThan(500);
      expect(await res.text()).not.toContain('"name"');
    }
  });
});
