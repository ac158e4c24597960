import type { ExtractedTeamData, Player } from '@fpl-assistant/engine';
import { EngineError } from '@fpl-assistant/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { type FakeGemini, startFakeGemini } from '../testing/fake-gemini.js';
import { pngBytes } from '../testing/images.js';
import { AiProviderError } from './ai.js';
import { geminiClientFromConfig, geminiExtractor, type SquadResolver } from './gemini-extractor.js';
import type { VisionPlate, VisionReading } from './gemini-squad-reading.js';

const IMAGE = Buffer.from(pngBytes(390, 844)).toString('base64');

// Fifteen plates of a Transfers page: a 4-4-2 then the bench.
const ROWS: VisionPlate['row'][] = [
  'GKP',
  ...Array<'DEF'>(4).fill('DEF'),
  ...Array<'MID'>(4).fill('MID'),
  'FWD',
  'FWD',
];
const plates: VisionPlate[] = [
  ...ROWS.map((row, i) => ({
    name: `Name${i + 1}`,
    secondLine: `£${5 + i / 10}m`,
    row,
    isCaptain: i === 9,
    isViceCaptain: i === 10,
  })),
  ...[1, 2, 3, 4].map((benchOrder) => ({
    name: `Sub${benchOrder}`,
    secondLine: '£4.5m',
    row: 'BENCH' as const,
    benchOrder,
    isCaptain: false,
    isViceCaptain: false,
  })),
];
const squadReading = {
  isFplSquad: true,
  whatIsShown: 'Transfers page',
  gameweek: 33,
  freeTransfers: 2,
  bank: 0.5,
  plates,
};

// Stands in for the shared resolution: it trusts the names and only maps plates onto players.
const resolveByName: SquadResolver = (reading, { gameweek }) => ({
  gameweek,
  freeTransfers: reading.freeTransfers ?? 1,
  budget: reading.bank ?? 0,
  formation: '4-4-2',
  players: reading.plates.map(
    (plate, i): Player => ({
      id: i + 1,
      name: plate.name,
      team: 'ARS',
      position: plate.row === 'BENCH' ? 'MID' : plate.row,
      price: Number(plate.secondLine?.replace(/[£m]/g, '')),
      isStarter: plate.row !== 'BENCH',
      isCaptain: plate.isCaptain ?? false,
      isViceCaptain: plate.isViceCaptain ?? false,
      ...(plate.benchOrder ? { benchOrder: plate.benchOrder } : {}),
    }),
  ),
});

let fake: FakeGemini;
let resolved: VisionReading[];

beforeAll(async () => {
  fake = await startFakeGemini('key-2');
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  resolved = [];
});

function extractor(resolve: SquadResolver = resolveByName, timeoutMs = 5_000) {
  const config = testConfig({ GEMINI_API_KEY: 'key-2', GEMINI_BASE_URL: fake.url });
  const client = geminiClientFromConfig(config, { timeoutMs, maxRetries: 2, sleep: async () => {} });
  if (!client) throw new Error('expected a client');
  return geminiExtractor({
    client,
    resolve: (reading, context) => {
      resolved.push(reading);
      return resolve(reading, context);
    },
  });
}

