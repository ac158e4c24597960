// Node-only screenshot extraction (OCR), shared by the server and the CLI.
export { OCR_MODEL, type OcrExtractor, type OcrExtractorOptions, ocrExtractor } from './ocr-extractor.js';
export { createOcrWorker, type OcrWorker } from './ocr-worker.js';
export { readScreenshot } from './read-screenshot.js';
