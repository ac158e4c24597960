// Idempotency-Key on the AI endpoints: a reload or Back replays the stored answer; the quota moves once.
import type { Recommendations } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import type { Analyzer, Extractor } from '../../services/ai.js';
import { call, column, makeTestApp, sampleSquad, scalar, signUp } from '../../testing/harness.js';
import { pngBytes } from '../../testing/images.js';

const IMAGE = Buffer.from(pngBytes(1080, 1920)).toString('base64');

/** An analyzer that counts its runs and can be held open, to repeat a request while the first still runs. */
function countingAnalyzer() {
  let runs = 0;
  let release: () => void = () => {};
  let gate: Promise<void> | undefined;
  const analyzer: Analyzer = {
    async analyze() {
      runs++;
      if (gate) await gate;
      return {
        recommendations: { transfers: [], run: runs } as unknown as Recommendations,
        modelUsed: 'counting',
        tokensUsed: 0,
        cost: 0,
      };
    },
  };
  return {
    analyzer,
    runs: () => runs,
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

async function setup(tier = 'starter') {
  const counting = countingAnalyzer();
  const { app, db, clock } = makeTestApp({ analyzer: counting.analyzer });
  const session = await signUp(app);
  await db.run('UPDATE profiles SET tier = ?', [tier]);
  const used = async () => await scalar(db, 'SELECT monthly_analyses_used FROM profiles');
  const analyze = (key: string | undefined, token = session.access_token, gameweek = 3) =>
    call(app, 'POST', '/api/ai/analyze', {
      token,
      body: { extractedData: sampleSquad(gameweek), gameweek },
      ...(key === undefined ? {} : { headers: { 'Idempotency-Key': key } }),
    });
  return { app, db, clock, session, counting, used, analyze };
}

describe('Idempotency-Key on POST /api/ai/analyze', () => {
  it('a repeat after success gets the stored answer, uncharged, even with the quota now used up', async () => {
    const { counting, used, analyze } = await setup('free');
    const first = await analyze('flow-1');
    expect(first.status).toBe(200);
    expect(await used()).toBe(1);
    // The free tier's one analysis is spent: a reload must still show the result, not the limit message.
    const repeat = await analyze('flow-1');
    expect(repeat.status).toBe(200);
    expect(repeat.body.recommendations).toEqual(first.body.recommendations);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(counting.runs()).toBe(1);
    expect(await used()).toBe(1);
  });

  it('a repeat while the first still runs waits for it and shares its answer', async () => {
    const { counting, used, analyze } = await setup();
    counting.hold();
    const first = analyze('flow-2');
    const second = analyze('flow-2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    counting.release();
    const [a, b] = await Promise.all([first, second]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.recommendations).toEqual(a.body.recommendations);
    expect(counting.runs()).toBe(1);
    expect(await used()).toBe(1);
  });

  it('the same key sent to two instances at once is charged once and answers the same', async () => {
    const { db, clock, session, counting, used, analyze } = await setup();
    const other = countingAnalyzer();
    const { app: second } = makeTestApp({ db, clock, analyzer: other.analyzer });
    counting.hold();
    other.hold();
    const onA = analyze('flow-twin');
    const onB = call(second, 'POST', '/api/ai/analyze', {
      token: session.access_token,
      body: { extractedData: sampleSquad(3), gameweek: 3 },
      headers: { 'Idempotency-Key': 'flow-twin' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    counting.release();
    other.release();
    const [a, b] = await Promise.all([onA, onB]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // Each instance may have run it, but one answer is kept, replayed to both, and charged once.
    expect(b.body.recommendations).toEqual(a.body.recommendations);
    expect(await used()).toBe(1);
    const replay = await analyze('flow-twin');
    expect(replay.body.recommendations).toEqual(a.body.recommendations);
    expect(await used()).toBe(1);
  });

  it('a different key is a new analysis, charged again', async () => {
    const { counting, used, analyze } = await setup();
    await analyze('flow-3');
    const other = await analyze('flow-4');
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
    expect(counting.runs()).toBe(2);
    expect(await used()).toBe(2);
  });

  it("another user's key never returns that user's answer", async () => {
    const { app, counting, db, analyze } = await setup();
    const mine = await analyze('shared-key');
    const stranger = await signUp(app);
    const theirs = await analyze('shared-key', stranger.access_token);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    expect(theirs.body.recommendations.run).toBe(2);
    expect(mine.body.recommendations.run).toBe(1);
    expect(counting.runs()).toBe(2);
    const counts = await column(db, 'SELECT monthly_analyses_used FROM profiles ORDER BY created_at');
    expect(counts).toEqual([1, 1]);
  });

  it('refuses a key reused for a different request, and a malformed key', async () => {
    const { analyze, used } = await setup();
    await analyze('flow-5', undefined, 3);
    const changed = await analyze('flow-5', undefined, 4);
    expect(changed.status).toBe(422);
    expect(changed.body.error.code).toBe('idempotency_key_reused');
    const bad = await analyze('has spaces in it');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_idempotency_key');
    expect(await used()).toBe(1);
  });

  it('forgets an answer after 24 hours, and never stores a failure', async () => {
    const { app, clock, counting, used, analyze, db, session } = await setup();
    await db.run("UPDATE profiles SET tier = 'free', monthly_analyses_used = 1");
    const refused = await analyze('flow-6');
    expect(refused.status).toBe(429);
    await db.run("UPDATE profiles SET tier = 'starter', monthly_analyses_used = 0");
    const retried = await analyze('flow-6');
    expect(retried.status).toBe(200);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    // The access token has expired by then: sign in again, as the app would.
    const again = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: session.user.email, password: 'secret123' },
    });
    const later = await analyze('flow-6', again.body.access_token);
    expect(later.status).toBe(200);
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    expect(counting.runs()).toBe(2);
    expect(await used()).toBe(2);
  });
});

describe('Idempotency-Key on POST /api/ai/extract', () => {
  it('reads one upload once: a repeat gets the stored squad', async () => {
    let reads = 0;
    const extractor: Extractor = {
      extract: async ({ gameweek }) => {
        reads++;
        return { data: sampleSquad(gameweek), modelUsed: 'fake', tokensUsed: 0, cost: 0 };
      },
    };
    const { app } = makeTestApp({ extractor });
    const s = await signUp(app);
    const extract = () =>
      call(app, 'POST', '/api/ai/extract', {
        token: s.access_token,
        body: { imageBase64: IMAGE, gameweek: 4 },
        headers: { 'Idempotency-Key': 'upload-1' },
      });
    const first = await extract();
    const repeat = await extract();
    expect(repeat.status).toBe(200);
    expect(repeat.body.data).toEqual(first.body.data);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(reads).toBe(1);
  });
});
