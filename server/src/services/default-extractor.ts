// Which extractor /api/ai/extract uses: Gemini vision when GEMINI_API_KEY is set, else the embedded OCR,
// which needs no key and no network. Both resolve names through the engine against the same FPL data.
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Extractor } from './ai.js';
import type { AnalysisRunner } from './analysis-pool.js';
import type { FplService } from './fpl.js';
import { geminiClientFromConfig, geminiExtractor } from './gemini-extractor.js';
import { ocrExtractor } from './ocr-extractor.js';
import type { WorkQueue } from './work-queue.js';

export function defaultExtractor(
  config: Pick<Config, 'GEMINI_API_KEY' | 'GEMINI_MODEL' | 'GEMINI_PRO_MODEL' | 'GEMINI_BASE_URL'>,
  fpl: FplService,
  logger: Logger,
  runner?: AnalysisRunner | WorkQueue,
): Extractor {
  const client = geminiClientFromConfig(config);
  return client
    ? geminiExtractor({ client, fpl })
    : ocrExtractor({ fpl, logger, ...(runner ? { runner } : {}) });
}