async function extractionError(promise: Promise<unknown>): Promise<AiProviderError> {
  const err = await promise.then(
    () => new Error('expected an extraction error'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AiProviderError);
  expect((err as AiProviderError).code).toBe('EXTRACTION_ERROR');
  return err as AiProviderError;
}

describe('geminiExtractor', () => {
  it('has no client without a key, and defaults to the flash model', () => {
    expect(geminiClientFromConfig(testConfig())).toBeUndefined();
    const client = geminiClientFromConfig(testConfig({ GEMINI_API_KEY: 'k' }));
    expect(client?.model).toBe('gemini-2.5-flash');
    expect(client?.proModel).toBe('gemini-2.5-pro');
  });

  it('reads the squad with a schema, resolves it through the shared step and records usage', async () => {
    fake.reply({ text: JSON.stringify(squadReading), promptTokens: 1800, outputTokens: 700 });
    const result = await extractor().extract({ imageBase64: IMAGE, gameweek: 33 });
    expect(resolved).toHaveLength(1);
    expect(resolved[0]?.plates[0]).toMatchObject({ name: 'Name1', row: 'GKP' });
    expect(result.data.players).toHaveLength(15);
    expect(result.data.players.find((p) => p.isCaptain)?.name).toBe('Name10');
    expect(result).toMatchObject({ modelUsed: 'gemini-2.5-flash', tokensUsed: 2500 });
    expect(result.cost).toBeGreaterThan(0);
    const body = fake.requests[0]?.body;
    expect(body?.generationConfig?.responseSchema).toBeDefined();
    expect(body?.contents?.[0]?.parts?.[1]?.inlineData).toEqual({ mimeType: 'image/png', data: IMAGE });
  });

  it('succeeds after a 429', async () => {
    fake.reply({ status: 429 }, { text: JSON.stringify(squadReading) });
    const result = await extractor().extract({ imageBase64: IMAGE, gameweek: 33 });
    expect(result.data.players).toHaveLength(15);
    expect(fake.requests).toHaveLength(2);
  });

  it('turns exhausted 5xx retries into an EXTRACTION_ERROR', async () => {
    fake.reply({ status: 500 }, { status: 503 }, { status: 500 });
    const err = await extractionError(extractor().extract({ imageBase64: IMAGE, gameweek: 33 }));
    expect(err.status).toBe(502);
    expect(err.message).toMatch(/^Extraction failed: the vision model is unavailable/);
    expect(fake.requests).toHaveLength(3);
  });

  it('turns a timeout into an EXTRACTION_ERROR', async () => {
    fake.reply({ hangMs: 5_000 });
    const err = await extractionError(
      extractor(resolveByName, 150).extract({ imageBase64: IMAGE, gameweek: 33 }),
    );
    expect(err.message).toBe('Extraction failed: the vision model did not answer in time');
  });

  it.each([
    ['not JSON', 'Here is the squad: Salah, Haaland...', /did not answer with JSON/],
    [
      'the wrong shape',
      JSON.stringify({ isFplSquad: true, plates: [{ name: 'Salah', row: 'WINGER' }] }),
      /malformed \(plates\.0\.row\)/,
    ],
    ['no plates field', JSON.stringify({ isFplSquad: true }), /malformed \(plates\)/],
  ])('rejects a model answer that is %s, without resolving anything', async (_, text, message) => {
    fake.reply({ text });
    const err = await extractionError(extractor().extract({ imageBase64: IMAGE, gameweek: 33 }));
    expect(err.message).toMatch(message);
    expect(resolved).toHaveLength(0);
  });

  it('says what the model saw when the image is not a squad', async () => {
    fake.reply({
      text: JSON.stringify({ isFplSquad: false, whatIsShown: 'a Points page header, no pitch', plates: [] }),
    });
    const err = await extractionError(extractor().extract({ imageBase64: IMAGE, gameweek: 33 }));
    expect(err.status).toBe(422);
    expect(err.message).toBe(
      'Extraction failed: this is not an FPL squad screenshot (found: a Points page header, no pitch)',
    );
  });

  it('refuses a reading with too few plates instead of completing the squad', async () => {
    fake.reply({ text: JSON.stringify({ ...squadReading, plates: plates.slice(0, 6) }) });
    const err = await extractionError(extractor().extract({ imageBase64: IMAGE, gameweek: 33 }));
    expect(err.message).toMatch(/found only 6 player names/);
    expect(resolved).toHaveLength(0);
  });

  it('passes the resolution step’s own refusal on as an EXTRACTION_ERROR', async () => {
    fake.reply({ text: JSON.stringify(squadReading) });
    const refuse: SquadResolver = (): ExtractedTeamData => {
      throw new EngineError('4 players from ARS (at most 3 per club)');
    };
    const err = await extractionError(extractor(refuse).extract({ imageBase64: IMAGE, gameweek: 33 }));
    expect(err.status).toBe(422);
    expect(err.message).toBe('Extraction failed: 4 players from ARS (at most 3 per club)');
  });

  it('rejects bytes that are not an image before calling the model', async () => {
    const err = await extractionError(
      extractor().extract({ imageBase64: Buffer.from('hello').toString('base64'), gameweek: 1 }),
    );
    expect(err.status).toBe(422);
    expect(fake.requests).toHaveLength(0);
  });
});
