import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AiProviderError, type Analyzer, type Extractor, noExtractor } from '../../services/ai.js';
import { directoryFplService } from '../../services/fpl.js';
import {
  call,
  FIXTURE_DIR,
  makeTestApp,
  sampleSquad,
  scalar,
  signUp,
  testClock,
} from '../../testing/harness.js';
import { pngBytes, zipBytes } from '../../testing/images.js';

const QUOTA = 'You have reached your monthly analysis limit. Please upgrade your plan.';
const IMAGE = Buffer.from(pngBytes(1080, 1920)).toString('base64');

describe('POST /api/ai/extract', () => {
  it('says plainly that no extractor is configured, never made-up data', async () => {
    const { app } = makeTestApp({ extractor: noExtractor });
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
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(0);
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
    await db.run('UPDATE profiles SET monthly_analyses_used = 1');
    const res = await call(app, 'POST', '/api/ai/extract', {
      token: s.access_token,
      body: { imageBase64: IMAGE, gameweek: 3 },
    });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, error: { code: 'QUOTA_EXCEEDED', message: QUOTA } });
  });
});

describe('AI endpoints: spec §8 server errors', () => {
  it("answers 'Not authenticated' (401) without a session, before reading the body", async () => {
    const { app } = makeTestApp();
    for (const path of ['/api/ai/extract', '/api/ai/analyze']) {
      const res = await call(app, 'POST', path, { body: { imageBase64: IMAGE, gameweek: 3 } });
      expect(res.status, path).toBe(401);
      expect(res.body.error).toEqual({ message: 'Not authenticated', code: 'no_authorization' });
    }
  });

  it("refuses a screenshot over 10 MB with 'File size must be less than 10MB', counting nothing", async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const big = Buffer.from(pngBytes(1000, 1000, 10 * 1024 * 1024 + 1)).toString('base64');
    const res = await call(app, 'POST', '/api/ai/extract', {
      token: s.access_token,
      body: { imageBase64: big, gameweek: 3 },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      error: { code: 'file_too_large', message: 'File size must be less than 10MB' },
    });
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(0);
  });
});

