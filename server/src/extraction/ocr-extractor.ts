// The default extractor: local OCR, no API key, no network. Bootstrap and fixtures come through the FPL
// service (cache or recorded folder), so names resolve against the current season's players.
import {
  type BootstrapStatic,
  buildNameIndex,
  ExtractionError,
  extractSquad,
  type FplFixture,
  MESSAGES,
  type NameIndexEntry,
} from '@fpl-assistant/engine';
import type { Logger } from '../logger.js';
import { AiProviderError, type Extractor } from '../services/ai.js';
import { type FplService, loadBootstrap, loadFixtures } from '../services/fpl.js';
import { createOcrWorker, type OcrWorker } from './ocr-worker.js';
import { readScreenshot, ScreenshotDecodeError } from './read-screenshot.js';

export const OCR_MODEL = 'tesseract-ocr';

export interface OcrExtractor extends Extractor {
  /** Stops the OCR worker (tests, CLI exit); the next extraction starts a new one. */
  close(): Promise<void>;
}

export interface OcrExtractorOptions {
  fpl: FplService;
  logger?: Logger;
  ocr?: OcrWorker;
}

export function ocrExtractor({ fpl, logger, ocr = createOcrWorker() }: OcrExtractorOptions): OcrExtractor {
  // The name index is rebuilt only when the FPL service hands back a different bootstrap object.
  let indexed: { bootstrap: BootstrapStatic; index: NameIndexEntry[] } | undefined;
  return {
    async extract({ imageBase64, gameweek }) {
      const image = Buffer.from(imageBase64, 'base64');
      const [lines, bootstrap, fixtures] = await Promise.all([
        readScreenshot(image, ocr).catch((err: Error) => {
          // Undecodable bytes behind a valid header: the spec's image-helper message, the cause in the log.
          if (err instanceof ScreenshotDecodeError) {
            logger?.info('screenshot could not be decoded', { error: err.message });
            throw new AiProviderError('EXTRACTION_ERROR', MESSAGES.imageLoad, 422);
          }
          throw err;
        }),
        loadBootstrap(fpl),
        loadFixtures(fpl).catch((): FplFixture[] | undefined => undefined),
      ]);
      if (indexed?.bootstrap !== bootstrap)
        indexed = { bootstrap, index: buildNameIndex(bootstrap.elements) };
      try {
        const data = extractSquad(lines, {
          bootstrap,
          gameweek,
          nameIndex: indexed.index,
          ...(fixtures ? { fixtures } : {}),
        });
        return { data, modelUsed: OCR_MODEL, tokensUsed: 0, cost: 0 };
      } catch (err) {
        if (err instanceof ExtractionError) {
          logger?.info('extraction found no squad', { playersFound: err.playersFound });
          throw new AiProviderError('EXTRACTION_ERROR', err.message, 422);
        }
        throw err;
      }
    },
    close: () => ocr.terminate(),
  };
}
