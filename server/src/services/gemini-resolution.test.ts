import type { BootstrapStatic, FplElement, FplTeam } from '@fpl-assistant/engine';
import { ExtractionError } from '@fpl-assistant/engine/extraction';
import { describe, expect, it } from 'vitest';
import { startFakeGemini } from '../testing/fake-gemini.js';
import { pngBytes } from '../testing/images.js';
import type { FplService } from './fpl.js';
import { geminiClient } from './gemini-client.js';
import { geminiExtractor } from './gemini-extractor.js';
import { engineSquadResolver, readingToLines } from './gemini-resolution.js';
import type { VisionPlate, VisionReading } from './gemini-squad-reading.js';

const teams: FplTeam[] = ['ARS', 'CHE', 'LIV', 'MCI', 'NEW', 'TOT'].map((short_name, i) => ({
  id: i + 1,
  code: 100 + i,
  name: short_name,
  short_name,
}));

const element = (
  id: number,
  web_name: string,
  team: number,
  element_type: number,
  now_cost: number,
): FplElement => ({
  id,
  code: 1000 + id,
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
});

// A squad (ids 1–15) among look-alikes: two defenders called James, a second Wilson, a longer Alexander name.
const elements: FplElement[] = [
  element(1, 'Raya', 1, 1, 56),
  element(2, 'James', 2, 2, 58),
  element(3, 'Alexander-Arnold', 3, 2, 71),
  element(4, 'Gvardiol', 4, 2, 60),
  element(5, 'Trippier', 5, 2, 54),
  element(6, 'Salah', 3, 3, 130),
  element(7, 'Palmer', 2, 3, 105),
  element(8, 'Foden', 4, 3, 80),
  element(9, 'Maddison', 6, 3, 75),
  element(10, 'Haaland', 4, 4, 145),
  element(11, 'Wilson', 5, 4, 60),
  element(12, 'Pope', 5, 1, 50),
  element(13, 'Saka', 1, 3, 100),
  element(14, 'Porro', 6, 2, 55),
  element(15, 'Solanke', 6, 4, 75),
  element(16, 'James', 1, 2, 45),
  element(17, 'Wilson', 2, 3, 55),
  element(18, 'Alexander', 1, 3, 45),
];
const bootstrap = { events: [], teams, elements, element_types: [] } as BootstrapStatic;

const fpl: FplService = {
  async get(endpoint) {
    const body = endpoint.kind === 'bootstrap-static' ? JSON.stringify(bootstrap) : '[]';
    return { body, source: 'FILE', fetchedAt: '2026-04-18T00:00:00Z' };
  },
};

const plate = (name: string, price: number, row: VisionPlate['row'], extra: Partial<VisionPlate> = {}) => ({
  name,
  secondLine: `£${price.toFixed(1)}m`,
  row,
  isCaptain: false,
  isViceCaptain: false,
  ...extra,
});

const reading: VisionReading = {
  isFplSquad: true,
  whatIsShown: 'FPL Transfers page',
  gameweek: 33,
  freeTransfers: 2,
  bank: 1.5,
  plates: [
    plate('Raya', 5.6, 'GKP'),
    plate('James', 5.8, 'DEF'),
    plate('Alexand...', 7.1, 'DEF'),
    plate('Gvardiol', 6.0, 'DEF'),
    plate('Trippier', 5.4, 'DEF'),
    plate('Salah', 13.0, 'MID', { isCaptain: true }),
    plate('Palmer', 10.5, 'MID'),
    plate('Foden', 8.0, 'MID'),
    plate('Maddison', 7.5, 'MID'),
    plate('Haaland', 14.5, 'FWD', { isViceCaptain: true }),
    plate('Wilson', 6.0, 'FWD'),
    plate('Pope', 5.0, 'BENCH', { benchOrder: 1 }),
    plate('Saka', 10.0, 'BENCH', { benchOrder: 2 }),
    plate('Porro', 5.5, 'BENCH', { benchOrder: 3 }),
    plate('Solanke', 7.5, 'BENCH', { benchOrder: 4 }),
  ],
};

describe('Gemini readings through the shared resolution', () => {
  it('resolves every plate to its element, with prices, roles, badges and the header', async () => {
    const data = await engineSquadResolver({ fpl })(reading, { gameweek: 30 });
    expect(data.players.map((player) => player.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    expect(data.players.find((player) => player.id === 2)?.price).toBe(5.8);
    expect(data.players.find((player) => player.isCaptain)?.id).toBe(6);
    expect(data.players.find((player) => player.isViceCaptain)?.id).toBe(10);
    expect(data.players.filter((player) => !player.isStarter).map((player) => player.id)).toEqual([
      12, 13, 14, 15,
    ]);
    expect(data.formation).toBe('4-4-2');
    expect(data).toMatchObject({ gameweek: 33, freeTransfers: 2 });
    expect(data.bank ?? data.budget).toBe(1.5);
  });

  it('lays plates out as OCR would read them: rows top to bottom, second lines under names', () => {
    const lines = readingToLines(reading);
    const salah = lines.find((line) => line.text === 'Salah');
    const price = lines.find((line) => line.text === '£13.0m');
    const captain = lines.find((line) => line.text === 'C');
    expect(salah && price && captain).toBeTruthy();
    if (!salah || !price || !captain) return;
    expect(price.box.y0).toBeGreaterThan(salah.box.y1);
    expect(captain.box.y1).toBeLessThan(salah.box.y0);
    const raya = lines.find((line) => line.text === 'Raya');
    expect(raya?.box.y0).toBeLessThan(salah.box.y0);
  });

  it('refuses a reading whose names are not players, never inventing a squad', async () => {
    const nonsense: VisionReading = {
      ...reading,
      plates: reading.plates.map((p, i) => ({ ...p, name: `Qwxz${'k'.repeat(i % 4)}` })),
    };
    await expect(engineSquadResolver({ fpl })(nonsense, { gameweek: 33 })).rejects.toBeInstanceOf(
      ExtractionError,
    );
  });

  it('end to end: Gemini over its REST API reads the plates, the engine resolves them', async () => {
    const fake = await startFakeGemini('k');
    try {
      fake.reply({ text: JSON.stringify(reading) });
      const extractor = geminiExtractor({ client: geminiClient({ apiKey: 'k', baseUrl: fake.url }), fpl });
      const result = await extractor.extract({
        imageBase64: Buffer.from(pngBytes(390, 844)).toString('base64'),
        gameweek: 33,
      });
      expect(result.data.players).toHaveLength(15);
      expect(result.data.players.find((player) => player.name === 'Alexander-Arnold')?.id).toBe(3);
      expect(result.modelUsed).toBe('gemini-2.5-flash');
    } finally {
      await fake.close();
    }
  });
});
