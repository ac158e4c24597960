// Node-only screenshot extraction (OCR), shared by the server and the CLI.
export {
  extractScreenshot,
  OCR_MODEL,
  type OcrExtractor,
  type OcrExtractorOptions,
  ocrExtractor,
  type SquadSource,
} from './ocr-extractor.js';
export { createOcrWorker, type OcrWorker } from './ocr-worker.js';
export { readScreenshot, ScreenshotDecodeError } from './read-screenshot.js';
