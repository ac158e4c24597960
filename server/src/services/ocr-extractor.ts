// The default extractor, a thin adapter over @fpl-assistant/ocr: local OCR, no API key, no network. Bootstrap and fixtures come through the FPL
// service (cache or recorded folder), so names resolve against the current season's players.
import type { BootstrapStatic, FplFixture } from '@fpl-assistant/engine';
import { MESSAGES } from '@fpl-assistant/engine/app';
import { buildNameIndex, ExtractionError, type NameIndexEntry } from '@fpl-assistant/engine/extraction';
import {
  createOcrWorker,
  extractScreenshot,
  type OcrWorker,
  ScreenshotDecodeError,
} from '@fpl-assistant/ocr';
import type { Logger } from '../logger.js';
import { AiProviderError, type Extractor } from './ai.js';
import { type FplService, loadBootstrap, loadFixtures } from './fpl.js';

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
  // The name index is rebuilt only when the bootstrap's elements change.
  let indexed: { key: string; index: NameIndexEntry[] } | undefined;
  const indexFor = (bootstrap: BootstrapStatic) => {
    const key = `${bootstrap.elements.length}:${bootstrap.elements.map((e) => e.id).join(',')}`;
    if (indexed?.key !== key) indexed = { key, index: buildNameIndex(bootstrap.elements) };
    return indexed.index;
  };
  return {
    async extract({ imageBase64, gameweek }) {
      const [bootstrap, fixtures] = await Promise.all([
        loadBootstrap(fpl),
        loadFixtures(fpl).catch((): FplFixture[] | undefined => undefined),
      ]);
      try {
        const data = await extractScreenshot(Buffer.from(imageBase64, 'base64'), {
          bootstrap,
          gameweek,
          ocr,
          nameIndex: indexFor(bootstrap),
          ...(fixtures ? { fixtures } : {}),
        });
        return { data, modelUsed: OCR_MODEL, tokensUsed: 0, cost: 0 };
      } catch (err) {
        if (err instanceof ExtractionError) {
          // What OCR read goes to the log only; the manager gets the spec-style message and the partial squad.
          logger?.info('extraction found no squad', { playersFound: err.playersFound, detail: err.detail });
          throw new AiProviderError('EXTRACTION_ERROR', err.message, 422, err.partial);
        }
        // Undecodable bytes behind a valid header: the spec's image-helper message, the cause in the log.
        if (err instanceof ScreenshotDecodeError) {
          logger?.info('screenshot could not be decoded', { error: err.message });
          throw new AiProviderError('EXTRACTION_ERROR', MESSAGES.imageLoad, 422);
        }
        throw err;
      }
    },
    close: () => ocr.terminate(),
  };
}
