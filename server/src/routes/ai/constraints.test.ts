// The manager's own rules through the API: POST /api/ai/analyze takes them (checked at the edge, then by the
// engine against the squad: a rule that cannot be kept is a 422 naming it, nothing charged), and a saved
// suggestion is planned again with new rules in one request, never charged again.
import { describe, expect, it } from 'vitest';
import { call, makeTestApp, sampleSquad, scalar, signUp } from '../../testing/harness.js';

const analyze = (constraints: unknown) => ({ extractedData: sampleSquad(3), gameweek: 3, constraints });

describe("the manager's rules in the API", () => {
  it('plans with them, reports them and their cost, and counts one analysis', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    // A defender: never the free plan's captain on this data.
    const defender = sampleSquad(3).players.find((p) => p.position === 'DEF');
    const other = defender?.name;
    const otherId = defender?.id;
    const res = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: analyze({ captains: [{ gameweek: 3, player: otherId }], locked: [1] }),
    });
    expect(res.status).toBe(200);
    const r = res.body.recommendations;
    expect(r.captain.player).toBe(other);
    expect(r.constraints.constraints).toEqual({ locked: [1], captains: [{ gameweek: 3, player: otherId }] });
    expect(r.constraints.costs.map((c: { constraint: string }) => c.constraint)).toEqual(['lock', 'captain']);
    expect(r.constraints.cost).toBeGreaterThanOrEqual(0);
    expect(r.constraints.points).toBeCloseTo(r.constraints.freePoints - r.constraints.cost, 1);
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(1);
  });

  it('refuses a rule that cannot be kept with a 422 naming it, and charges nothing', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const res = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: analyze({ locked: [16] }),
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      success: false,
      constraint: 'lock',
      error: {
        code: 'CONSTRAINT_ERROR',
        message: 'No FPL player has the id 16.',
      },
    });
    const banned = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: analyze({ chips: [{ family: 'wildcard', gameweek: 5 }] }),
    });
    expect(banned.status).toBe(422);
    expect(banned.body.constraint).toBe('chip');
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(0);
  });

  it('takes one-week locks and bans and one-sided bookings, refusing those it cannot keep with a 422', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    // This league has no one to buy: a sale, forced by a booking or a week out, cannot be made.
    for (const [constraints, kind, message] of [
      [{ booked: [{ gameweek: 3, out: 2 }] }, 'book', 'No player you can afford replaces Player2 in GW3.'],
      [
        { bannedIn: [{ player: 2, gameweek: 3 }] },
        'ban',
        'No player you can afford replaces Player2 in GW3.',
      ],
      [
        { lockedThrough: [{ player: 2, gameweek: 30 }] },
        'lock',
        "Keeping Player2: GW30 is outside the plan's GW3–7.",
      ],
    ] as const) {
      const res = await call(app, 'POST', '/api/ai/analyze', {
        token: s.access_token,
        body: analyze(constraints),
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ constraint: kind, error: { code: 'CONSTRAINT_ERROR', message } });
    }
    const kept = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: analyze({ lockedThrough: [{ player: 2, gameweek: 3 }] }),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.recommendations.constraints.constraints).toEqual({
      lockedThrough: [{ player: 2, gameweek: 3 }],
    });
    expect(kept.body.recommendations.constraints.costs).toEqual([
      { constraint: 'lock', cost: kept.body.recommendations.constraints.cost },
    ]);
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(1);
  });

  it('loads and re-plans a suggestion saved with the rules in their first shape', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const first = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: analyze({ locked: [1], allowHits: false }),
    });
    expect(first.status).toBe(200);
    const saved = await call(app, 'POST', '/api/suggestions', {
      token: s.access_token,
      body: { gameweek: 3, extractedData: sampleSquad(3), recommendations: first.body.recommendations },
    });
    expect(saved.status).toBe(201);
    // The row as the first release wrote it: a two-sided booking, no one-week rules.
    const old = {
      ...first.body.recommendations,
      constraints: {
        ...first.body.recommendations.constraints,
        constraints: { locked: [1], booked: [{ gameweek: 4, in: 3, out: 5 }], allowHits: false },
      },
    };
    await db.run('UPDATE suggestions SET recommendations = ? WHERE id = ?', [
      JSON.stringify(old),
      saved.body.id,
    ]);
    const read = await call(app, 'GET', `/api/suggestions/${saved.body.id}`, { token: s.access_token });
    expect(read.status).toBe(200);
    expect(read.body.recommendations.constraints.constraints).toEqual(old.constraints.constraints);
    const again = await call(app, 'POST', `/api/suggestions/${saved.body.id}/replan`, {
      token: s.access_token,
      body: { constraints: { locked: [1], allowHits: false } },
    });
    expect(again.status).toBe(200);
    expect(again.body.recommendations.constraints.constraints).toEqual({ locked: [1], allowHits: false });
  });

  it('refuses rules of the wrong shape at the edge, naming the field', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    for (const [constraints, field] of [
      [{ booked: [{ gameweek: 4 }] }, 'constraints.booked.0'],
      [{ lockedThrough: [{ player: 1 }] }, 'constraints.lockedThrough.0.gameweek'],
      [{ bannedIn: [{ player: 1, gameweek: 4, until: 5 }] }, 'constraints.bannedIn.0'],
      [{ chips: [{ family: 'double_up', gameweek: 4 }] }, 'constraints.chips.0.family'],
      [{ lockd: [1] }, 'constraints'],
    ] as const) {
      const res = await call(app, 'POST', '/api/ai/analyze', {
        token: s.access_token,
        body: analyze(constraints),
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
  });

  it('plans a saved suggestion again with new rules, keeps them, and charges once per suggestion', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const first = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: sampleSquad(3), gameweek: 3 },
    });
    const saved = await call(app, 'POST', '/api/suggestions', {
      token: s.access_token,
      body: { gameweek: 3, extractedData: sampleSquad(3), recommendations: first.body.recommendations },
    });
    expect(saved.status).toBe(201);
    const vice = first.body.recommendations.viceCaptain.player as string;
    const viceId = sampleSquad(3).players.find((p) => p.name === vice)?.id;
    const url = `/api/suggestions/${saved.body.id}/replan`;
    const replanned = await call(app, 'POST', url, {
      token: s.access_token,
      body: { constraints: { captains: [{ gameweek: 3, player: viceId }] } },
    });
    expect(replanned.status).toBe(200);
    expect(replanned.body.recommendations.captain.player).toBe(vice);
    const again = await call(app, 'POST', url, {
      token: s.access_token,
      body: { constraints: { locked: [2] } },
    });
    expect(again.status).toBe(200);
    const read = await call(app, 'GET', `/api/suggestions/${saved.body.id}`, { token: s.access_token });
    expect(read.body.recommendations.constraints.constraints).toEqual({ locked: [2] });
    const refused = await call(app, 'POST', url, {
      token: s.access_token,
      body: { constraints: { locked: [16] } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ constraint: 'lock', error: { code: 'CONSTRAINT_ERROR' } });
    // Undo: no rules is the free plan again.
    const undone = await call(app, 'POST', url, { token: s.access_token, body: { constraints: {} } });
    expect(undone.body.recommendations.constraints).toBeUndefined();
    expect(undone.body.recommendations.captain.player).toBe(first.body.recommendations.captain.player);
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(1);
    const stranger = await signUp(app);
    const notYours = await call(app, 'POST', url, {
      token: stranger.access_token,
      body: { constraints: {} },
    });
    expect(notYours.status).toBe(404);
  });

  it('plans an analysis of the last day again by its Idempotency-Key, never charging it again', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const body = { extractedData: sampleSquad(3), gameweek: 3 };
    const headers = { 'Idempotency-Key': 'analysis-1' };
    const first = await call(app, 'POST', '/api/ai/analyze', { token: s.access_token, body, headers });
    expect(first.status).toBe(200);
    const defender = sampleSquad(3).players.find((p) => p.position === 'DEF');
    for (const constraints of [{ captains: [{ gameweek: 3, player: defender?.id }] }, { locked: [1] }, {}]) {
      const res = await call(app, 'POST', '/api/ai/replan', {
        token: s.access_token,
        body: { analysis: body, constraints },
        headers,
      });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      if ('captains' in constraints) expect(res.body.recommendations.captain.player).toBe(defender?.name);
    }
    const refused = await call(app, 'POST', '/api/ai/replan', {
      token: s.access_token,
      body: { analysis: body, constraints: { locked: [16] } },
      headers,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.constraint).toBe('lock');
    // Another squad, or no analysis under the key: nothing to edit.
    const other = { ...body, extractedData: { ...body.extractedData, bank: 1.5, budget: 1.5 } };
    for (const [analysis, key] of [
      [other, 'analysis-1'],
      [body, 'analysis-2'],
    ] as const) {
      const res = await call(app, 'POST', '/api/ai/replan', {
        token: s.access_token,
        body: { analysis, constraints: {} },
        headers: { 'Idempotency-Key': key },
      });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('ANALYSIS_NOT_FOUND');
    }
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(1);
  });
});
