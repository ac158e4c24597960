// Tesseract workers for the whole process: started on first use, reused, one recognition at a time each.
// A screenshot's lines are read as a few strips at once, one a worker, so a read on an idle machine uses every
// core; under load the queues just fill. Language data comes from the installed @tesseract.js-data/eng package:
// without an explicit langPath tesseract.js fetches it from a CDN and the process dies on the failed fetch.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { OcrLine } from '@fpl-assistant/engine/extraction';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

export interface OcrWorker {
  /** Lines of a PNG/JPEG image read as one block of text (the strip of cropped lines). */
  readLines(image: Buffer): Promise<OcrLine[]>;
  /** How many images it reads at once: a caller splits its work into this many strips. */
  readonly parallel: number;
  /** Starts every worker now (a benchmark's warm-up, a server's start), not on first use. */
  warm(): Promise<void>;
  terminate(): Promise<void>;
}

/** Two workers at most: a third brings little on a phone capture's ~80 lines and costs ~60 MB. */
const MAX_WORKERS = 2;

export function defaultOcrWorkers(): number {
  return Math.max(1, Math.min(MAX_WORKERS, os.availableParallelism()));
}

function langPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng')), '4.0.0_best_int');
}

/** One Tesseract worker with its own queue. */
function singleWorker() {
  let started: Promise<Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  const worker = () => {
    started ??= (async () => {
      const w = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: langPath(),
        gzip: true,
        cacheMethod: 'none',
      });
      await w.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: '300' });
      return w;
    })();
    started.catch(() => {
      started = undefined;
    });
    return started;
  };
  return {
    get pending() {
      return pending;
    },
    async warm() {
      await worker();
    },
    readLines(image: Buffer): Promise<OcrLine[]> {
      pending++;
      const run = queue.then(async () => {
        const { data } = await (await worker()).recognize(image, {}, { blocks: true, text: false });
        const lines: OcrLine[] = [];
        for (const block of data.blocks ?? []) {
          for (const paragraph of block.paragraphs) {
            for (const line of paragraph.lines) {
              lines.push({
                text: line.text.trim(),
                confidence: line.confidence,
                box: { x0: line.bbox.x0, y0: line.bbox.y0, x1: line.bbox.x1, y1: line.bbox.y1 },
              });
            }
          }
        }
        return lines;
      });
      // A failed read must not block the ones queued after it.
      queue = run.catch(() => undefined).finally(() => pending--);
      return run;
    },
    async terminate() {
      const running = started;
      started = undefined;
      if (running) await (await running).terminate();
    },
  };
}

export function createOcrWorker(options: { workers?: number } = {}): OcrWorker {
  const size = Math.max(1, Math.floor(options.workers ?? defaultOcrWorkers()));
  const workers = Array.from({ length: size }, singleWorker);
  return {
    parallel: size,
    readLines(image) {
      // The least busy worker; ties go to the first, so a lone caller keeps one worker warm.
      const idle = workers.reduce((best, worker) => (worker.pending < best.pending ? worker : best));
      return idle.readLines(image);
    },
    async warm() {
      await Promise.all(workers.map((worker) => worker.warm()));
    },
    async terminate() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
