// Issue 16's edges: JSON nested ≥ 5,000 deep gave 500s with a stack in the log; a 20 kB email and a 60,000
// character name were stored; a token without exp was accepted forever.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { jsonTooDeep, MAX_JSON_DEPTH } from './middleware/body-rules.js';
import { call, makeTestApp, sampleSquad, scalar, signUp } from './testing/harness.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON nesting at the edge', () => {
  it('answers 400 with a clear message and logs no stack, on every JSON route', async () => {
    const lines: string[] = [];
    const { app } = makeTestApp({ logger: createLogger('info', (line) => lines.push(line)) });
    const s = await signUp(app);
    const deep = `{"a":${nested(5000)}}`;
    const attempts = [
      { path: '/auth/v1/signup', body: `{"email":"d@x.io","password":"secret123","data":${deep}}` },
      { path: '/auth/v1/user', method: 'PUT', body: `{"data":${deep}}` },
      { path: '/api/suggestions', body: `{"gameweek":3,"extractedData":${deep}}` },
      { path: '/api/profile', method: 'PATCH', body: deep },
    ];
    for (const { path, method = 'POST', body } of attempts) {
      const res = await call(app, method, path, { body, token: s.access_token });
      expect(res.status, path).toBe(400);
      expect(res.body.error).toEqual({
        code: 'json_too_deep',
        message: `JSON nested too deeply: at most ${MAX_JSON_DEPTH} levels`,
      });
    }
    expect(lines.join('\n')).not.toMatch(/stack|Maximum call stack/);
    // Nesting within the limit, and brackets inside strings, are fine.
    const saved = await call(app, 'PATCH', '/api/profile', { body: { name: '[[[[' }, token: s.access_token });
    expect(saved.status).toBe(200);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep(`"${'['.repeat(100)}\\"${'{'.repeat(100)}"`)).toBe(false);
    expect(jsonTooDeep(JSON.stringify(sampleSquad()))).toBe(false);
  });
});

describe('one email rule and one name rule', () => {
  it('refuses an email over 320 characters or 64 before the @, at sign-up, change and recovery', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    const long = `${'a'.repeat(20_000)}@example.com`;
    const longLocal = `${'a'.repeat(65)}@example.com`;
    for (const email of [long, longLocal]) {
      const signup = await call(app, 'POST', '/auth/v1/signup', { body: { email, password: 'secret123' } });
      expect(signup.status).toBe(400);
      expect(signup.body.msg).toMatch(/Email address too long/);
      const change = await call(app, 'PUT', '/auth/v1/user', { body: { email }, token: s.access_token });
      expect(change.status).toBe(400);
      expect((await call(app, 'POST', '/auth/v1/recover', { body: { email } })).status).toBe(400);
    }
    const ok = `${'a'.repeat(64)}@example.com`;
    expect(
      (await call(app, 'POST', '/auth/v1/signup', { body: { email: ok, password: 'secret123' } })).status,
    ).toBe(200);
  });

  it('refuses a name over 100 characters in sign-up data, user data and the profile', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const name = 'n'.repeat(60_000);
    const signup = await call(app, 'POST', '/auth/v1/signup', {
      body: { email: 'long-name@x.io', password: 'secret123', data: { name } },
    });
    expect(signup.status).toBe(400);
    expect(signup.body.msg).toBe('data.name: at most 100 characters');
    expect(
      (await call(app, 'PUT', '/auth/v1/user', { body: { data: { name } }, token: s.access_token })).status,
    ).toBe(400);
    // (The profile's body cap is 16 KB: 60,000 characters are refused as too large before validation.)
    const profileName = name.slice(0, 10_000);
    expect(
      (await call(app, 'PATCH', '/api/profile', { body: { name: profileName }, token: s.access_token }))
        .status,
    ).toBe(400);
    expect(await scalar(db, 'SELECT max(length(name)) FROM profiles')).toBeLessThanOrEqual(100);
  });
});

describe('access tokens', () => {
  it('refuses one without exp, though correctly signed', async () => {
    const { app, config, clock } = makeTestApp();
    const s = await signUp(app);
    const sessionId = JSON.parse(Buffer.from(s.access_token.split('.')[1] ?? '', 'base64url').toString())
      .session_id as string;
    const forever = await new SignJWT({ email: s.user.email, session_id: sessionId, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(s.user.id)
      .setIssuer('fpl-assistant')
      .setAudience('authenticated')
      .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
      .sign(new TextEncoder().encode(config.JWT_SECRET));
    const res = await call(app, 'GET', '/api/profile', { token: forever });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('invalid_jwt');
  });
});
