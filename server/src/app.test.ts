import { describe, expect, it, vi } from 'vitest';
import { call, makeTestApp } from './testing/harness.js';

describe('app basics', () => {
  it('answers /health', async () => {
    const { app } = makeTestApp();
    const res = await call(app, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('lists the four plans from the engine', async () => {
    const { app } = makeTestApp();
    const res = await call(app, 'GET', '/api/plans');
    expect(res.status).toBe(200);
    expect(res.body.plans.map((p: { tier: string }) => p.tier)).toEqual([
      'free',
      'starter',
      'pro',
      'season_pass',
    ]);
    expect(res.body.plans[3].analyses).toBe(999999);
  });

  it('serves an OpenAPI document covering every resource, and a reference page', async () => {
    const { app } = makeTestApp();
    const res = await call(app, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const p of [
      '/auth/v1/token',
      '/api/suggestions/{id}',
      '/api/uploads',
      '/api/ai/analyze',
      '/api/fpl',
      '/api/checkout',
      '/api/webhooks/polar',
      '/health',
    ]) {
      expect(paths).toContain(p);
    }
    const page = await app.request('/api/docs');
    expect(await page.text()).toContain('/api/openapi.json');
    const asset = await app.request('/api/docs/assets/swagger-ui-bundle.js');
    expect(asset.status).toBe(200);
  });

  it('builds the OpenAPI document once, not on every request (issue 31: ~10 ms an anonymous request)', async () => {
    const { app } = makeTestApp();
    const build = vi.spyOn(app, 'getOpenAPI31Document');
    const bodies = [];
    for (let i = 0; i < 3; i++) bodies.push(await (await app.request('/api/openapi.json')).text());
    expect(build).toHaveBeenCalledTimes(1);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0] ?? '{}').openapi).toBe('3.1.0');
  });

  it('answers unknown API routes with the error shape', async () => {
    const { app } = makeTestApp();
    const res = await call(app, 'GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { message: expect.any(String), code: 'not_found' } });
  });
});