describe('POST /api/ai/analyze', () => {
  it('answers the engine’s analysis: plan, captain, XI, bench, budget and chip strategy; counts one analysis', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const squad = sampleSquad(3);
    const res = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: squad, gameweek: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      modelUsed: 'fpl-assistant-planner',
      tokensUsed: 0,
      cost: 0,
    });
    const r = res.body.recommendations;
    // The fixture data holds only the squad's fifteen: nobody to buy.
    expect(r.transfers).toEqual([]);
    expect(r.startingXI).toHaveLength(11);
    expect(r.bench).toHaveLength(4);
    expect(new Set([...r.startingXI, ...r.bench])).toEqual(new Set(squad.players.map((p) => p.name)));
    // The bench starts with the goalkeeper who does not start.
    const keepers = squad.players.filter((p) => p.position === 'GKP').map((p) => p.name);
    expect(keepers).toContain(r.bench[0]);
    expect(r.budgetImpact).toEqual({ starting: 0.5, afterTransfers: 0.5, affordable: true });
    expect(r.captain.player).not.toBe(r.viceCaptain.player);
    expect(r.captain.expectedPoints).toBeGreaterThanOrEqual(r.viceCaptain.expectedPoints);
    expect(r.captain.reason).toMatch(/projects \d+\.\d points in GW3/);
    // The recorded event-live file is a stub: the projections fall back on season totals, and say so.
    expect(r.researchSources).toContain(
      'FPL API: season totals in bootstrap-static (no per-gameweek history)',
    );
    expect(r.analysis).toContain('season totals');
    // Gameweek 5 of the fixture set is a double for every team.
    expect(r.chipStrategy.fixtureCalendar.find((e: { gameweek: number }) => e.gameweek === 5)?.type).toBe(
      'dgw',
    );
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(1);
  });

  it('projects from event live data when every earlier gameweek has it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fpl-analyze-'));
    try {
      for (const file of ['bootstrap-static.json', 'fixtures.json']) {
        await copyFile(path.join(FIXTURE_DIR, file), path.join(dir, file));
      }
      for (const gameweek of [1, 2]) {
        const elements = Array.from({ length: 15 }, (_, i) => ({
          id: i + 1,
          stats: {
            minutes: 90,
            starts: 1,
            goals_scored: i === 12 ? 2 : 0,
            assists: 0,
            clean_sheets: 0,
            goals_conceded: 1,
            saves: 0,
            bonus: 0,
            bps: 10,
            yellow_cards: 0,
            red_cards: 0,
            expected_goals: i === 12 ? '2.50' : '0.05',
            expected_assists: i === 12 ? '0.80' : '0.05',
            expected_goals_conceded: '1.00',
            total_points: 2,
          },
          explain: [{ fixture: gameweek * 10 }],
        }));
        await writeFile(path.join(dir, `event-${gameweek}-live.json`), JSON.stringify({ elements }));
      }
      const clock = testClock();
      const withHistory = makeTestApp({ clock, fpl: directoryFplService(dir, clock) });
      const s = await signUp(withHistory.app);
      const res = await call(withHistory.app, 'POST', '/api/ai/analyze', {
        token: s.access_token,
        body: { extractedData: sampleSquad(3), gameweek: 3 },
      });
      expect(res.status).toBe(200);
      const r = res.body.recommendations;
      expect(r.researchSources).toContain('FPL API: event live data, GW1–2');
      // Player13 had all the xG: the projections make him captain.
      expect(r.captain.player).toBe('Player13');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names a player the data does not hold, as a 422, and does not count it', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const squad = sampleSquad(3);
    const players = squad.players.map((p, i) => (i === 0 ? { ...p, id: 999, name: 'Nobody' } : p));
    const res = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: { ...squad, players }, gameweek: 3 },
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'ANALYSIS_ERROR',
      message:
        "Analysis failed: This squad breaks FPL's rules: Not in this season's player list: Nobody (CHE, id 999). Choose him again from the player list.",
    });
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(0);
  });

  it('refuses a squad FPL would never allow with 422, every broken rule listed, nothing charged', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const squad = sampleSquad(3);
    // Five from Arsenal, fourteen players, a negative bank: each rule its own line.
    const players = squad.players.slice(1).map((p, i) => (i < 5 ? { ...p, team: 'ARS' } : p));
    const res = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: { ...squad, players, bank: -1 }, gameweek: 3 },
    });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe('INVALID_SQUAD');
    expect(res.body.problems).toEqual([
      'A squad has 15 players; this one has 14.',
      'A squad has 2 goalkeepers, 5 defenders, 5 midfielders, 3 forwards; this one has 1 goalkeeper.',
      expect.stringMatching(/^\d players from ARS: at most 3 from one club are allowed\.$/),
      expect.stringMatching(/^The bank £-1\.0m is below zero/),
    ]);
    expect(res.body.error.message).toContain('players from ARS: at most 3 from one club are allowed.');
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(0);
    expect(await scalar(db, 'SELECT count(*) FROM work_slots')).toBe(0);

    // The same squad as a legal 15 with five from one club: the club rule alone.
    const five = squad.players.map((p) => (p.position === 'MID' ? { ...p, team: 'ARS' } : p));
    const clubOnly = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: { ...squad, players: five }, gameweek: 3 },
    });
    expect(clubOnly.status).toBe(422);
    expect(clubOnly.body.problems).toEqual([
      expect.stringMatching(/^\d players from ARS: at most 3 from one club are allowed\.$/),
    ]);
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(0);
  });

  it('takes the tier from the profile, not from the body', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    await db.run('UPDATE profiles SET monthly_analyses_used = 1');
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
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(0);
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
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(1);
  });

  it('a starter with 10 left: 30 at once → exactly 10 succeed', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    await db.run("UPDATE profiles SET tier = 'starter'");
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(app, 'POST', '/api/ai/analyze', {
          token: s.access_token,
          body: { extractedData: sampleSquad(3), gameweek: 3 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(10);
  });
});
