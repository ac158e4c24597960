// A worker thread of the analysis pool (services/analysis-pool.ts, ANALYSIS_RUNTIME=thread): one analysis or one
// screenshot read a task.
import { createOcrWorker, type OcrWorker } from '@fpl-assistant/ocr';
import { type AnalysisTask, runAnalysisTask } from '../services/analysis-task.js';
import { runScreenshotTask, type ScreenshotTask } from '../services/screenshot-task.js';

export default function analyze(task: AnalysisTask) {
  return runAnalysisTask(task);
}

// One Tesseract worker a thread: the pool already runs one thread a core.
let ocr: OcrWorker | undefined;

export function readScreenshot(task: ScreenshotTask) {
  ocr ??= createOcrWorker({ workers: 1 });
  return runScreenshotTask(task, ocr);
}
