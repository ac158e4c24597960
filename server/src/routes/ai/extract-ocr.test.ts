// /api/ai/extract with the default OCR extractor: a real Pick Team screenshot from ../shared, and a blank image.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@fpl-assistant/engine/app';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryFplService } from '../../../bench/extract-fpl.js';
import { loadPlayerPool } from '../../../bench/transfers-page/player-pool.js';
import { ocrExtractor } from '../../services/ocr-extractor.js';
import { call, makeTestApp, signUp } from '../../testing/harness.js';
import { pngBytes } from '../../testing/images.js';

const shared = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared');
const screenshot = path.join(shared, 'screenshots/fpl_pickteam_2021-22_gw13_b.jpeg');
const season = path.join(shared, 'fpl-data/vaastav/2021-22');
const haveShared = fs.existsSync(screenshot) && fs.existsSync(season);
if (!haveShared) console.warn(`Skipping the real-screenshot extraction test: ${shared} is not there.`);

describe('POST /api/ai/extract (OCR)', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
  });

  it("rejects an image with no squad: 422 EXTRACTION_ERROR in the manager's words, with what was read", async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    const blank = await sharp({
      create: { width: 1080, height: 1920, channels: 3, background: '#37003c' },
    })
      .png()
      .toBuffer();
    const res = await call(app, 'POST', '/api/ai/extract', {
      token: s.access_token,
      body: { imageBase64: blank.toString('base64'), gameweek: 3 },
    });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe('EXTRACTION_ERROR');
    expect(res.body.error.message).toBe(MESSAGES.squadNotRead);
    // No raw OCR text reaches the manager; the review can start from the (empty) partial squad.
    expect(JSON.stringify(res.body)).not.toMatch(/lines of text/);
    expect(res.body.partial.players).toEqual([]);
  });

  it('answers an image it cannot decode with the spec’s image message', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    const res = await call(app, 'POST', '/api/ai/extract', {
      token: s.access_token,
      body: { imageBase64: Buffer.from(pngBytes(1080, 1920)).toString('base64'), gameweek: 3 },
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'EXTRACTION_ERROR', message: 'Failed to load image' });
  });

  it.skipIf(!haveShared)(
    'reads a real Pick Team screenshot: 15 players with ids, captain, vice and bench order',
    async () => {
      const pool = loadPlayerPool(season);
      const extractor = ocrExtractor({ fpl: memoryFplService(pool.bootstrap, pool.fixtures) });
      closers.push(() => extractor.close());
      const { app } = makeTestApp({ extractor });
      const s = await signUp(app);
      const res = await call(app, 'POST', '/api/ai/extract', {
        token: s.access_token,
        body: { imageBase64: fs.readFileSync(screenshot).toString('base64'), gameweek: 13 },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, modelUsed: 'tesseract-ocr', tokensUsed: 0, cost: 0 });
      const players = res.body.data.players as {
        id: number;
        isCaptain: boolean;
        isViceCaptain: boolean;
        benchOrder?: number;
      }[];
      expect(players.map((p) => p.id).sort((a, b) => a - b)).toEqual(
        [475, 237, 142, 256, 122, 233, 359, 144, 64, 78, 296, 28, 413, 491, 354].sort((a, b) => a - b),
      );
      expect(players.find((p) => p.isCaptain)?.id).toBe(233);
      expect(players.find((p) => p.isViceCaptain)?.id).toBe(359);
      expect(players.filter((p) => p.benchOrder).map((p) => p.id)).toEqual([28, 413, 491, 354]);
      expect(res.body.data.formation).toBe('4-4-2');
    },
    60_000,
  );
});
