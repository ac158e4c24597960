// Issue 16: no Content-Security-Policy, frame protection or Referrer-Policy on 9 of 9 responses, nosniff missing
// on 6 of 9 including the SPA, no Cache-Control: no-store on authenticated JSON.
import { describe, expect, it } from 'vitest';
import { call, makeTestApp, signUp } from '../testing/harness.js';

describe('security headers', () => {
  it('protect every kind of response', async () => {
    const { app } = makeTestApp({ env: { REMOTE_RESULTS_URL: 'http://127.0.0.1:4002/mf-manifest.json' } });
    const s = await signUp(app);
    const responses = [
      await call(app, 'GET', '/health'),
      await call(app, 'GET', '/api/plans'),
      await call(app, 'GET', '/api/suggestions', { token: s.access_token }),
      await call(app, 'GET', '/api/profile', { token: s.access_token }),
      await call(app, 'GET', '/api/nowhere'),
      await call(app, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: 'x@x.io', password: 'p' },
      }),
      await call(app, 'GET', '/'),
      await call(app, 'GET', '/dashboard'),
      await call(app, 'GET', '/web-config.json'),
    ];
    for (const res of responses) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toMatch(/DENY|SAMEORIGIN/);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const page = responses[7]?.headers.get('content-security-policy') ?? '';
    expect(page).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:4002;/);
    expect(page).not.toMatch(/unsafe-eval|\*/);
  });

  it('keeps signed-in and token answers out of caches', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    for (const path of ['/api/suggestions', '/api/profile', '/api/usage']) {
      const res = await call(app, 'GET', path, { token: s.access_token });
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const signIn = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: s.user.email, password: 'secret123' },
    });
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    expect((await call(app, 'GET', '/api/plans')).headers.get('cache-control')).not.toBe('no-store');
  });

  it('sends HSTS when the app is served over https', async () => {
    const { app } = makeTestApp({ env: { APP_URL: 'https://fpl.example' } });
    for (const path of ['/health', '/', '/api/plans']) {
      const res = await call(app, 'GET', path);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
