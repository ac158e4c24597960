// Screenshot bytes → a squad: Tesseract reads the text lines (read-screenshot), the engine's extractSquad turns
// them into ExtractedTeamData against FPL's player list.
import type { BootstrapStatic, ExtractedTeamData, FplFixture } from '@fpl-assistant/engine';
import { extractSquad, type NameIndexEntry } from '@fpl-assistant/engine/extraction';
import type { OcrWorker } from './ocr-worker.js';
import { readScreenshot } from './read-screenshot.js';

/** What a screenshot is read against: FPL's data for the season. */
export interface SquadSource {
  bootstrap: BootstrapStatic;
  /** The season's fixtures: they tell same-named players apart by the opponent under the name. */
  fixtures?: readonly FplFixture[];
  /** Built once per bootstrap by callers that extract many screenshots. */
  nameIndex?: readonly NameIndexEntry[];
}

/**
 * Screenshot bytes → ExtractedTeamData. Throws ExtractionError (from the engine) for an image without a squad
 * and ScreenshotDecodeError for bytes that are no image.
 */
export async function extractScreenshot(
  image: Buffer,
  source: SquadSource & { gameweek: number; ocr: OcrWorker },
): Promise<ExtractedTeamData> {
  const lines = await readScreenshot(image, source.ocr);
  return extractSquad(lines, {
    bootstrap: source.bootstrap,
    gameweek: source.gameweek,
    ...(source.fixtures ? { fixtures: source.fixtures } : {}),
    ...(source.nameIndex ? { nameIndex: source.nameIndex } : {}),
  });
}
