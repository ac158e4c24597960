import { describe, expect, it } from 'vitest';
import { call, makeTestApp, sampleSquad, signUp } from '../../testing/harness.js';

const recommendations = {
  transfers: [
    {
      playerOut: 'A',
      playerOutTeam: 'ARS',
      playerIn: 'B',
      playerInTeam: 'CHE',
      cost: 0.5,
      priority: 'High',
      reason: 'form',
    },
  ],
  captain: { player: 'Player13', reason: 'form', fixture: 'CHE (H)', expectedPoints: 7 },
  viceCaptain: { player: 'Player14', reason: 'form', fixture: 'LIV (A)', expectedPoints: 6 },
  startingXI: ['Player1'],
  bench: ['Player2'],
  budgetImpact: { starting: 0.5, afterTransfers: 0, affordable: true },
};

const newSuggestion = (gameweek = 3) => ({
  gameweek,
  extractedData: sampleSquad(gameweek),
  recommendations,
  researchSources: ['FPL API'],
});

describe('suggestions', () => {
  it('saves, lists newest first with a limit, reads and deletes', async () => {
    const { app, clock } = makeTestApp();
    const s = await signUp(app);
    const ids: string[] = [];
    for (const gw of [3, 4, 5]) {
      const res = await call(app, 'POST', '/api/suggestions', {
        token: s.access_token,
        body: newSuggestion(gw),
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        gameweek: gw,
        userId: s.user.id,
        userNotes: null,
        researchSources: ['FPL API'],
      });
      ids.push(res.body.id);
      clock.advance(1000);
    }
    const list = await call(app, 'GET', '/api/suggestions?limit=2', { token: s.access_token });
    expect(list.status).toBe(200);
    expect(list.body.map((x: { gameweek: number }) => x.gameweek)).toEqual([5, 4]);
    expect(list.body[0].extractedData.players).toHaveLength(15);

    const one = await call(app, 'GET', `/api/suggestions/${ids[0]}`, { token: s.access_token });
    expect(one.status).toBe(200);
    expect(one.body.recommendations.captain.player).toBe('Player13');

    const del = await call(app, 'DELETE', `/api/suggestions/${ids[0]}`, { token: s.access_token });
    expect(del.status).toBe(204);
    const gone = await call(app, 'GET', `/api/suggestions/${ids[0]}`, { token: s.access_token });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Analysis not found');
  });

  it('isolates users: B cannot list, read or delete A’s suggestions', async () => {
    const { app } = makeTestApp();
    const a = await signUp(app);
    const b = await signUp(app);
    const saved = await call(app, 'POST', '/api/suggestions', {
      token: a.access_token,
      body: newSuggestion(),
    });
    const id = saved.body.id as string;
    expect((await call(app, 'GET', '/api/suggestions', { token: b.access_token })).body).toEqual([]);
    expect((await call(app, 'GET', `/api/suggestions/${id}`, { token: b.access_token })).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/suggestions/${id}`, { token: b.access_token })).status).toBe(404);
    expect((await call(app, 'GET', `/api/suggestions/${id}`, { token: a.access_token })).status).toBe(200);
  });

  it('validates the body and the id', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    const bad = await call(app, 'POST', '/api/suggestions', {
      token: s.access_token,
      body: { ...newSuggestion(), gameweek: 99 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/gameweek/);
    for (const id of ['..%2F..%2Fetc%2Fpasswd', '1%20OR%201=1', 'not-a-uuid']) {
      const res = await call(app, 'GET', `/api/suggestions/${id}`, { token: s.access_token });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    const limit = await call(app, 'GET', '/api/suggestions?limit=0', { token: s.access_token });
    expect(limit.status).toBe(400);
  });

  it('stores its own screenshot URLs unsigned and signs them on every read', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const uploadId = '0b5a1f6e-7c0d-4e8b-9a51-1f1a2b3c4d5e';
    const res = await call(app, 'POST', '/api/suggestions', {
      token: s.access_token,
      body: {
        ...newSuggestion(),
        screenshotUrl: `http://app.test/api/uploads/${uploadId}/file?expires=1&signature=x`,
      },
    });
    expect(db.prepare('SELECT screenshot_url FROM suggestions').pluck().get()).toBe(
      `/api/uploads/${uploadId}/file`,
    );
    expect(res.body.screenshotUrl).toMatch(
      new RegExp(`^http://app.test/api/uploads/${uploadId}/file\\?expires=\\d+&signature=`),
    );
  });
});
