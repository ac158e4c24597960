// POST /api/ai/analyze with GEMINI_API_KEY set: Gemini writes the reasons over the planner's numbers, against a
// local fake of the Gemini API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGemini, startFakeGemini } from '../../testing/fake-gemini.js';
import { call, makeTestApp, sampleSquad, signUp } from '../../testing/harness.js';

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini('prose-key');
});
afterAll(() => fake.close());

/** The planner's own picks for the sample squad, to script prose about the right players. */
async function plannerPicks(): Promise<{ captain: string; vice: string }> {
  const { app } = makeTestApp();
  const s = await signUp(app);
  const res = await call(app, 'POST', '/api/ai/analyze', {
    token: s.access_token,
    body: { extractedData: sampleSquad(3), gameweek: 3 },
  });
  return {
    captain: res.body.recommendations.captain.player,
    vice: res.body.recommendations.viceCaptain.player,
  };
}

const prose = (picks: { captain: string; vice: string }, analysis: string) => ({
  text: JSON.stringify({
    transferReasons: [],
    captainReason: `${picks.captain} is the one to captain this week.`,
    viceCaptainReason: `${picks.vice} is the safe second choice.`,
    analysis,
    playersNamed: [picks.captain, picks.vice],
  }),
  promptTokens: 900,
  outputTokens: 120,
});

async function analyze() {
  const { app } = makeTestApp({ env: { GEMINI_API_KEY: 'prose-key', GEMINI_BASE_URL: fake.url } });
  const s = await signUp(app);
  return call(app, 'POST', '/api/ai/analyze', {
    token: s.access_token,
    body: { extractedData: sampleSquad(3), gameweek: 3 },
  });
}

describe('POST /api/ai/analyze with Gemini prose', () => {
  it('keeps the planner’s picks and numbers and takes Gemini’s words, with its tokens and cost', async () => {
    const picks = await plannerPicks();
    fake.reply(prose(picks, 'A quiet week: hold and captain the striker.'));
    const res = await analyze();
    expect(res.status).toBe(200);
    expect(res.body.modelUsed).toBe('fpl-assistant-planner + gemini-2.5-flash');
    expect(res.body.tokensUsed).toBe(1020);
    expect(res.body.cost).toBeGreaterThan(0);
    const r = res.body.recommendations;
    expect(r.captain.reason).toBe(`${picks.captain} is the one to captain this week.`);
    expect(r.analysis).toBe('A quiet week: hold and captain the striker.');
    expect(r.startingXI).toHaveLength(11);
    expect(r.captain.expectedPoints).toEqual(expect.any(Number));
    // The model saw the planner's facts.
    expect(JSON.stringify(fake.requests.at(-1)?.body.contents)).toContain('Facts (JSON)');
  });

  it('drops prose that brings in a player the data does not have', async () => {
    fake.reply(prose(await plannerPicks(), 'Sell everyone and buy Mbappe.'));
    const res = await analyze();
    expect(res.status).toBe(200);
    expect(res.body.modelUsed).toBe('fpl-assistant-planner');
    expect(res.body.recommendations.captain.reason).toMatch(/^Captain: \S+ projects \d+\.\d points/);
    expect(res.body.recommendations.analysis).not.toContain('Mbappe');
  });
});
