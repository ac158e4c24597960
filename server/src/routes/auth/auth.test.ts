import { describe, expect, it } from 'vitest';
import { call, mailed, makeTestApp, scalar, signUp } from '../../testing/harness.js';

describe('auth: signup and password sign-in', () => {
  it('signs up and answers a GoTrue session', async () => {
    const { app, db } = makeTestApp();
    const res = await call(app, 'POST', '/auth/v1/signup', {
      body: { email: 'Ann@Example.com', password: 'secret123', data: { name: 'Ann' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_at: expect.any(Number),
      user: { email: 'ann@example.com', aud: 'authenticated', user_metadata: { name: 'Ann' } },
    });
    const profile = (await db.get('SELECT * FROM profiles WHERE id = ?', [res.body.user.id])) as Record<
      string,
      unknown
    >;
    expect(profile).toMatchObject({ tier: 'free', monthly_analyses_used: 0, name: 'Ann' });
    const hash = (await scalar(db, 'SELECT password_hash FROM users')) as string;
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(hash).not.toContain('secret123');
  });

  it('refuses a password under 6 characters as weak_password', async () => {
    const { app } = makeTestApp();
    const res = await call(app, 'POST', '/auth/v1/signup', { body: { email: 'a@b.co', password: '12345' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error: { code: 'weak_password', message: 'Password must be at least 6 characters long' },
      error_code: 'weak_password',
      weak_password: { reasons: ['length'] },
    });
  });

  it('refuses a second account for the same email and a bad email', async () => {
    const { app } = makeTestApp();
    await signUp(app, 'dup@example.com');
    const again = await call(app, 'POST', '/auth/v1/signup', {
      body: { email: 'DUP@example.com', password: 'secret123' },
    });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('user_already_exists');
    const bad = await call(app, 'POST', '/auth/v1/signup', {
      body: { email: 'not-an-email', password: 'secret123' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
  });

  it('signs in, and gives the same invalid_credentials for a wrong email or a wrong password', async () => {
    const { app, db } = makeTestApp();
    await signUp(app, 'bob@example.com', 'secret123');
    const ok = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: 'bob@example.com', password: 'secret123' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('bob@example.com');
    expect(await scalar(db, 'SELECT last_login FROM profiles')).toBeTruthy();

    const wrongPassword = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: 'bob@example.com', password: 'wrong-one' },
    });
    const wrongEmail = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: 'nobody@example.com', password: 'secret123' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual(wrongEmail.body);
    expect(wrongEmail.body.error_code).toBe('invalid_credentials');
  });

  it('needs both email and password, and a known grant type', async () => {
    const { app } = makeTestApp();
    const missing = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: 'x@y.z' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(
      'You must provide either an email or phone number and a password',
    );
    const grant = await call(app, 'POST', '/auth/v1/token?grant_type=magic', { body: {} });
    expect(grant.status).toBe(400);
  });
});

describe('auth: refresh tokens', () => {
  it('rotates refresh tokens, and a reused one revokes the whole session', async () => {
    const { app } = makeTestApp();
    const first = await signUp(app);
    const second = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: first.refresh_token },
    });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);

    // The old token again: reuse → the session is revoked.
    const reuse = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: first.refresh_token },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error_code).toBe('refresh_token_already_used');

    // The newest token of that session no longer works, nor does its access token.
    const after = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: second.body.refresh_token },
    });
    expect(after.status).toBe(400);
    expect(after.body.error_code).toBe('session_not_found');
    const me = await call(app, 'GET', '/auth/v1/user', { token: second.body.access_token });
    expect(me.status).toBe(403);
    expect(me.body.error_code).toBe('session_not_found');
    expect((await call(app, 'GET', '/api/profile', { token: second.body.access_token })).status).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const { app } = makeTestApp();
    const res = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: 'nope' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('refresh_token_not_found');
  });

  it('expires access tokens with the status clients refresh on, and the refresh token still works', async () => {
    const { app, clock } = makeTestApp();
    const session = await signUp(app);
    expect((await call(app, 'GET', '/auth/v1/user', { token: session.access_token })).status).toBe(200);
    expect((await call(app, 'GET', '/api/profile', { token: session.access_token })).status).toBe(200);
    clock.advance(901_000);
    const res = await call(app, 'GET', '/auth/v1/user', { token: session.access_token });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('bad_jwt');
    expect(res.body.msg).toBe('Access token expired');
    // Also when the token was verified (and remembered) before it expired.
    const api = await call(app, 'GET', '/api/profile', { token: session.access_token });
    expect(api.status).toBe(401);
    expect(api.body.error).toEqual({ message: 'Access token expired', code: 'bad_jwt' });
    const refreshed = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect((await call(app, 'GET', '/api/profile', { token: refreshed.body.access_token })).status).toBe(200);
  });

  it('expires a token never seen before it expired the same way', async () => {
    const { app, clock } = makeTestApp();
    const session = await signUp(app);
    clock.advance(901_000);
    const api = await call(app, 'GET', '/api/profile', { token: session.access_token });
    expect(api.status).toBe(401);
    expect(api.body.error.code).toBe('bad_jwt');
  });
});

