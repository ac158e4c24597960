// Issue 16: work is charged before it is done. An analysis or extraction takes its slot before it starts, so
// parallel requests on the last slot start one run, not all of them; a failed run gives its slot back.
import type { Recommendations } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import type { Analyzer, Extractor } from '../../services/ai.js';
import { call, makeTestApp, sampleSquad, scalar, signUp } from '../../testing/harness.js';
import { pngBytes } from '../../testing/images.js';
import { EXTRACTION_LIMITS } from '../../work-limits.js';

const QUOTA = 'You have reached your monthly analysis limit. Please upgrade your plan.';
const IMAGE = Buffer.from(pngBytes(1080, 1920)).toString('base64');

/** A gate: work waits on it until released. */
function gate() {
  let open: () => void = () => {};
  const shut = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { shut, open };
}

/**
 * Waits until `done` holds. Counted in wall-clock time, not event-loop turns: token signing and password hashing
 * run on libuv's thread pool, which a busy machine can keep behind any number of turns.
 */
async function until(done: () => boolean, withinMs = 40_000) {
  const deadline = Date.now() + withinMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(done()).toBe(true);
}

function heldAnalyzer() {
  const held = gate();
  let runs = 0;
  let fail = false;
  const analyzer: Analyzer = {
    async analyze() {
      runs++;
      if (fail) throw new Error('provider down');
      await held.shut;
      return {
        recommendations: { transfers: [] } as unknown as Recommendations,
        modelUsed: 'held',
        tokensUsed: 0,
        cost: 0,
      };
    },
  };
  return {
    analyzer,
    runs: () => runs,
    release: held.open,
    failNext: (value: boolean) => {
      fail = value;
    },
  };
}

function heldExtractor() {
  const held = gate();
  let runs = 0;
  let failing = false;
  let holding = false;
  const extractor: Extractor = {
    async extract({ gameweek }) {
      runs++;
      if (failing) throw new Error('unreadable');
      if (holding) await held.shut;
      return { data: sampleSquad(gameweek), modelUsed: 'held', tokensUsed: 0, cost: 0 };
    },
  };
  return {
    extractor,
    runs: () => runs,
    hold: () => {
      holding = true;
    },
    release: held.open,
    fail: (value: boolean) => {
      failing = value;
    },
  };
}

describe('analysis: the quota slot is taken before the run', () => {
  it('1 analysis left, 100 in parallel: exactly 1 runs to completion, 99 refused before any finishes', async () => {
    const held = heldAnalyzer();
    const { app, db } = makeTestApp({ analyzer: held.analyzer });
    const s = await signUp(app);
    const settled: number[] = [];
    const pending = Array.from({ length: 100 }, () =>
      call(app, 'POST', '/api/ai/analyze', {
        token: s.access_token,
        body: { extractedData: sampleSquad(3), gameweek: 3 },
      }).then((res) => {
        settled.push(res.status);
        return res;
      }),
    );
    // The one run is still held open: every other request has already been answered with the quota message.
    await until(() => settled.length === 99);
    expect(held.runs()).toBe(1);
    expect(settled.every((status) => status === 429)).toBe(true);
    held.release();
    const results = await Promise.all(pending);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(99);
    for (const r of refused) {
      expect(r.body).toEqual({ success: false, error: { code: 'QUOTA_EXCEEDED', message: QUOTA } });
    }
    expect(held.runs()).toBe(1);
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(1);
    expect(await scalar(db, 'SELECT count(*) FROM work_slots')).toBe(0);
  }, 60_000);

  it('a failed analysis gives its slot back: the next one runs and is the one counted', async () => {
    const held = heldAnalyzer();
    held.release();
    const { app, db } = makeTestApp({ analyzer: held.analyzer });
    const s = await signUp(app);
    const analyze = () =>
      call(app, 'POST', '/api/ai/analyze', {
        token: s.access_token,
        body: { extractedData: sampleSquad(3), gameweek: 3 },
      });
    held.failNext(true);
    expect((await analyze()).status).toBe(502);
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(0);
    held.failNext(false);
    expect((await analyze()).status).toBe(200);
    expect((await analyze()).status).toBe(429);
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(1);
  });

  it('a slot left by a process that died is ignored once its lease ends', async () => {
    const held = heldAnalyzer();
    held.release();
    const { app, db, clock } = makeTestApp({ analyzer: held.analyzer });
    const s = await signUp(app);
    const now = clock.now().toISOString();
    await db.run(
      `INSERT INTO work_slots (user_id, action, state, started_at, lease_until) VALUES (?, 'analyze', 'running', ?, ?)`,
      [s.user.id, now, new Date(clock.now().getTime() + 600_000).toISOString()],
    );
    const analyze = () =>
      call(app, 'POST', '/api/ai/analyze', {
        token: s.access_token,
        body: { extractedData: sampleSquad(3), gameweek: 3 },
      });
    expect((await analyze()).status).toBe(429);
    clock.advance(600_001);
    expect((await analyze()).status).toBe(200);
  });
});

