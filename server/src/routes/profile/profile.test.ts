import { describe, expect, it } from 'vitest';
import { call, makeTestApp, signUp } from '../../testing/harness.js';

describe('profile and usage', () => {
  it('reads and patches the profile', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app, 'pat@example.com');
    const get = await call(app, 'GET', '/api/profile', { token: s.access_token });
    expect(get.status).toBe(200);
    expect(get.body).toMatchObject({ email: 'pat@example.com', name: 'Test', tier: 'free', fplTeamId: null });
    const patch = await call(app, 'PATCH', '/api/profile', {
      token: s.access_token,
      body: { name: 'Pat', fplTeamId: 118670 },
    });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({ name: 'Pat', fplTeamId: 118670 });
    const clear = await call(app, 'PATCH', '/api/profile', {
      token: s.access_token,
      body: { fplTeamId: null },
    });
    expect(clear.body).toMatchObject({ name: 'Pat', fplTeamId: null });
  });

  it('refuses unknown or invalid profile fields, including the tier', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    const tier = await call(app, 'PATCH', '/api/profile', { token: s.access_token, body: { tier: 'pro' } });
    expect(tier.status).toBe(400);
    const bad = await call(app, 'PATCH', '/api/profile', { token: s.access_token, body: { fplTeamId: -3 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
  });

  it('computes usage with the engine rule and persists a due monthly reset', async () => {
    const { app, db, clock } = makeTestApp();
    const s = await signUp(app, 'reset@example.com');
    await db.run("UPDATE profiles SET monthly_analyses_used = 1, last_reset_date = '2026-08-01'");
    const now = await call(app, 'GET', '/api/usage', { token: s.access_token });
    expect(now.body).toMatchObject({
      tier: 'free',
      limit: 1,
      used: 1,
      remaining: 0,
      resetDate: '2026-09-01',
      banner: { title: 'Analysis Limit Reached', remaining: 0 },
    });
    clock.set('2026-09-02T08:00:00Z');
    const later = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: 'reset@example.com', password: 'secret123' },
    });
    const next = await call(app, 'GET', '/api/usage', { token: later.body.access_token });
    expect(next.body).toMatchObject({ used: 0, remaining: 1, resetDate: '2026-10-01' });
    expect(await db.get('SELECT monthly_analyses_used, last_reset_date FROM profiles')).toEqual({
      monthly_analyses_used: 0,
      last_reset_date: '2026-09-02',
    });
  });

  it('shows unlimited for the season pass without a banner', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    await db.run("UPDATE profiles SET tier = 'season_pass'");
    const res = await call(app, 'GET', '/api/usage', { token: s.access_token });
    expect(res.body).toMatchObject({ tier: 'season_pass', limit: 999999, banner: null });
  });

  it('needs a signed-in user', async () => {
    const { app } = makeTestApp();
    for (const path of ['/api/profile', '/api/usage', '/api/chip-status', '/api/suggestions']) {
      const res = await call(app, 'GET', path);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('no_authorization');
    }
  });
});
