// Issue 31: PUT /auth/v1/user {"email": <registered>} answered 422 email_exists, 30 of 30, unlimited: a way to
// list accounts. An email change is now confirmed by mail as GoTrue does, answered the same for registered and
// free addresses, and once confirmed it ends other sessions and spends reset links sent to the old address.
import { describe, expect, it } from 'vitest';
import { call, mailed, makeTestApp, scalar, signUp } from '../../testing/harness.js';

const linkIn = (text: string | undefined) =>
  /(\/auth\/v1\/verify\?token_hash=[\w-]+&type=email_change)/.exec(text ?? '')?.[1];

describe('email change', () => {
  it('answers a registered and a free address alike, mailing a link only to the free one', async () => {
    const { app, db, clock } = makeTestApp();
    await signUp(app, 'taken@example.com');
    const s = await signUp(app, 'me@example.com');
    const put = (email: string) =>
      call(app, 'PUT', '/auth/v1/user', { token: s.access_token, body: { email } });
    const taken = await put('taken@example.com');
    clock.advance(61_000);
    const free = await put('free@example.com');
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    const shape = (body: Record<string, unknown>) => ({ ...body, new_email: '?', updated_at: '?' });
    expect(shape(taken.body)).toEqual(shape(free.body));
    expect(taken.body.email).toBe('me@example.com');
    await mailed(db, 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The owner is told twice (one notice a request); the registered address gets nothing.
    expect(await scalar(db, "SELECT count(*) FROM outbox WHERE to_address = 'me@example.com'")).toBe(2);
    expect(await scalar(db, "SELECT count(*) FROM outbox WHERE to_address = 'taken@example.com'")).toBe(0);
    expect(await scalar(db, "SELECT count(*) FROM outbox WHERE to_address = 'free@example.com'")).toBe(1);
  });

  it('is limited per account', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app, 'spammer@example.com');
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await call(app, 'PUT', '/auth/v1/user', {
            token: s.access_token,
            body: { email: `x${i}@example.com` },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 429, 429, 429, 429]);
  });

  it('changes the address when the link is followed, ending other sessions and older reset links', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app, 'old@example.com');
    const other = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: 'old@example.com', password: 'secret123' },
    });
    await call(app, 'POST', '/auth/v1/recover', { body: { email: 'old@example.com' } });
    const reset = /token_hash=([\w-]+)&type=recovery/.exec(
      (await mailed(db, 1, 'old@example.com'))[0]?.text ?? '',
    )?.[1];
    await call(app, 'PUT', '/auth/v1/user', { token: s.access_token, body: { email: 'new@example.com' } });
    const link = linkIn((await mailed(db, 1, 'new@example.com'))[0]?.text);
    expect(link).toBeTruthy();
    const followed = await app.request(link as string);
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe('http://app.test/login');
    expect(await scalar(db, 'SELECT email FROM users WHERE id = ?', [s.user.id])).toBe('new@example.com');
    // Every session ended; the old reset link is spent; the link works once.
    expect((await call(app, 'GET', '/auth/v1/user', { token: s.access_token })).status).toBe(403);
    expect((await call(app, 'GET', '/auth/v1/user', { token: other.body.access_token })).status).toBe(403);
    const verify = await call(app, 'POST', '/auth/v1/verify', {
      body: { type: 'recovery', token_hash: reset },
    });
    expect(verify.status).toBe(403);
    expect((await app.request(link as string)).status).toBe(403);
    const signIn = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: 'new@example.com', password: 'secret123' },
    });
    expect(signIn.status).toBe(200);
  });

  it('confirms through POST /verify (supabase-js verifyOtp) with a session', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app, 'otp@example.com');
    await call(app, 'PUT', '/auth/v1/user', { token: s.access_token, body: { email: 'otp2@example.com' } });
    const link = linkIn((await mailed(db, 1, 'otp2@example.com'))[0]?.text) ?? '';
    const token_hash = new URL(link, 'http://x').searchParams.get('token_hash');
    const res = await call(app, 'POST', '/auth/v1/verify', { body: { type: 'email_change', token_hash } });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('otp2@example.com');
    expect((await call(app, 'GET', '/auth/v1/user', { token: s.access_token })).status).toBe(403);
    expect((await call(app, 'GET', '/auth/v1/user', { token: res.body.access_token })).status).toBe(200);
  });
});

describe('common passwords', () => {
  it('are refused at sign-up and change with weak_password (pwned), case-insensitively', async () => {
    const { app } = makeTestApp();
    for (const password of ['123456', 'password', 'qwerty', 'Password1', 'LIVERPOOL']) {
      const res = await call(app, 'POST', '/auth/v1/signup', {
        body: { email: `c${password}@example.com`, password },
      });
      expect(res.status, password).toBe(422);
      expect(res.body.weak_password).toEqual({ reasons: ['pwned'] });
    }
    const s = await signUp(app, 'ok@example.com', 'correct-horse-9');
    const change = await call(app, 'PUT', '/auth/v1/user', {
      token: s.access_token,
      body: { password: 'qwerty123' },
    });
    expect(change.status).toBe(422);
    expect(change.body.error_code).toBe('weak_password');
    expect(
      (
        await call(app, 'PUT', '/auth/v1/user', {
          token: s.access_token,
          body: { password: 'a-long-own-one' },
        })
      ).status,
    ).toBe(200);
  });
});
