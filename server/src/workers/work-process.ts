// A child process of the analysis pool (services/process-pool.ts): analyses and screenshot reads, one at a time,
// every thread of it at the lowest CPU priority so the web process is served first.
import fs from 'node:fs';
import os from 'node:os';
import { createOcrWorker, type OcrWorker } from '@fpl-assistant/ocr';
import { type AnalysisTask, runAnalysisTask, type SharedText } from '../services/analysis-task.js';
import type { WorkMessage, WorkReply } from '../services/process-pool.js';
import { runScreenshotTask, type ScreenshotTask } from '../services/screenshot-task.js';

/** Linux's nice is per thread: every thread already running (V8's platform threads) is lowered; later ones inherit. */
function lowerPriority(nice: number): void {
  let threads: string[] = [];
  try {
    threads = fs.readdirSync('/proc/self/task');
  } catch {
    // Not Linux: the process's priority is all there is.
  }
  for (const id of [String(process.pid), ...threads]) {
    try {
      os.setPriority(Number(id), nice);
    } catch {
      // A thread that has ended, or a system that refuses: the work still runs, only less politely.
    }
  }
}

lowerPriority(Number(process.env.WORK_PROCESS_NICE ?? 19));

const texts = new Map<string, SharedText>();

/** The task with each `{ sharedText: key, version }` replaced by the text this process holds. */
function withTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withTexts);
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    const v = value as Record<string, unknown>;
    if (typeof v.sharedText === 'string' && typeof v.version === 'number') {
      const text = texts.get(v.sharedText);
      if (text?.version !== v.version) throw new Error(`work process: no text ${v.sharedText} v${v.version}`);
      return text;
    }
    return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, withTexts(item)]));
  }
  return value;
}

// One Tesseract worker a process: the pool already runs one process a core.
let ocr: OcrWorker | undefined;

async function run(kind: string, task: unknown): Promise<unknown> {
  if (kind === 'analysis') return runAnalysisTask(task as AnalysisTask);
  if (kind === 'screenshot') {
    ocr ??= createOcrWorker({ workers: 1 });
    return runScreenshotTask(task as ScreenshotTask, ocr);
  }
  throw new Error(`work process: unknown task ${kind}`);
}

process.on('message', async (message: WorkMessage) => {
  let reply: WorkReply;
  try {
    for (const t of message.texts) {
      const bytes = new SharedArrayBuffer(t.bytes.byteLength);
      new Uint8Array(bytes).set(t.bytes);
      texts.set(t.key, { key: t.key, version: t.version, bytes });
    }
    reply = { id: message.id, ok: true, result: await run(message.kind, withTexts(message.task)) };
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    reply = { id: message.id, ok: false, error: { name: e.name, message: e.message } };
  }
  process.send?.(reply);
});

// The server has gone (even by SIGKILL): nothing is left to answer.
process.on('disconnect', () => {
  void ocr?.terminate();
  process.exit(0);
});
