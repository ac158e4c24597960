import { describe, expect, it } from 'vitest';
import { call, makeTestApp, sampleSquad, scalar, signUp } from '../../testing/harness.js';
import { pngBytes } from '../../testing/images.js';

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
    expect(list.body).toEqual([
      {
        id: ids[2],
        gameweek: 5,
        screenshotUrl: null,
        createdAt: expect.any(String),
        userNotes: null,
        transfersCount: 1,
        // The squad's and the transfers' players, for the history search.
        players: expect.arrayContaining(['Player1', 'Player15']),
      },
      expect.objectContaining({ id: ids[1], gameweek: 4 }),
    ]);

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
    expect(limit.body.error).toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(/^limit: /),
    });
    for (const view of ['everything', 'full']) {
      const res = await call(app, 'GET', `/api/suggestions?view=${view}`, { token: s.access_token });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/^view: only view=summary/);
    }
  });

  it('stores its own screenshot URLs unsigned, signs them on every read, and refuses someone else’s', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const other = await signUp(app);
    const uploadAs = async (token: string) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(pngBytes(100, 100))], 'a.png', { type: 'image/png' }));
      const res = await app.request('/api/uploads', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      return (await res.json()) as { id: string; url: string };
    };
    const mine = await uploadAs(s.access_token);
    const theirs = await uploadAs(other.access_token);
    const res = await call(app, 'POST', '/api/suggestions', {
      token: s.access_token,
      body: { ...newSuggestion(), screenshotUrl: mine.url },
    });
    expect(res.status).toBe(201);
    expect(await scalar(db, 'SELECT screenshot_url FROM suggestions')).toBe(`/api/uploads/${mine.id}/file`);
    const signed = new RegExp(`^http://app.test/api/uploads/${mine.id}/file\\?expires=\\d+&signature=`);
    expect(res.body.screenshotUrl).toMatch(signed);
    const list = await call(app, 'GET', '/api/suggestions', { token: s.access_token });
    expect(list.body[0].screenshotUrl).toMatch(signed);
    expect((await app.request(list.body[0].screenshotUrl.replace('http://app.test', ''))).status).toBe(200);

    const stolen = await call(app, 'POST', '/api/suggestions', {
      token: s.access_token,
      body: {
        ...newSuggestion(),
        screenshotUrl: `/api/uploads/${theirs.id}/file`,
        userNotes: `"screenshotUrl":"/api/uploads/${theirs.id}/file"`,
      },
    });
    expect(stolen.status).toBe(400);
    for (const screenshotUrl of [
      'javascript:alert(1)',
      'https://evil.example/a.png',
      `https://evil.example/x?u=/api/uploads/${mine.id}/file`,
    ]) {
      const foreign = await call(app, 'POST', '/api/suggestions', {
        token: s.access_token,
        body: { ...newSuggestion(), screenshotUrl },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.error.code).toBe('invalid_screenshot');
    }
    const notes = await call(app, 'POST', '/api/suggestions', {
      token: s.access_token,
      body: { ...newSuggestion(), userNotes: `"screenshotUrl":"/api/uploads/${theirs.id}/file"` },
    });
    expect(notes.status).toBe(201);
    const again = await call(app, 'GET', '/api/suggestions', { token: s.access_token });
    expect(JSON.stringify(again.body)).not.toContain(`${theirs.id}/file?expires`);
    expect(again.body.find((x: { userNotes: string | null }) => x.userNotes)?.screenshotUrl).toBeNull();
  });
});
