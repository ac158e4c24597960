// Issue 16: "tokens live in localStorage, so an XSS would be a session theft". A browser asks for its refresh
// token as an httpOnly cookie scoped to /auth/v1 and gets an empty one in the body; it refreshes through the
// cookie. The body-based refresh token of the GoTrue contract still works for the CLI and other clients.
import { describe, expect, it } from 'vitest';
import { call, makeTestApp, signUp } from '../../testing/harness.js';

const COOKIE_MODE = { 'x-refresh-cookie': '1' };

/** The fpl_refresh cookie's value and attributes from a response, if set. */
function refreshCookie(headers: Headers) {
  const line = headers.getSetCookie().find((c) => c.startsWith('fpl_refresh='));
  if (!line) return undefined;
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair.slice('fpl_refresh='.length), attributes };
}

describe('refresh token in an httpOnly cookie', () => {
  it('sign-in with X-Refresh-Cookie: the token is in the cookie (httpOnly, SameSite=Strict, /auth/v1), not the body', async () => {
    const { app } = makeTestApp();
    const user = await signUp(app);
    const res = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: user.user.email, password: 'secret123' },
      headers: COOKIE_MODE,
    });
    expect(res.status).toBe(200);
    expect(res.body.access_token).toEqual(expect.any(String));
    expect(res.body.refresh_token).toBe('');
    const cookie = refreshCookie(res.headers);
    expect(cookie?.value).toMatch(/.{20,}/);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/auth/v1', 'Max-Age=2592000']),
    );
    // Not Secure over plain http (the cookie would never come back); Secure when APP_URL is https.
    expect(cookie?.attributes).not.toContain('Secure');
    const https = makeTestApp({ env: { APP_URL: 'https://fpl.example' } }).app;
    const httpsUser = await signUp(https);
    const secure = await call(https, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: httpsUser.user.email, password: 'secret123' },
      headers: COOKIE_MODE,
    });
    expect(refreshCookie(secure.headers)?.attributes).toContain('Secure');
  });

  it('refresh through the cookie rotates it; a reload without the access token stays signed in', async () => {
    const { app, clock } = makeTestApp();
    const user = await signUp(app);
    const signIn = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: user.user.email, password: 'secret123' },
      headers: COOKIE_MODE,
    });
    const first = refreshCookie(signIn.headers)?.value;
    const refreshed = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: {},
      headers: { cookie: `fpl_refresh=${first}` },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBe('');
    const second = refreshCookie(refreshed.headers)?.value;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const profile = await call(app, 'GET', '/api/profile', { token: refreshed.body.access_token });
    expect(profile.status).toBe(200);
    // The rotated-out cookie is refused (and the cookie cleared) once its 10 s grace is over; the reuse ends the
    // session as before.
    clock.advance(10_001);
    const reused = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: {},
      headers: { cookie: `fpl_refresh=${first}` },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error_code).toBe('refresh_token_already_used');
    expect(refreshCookie(reused.headers)?.attributes).toContain('Max-Age=0');
  });

  it('a cookie presented again within 10 s (the page navigated before the answer) keeps the session', async () => {
    const { app, clock } = makeTestApp();
    const user = await signUp(app);
    const signIn = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: user.user.email, password: 'secret123' },
      headers: COOKIE_MODE,
    });
    const first = refreshCookie(signIn.headers)?.value;
    const refresh = () =>
      call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
        body: {},
        headers: { cookie: `fpl_refresh=${first}` },
      });
    expect((await refresh()).status).toBe(200);
    clock.advance(5000);
    const again = await refresh();
    expect(again.status).toBe(200);
    const next = refreshCookie(again.headers)?.value;
    expect(next).toBeTruthy();
    expect(next).not.toBe(first);
    // Body tokens (CLI) keep the strict rule: no grace.
    const strict = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: user.refresh_token },
    });
    expect(strict.status).toBe(200);
    const replay = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: user.refresh_token },
    });
    expect(replay.body.error_code).toBe('refresh_token_already_used');
  });

  it('no cookie and no body token: 400 refresh_token is required', async () => {
    const { app } = makeTestApp();
    const res = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('refresh_token is required');
  });

  it('sign-out clears the cookie and the session it carried', async () => {
    const { app } = makeTestApp();
    const user = await signUp(app);
    const signIn = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: user.user.email, password: 'secret123' },
      headers: COOKIE_MODE,
    });
    const cookie = refreshCookie(signIn.headers)?.value;
    const out = await call(app, 'POST', '/auth/v1/logout', { token: signIn.body.access_token });
    expect(out.status).toBe(204);
    expect(refreshCookie(out.headers)?.attributes).toContain('Max-Age=0');
    const after = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: {},
      headers: { cookie: `fpl_refresh=${cookie}` },
    });
    expect(after.status).toBe(400);
    expect(after.body.error_code).toBe('session_not_found');
  });

  it('the CLI and other GoTrue clients keep the body-based refresh token, with no cookie', async () => {
    const { app } = makeTestApp();
    const user = await signUp(app);
    expect(user.refresh_token).toMatch(/.{20,}/);
    const res = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: user.refresh_token },
    });
    expect(res.status).toBe(200);
    expect(res.body.refresh_token).toMatch(/.{20,}/);
    expect(refreshCookie(res.headers)).toBeUndefined();
  });
});
