// The analysis route over the worker pool: a full pool answers 503 with Retry-After and charges nothing; a
// request whose client has gone is not charged; each completed analysis is charged exactly once.
import { describe, expect, it } from 'vitest';
import { analysisRunner } from '../../services/analysis-pool.js';
import { shareText } from '../../services/analysis-task.js';
import { directoryFplService } from '../../services/fpl.js';
import { parseFplEndpoint } from '../../services/fpl-endpoints.js';
import { ocrExtractor } from '../../services/ocr-extractor.js';
import {
  call,
  FIXTURE_DIR,
  makeTestApp,
  sampleSquad,
  scalar,
  signUp,
  testClock,
} from '../../testing/harness.js';
import { pngBytes } from '../../testing/images.js';

const used = async (db: ReturnType<typeof makeTestApp>['db']) =>
  await scalar(db, 'SELECT monthly_analyses_used FROM profiles');

describe('POST /api/ai/analyze in the worker pool', () => {
  it('answers 503 with Retry-After past one worker and no queue; charges only the completed ones', async () => {
    const { app, db } = makeTestApp({ env: { ANALYSIS_WORKERS: '1', ANALYSIS_QUEUE: '0' } });
    const s = await signUp(app);
    await db.run(`UPDATE profiles SET tier = 'pro'`);
    const analyse = () =>
      call(app, 'POST', '/api/ai/analyze', {
        token: s.access_token,
        body: { extractedData: sampleSquad(3), gameweek: 3 },
      });
    const answers = await Promise.all([analyse(), analyse(), analyse()]);
    const ok = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status === 503);
    expect(ok).toHaveLength(1);
    expect(busy).toHaveLength(2);
    for (const a of busy) {
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(a.body).toEqual({
        success: false,
        error: {
          code: 'SERVER_BUSY',
          message: 'Too many analyses are running right now. Please try again in a few seconds.',
        },
      });
    }
    expect(await used(db)).toBe(1);
    // The refused ones gave their slots back: the next runs and is charged once.
    expect((await analyse()).status).toBe(200);
    expect(await used(db)).toBe(2);
  });

  it('charges nothing for an analysis whose client has gone', async () => {
    const { app, db } = makeTestApp({ env: { ANALYSIS_WORKERS: '1', ANALYSIS_QUEUE: '4' } });
    const s = await signUp(app);
    await db.run(`UPDATE profiles SET tier = 'pro'`);
    const client = new AbortController();
    const request = (signal?: AbortSignal) =>
      app.request('/api/ai/analyze', {
        method: 'POST',
        headers: { authorization: `Bearer ${s.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ extractedData: sampleSquad(3), gameweek: 3 }),
        ...(signal ? { signal } : {}),
      });
    const kept = request();
    const gone = request(client.signal);
    // Gone while it waits behind the first (the worker is still starting).
    setImmediate(() => client.abort());
    const [first, second] = await Promise.all([kept, gone]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(503);
    expect(await used(db)).toBe(1);
  });

  it('reads screenshots in the same lanes: a full pool answers the extraction 503 with Retry-After', async () => {
    const runner = analysisRunner({ workers: 1, queue: 0 });
    const fpl = directoryFplService(FIXTURE_DIR, testClock());
    const { app } = makeTestApp({ extractor: ocrExtractor({ fpl, runner }) });
    const s = await signUp(app);
    const image = pngBytes(1080, 1920);
    const endpoint = parseFplEndpoint('/bootstrap-static/');
    if (!endpoint) throw new Error('unreachable');
    const bootstrap = shareText(endpoint.path, (await fpl.get(endpoint)).body);
    // Another read holds the only lane (its work process is still starting) when the request arrives.
    const holding = runner.readScreenshot({ image, gameweek: 3, bootstrap });
    expect(runner.pending).toBe(1);
    const extract = () =>
      call(app, 'POST', '/api/ai/extract', {
        token: s.access_token,
        body: { imageBase64: Buffer.from(image).toString('base64'), gameweek: 3 },
      });
    const read = await extract();
    expect(read.status).toBe(503);
    expect(read.body.error.code).toBe('SERVER_BUSY');
    expect(Number(read.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await holding).toMatchObject({ ok: false, kind: 'undecodable' });
    // The lane is free again: the read runs in the work process (this image does not decode).
    const again = await extract();
    expect(again.status).toBe(422);
    expect(again.body.error).toEqual({ code: 'EXTRACTION_ERROR', message: 'Failed to load image' });
    await runner.close();
  });
});
