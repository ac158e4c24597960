import { describe, expect, it } from 'vitest';
import { AiProviderError, type Analyzer, type Extractor } from '../../services/ai.js';
import { call, makeTestApp, sampleSquad, signUp } from '../../testing/harness.js';
import { pngBytes, zipBytes } from '../../testing/images.js';

const QUOTA = 'You have reached your monthly analysis limit. Please upgrade your plan.';
const IMAGE = Buffer.from(pngBytes(1080, 1920)).toString('base64');

describe('POST /api/ai/extract', () => {
  it('says plainly that no extractor is configured, never made-up data', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    const res = await call(app, 'POST', '/api/ai/extract', {
      token: s.access_token,
      body: { imageBase64: IMAGE, gameweek: 3 },
    });
    expect(res.status).toBe(501);
    expect(res.body).toEqual({
      success: false,
      error: { code: 'EXTRACTION_ERROR', message: 'Extraction failed: no extractor configured' },
    });
  });

  it('returns a provider’s data with its usage figures', async () => {
    const extractor: Extractor = {
      extract: async ({ gameweek }) => ({
        data: sampleSquad(gameweek),
        modelUsed: 'fake',
        tokensUsed: 10,
        cost: 0.001,
      }),
    };
    const { app, db } = makeTestApp({ extractor });
    const s = await signUp(app);
    const res = await call(app, 'POST', '/api/ai/extract', {
      token: s.access_token,
      body: { imageBase64: IMAGE, gameweek: 4 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      modelUsed: 'fake',
      tokensUsed: 10,
      data: { gameweek: 4 },
    });
    expect(res.body.processingTime).toEqual(expect.any(Number));
    // Extraction does not count against the quota.
    expect(db.prepare('SELECT monthly_analyses_used FROM profiles').pluck().get()).toBe(0);
  });

  it('checks the quota first and validates the body', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const dataUrl = await call(app, 'POST', '/api/ai/extract', {
      token: s.access_token,
      body: { imageBase64: `data:image/png;base64,${IMAGE}`, gameweek: 3 },
    });
    expect(dataUrl.status).toBe(400);
    const zip = await call(app, 'POST', '/api/ai/extract', {
      token: s.access_token,
      body: { imageBase64: Buffer.from(zipBytes()).toString('base64'), gameweek: 3 },
    });
    expect(zip.status).toBe(400);
    expect(zip.body).toEqual({
      success: false,
      error: {
        code: 'invalid_file_type',
        message: 'Please upload a valid image file (PNG, JPG, JPEG, or WebP)',
      },
    });
    db.prepare('UPDATE profiles SET monthly_analyses_used = 1').run();
    const res = await call(app, 'POST', '/api/ai/extract', {
      token: s.access_token,
      body: { imageBase64: IMAGE, gameweek: 3 },
    });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, error: { code: 'QUOTA_EXCEEDED', message: QUOTA } });
  });
});

describe('POST /api/ai/analyze', () => {
  it('answers the engine rules: captain, XI, bench, budget and chip strategy; counts one analysis', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const res = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: sampleSquad(3), gameweek: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, modelUsed: 'rules-engine', tokensUsed: 0, cost: 0 });
    const r = res.body.recommendations;
    expect(r.transfers).toEqual([]);
    expect(r.startingXI).toHaveLength(11);
    expect(r.bench).toEqual(['Player2', 'Player6', 'Player7', 'Player12']);
    expect(r.budgetImpact).toEqual({ starting: 0.5, afterTransfers: 0.5, affordable: true });
    expect(r.captain.player).not.toBe(r.viceCaptain.player);
    expect(r.captain.expectedPoints).toBeGreaterThanOrEqual(r.viceCaptain.expectedPoints);
    expect(r.captain.reason).toMatch(/points per match/);
    // Gameweek 5 of the fixture set is a double for every team.
    expect(r.chipStrategy.fixtureCalendar.find((e: { gameweek: number }) => e.gameweek === 5)?.type).toBe(
      'dgw',
    );
    expect(db.prepare('SELECT monthly_analyses_used FROM profiles').pluck().get()).toBe(1);
  });

  it('takes the tier from the profile, not from the body', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    db.prepare('UPDATE profiles SET monthly_analyses_used = 1').run();
    const res = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: sampleSquad(3), gameweek: 3, userTier: 'season_pass' },
    });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(QUOTA);
  });

  it('does not count a failed analysis', async () => {
    const analyzer: Analyzer = {
      analyze: async () => {
        throw new AiProviderError('ANALYSIS_ERROR', 'Analysis failed');
      },
    };
    const { app, db } = makeTestApp({ analyzer });
    const s = await signUp(app);
    const res = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: sampleSquad(3), gameweek: 3 },
    });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      success: false,
      error: { code: 'ANALYSIS_ERROR', message: 'Analysis failed' },
    });
    expect(db.prepare('SELECT monthly_analyses_used FROM profiles').pluck().get()).toBe(0);
  });

  it('hides unexpected analyzer errors behind the spec message', async () => {
    const analyzer: Analyzer = {
      analyze: async () => {
        throw new Error('socket hang up');
      },
    };
    const { app } = makeTestApp({ analyzer });
    const s = await signUp(app);
    const res = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: sampleSquad(3), gameweek: 3 },
    });
    expect(res.body.error).toEqual({ code: 'ANALYSIS_ERROR', message: 'Failed to analyze team' });
  });

  it('quota race: 30 simultaneous analyses with 1 left → exactly 1 succeeds', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(app, 'POST', '/api/ai/analyze', {
          token: s.access_token,
          body: { extractedData: sampleSquad(3), gameweek: 3 },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    expect(statuses.filter((x) => x === 429)).toHaveLength(29);
    expect(db.prepare('SELECT monthly_analyses_used FROM profiles').pluck().get()).toBe(1);
  });

  it('a starter with 10 left: 30 at once → exactly 10 succeed', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    db.prepare("UPDATE profiles SET tier = 'starter'").run();
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(app, 'POST', '/api/ai/analyze', {
          token: s.access_token,
          body: { extractedData: sampleSquad(3), gameweek: 3 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(db.prepare('SELECT monthly_analyses_used FROM profiles').pluck().get()).toBe(10);
  });
});
