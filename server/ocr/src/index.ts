// @fpl-assistant/ocr: reading an FPL screenshot in Node. sharp decodes and cleans the image, a Tesseract worker
// (offline, its English data from @tesseract.js-data/eng) reads the text lines, and the engine's extractSquad
// turns them into a squad.
export { extractScreenshot, type SquadSource } from './extract-screenshot.js';
export { createOcrWorker, type OcrWorker } from './ocr-worker.js';
export { readScreenshot, ScreenshotDecodeError } from './read-screenshot.js';
