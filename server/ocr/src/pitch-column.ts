// The squad sits on a green pitch; on a desktop page a player list, a sidebar or a promo stands beside it,
// full of names and prices that are no plates. The pitch's columns (and the header above it) are the squad.
import type { Box } from '@fpl-assistant/engine/extraction';
import type { PixelImage } from './text-lines.js';

/** A pitch column holds green in at least this share of the greenest column's rows. */
const COLUMN_SHARE = 0.3;
/** The greenest column must be green over this share of the height, else there is no pitch to go by. */
const MIN_PITCH_SHARE = 0.15;
/** Gaps narrower than this share of the width (a white pitch line, a shirt) do not split the pitch. */
const GAP_SHARE = 0.03;
/** Rows sampled: every few are enough for a column profile. */
const ROW_STEP = 3;

function isPitchGreen(r: number, g: number, b: number): boolean {
  return g >= 90 && g - r >= 50 && g - b >= 40;
}

/** Columns [x0, x1) of the pitch, or undefined when no green column stands out (no pitch, or all pitch). */
export function pitchColumns(image: PixelImage): { x0: number; x1: number } | undefined {
  const { data, width, height, channels } = image;
  if (channels < 3) return undefined;
  const green = new Uint32Array(width);
  for (let y = 0; y < height; y += ROW_STEP) {
    for (let x = 0, p = y * width * channels; x < width; x++, p += channels) {
      if (isPitchGreen(data[p] as number, data[p + 1] as number, data[p + 2] as number))
        green[x] = (green[x] as number) + 1;
    }
  }
  const most = Math.max(...green);
  if (most < (MIN_PITCH_SHARE * height) / ROW_STEP) return undefined;
  // The widest run of pitch columns, bridging narrow gaps.
  const gap = Math.max(1, Math.round(GAP_SHARE * width));
  let best: { x0: number; x1: number } | undefined;
  let run: { x0: number; x1: number } | undefined;
  for (let x = 0; x < width; x++) {
    if ((green[x] as number) < COLUMN_SHARE * most) continue;
    if (run && x - run.x1 <= gap) run.x1 = x + 1;
    else run = { x0: x, x1: x + 1 };
    if (!best || run.x1 - run.x0 > best.x1 - best.x0) best = { ...run };
  }
  return best;
}

/** Whether a text box belongs to the pitch's columns (its centre inside them, give or take a gap). */
export function inColumns(columns: { x0: number; x1: number }, box: Box, width: number): boolean {
  const margin = GAP_SHARE * width;
  const centre = (box.x0 + box.x1) / 2;
  return centre >= columns.x0 - margin && centre < columns.x1 + margin;
}
