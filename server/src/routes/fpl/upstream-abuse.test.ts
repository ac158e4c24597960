// Issue 16, upstream amplification: FPL's 404s are remembered (50 repeats of a missing element-summary id cost
// one upstream call) and calls that reach FPL are limited per client address. The upstream is a local HTTP
// server answering as fantasy.premierleague.com/api does: JSON bodies, and `{"detail":"Not found."}` with a 404.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { silentLogger } from '../../logger.js';
import { cachedFplService, httpFplUpstream } from '../../services/fpl.js';
import { memoryStorage } from '../../services/storage.js';
import { call, FIXTURE_DIR, makeTestApp, testClock } from '../../testing/harness.js';

const enc = encodeURIComponent;
const bootstrap = readFileSync(path.join(FIXTURE_DIR, 'bootstrap-static.json'), 'utf8');
const upstreamCalls: string[] = [];
let base = '';
let close: () => void = () => {};

beforeAll(async () => {
  const fpl = new Hono();
  fpl.use('*', async (c, next) => {
    upstreamCalls.push(c.req.path);
    await next();
  });
  fpl.get('/api/bootstrap-static/', (c) => c.body(bootstrap, 200, { 'content-type': 'application/json' }));
  // Elements 1–15 exist (the fixture bootstrap); any other id is FPL's 404.
  fpl.get('/api/element-summary/:id/', (c) =>
    Number(c.req.param('id')) <= 15
      ? c.json({ fixtures: [], history: [], history_past: [] })
      : c.json({ detail: 'Not found.' }, 404),
  );
  fpl.notFound((c) => c.json({ detail: 'Not found.' }, 404));
  const server = serve({ fetch: fpl.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  close = () => server.close();
});
afterAll(() => close());

function liveApp(env: Record<string, string> = {}) {
  upstreamCalls.length = 0;
  const clock = testClock();
  const { db } = makeTestApp({ clock });
  const config = testConfig({ TRUST_PROXY: '1', ...env });
  const fpl = cachedFplService({
    db,
    upstream: httpFplUpstream(base, 2000),
    ttlSeconds: config.FPL_CACHE_TTL_SECONDS,
    notFoundTtlSeconds: config.FPL_NOT_FOUND_TTL_SECONDS,
    clock,
    logger: silentLogger,
  });
  const app = createApp({ db, config, logger: silentLogger, clock, fpl, storage: memoryStorage() });
  const get = (endpoint: string, ip = '203.0.113.7') =>
    call(app, 'GET', `/api/fpl?endpoint=${enc(endpoint)}`, { headers: { 'x-forwarded-for': ip } });
  return { app, clock, get };
}

describe('FPL proxy: upstream 404s are remembered', () => {
  it('50 repeats of a missing element-summary id make 1 upstream call, each answered the same', async () => {
    const { get, clock } = liveApp();
    for (let i = 0; i < 50; i++) {
      const res = await get('/element-summary/9999/', `198.51.100.${i}`);
      expect(res.status).toBe(502);
      expect(res.body.error).toEqual({
        code: 'fpl_upstream_error',
        message: 'Failed to fetch from FPL proxy: 404',
      });
    }
    expect(upstreamCalls).toEqual(['/api/element-summary/9999/']);
    // Remembered for FPL_NOT_FOUND_TTL_SECONDS (600), then asked again: a new player may have been added.
    clock.advance(601_000);
    await get('/element-summary/9999/');
    expect(upstreamCalls).toHaveLength(2);
    // An id that exists is cached as before.
    expect((await get('/element-summary/7/')).status).toBe(200);
    expect((await get('/element-summary/7/')).headers.get('x-cache')).toBe('HIT');
    expect(upstreamCalls).toHaveLength(3);
  });
});

describe('FPL proxy: upstream calls limited per address', () => {
  it('a flood of distinct misses from one address reaches FPL 30 times; others and cached answers still served', async () => {
    const { get } = liveApp();
    expect((await get('/bootstrap-static/', '203.0.113.9')).status).toBe(200);
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof get>> | undefined;
    for (let id = 100; id < 150; id++) {
      const res = await get(`/element-summary/${id}/`);
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    expect(statuses.filter((s) => s === 502)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(refused?.body.error.code).toBe('rate_limited');
    expect(refused?.body.error.message).toMatch(
      /^Too many requests for FPL data\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    // 1 bootstrap + 30 element summaries: the refused 20 never left the server.
    expect(upstreamCalls).toHaveLength(31);
    // The limited address still gets cached data and remembered 404s; another address is not limited.
    expect((await get('/bootstrap-static/')).status).toBe(200);
    expect((await get('/element-summary/100/')).status).toBe(502);
    expect((await get('/element-summary/7/', '203.0.113.10')).status).toBe(200);
    expect(upstreamCalls).toHaveLength(32);
  });

  it('the limit is configurable (FPL_UPSTREAM_RATE_LIMIT_MAX_PER_IP)', async () => {
    const { get } = liveApp({ FPL_UPSTREAM_RATE_LIMIT_MAX_PER_IP: '2' });
    expect((await get('/element-summary/1/')).status).toBe(200);
    expect((await get('/element-summary/2/')).status).toBe(200);
    expect((await get('/element-summary/3/')).status).toBe(429);
  });
});
