// The routes over WORK_QUEUE=postgres in one process (SERVER_ROLE=all): what a worker answers, errors included,
// reaches the manager exactly as from the in-process pool. Postgres only (the server-postgres project).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { silentLogger } from '../logger.js';
import {
  call,
  FIXTURE_DIR,
  makeTestApp,
  sampleSquad,
  scalar,
  signUp,
  testClock,
  testDialect,
} from '../testing/harness.js';
import { pngBytes } from '../testing/images.js';
import { analysisRunner } from './analysis-pool.js';
import { localAnalysis } from './analysis-provider.js';
import { directoryFplService } from './fpl.js';
import { localScreenshotReader } from './ocr-extractor.js';
import { type WorkConsumer, workConsumer } from './work-queue.js';

describe.skipIf(testDialect !== 'postgres')('the routes over the Postgres work queue', () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  /** A consumer on `db` that reads FPL data from `dir`, as a worker process does. */
  const consume = (db: Db, dir = FIXTURE_DIR): WorkConsumer => {
    const fpl = directoryFplService(dir, testClock());
    const runner = analysisRunner({ workers: 0, queue: 0 });
    const consumer = workConsumer(db, {
      lanes: 1,
      expireSeconds: 30,
      timeoutMs: 120_000,
      logger: silentLogger,
      analyse: localAnalysis(fpl, silentLogger, undefined, runner),
      readScreenshot: localScreenshotReader(fpl, runner),
      pollSeconds: 0.5,
    });
    stops.push(async () => {
      await consumer.stop();
      await runner.close();
    });
    return consumer;
  };

  const queuedApp = () =>
    makeTestApp({
      env: {
        WORK_QUEUE: 'postgres',
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
        WORK_QUEUE_LIMIT: '4',
      },
    });

  it('answers an analysis, and names an unknown player as a 422 uncharged, as the local pool does', async () => {
    const { app, db } = queuedApp();
    consume(db);
    const s = await signUp(app);
    // A free account has one analysis: the refused squad first, uncharged.
    const squad = sampleSquad(3);
    const players = squad.players.map((p, i) => (i === 0 ? { ...p, id: 999, name: 'Nobody' } : p));
    const wrong = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: { ...squad, players }, gameweek: 3 },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.message).toContain('Nobody (CHE, id 999)');
    const ok = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: sampleSquad(3), gameweek: 3 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.recommendations.researchSources).toContain('FPL API: fixtures');
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(1);
    // The web deletes each job it has read.
    expect(await scalar(db, `SELECT count(*) FROM ${db.schema}_jobs.job`)).toBe(0);
  });

  it("brings a worker's provider error back: FPL data missing there is a 503 ANALYSIS_ERROR", async () => {
    const { app, db } = queuedApp();
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-empty-'));
    consume(db, empty);
    const s = await signUp(app);
    const res = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: sampleSquad(3), gameweek: 3 },
    });
    fs.rmSync(empty, { recursive: true, force: true });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('ANALYSIS_ERROR');
    expect(await scalar(db, 'SELECT monthly_analyses_used FROM profiles')).toBe(0);
  });

  it('reads a screenshot through the queue: the image travels in the job', async () => {
    const { app, db } = queuedApp();
    consume(db);
    const s = await signUp(app);
    const res = await call(app, 'POST', '/api/ai/extract', {
      token: s.access_token,
      body: { imageBase64: Buffer.from(pngBytes(1080, 1920)).toString('base64'), gameweek: 3 },
    });
    // A valid header over bytes that do not decode: the worker's outcome, mapped as in-process.
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'EXTRACTION_ERROR', message: 'Failed to load image' });
  });
});
