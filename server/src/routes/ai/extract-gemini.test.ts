// /api/ai/extract with GEMINI_API_KEY set: the app reads screenshots with Gemini (a local fake of its REST API),
// with the tier's model from the profile, and answers the tokens and cost; without the key it uses OCR.
import type { BootstrapStatic, FplElement, FplTeam } from '@fpl-assistant/engine';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FplService } from '../../services/fpl.js';
import type { VisionPlate } from '../../services/gemini-squad-reading.js';
import { type FakeGemini, startFakeGemini } from '../../testing/fake-gemini.js';
import { call, makeTestApp, signUp } from '../../testing/harness.js';
import { pngBytes } from '../../testing/images.js';

const teams: FplTeam[] = ['ARS', 'CHE', 'LIV', 'MCI', 'NEW', 'TOT'].map((short_name, i) => ({
  id: i + 1,
  code: 100 + i,
  name: short_name,
  short_name,
}));

// A legal squad: 2 GKP, 5 DEF, 5 MID, 3 FWD, at most three a club; distinct names.
const SQUAD: [string, number, number, number][] = [
  ['Raya', 1, 1, 56],
  ['Pope', 5, 1, 50],
  ['Gabriel', 1, 2, 62],
  ['Colwill', 2, 2, 50],
  ['Konate', 3, 2, 54],
  ['Gvardiol', 4, 2, 60],
  ['Porro', 6, 2, 55],
  ['Saka', 1, 3, 100],
  ['Palmer', 2, 3, 105],
  ['Salah', 3, 3, 130],
  ['Foden', 4, 3, 80],
  ['Maddison', 6, 3, 75],
  ['Haaland', 4, 4, 145],
  ['Isak', 5, 4, 85],
  ['Solanke', 6, 4, 75],
];

const elements: FplElement[] = SQUAD.map(([web_name, team, element_type, now_cost], i) => ({
  id: i + 1,
  code: 1000 + i,
  web_name,
  first_name: '',
  second_name: web_name,
  team,
  team_code: 100 + team - 1,
  element_type,
  now_cost,
  status: 'a',
  chance_of_playing_next_round: null,
  chance_of_playing_this_round: null,
  news: '',
  form: '0',
  points_per_game: '0',
  ep_next: null,
  ep_this: null,
  total_points: 0,
  minutes: 0,
  goals_scored: 0,
  assists: 0,
  clean_sheets: 0,
  selected_by_percent: '1',
}));
const bootstrap = { events: [], teams, elements, element_types: [] } as unknown as BootstrapStatic;
const fpl: FplService = {
  async get(endpoint) {
    const body = endpoint.kind === 'bootstrap-static' ? JSON.stringify(bootstrap) : '[]';
    return { body, source: 'FILE', fetchedAt: '2026-04-18T00:00:00Z' };
  },
};

const ROW: Record<number, VisionPlate['row']> = { 1: 'GKP', 2: 'DEF', 3: 'MID', 4: 'FWD' };
// Starters 1-4-4-2 (Raya, four defenders, four midfielders, two forwards), then Pope, Porro, Maddison, Solanke.
const benched = new Set(['Pope', 'Porro', 'Maddison', 'Solanke']);
const reading = {
  isFplSquad: true,
  whatIsShown: 'FPL Transfers page',
  gameweek: 33,
  freeTransfers: 1,
  bank: 0.5,
  plates: [
    ...elements
      .filter((e) => !benched.has(e.web_name))
      .map((e) => ({
        name: e.web_name,
        secondLine: `£${(e.now_cost / 10).toFixed(1)}m`,
        row: ROW[e.element_type] as VisionPlate['row'],
        isCaptain: e.web_name === 'Salah',
        isViceCaptain: e.web_name === 'Haaland',
      })),
    ...[...benched].map((name, i) => ({
      name,
      secondLine: `£${((elements.find((e) => e.web_name === name)?.now_cost ?? 0) / 10).toFixed(1)}m`,
      row: 'BENCH' as const,
      benchOrder: i + 1,
      isCaptain: false,
      isViceCaptain: false,
    })),
  ],
};

const IMAGE = Buffer.from(pngBytes(390, 844)).toString('base64');
let fake: FakeGemini;