describe('extraction: its own per-user rate and daily cap', () => {
  const extract = (app: ReturnType<typeof makeTestApp>['app'], token: string, key?: string) =>
    call(app, 'POST', '/api/ai/extract', {
      token,
      body: { imageBase64: IMAGE, gameweek: 3 },
      ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
    });

  it(`free: ${EXTRACTION_LIMITS.free.perMinute} a minute; the next is refused with Retry-After until a minute has passed`, async () => {
    const held = heldExtractor();
    const { app, clock } = makeTestApp({ extractor: held.extractor });
    const s = await signUp(app);
    const { perMinute } = EXTRACTION_LIMITS.free;
    for (let i = 0; i < perMinute; i++) expect((await extract(app, s.access_token)).status).toBe(200);
    const refused = await extract(app, s.access_token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      error: {
        code: 'EXTRACTION_RATE_LIMITED',
        message: 'Too many screenshots at once. Please wait a minute and try again.',
      },
    });
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(held.runs()).toBe(perMinute);
    clock.advance(60_001);
    expect((await extract(app, s.access_token)).status).toBe(200);
  });

  it('failed reads count toward the rate but give their daily slot back', async () => {
    const held = heldExtractor();
    const { app, clock } = makeTestApp({ extractor: held.extractor });
    const s = await signUp(app);
    const { perMinute, perDay } = EXTRACTION_LIMITS.free;
    held.fail(true);
    for (let i = 0; i < perMinute; i++) expect((await extract(app, s.access_token)).status).toBe(502);
    expect((await extract(app, s.access_token)).status).toBe(429);
    held.fail(false);
    // perDay successful reads fit in the day despite the failures.
    for (let i = 0; i < perDay; i++) {
      if (i % perMinute === 0) clock.advance(60_001);
      expect((await extract(app, s.access_token)).status, `read ${i + 1}`).toBe(200);
    }
    clock.advance(60_001);
    const capped = await extract(app, s.access_token);
    expect(capped.status).toBe(429);
    expect(capped.body.error.code).toBe('EXTRACTION_LIMIT_REACHED');
    expect(capped.body.error.message).toBe(
      `You have read ${perDay} screenshots in the last 24 hours, the most a day on your plan. Please try again in 24 hours, or bring your team by FPL team ID.`,
    );
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    clock.advance(24 * 3600 * 1000);
    const again = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: s.user.email, password: 'secret123' },
    });
    expect((await extract(app, again.body.access_token)).status).toBe(200);
  });

  it('parallel reads: only the rate’s worth start; a replay by Idempotency-Key is free', async () => {
    const held = heldExtractor();
    held.hold();
    const { app } = makeTestApp({ extractor: held.extractor });
    const s = await signUp(app);
    const { perMinute } = EXTRACTION_LIMITS.free;
    const settled: number[] = [];
    const pending = Array.from({ length: 20 }, (_, i) =>
      extract(app, s.access_token, `read-${i}`).then((res) => {
        settled.push(res.status);
        return { key: `read-${i}`, res };
      }),
    );
    await until(() => settled.length === 20 - perMinute);
    expect(held.runs()).toBe(perMinute);
    held.release();
    const results = await Promise.all(pending);
    const read = results.filter((r) => r.res.status === 200);
    expect(read).toHaveLength(perMinute);
    const replay = await extract(app, s.access_token, read[0]?.key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(held.runs()).toBe(perMinute);
  }, 60_000);

  it('the paid tiers read more', () => {
    expect(EXTRACTION_LIMITS).toEqual({
      free: { perMinute: 4, perDay: 20 },
      starter: { perMinute: 6, perDay: 50 },
      pro: { perMinute: 10, perDay: 200 },
      season_pass: { perMinute: 10, perDay: 200 },
    });
  });
});
