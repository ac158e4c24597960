// The CPU half of reading a screenshot: image decoding and layout (sharp, then @fpl-assistant/ocr's pixel code
// and the engine's squad reader) with Tesseract beside it. It runs in the analysis pool's workers, or inline with
// ANALYSIS_WORKERS=0; the I/O half (ocr-extractor.ts) loads FPL's data on the main thread. Errors come back as
// outcomes: an Error subclass does not survive the trip between threads or processes.
import type { BootstrapStatic, ExtractedTeamData, FplFixture } from '@fpl-assistant/engine';
import { buildNameIndex, ExtractionError, type NameIndexEntry } from '@fpl-assistant/engine/extraction';
import { extractScreenshot, type OcrWorker, ScreenshotDecodeError } from '@fpl-assistant/ocr';
import { readShared, type SharedText } from './analysis-task.js';

export interface ScreenshotTask {
  image: Uint8Array;
  gameweek: number;
  bootstrap: SharedText;
  fixtures?: SharedText;
}

export type ScreenshotOutcome =
  | { ok: true; data: ExtractedTeamData }
  /** No squad found: the engine's message for the manager, what OCR read for the log. */
  | { ok: false; kind: 'no-squad'; detail: string; playersFound: number; partial?: ExtractedTeamData }
  /** Bytes behind a valid header that do not decode. */
  | { ok: false; kind: 'undecodable'; cause: string };

// The name index is rebuilt only when the bootstrap changes (once per version and thread or process).
let indexed: { key: string; version: number; index: NameIndexEntry[] } | undefined;

function nameIndexFor(shared: SharedText, bootstrap: BootstrapStatic): NameIndexEntry[] {
  if (indexed?.key !== shared.key || indexed.version !== shared.version) {
    indexed = { key: shared.key, version: shared.version, index: buildNameIndex(bootstrap.elements) };
  }
  return indexed.index;
}

export async function runScreenshotTask(task: ScreenshotTask, ocr: OcrWorker): Promise<ScreenshotOutcome> {
  const bootstrap = readShared(task.bootstrap, (t) => JSON.parse(t) as BootstrapStatic);
  const fixtures = task.fixtures
    ? readShared(task.fixtures, (t) => JSON.parse(t) as FplFixture[])
    : undefined;
  try {
    const data = await extractScreenshot(
      Buffer.from(task.image.buffer, task.image.byteOffset, task.image.byteLength),
      {
        bootstrap,
        gameweek: task.gameweek,
        ocr,
        nameIndex: nameIndexFor(task.bootstrap, bootstrap),
        ...(fixtures ? { fixtures } : {}),
      },
    );
    return { ok: true, data };
  } catch (err) {
    if (err instanceof ExtractionError) {
      return {
        ok: false,
        kind: 'no-squad',
        detail: err.detail,
        playersFound: err.playersFound,
        ...(err.partial ? { partial: err.partial } : {}),
      };
    }
    if (err instanceof ScreenshotDecodeError) return { ok: false, kind: 'undecodable', cause: err.message };
    throw err;
  }
}