describe('auth: user, logout', () => {
  it('gets and updates the user; a new password signs out other sessions', async () => {
    const { app } = makeTestApp();
    const a = await signUp(app, 'carol@example.com', 'secret123');
    const other = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: 'carol@example.com', password: 'secret123' },
    });
    const me = await call(app, 'GET', '/auth/v1/user', { token: a.access_token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('carol@example.com');

    const weak = await call(app, 'PUT', '/auth/v1/user', {
      token: a.access_token,
      body: { password: '123' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.error_code).toBe('weak_password');

    const upd = await call(app, 'PUT', '/auth/v1/user', {
      token: a.access_token,
      body: { password: 'newsecret', data: { name: 'Carol' } },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.user_metadata.name).toBe('Carol');
    expect((await call(app, 'GET', '/auth/v1/user', { token: other.body.access_token })).status).toBe(403);
    const old = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: 'carol@example.com', password: 'secret123' },
    });
    expect(old.status).toBe(400);
    const fresh = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: 'carol@example.com', password: 'newsecret' },
    });
    expect(fresh.status).toBe(200);
  });

  it('logout revokes the session and its refresh token', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    const out = await call(app, 'POST', '/auth/v1/logout', { token: s.access_token });
    expect(out.status).toBe(204);
    expect((await call(app, 'GET', '/api/profile', { token: s.access_token })).status).toBe(401);
    const refresh = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: s.refresh_token },
    });
    expect(refresh.status).toBe(400);
  });

  it('answers 401 without a token and 400 invalid_jwt (spec §8) with a garbled or forged one', async () => {
    const { app } = makeTestApp();
    const none = await call(app, 'GET', '/auth/v1/user');
    expect(none.status).toBe(401);
    expect(none.body.error.message).toBe('Not authenticated');
    const session = await signUp(app);
    const [header, payload] = session.access_token.split('.');
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const token of ['eyJhbGciOiJIUzI1NiJ9.e30.x', 'not-a-jwt', tampered]) {
      for (const path of ['/auth/v1/user', '/api/profile', '/api/suggestions']) {
        const res = await call(app, 'GET', path, { token });
        expect(res.status, `${path} ${token}`).toBe(400);
        // GoTrue's wire format: error_code and msg, next to the API's { error: { message, code } }.
        expect(res.body).toEqual({
          error: {
            message: 'Invalid access token: unable to parse or verify signature',
            code: 'invalid_jwt',
          },
          error_code: 'invalid_jwt',
          msg: 'Invalid access token: unable to parse or verify signature',
        });
      }
    }
  });

  it('refuses a token signed with another secret as invalid_jwt, even after its expiry', async () => {
    const { app, clock } = makeTestApp();
    const other = makeTestApp({ env: { JWT_SECRET: 'another-secret-that-is-long-enough-000000' } });
    const foreign = await signUp(other.app);
    expect((await call(app, 'GET', '/api/profile', { token: foreign.access_token })).status).toBe(400);
    clock.advance(901_000);
    const late = await call(app, 'GET', '/api/profile', { token: foreign.access_token });
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('invalid_jwt');
  });
});

