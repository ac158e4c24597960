// The default extractor, a thin adapter over @fpl-assistant/ocr: local OCR, no API key, no network. Bootstrap and fixtures come through the FPL
// service (cache or recorded folder), so names resolve against the current season's players. With a runner the
// image decoding, layout and Tesseract run in the analysis pool's workers, off the event loop; without one, here.
import { MESSAGES } from '@fpl-assistant/engine/app';
import { createOcrWorker, type OcrWorker } from '@fpl-assistant/ocr';
import type { Logger } from '../logger.js';
import { AiProviderError, type Extractor } from './ai.js';
import { type AnalysisRunner, analysisRunner } from './analysis-pool.js';
import { shareText } from './analysis-task.js';
import type { FplService } from './fpl.js';
import { parseFplEndpoint } from './fpl-endpoints.js';
import type { ScreenshotOutcome, ScreenshotTask } from './screenshot-task.js';
import type { WorkQueue } from './work-queue.js';

export const OCR_MODEL = 'tesseract-ocr';

export interface OcrExtractor extends Extractor {
  /** Stops the OCR worker (tests, CLI exit); the next extraction starts a new one. */
  close(): Promise<void>;
}

export interface OcrExtractorOptions {
  fpl: FplService;
  logger?: Logger;
  /** Tesseract for reads on this thread (no runner); started on first use when not given. */
  ocr?: OcrWorker;
  /** The analysis pool (reads wait for a lane there, 503 when full, and run in its workers), or the queue. */
  runner?: AnalysisRunner | WorkQueue;
}

const bootstrapEndpoint = parseFplEndpoint('/bootstrap-static/');
const fixturesEndpoint = parseFplEndpoint('/fixtures/');

/** What a worker needs to read a screenshot: it loads FPL's data itself. */
export interface ScreenshotJob {
  image: Uint8Array;
  gameweek: number;
}

/** Loads FPL's data here (I/O) and reads the image in `runner`. */
export function localScreenshotReader(
  fpl: FplService,
  runner: AnalysisRunner,
): (job: ScreenshotJob, signal?: AbortSignal) => Promise<ScreenshotOutcome> {
  if (!bootstrapEndpoint || !fixturesEndpoint) throw new Error('unreachable');
  return async ({ image, gameweek }, signal) => {
    // Raw bodies, shared once per version with the workers, which parse them (and build the name index) there.
    const [bootstrap, fixtures] = await Promise.all([
      fpl.get(bootstrapEndpoint),
      fpl.get(fixturesEndpoint).catch((): undefined => undefined),
    ]);
    const task: ScreenshotTask = {
      image,
      gameweek,
      bootstrap: shareText(bootstrapEndpoint.path, bootstrap.body),
      ...(fixtures ? { fixtures: shareText(fixturesEndpoint.path, fixtures.body) } : {}),
    };
    return runner.readScreenshot(task, signal);
  };
}

export function ocrExtractor({ fpl, logger, ocr, runner }: OcrExtractorOptions): OcrExtractor {
  const reader =
    runner ?? analysisRunner({ workers: 0, queue: 1_000_000, ocr: () => ocr ?? createOcrWorker() });
  // Through the Postgres queue the worker loads FPL's data; here only the image goes into the job.
  const read = 'analyse' in reader ? reader.readScreenshot.bind(reader) : localScreenshotReader(fpl, reader);
  return {
    async extract({ imageBase64, gameweek, signal }) {
      const outcome = await read({ image: Buffer.from(imageBase64, 'base64'), gameweek }, signal);
      if (outcome.ok) return { data: outcome.data, modelUsed: OCR_MODEL, tokensUsed: 0, cost: 0 };
      if (outcome.kind === 'no-squad') {
        // What OCR read goes to the log only; the manager gets the spec-style message and the partial squad.
        logger?.info('extraction found no squad', {
          playersFound: outcome.playersFound,
          detail: outcome.detail,
        });
        throw new AiProviderError('EXTRACTION_ERROR', MESSAGES.squadNotRead, 422, outcome.partial);
      }
      // Undecodable bytes behind a valid header: the spec's image-helper message, the cause in the log.
      logger?.info('screenshot could not be decoded', { error: outcome.cause });
      throw new AiProviderError('EXTRACTION_ERROR', MESSAGES.imageLoad, 422);
    },
    close: () => reader.close(),
  };
}
