// The pitch's markings (side lines, halfway line, centre circle, boxes) are thin light lines on the green. Where
// one runs close past a plate, its strokes join the name's line ("João Pedro" inside the centre circle read as
// "[icic pedro"). They are painted over with the green beside them before lines are looked for and read.
import type { PixelImage } from './text-lines.js';

/**
 * The lines' light: white, a little see-through over the green, and the blend at their edges (red well above
 * the pitch's, which has next to none).
 */
const LIGHT_RED = 100;
const LIGHT_GREEN = 150;
const LIGHT_BLUE = 100;

/**
 * Paints over light runs at most `maxWidth` pixels across with pitch green on both sides: along rows (the
 * side lines and the circle's sides), then along columns (the halfway line, the boxes' edges). A plate,
 * the "i" disc on a shirt, a sponsor's board are wider than a line; text on a plate has no pitch beside it
 * (a classic plate's dark green under a white name is no pitch green).
 */
export function erasePitchLines(image: PixelImage): void {
  const { width, height, channels } = image;
  if (channels < 3) return;
  // A line is 2 CSS pixels wide: a few device pixels on any capture, ~9 with its blended edges on a 3× phone.
  const maxWidth = Math.max(5, Math.round(width / 130));
  const stride = width * channels;
  for (let y = 0; y < height; y++) sweep(image.data, y * stride, channels, width, maxWidth);
  for (let x = 0; x < width; x++) sweep(image.data, x * channels, stride, height, maxWidth);
}

/** One lane of `length` pixels from offset `first`, `step` bytes apart. */
function sweep(
  data: Uint8Array | Buffer,
  first: number,
  step: number,
  length: number,
  maxWidth: number,
): void {
  const end = first + length * step;
  let p = first + step;
  while (p < end - step) {
    if (!isLight(data, p)) {
      p += step;
      continue;
    }
    const start = p;
    while (p < end && isLight(data, p)) p += step;
    if (p >= end || p - start > maxWidth * step) continue;
    const before = start - step;
    if (!isPitch(data, before) || !isPitch(data, p)) continue;
    for (let q = start; q < p; q += step) {
      data[q] = data[before] as number;
      data[q + 1] = data[before + 1] as number;
      data[q + 2] = data[before + 2] as number;
    }
  }
}

function isLight(data: Uint8Array | Buffer, p: number): boolean {
  return (
    (data[p] as number) >= LIGHT_RED &&
    (data[p + 1] as number) >= LIGHT_GREEN &&
    (data[p + 2] as number) >= LIGHT_BLUE
  );
}

/** The pitch's green, its stripes and the bench's paler band. */
function isPitch(data: Uint8Array | Buffer, p: number): boolean {
  const r = data[p] as number;
  const g = data[p + 1] as number;
  const b = data[p + 2] as number;
  return g >= 120 && g - r >= 50 && g - b >= 40;
}
