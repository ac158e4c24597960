import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { silentLogger } from '../../logger.js';
import { cachedFplService, type FplUpstream, FplUpstreamError } from '../../services/fpl.js';
import { memoryStorage } from '../../services/storage.js';
import { call, makeTestApp, type TestClock, testClock } from '../../testing/harness.js';

const enc = encodeURIComponent;

function fakeUpstream() {
  const calls: string[] = [];
  let failWith: number | null = null;
  let gate: Promise<void> | null = null;
  const upstream: FplUpstream = {
    async fetch(path) {
      calls.push(path);
      if (gate) await gate;
      if (failWith !== null) throw new FplUpstreamError(failWith, `upstream ${failWith}`);
      return JSON.stringify({ path, n: calls.length });
    },
  };
  return {
    upstream,
    calls,
    fail: (status: number | null) => {
      failWith = status;
    },
    hold: () => {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
  };
}

type Db = ReturnType<typeof makeTestApp>['db'];
type FplService = ReturnType<typeof cachedFplService>;

/** An app whose FPL data goes through the cache table to a fake upstream. */
function makeTestAppOver(db: Db, fpl: FplService, clock: TestClock) {
  return {
    app: createApp({ db, config: testConfig(), logger: silentLogger, clock, fpl, storage: memoryStorage() }),
  };
}

function cachedApp() {
  const fake = fakeUpstream();
  const clock = testClock();
  const { db } = makeTestApp({ clock });
  const fpl = cachedFplService({
    db,
    upstream: fake.upstream,
    ttlSeconds: 6 * 3600,
    clock,
    logger: silentLogger,
  });
  return { ...makeTestAppOver(db, fpl, clock), fake, clock };
}

describe('FPL proxy: allow-list', () => {
  it('refuses anything but the listed endpoints', async () => {
    const { app } = makeTestApp();
    for (const endpoint of [
      '/entry/1/picks/',
      '/entry/1/event/1/live/',
      'https://evil.example/',
      '//evil.example/bootstrap-static/',
      '/bootstrap-static/../entry/1/',
      '/fixtures/?event=1&x=2',
      '/fixtures/?event=39',
      '/fixtures/?event=0',
      '/event/1/live/../../',
      '/element-summary/abc/',
      '/bootstrap-static',
    ]) {
      const res = await call(app, 'GET', `/api/fpl?endpoint=${enc(endpoint)}`);
      expect(res.status, endpoint).toBe(400);
      expect(res.body.error.code).toBe('endpoint_not_allowed');
    }
    expect((await call(app, 'GET', '/api/fpl')).status).toBe(400);
  });
});

describe('FPL proxy: recorded folder (FPL_DATA_DIR mode)', () => {
  it('maps endpoints to files and filters fixtures', async () => {
    const { app } = makeTestApp();
    const boot = await call(app, 'GET', `/api/fpl?endpoint=${enc('/bootstrap-static/')}`);
    expect(boot.status).toBe(200);
    expect(boot.headers.get('x-cache')).toBe('FILE');
    expect(boot.body.teams).toHaveLength(4);

    const all = await call(app, 'GET', `/api/fpl?endpoint=${enc('/fixtures/')}`);
    const gw5 = await call(app, 'GET', `/api/fpl?endpoint=${enc('/fixtures/?event=5')}`);
    expect(gw5.body.length).toBeGreaterThan(0);
    expect(gw5.body.every((f: { event: number }) => f.event === 5)).toBe(true);
    const future = await call(app, 'GET', `/api/fpl?endpoint=${enc('/fixtures/?future=1')}`);
    expect(future.body.every((f: { finished: boolean }) => !f.finished)).toBe(true);
    expect(future.body.length).toBeLessThan(all.body.length);

    const live = await call(app, 'GET', `/api/fpl?endpoint=${enc('/event/1/live/')}`);
    expect(live.status).toBe(200);
    const missing = await call(app, 'GET', `/api/fpl?endpoint=${enc('/element-summary/7/')}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('fpl_data_missing');
  });
});

describe('FPL proxy: cache', () => {
  it('caches for 6 hours, then refetches', async () => {
    const { app, fake, clock } = cachedApp();
    const url = `/api/fpl?endpoint=${enc('/bootstrap-static/')}`;
    const first = await call(app, 'GET', url);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await call(app, 'GET', url);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toEqual(first.body);
    expect(fake.calls).toHaveLength(1);
    clock.advance(6 * 3600 * 1000 + 1);
    const third = await call(app, 'GET', url);
    expect(third.headers.get('x-cache')).toBe('MISS');
    expect(fake.calls).toHaveLength(2);
  });

  it('makes one upstream request for concurrent misses', async () => {
    const { app, fake } = cachedApp();
    const release = fake.hold();
    const url = `/api/fpl?endpoint=${enc('/fixtures/?event=3')}`;
    const pending = Array.from({ length: 10 }, () => call(app, 'GET', url));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const results = await Promise.all(pending);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(fake.calls).toEqual(['/fixtures/?event=3']);
  });

  it('serves a stale entry marked STALE when upstream fails, else 502 with the spec message', async () => {
    const { app, fake, clock } = cachedApp();
    const url = `/api/fpl?endpoint=${enc('/bootstrap-static/')}`;
    await call(app, 'GET', url);
    clock.advance(7 * 3600 * 1000);
    fake.fail(503);
    const stale = await call(app, 'GET', url);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(stale.headers.get('warning')).toMatch(/Stale/);
    const none = await call(app, 'GET', `/api/fpl?endpoint=${enc('/fixtures/')}`);
    expect(none.status).toBe(502);
    expect(none.body.error.message).toBe('Failed to fetch from FPL proxy: 503');
  });

  it('does not cache a non-JSON answer', async () => {
    const made = makeTestApp();
    const clock = testClock();
    let calls = 0;
    const fpl = cachedFplService({
      db: made.db,
      upstream: { fetch: async () => (++calls === 1 ? '<html>busy</html>' : '[]') },
      ttlSeconds: 60,
      clock,
      logger: silentLogger,
    });
    const { app } = makeTestAppOver(made.db, fpl, clock);
    const url = `/api/fpl?endpoint=${enc('/fixtures/')}`;
    expect((await call(app, 'GET', url)).status).toBe(502);
    const ok = await call(app, 'GET', url);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual([]);
  });
});