beforeAll(async () => {
  fake = await startFakeGemini('gemini-key');
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

function geminiApp() {
  return makeTestApp({ fpl, env: { GEMINI_API_KEY: 'gemini-key', GEMINI_BASE_URL: fake.url } });
}

describe('POST /api/ai/extract with GEMINI_API_KEY', () => {
  it('reads with the flash model for a free user and answers the resolved squad with tokens and cost', async () => {
    const { app } = geminiApp();
    const s = await signUp(app);
    fake.reply({ text: JSON.stringify(reading), promptTokens: 1500, outputTokens: 600 });
    const res = await call(app, 'POST', '/api/ai/extract', {
      token: s.access_token,
      body: { imageBase64: IMAGE, gameweek: 33 },
    });
    expect(res.status).toBe(200);
    expect(fake.requests.map((r) => r.model)).toEqual(['gemini-2.5-flash']);
    expect(res.body).toMatchObject({ success: true, modelUsed: 'gemini-2.5-flash', tokensUsed: 2100 });
    expect(res.body.cost).toBeGreaterThan(0);
    const players = res.body.data.players as { id: number; isCaptain: boolean; isStarter: boolean }[];
    expect(players.map((p) => p.id).sort((a, b) => a - b)).toEqual(elements.map((e) => e.id));
    expect(players.find((p) => p.isCaptain)?.id).toBe(10);
    expect(players.filter((p) => !p.isStarter)).toHaveLength(4);
  });

  it('uses the pro model for the pro and season_pass tiers, taken from the profile', async () => {
    for (const tier of ['pro', 'season_pass', 'starter'] as const) {
      const { app, db } = geminiApp();
      const s = await signUp(app);
      await db.run('UPDATE profiles SET tier = ?', [tier]);
      fake.requests.length = 0;
      fake.reply({ text: JSON.stringify(reading), promptTokens: 1500, outputTokens: 600 });
      const res = await call(app, 'POST', '/api/ai/extract', {
        token: s.access_token,
        body: { imageBase64: IMAGE, gameweek: 33, userTier: 'free' },
      });
      const model = tier === 'starter' ? 'gemini-2.5-flash' : 'gemini-2.5-pro';
      expect(res.status, tier).toBe(200);
      expect(
        fake.requests.map((r) => r.model),
        tier,
      ).toEqual([model]);
      expect(res.body.modelUsed, tier).toBe(model);
    }
  });

  it('retries a 429 and a 503, then answers; says what the model saw for a non-squad image', async () => {
    const { app } = geminiApp();
    const s = await signUp(app);
    fake.reply({ status: 429, retryDelay: '0s' }, { status: 503 }, { text: JSON.stringify(reading) });
    const ok = await call(app, 'POST', '/api/ai/extract', {
      token: s.access_token,
      body: { imageBase64: IMAGE, gameweek: 33 },
    });
    expect(ok.status).toBe(200);
    expect(fake.requests).toHaveLength(3);
    fake.reply({ text: JSON.stringify({ isFplSquad: false, whatIsShown: 'a cat', plates: [] }) });
    const cat = await call(app, 'POST', '/api/ai/extract', {
      token: s.access_token,
      body: { imageBase64: IMAGE, gameweek: 33 },
    });
    expect(cat.status).toBe(422);
    expect(cat.body.error).toEqual({
      code: 'EXTRACTION_ERROR',
      message: 'Extraction failed: this is not an FPL squad screenshot (found: a cat)',
    });
  });

  it('without the key the app reads with OCR and never calls Gemini', async () => {
    const { app } = makeTestApp({ fpl });
    const s = await signUp(app);
    const blank = await sharp({ create: { width: 390, height: 844, channels: 3, background: '#37003c' } })
      .png()
      .toBuffer();
    const res = await call(app, 'POST', '/api/ai/extract', {
      token: s.access_token,
      body: { imageBase64: blank.toString('base64'), gameweek: 33 },
    });
    // The blank image holds no squad: OCR's own refusal, and no request reached the fake.
    expect(res.status).toBe(422);
    expect(res.body.error.message).toMatch(/^We could not read a squad in this image/);
    expect(fake.requests).toHaveLength(0);
  });
});
