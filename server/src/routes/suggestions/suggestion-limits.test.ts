// Issue 16: one free account could save hundreds of ~1 MB suggestions (extra keys rode along in
// `recommendations`) and read them back 200 at a time with view=full until the process ran out of memory.
import { describe, expect, it } from 'vitest';
import { STORAGE_LIMITS } from '../../storage-limits.js';
import { call, makeTestApp, sampleSquad, scalar, signUp } from '../../testing/harness.js';

async function analysed(app: ReturnType<typeof makeTestApp>['app'], token: string) {
  const res = await call(app, 'POST', '/api/ai/analyze', {
    token,
    body: { extractedData: sampleSquad(3), gameweek: 3 },
  });
  expect(res.status).toBe(200);
  return res.body.recommendations as Record<string, unknown>;
}

describe('saved suggestions are bounded', () => {
  it('saves what the analyzer produced, and refuses any key it does not produce', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    const recommendations = await analysed(app, s.access_token);
    const body = { gameweek: 3, extractedData: sampleSquad(3), recommendations };
    expect((await call(app, 'POST', '/api/suggestions', { token: s.access_token, body })).status).toBe(201);

    // A Wildcard or Free Hit week's label is part of what the analyzer produces.
    const wildcard = {
      ...body,
      recommendations: {
        ...recommendations,
        transferChip: { chip: 'wildcard_2', heading: 'Wildcard: 12 moves, no points cost' },
      },
    };
    expect(
      (await call(app, 'POST', '/api/suggestions', { token: s.access_token, body: wildcard })).status,
    ).toBe(201);

    const transfers = recommendations.transfers as Record<string, unknown>[];
    const squad = sampleSquad(3);
    const padded = [
      { ...body, recommendations: { ...recommendations, padding: 'x'.repeat(1000) } },
      {
        ...body,
        recommendations: { ...recommendations, captain: { ...(recommendations.captain as object), x: 1 } },
      },
      {
        ...body,
        recommendations: { ...recommendations, transfers: [{ ...transfers[0], padding: 'x' }, ...transfers] },
      },
      { ...body, extractedData: { ...squad, padding: 'x' } },
      { ...body, extractedData: { ...squad, players: squad.players.map((p) => ({ ...p, padding: 'x' })) } },
      { ...body, padding: 'x' },
      {
        ...wildcard,
        recommendations: { ...wildcard.recommendations, transferChip: { chip: 'wildcard_3', heading: 'x' } },
      },
      { ...body, recommendations: { ...recommendations, analysis: 'x'.repeat(20_001) } },
    ];
    for (const attempt of padded) {
      const res = await call(app, 'POST', '/api/suggestions', { token: s.access_token, body: attempt });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
  });

  it('refuses one suggestion over 256 KB even when every field is within its own limit', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    const recommendations = await analysed(app, s.access_token);
    const long = (n: number) => 'x'.repeat(n);
    const bgw = (gameweek: number) => ({
      gameweek,
      teamsAffected: [],
      userPlayersAffected: [],
      expectedPointLoss: 0,
      freeHitRecommended: false,
      freeHitExpectedGain: 0,
      alternativeStrategy: {
        description: long(2000),
        transfersRequired: 0,
        hitsRequired: 0,
        expectedPoints: 0,
      },
    });
    const asset = {
      name: long(100),
      team: long(40),
      position: 'MID',
      price: 5,
      fixtures: [],
      expectedPoints: 1,
      rotationRisk: 'low',
    };
    const dgw = (gameweek: number) => ({
      gameweek,
      teams: [],
      topAssets: {
        GKP: [asset],
        DEF: Array(20).fill(asset),
        MID: Array(20).fill(asset),
        FWD: Array(20).fill(asset),
      },
      benchBoostScore: 5,
      tripleCaptainRecommendation: { player: long(100), expectedPoints: 1, reasoning: long(2000) },
    });
    const big = {
      ...recommendations,
      analysis: long(20_000),
      chipStrategy: {
        currentRecommendation: null,
        upcomingDGWs: Array.from({ length: 38 }, (_, i) => dgw(i + 1)),
        upcomingBGWs: Array.from({ length: 38 }, (_, i) => bgw(i + 1)),
        fixtureCalendar: [],
        optimalSequence: [],
        chipsRemaining: 4,
      },
    };
    const res = await call(app, 'POST', '/api/suggestions', {
      token: s.access_token,
      body: { gameweek: 3, extractedData: sampleSquad(3), recommendations: big },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('A suggestion may hold at most 256 KB');
  });

  it('keeps at most the plan’s number of suggestions; deleting one frees a place', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const recommendations = await analysed(app, s.access_token);
    const body = { gameweek: 3, extractedData: sampleSquad(3), recommendations };
    const cap = STORAGE_LIMITS.free.suggestions;
    const ids: string[] = [];
    for (let i = 0; i < cap; i++) {
      const res = await call(app, 'POST', '/api/suggestions', { token: s.access_token, body });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const over = await call(app, 'POST', '/api/suggestions', { token: s.access_token, body });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('storage_limit_reached');
    expect(over.body.error.message).toMatch(/delete some in History/);
    expect(await scalar(db, 'SELECT count(*) FROM suggestions')).toBe(cap);
    await call(app, 'DELETE', `/api/suggestions/${ids[0]}`, { token: s.access_token });
    expect((await call(app, 'POST', '/api/suggestions', { token: s.access_token, body })).status).toBe(201);

    // A paid plan keeps more.
    await db.run("UPDATE profiles SET tier = 'pro' WHERE id = ?", [s.user.id]);
    expect((await call(app, 'POST', '/api/suggestions', { token: s.access_token, body })).status).toBe(201);
  });
});