describe('auth: recover and verify', () => {
  it('mails a reset link to /reset-password; the link signs in once and lets the password change', async () => {
    const { app, db } = makeTestApp();
    await signUp(app, 'dave@example.com', 'secret123');
    const res = await call(app, 'POST', '/auth/v1/recover', { body: { email: 'dave@example.com' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    const [mail] = await mailed(db, 1);
    if (!mail) throw new Error('no mail');
    expect(mail.to_address).toBe('dave@example.com');
    const link = /http:\/\/app\.test\/reset-password\?token_hash=([\w-]+)&type=recovery/.exec(mail.text);
    expect(link).not.toBeNull();
    const tokenHash = link?.[1] ?? '';

    const verified = await call(app, 'POST', '/auth/v1/verify', {
      body: { type: 'recovery', token_hash: tokenHash },
    });
    expect(verified.status).toBe(200);
    const changed = await call(app, 'PUT', '/auth/v1/user', {
      token: verified.body.access_token,
      body: { password: 'brand-new' },
    });
    expect(changed.status).toBe(200);
    const again = await call(app, 'POST', '/auth/v1/verify', {
      body: { type: 'recovery', token_hash: tokenHash },
    });
    expect(again.status).toBe(403);
    expect(again.body.error_code).toBe('otp_expired');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const { app, db } = makeTestApp();
    const res = await call(app, 'POST', '/auth/v1/recover', { body: { email: 'ghost@example.com' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(await scalar(db, 'SELECT count(*) FROM outbox')).toBe(0);
  });

  it('expires recovery links after an hour', async () => {
    const { app, db, clock } = makeTestApp();
    await signUp(app, 'erin@example.com');
    await call(app, 'POST', '/auth/v1/recover', { body: { email: 'erin@example.com' } });
    const text = (await mailed(db, 1))[0]?.text ?? '';
    const token = /token_hash=([\w-]+)/.exec(text)?.[1] ?? '';
    clock.advance(3601_000);
    const res = await call(app, 'POST', '/auth/v1/verify', { body: { type: 'recovery', token_hash: token } });
    expect(res.status).toBe(403);
  });
});

describe('auth: rate limits', () => {
  it('limits sign-in per email', async () => {
    const { app } = makeTestApp({ env: { RATE_LIMIT_MAX_PER_EMAIL: '3', RATE_LIMIT_MAX_PER_IP: '100' } });
    await signUp(app, 'fay@example.com');
    const attempt = () =>
      call(app, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: 'fay@example.com', password: 'bad-pass' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body.error_code).toBe('over_request_rate_limit');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits sign-in and recover per IP (behind a trusted proxy)', async () => {
    const { app } = makeTestApp({
      env: { RATE_LIMIT_MAX_PER_IP: '2', RATE_LIMIT_MAX_PER_EMAIL: '100', TRUST_PROXY: 'true' },
    });
    const from = (ip: string, email: string) =>
      call(app, 'POST', '/auth/v1/recover', { body: { email }, headers: { 'x-forwarded-for': ip } });
    expect((await from('1.1.1.1', 'a@x.io')).status).toBe(200);
    expect((await from('1.1.1.1', 'b@x.io')).status).toBe(200);
    expect((await from('1.1.1.1', 'c@x.io')).status).toBe(429);
    expect((await from('2.2.2.2', 'c@x.io')).status).toBe(200);
  });

  it('opens again in the next window', async () => {
    const { app, clock } = makeTestApp({
      env: { RATE_LIMIT_MAX_PER_EMAIL: '1', RATE_LIMIT_WINDOW_SECONDS: '60' },
    });
    const recover = () => call(app, 'POST', '/auth/v1/recover', { body: { email: 'g@x.io' } });
    expect((await recover()).status).toBe(200);
    expect((await recover()).status).toBe(429);
    clock.advance(61_000);
    expect((await recover()).status).toBe(200);
  });
});
