// Issue 31: a rotated refresh cookie replayed 20 times within the 10 s grace gave 20 distinct working tokens (one
// stolen cookie forked the session 20 ways); a token issued in a body and sent as the cookie still got the grace;
// refresh had no limit, and nothing pruned refresh_tokens, refresh_sessions, one_time_tokens or outbox.
import { describe, expect, it } from 'vitest';
import { call, mailed, makeTestApp, scalar, signUp } from '../../testing/harness.js';
import { REFRESHES_PER_SESSION } from './index.js';

const COOKIE_MODE = { 'x-refresh-cookie': '1' };
const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((line) => line.startsWith('fpl_refresh='))
    ?.split(';')[0]
    ?.slice('fpl_refresh='.length);

describe('refresh abuse', () => {
  it('answers the same new cookie to every replay within the grace: no fork', async () => {
    const { app, db, clock } = makeTestApp();
    const user = await signUp(app);
    const signIn = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: user.user.email, password: 'secret123' },
      headers: COOKIE_MODE,
    });
    const first = cookieOf(signIn.headers);
    const refresh = (cookie: string | undefined) =>
      call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
        body: {},
        headers: { cookie: `fpl_refresh=${cookie}` },
      });
    const tokens = () => scalar(db, 'SELECT count(*) FROM refresh_tokens');
    const firstAnswer = await refresh(first);
    const next = cookieOf(firstAnswer.headers);
    const stored = await tokens();
    clock.advance(2000);
    const replays = await Promise.all(Array.from({ length: 20 }, () => refresh(first)));
    expect(replays.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(replays.map((r) => cookieOf(r.headers)))).toEqual(new Set([next]));
    expect(await tokens()).toBe(stored);
    // The one new cookie goes on working.
    expect((await refresh(next)).status).toBe(200);
  });

  it('gives no grace to a token issued in a body, even when it comes back as the cookie', async () => {
    const { app } = makeTestApp();
    const user = await signUp(app);
    const asCookie = () =>
      call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
        body: {},
        headers: { cookie: `fpl_refresh=${user.refresh_token}` },
      });
    expect((await asCookie()).status).toBe(200);
    const replay = await asCookie();
    expect(replay.status).toBe(400);
    expect(replay.body.error_code).toBe('refresh_token_already_used');
  });

  it('limits refreshes per session', async () => {
    const { app } = makeTestApp();
    let token = (await signUp(app)).refresh_token;
    const statuses: number[] = [];
    for (let i = 0; i <= REFRESHES_PER_SESSION; i++) {
      const res = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
        body: { refresh_token: token },
      });
      statuses.push(res.status);
      if (res.status === 200) token = res.body.refresh_token;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(REFRESHES_PER_SESSION);
    expect(statuses.at(-1)).toBe(429);
    // Another session of the same user is not touched.
    expect((await signUp(app)).refresh_token).toBeTruthy();
  });

  it('keeps the auth tables bounded: spent tokens, ended sessions, old links and mail are pruned', async () => {
    const { app, db, clock } = makeTestApp();
    const user = await signUp(app, 'bounded@example.com');
    let token = user.refresh_token;
    const count = (table: string) => scalar(db, `SELECT count(*) FROM ${table}`);
    // Two days of a busy client: a refresh every 10 minutes.
    let peak = 0;
    for (let i = 0; i < 300; i++) {
      const res = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
        body: { refresh_token: token },
      });
      expect(res.status).toBe(200);
      token = res.body.refresh_token;
      peak = Math.max(peak, Number(await count('refresh_tokens')));
      clock.advance(10 * 60_000);
    }
    // About a day's worth kept (144 a day, plus the pruning interval), not 300.
    expect(peak).toBeLessThan(170);
    // A signed-out session, a recovery link and its mail: gone once old enough.
    const other = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: 'bounded@example.com', password: 'secret123' },
    });
    await call(app, 'POST', '/auth/v1/logout', { token: other.body.access_token });
    await call(app, 'POST', '/auth/v1/recover', { body: { email: 'bounded@example.com' } });
    await mailed(db, 1);
    // The outbox stamps mail with the wall clock; this test's clock is its own.
    await db.run('UPDATE outbox SET created_at = ?', [clock.now().toISOString()]);
    expect(await count('one_time_tokens')).toBe(1);
    clock.advance(8 * 24 * 3600_000);
    const last = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: token },
    });
    expect(last.status).toBe(200);
    expect(await count('refresh_sessions')).toBe(1);
    expect(await count('refresh_tokens')).toBe(2);
    expect(await count('one_time_tokens')).toBe(0);
    expect(await count('outbox')).toBe(0);
  });

  it('ends a session left idle for 30 days and prunes it: sessions never signed out stay bounded', async () => {
    const { app, db, clock } = makeTestApp();
    const user = await signUp(app, 'idle@example.com');
    const refresh = (refresh_token: string) =>
      call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', { body: { refresh_token } });
    const DAY = 24 * 3600_000;
    // A refresh every 29 days keeps a session going; 30 days without one ends it.
    clock.advance(29 * DAY);
    const kept = await refresh(user.refresh_token);
    expect(kept.status).toBe(200);
    clock.advance(30 * DAY);
    const idle = await refresh(kept.body.refresh_token);
    expect(idle.status).toBe(400);
    expect(idle.body.error_code).toBe('session_expired');

    // A month and a half of a client that signs in every day and never signs out (a new browser, a cleared cookie).
    const count = (table: string) => scalar(db, `SELECT count(*) FROM ${table}`);
    let peak = 0;
    for (let day = 0; day < 45; day++) {
      const res = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: 'idle@example.com', password: 'secret123' },
      });
      expect(res.status).toBe(200);
      peak = Math.max(peak, Number(await count('refresh_sessions')));
      clock.advance(DAY);
    }
    // The last 30 days' sessions (and the day in hand), not 45.
    expect(peak).toBeLessThanOrEqual(31);
    expect(Number(await count('refresh_tokens'))).toBeLessThanOrEqual(31);
  });

  it('limits refreshes per address too, across sessions and unknown tokens alike (atomic under a burst)', async () => {
    const { app } = makeTestApp({ env: { TRUST_PROXY: '1', RATE_LIMIT_REFRESHES_PER_IP: '10' } });
    const from = (ip: string, refresh_token: string) =>
      call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
        body: { refresh_token },
        headers: { 'x-forwarded-for': ip },
      });
    // Three sessions refreshed from one address: 10 in the window, whichever sessions they belong to.
    const tokens = await Promise.all([signUp(app), signUp(app), signUp(app)]).then((users) =>
      users.map((u) => u.refresh_token),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await from('198.51.100.1', tokens[i % 3] as string);
      statuses.push(res.status);
      if (res.status === 200) tokens[i % 3] = res.body.refresh_token;
      else if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    // Another address is not touched.
    expect((await from('198.51.100.2', tokens[0] as string)).status).toBe(200);
    // 300 guessed tokens at once from one address: 10 are looked at, the rest refused unread.
    const burst = await Promise.all(
      Array.from({ length: 300 }, (_, i) => from('198.51.100.3', `guess-${i}`).then((r) => r.status)),
    );
    expect(burst.filter((s) => s === 400)).toHaveLength(10);
    expect(burst.filter((s) => s === 429)).toHaveLength(290);
  });
});
