// Gemini's reading goes through the engine's extractSquad, the very resolution and checks OCR uses: the
// plates are laid out as the text lines OCR would read from a phone screenshot (header, five rows, bench).
import type { BootstrapStatic, FplFixture } from '@fpl-assistant/engine';
import {
  buildNameIndex,
  extractSquad,
  type NameIndexEntry,
  type OcrLine,
} from '@fpl-assistant/engine/extraction';
import { type FplService, loadBootstrap, loadFixtures } from './fpl.js';
import type { SquadResolver, VisionPlate, VisionReading } from './gemini-squad-reading.js';

// Geometry of a 1170-px-wide phone screenshot, in pixels; TEXT is the height of one line of text.
const WIDTH = 1170;
const TEXT = 30;
const ROW_Y: Record<VisionPlate['row'], number> = { GKP: 320, DEF: 570, MID: 820, FWD: 1070, BENCH: 1370 };
// A vision model reads its text surely; OCR-level doubt would only lower every player's confidence.
const CONFIDENCE = 95;

const line = (text: string, cx: number, y0: number, height = TEXT): OcrLine => {
  const width = Math.max(height, Math.round(text.length * height * 0.55));
  return {
    text,
    confidence: CONFIDENCE,
    box: { x0: cx - width / 2, y0, x1: cx + width / 2, y1: y0 + height },
  };
};

/** The reading as OCR lines: header label/value pairs, each plate's name and second line, badges, bench label. */
export function readingToLines(reading: VisionReading): OcrLine[] {
  const lines: OcrLine[] = [];
  if (reading.gameweek) lines.push(line(`Gameweek ${reading.gameweek}`, 300, 20));
  if (reading.freeTransfers !== undefined && reading.freeTransfers !== null) {
    lines.push(line('Free Transfers', 200, 80), line(String(reading.freeTransfers), 200, 120));
  }
  if (reading.bank !== undefined && reading.bank !== null) {
    lines.push(line('Budget', 900, 80), line(`£${reading.bank.toFixed(1)}m`, 900, 120));
  }
  for (const row of Object.keys(ROW_Y) as VisionPlate['row'][]) {
    const plates = reading.plates.filter((plate) => plate.row === row);
    if (row === 'BENCH') plates.sort((a, b) => (a.benchOrder ?? 9) - (b.benchOrder ?? 9));
    plates.forEach((plate, i) => {
      const cx = Math.round((WIDTH * (i + 1)) / (plates.length + 1));
      const y = ROW_Y[row];
      lines.push(line(plate.name, cx, y));
      if (plate.secondLine?.trim()) lines.push(line(plate.secondLine.trim(), cx, y + TEXT + 6));
      if (plate.isCaptain) lines.push(line('C', cx + 60, y - 3 * TEXT));
      else if (plate.isViceCaptain) lines.push(line('V', cx + 60, y - 3 * TEXT));
      // Only the goalkeeper slot's label: a bare '1' could pass for points under a name.
      if (row === 'BENCH' && (plate.benchOrder ?? i + 1) === 1) lines.push(line('GKP', cx, y + 3 * TEXT));
    });
  }
  return lines;
}

/** The shared resolution over the server's FPL data (bootstrap and fixtures through the FPL service). */
export function engineSquadResolver({ fpl }: { fpl: FplService }): SquadResolver {
  let indexed: { bootstrap: BootstrapStatic; index: NameIndexEntry[] } | undefined;
  return async (reading, { gameweek }) => {
    const [bootstrap, fixtures] = await Promise.all([
      loadBootstrap(fpl),
      loadFixtures(fpl).catch((): FplFixture[] | undefined => undefined),
    ]);
    if (indexed?.bootstrap !== bootstrap) indexed = { bootstrap, index: buildNameIndex(bootstrap.elements) };
    return extractSquad(readingToLines(reading), {
      bootstrap,
      gameweek,
      nameIndex: indexed.index,
      ...(fixtures ? { fixtures } : {}),
    });
  };
}
