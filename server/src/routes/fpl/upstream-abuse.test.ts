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
  fpl.get('/api/element-summary/:id/', (c) => {
    const id = Number(c.req.param('id'));
    if (id > 15) return c.json({ detail: 'Not found.' }, 404);
    const row = (round: number, kickoff: string) => ({
      element: id,
      round,
      value: 50 + id,
      kickoff_time: kickoff,
    });
    return c.json({
      fixtures: [],
      history: [row(1, '2026-08-11T19:00:00Z'), row(2, '2026-08-12T19:00:00Z')],
      history_past: [],
    });
  });
  // Managers 7001-7099: a squad of elements 1-15 playing since GW1 (7001) or GW2 (the rest); 7002 bought
  // element 7 in GW2's transfers. The rest is FPL's 404.
  fpl.get('/api/entry/:id/', (c) => {
    const id = Number(c.req.param('id'));
    return c.json({
      id,
      name: `Team ${id}`,
      started_event: id === 7001 ? 1 : 2,
      joined_time: '2026-08-11T20:00:00Z',
    });
  });
  fpl.get('/api/entry/:id/history/', (c) => {
    const first = Number(c.req.param('id')) === 7001 ? 1 : 2;
    const row = (event: number) => ({
      event,
      points: 50,
      total_points: 50 * event,
      bank: 5,
      value: 1000,
      event_transfers: 0,
      event_transfers_cost: 0,
    });
    return c.json({ current: first === 1 ? [row(1), row(2)] : [row(2)], chips: [], past: [] });
  });
  fpl.get('/api/entry/:id/transfers/', (c) =>
    c.json(
      Number(c.req.param('id')) === 7002
        ? [
            {
              element_in: 7,
              element_in_cost: 57,
              element_out: 16,
              element_out_cost: 50,
              entry: 7002,
              event: 2,
              time: '2026-08-12T09:00:00Z',
            },
          ]
        : [],
    ),
  );
  fpl.get('/api/entry/:id/event/:gw/picks/', (c) =>
    c.json({
      active_chip: null,
      automatic_subs: [],
      entry_history: { event: Number(c.req.param('gw')), bank: 5, value: 1000 },
      picks: Array.from({ length: 15 }, (_, i) => ({
        element: i + 1,
        position: i + 1,
        multiplier: i === 12 ? 2 : 1,
        is_captain: i === 12,
        is_vice_captain: i === 13,
        element_type: i < 2 ? 1 : i < 7 ? 2 : i < 12 ? 3 : 4,
      })),
    }),
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

describe('team look-ups: price histories only where a selling price needs them, shared by every look-up', () => {
  const summaries = () => upstreamCalls.filter((p) => p.startsWith('/api/element-summary/'));
  const lookUp = (app: ReturnType<typeof liveApp>['app'], team: number, ip: string) =>
    call(app, 'GET', `/api/fpl/team/${team}`, { headers: { 'x-forwarded-for': ip } });

  it('asks FPL for a player’s history once across look-ups, and never for a squad bought in GW1', async () => {
    const { app, clock } = liveApp();
    // Playing since GW1: every price is settled by bootstrap and the transfers.
    expect((await lookUp(app, 7001, '192.0.2.1')).status).toBe(200);
    expect(summaries()).toEqual([]);
    // Since GW2: the 14 players held since then need their history; element 7, bought in a transfer, does not.
    const first = await lookUp(app, 7002, '192.0.2.2');
    expect(first.status).toBe(200);
    expect(summaries()).toHaveLength(14);
    expect(summaries()).not.toContain('/api/element-summary/7/');
    // The histories settle the prices paid: none is flagged.
    expect(first.body.data.players[0].price).toBe(5.1);
    expect(JSON.stringify(first.body.data.lowConfidenceFields ?? [])).not.toMatch(/price/);
    // Another manager with the same players: only element 7's history is new to the cache.
    expect((await lookUp(app, 7003, '192.0.2.3')).status).toBe(200);
    expect(summaries()).toHaveLength(15);
    // Five more at once, from five addresses: all answered from the shared cache.
    const parallel = await Promise.all(
      [7004, 7005, 7006, 7007, 7008].map((team, i) => lookUp(app, team, `192.0.2.${10 + i}`)),
    );
    expect(parallel.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(summaries()).toHaveLength(15);
    expect(new Set(summaries()).size).toBe(15);
    // Kept FPL_CACHE_TTL_SECONDS (6 hours), then asked again once.
    clock.advance(6 * 3600 * 1000 + 1000);
    expect((await lookUp(app, 7009, '192.0.2.30')).status).toBe(200);
    expect(summaries()).toHaveLength(30);
  });
});
