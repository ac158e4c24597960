// One Tesseract worker for the whole process: started on first use, reused, one recognition at a time.
// Language data comes from the installed @tesseract.js-data/eng package: without an explicit langPath
// tesseract.js fetches it from a CDN and the process dies on the failed fetch.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OcrLine } from '@fpl-assistant/engine';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

export interface OcrWorker {
  /** Lines of a PNG/JPEG image read as one block of text (the strip of cropped lines). */
  readLines(image: Buffer): Promise<OcrLine[]>;
  terminate(): Promise<void>;
}

function langPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng')), '4.0.0_best_int');
}

export function createOcrWorker(): OcrWorker {
  let started: Promise<Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
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
    readLines(image) {
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
      queue = run.catch(() => undefined);
      return run;
    },
    async terminate() {
      const pending = started;
      started = undefined;
      if (pending) await (await pending).terminate();
    },
  };
}
