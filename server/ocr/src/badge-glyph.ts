// The captain and vice-captain badges are one letter in a round disc. Tesseract's line model reads a lone
// letter poorly (a clean bold "V" comes back as `\"}`), so a text box that is a letter in a disc is recognised
// here by its shape: the disc is found by walking out from the letter, the letter by where its ink lies.
import type { Box } from '@fpl-assistant/engine/extraction';
import { clearInk, greyRange, inkMask } from './ink-component.js';
import { grow, letterBox } from './line-strip.js';
import type { GreyImage } from './text-lines.js';

/** Grey levels the disc may vary by (JPEG noise) and still be one flat colour. */
const DISC_TOLERANCE = 60;

function grey(image: GreyImage, x: number, y: number): number {
  return image.data[y * image.width + x] as number;
}

/**
 * Steps from (x, y) in direction (dx, dy) while the pixels stay within DISC_TOLERANCE of `disc`; the number of
 * steps taken, or undefined when the image's edge comes first (no rim).
 */
function run(image: GreyImage, x: number, y: number, dx: number, dy: number, disc: number, limit: number) {
  for (let steps = 0; steps <= limit; steps++) {
    const px = x + dx * steps;
    const py = y + dy * steps;
    if (px < 0 || py < 0 || px >= image.width || py >= image.height) return undefined;
    if (Math.abs(grey(image, px, py) - disc) > DISC_TOLERANCE) return steps;
  }
  return undefined;
}

/**
 * The disc around a letter: the letter's ground reaches about equally far left, right, up and down from the
 * letter's centre (a circle, not a plate), then a rim of another grey. Returns the disc's box or undefined.
 */
export function discAround(image: GreyImage, letter: Box, textIsBright: boolean): Box | undefined {
  const lw = letter.x1 - letter.x0;
  const lh = letter.y1 - letter.y0;
  const cx = Math.round((letter.x0 + letter.x1) / 2);
  const cy = Math.round((letter.y0 + letter.y1) / 2);
  // The ground colour: the median just outside the letter's box, left and right of its middle row.
  const samples: number[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (const x of [letter.x0 - 2, letter.x1 + 1]) {
      if (x >= 0 && x < image.width) samples.push(grey(image, x, cy + dy));
    }
  }
  samples.sort((a, b) => a - b);
  const disc = samples[Math.floor(samples.length / 2)];
  if (disc === undefined) return undefined;
  // The letter must stand out from its disc.
  let ink = textIsBright ? 0 : 255;
  for (let y = letter.y0; y < letter.y1; y++) {
    for (let x = letter.x0; x < letter.x1; x++) {
      const v = grey(image, x, y);
      ink = textIsBright ? Math.max(ink, v) : Math.min(ink, v);
    }
  }
  if (Math.abs(ink - disc) < 2 * DISC_TOLERANCE) return undefined;
  const limit = 3 * lh;
  const left = run(image, letter.x0 - 2, cy, -1, 0, disc, limit);
  const right = run(image, letter.x1 + 1, cy, 1, 0, disc, limit);
  const up = run(image, cx, letter.y0 - 2, 0, -1, disc, limit);
  const down = run(image, cx, letter.y1 + 1, 0, 1, disc, limit);
  if (left === undefined || right === undefined || up === undefined || down === undefined) return undefined;
  const x0 = letter.x0 - 2 - left;
  const x1 = letter.x1 + 1 + right;
  const y0 = letter.y0 - 2 - up;
  const y1 = letter.y1 + 1 + down;
  const width = x1 - x0;
  const height = y1 - y0;
  // Round, a little larger than the letter, the letter about in its middle.
  if (width < 1.3 * lh || width > 3.5 * lh || width < 1.2 * lw) return undefined;
  if (Math.abs(width - height) > 0.2 * Math.max(width, height)) return undefined;
  if (Math.abs((x0 + x1) / 2 - cx) > 0.15 * width || Math.abs((y0 + y1) / 2 - cy) > 0.15 * height) {
    return undefined;
  }
  return { x0, y0, x1, y1 };
}

/** Share of ink pixels in a part of the letter's box, the part given as fractions of its width and height. */
function inkShare(
  ink: (x: number, y: number) => boolean,
  w: number,
  h: number,
  [fx0, fx1]: [number, number],
  [fy0, fy1]: [number, number],
): number {
  let count = 0;
  let total = 0;
  for (let y = Math.floor(fy0 * h); y < Math.max(Math.floor(fy0 * h) + 1, Math.ceil(fy1 * h)); y++) {
    for (let x = Math.floor(fx0 * w); x < Math.max(Math.floor(fx0 * w) + 1, Math.ceil(fx1 * w)); x++) {
      total++;
      if (ink(Math.min(w - 1, x), Math.min(h - 1, y))) count++;
    }
  }
  return total === 0 ? 0 : count / total;
}

/**
 * C or V from where the letter's ink lies: a C is a bowl open on the right (ink top, left and bottom, none in
 * the right middle); a V is two arms apart at the top that meet at the bottom centre.
 */
export function classifyLetter(image: GreyImage, letter: Box, textIsBright: boolean): 'C' | 'V' | undefined {
  const w = letter.x1 - letter.x0;
  const h = letter.y1 - letter.y0;
  if (w < 4 || h < 6) return undefined;
  const { min, max } = greyRange(image, letter);
  const mid = (min + max) / 2;
  const ink = (x: number, y: number) => {
    const v = grey(image, letter.x0 + x, letter.y0 + y);
    return textIsBright ? v > mid : v < mid;
  };
  const share = (xs: [number, number], ys: [number, number]) => inkShare(ink, w, h, xs, ys);
  const isC =
    share([0.65, 1], [0.38, 0.62]) < 0.08 &&
    share([0, 0.3], [0.3, 0.7]) > 0.5 &&
    share([0.3, 0.7], [0, 0.2]) > 0.4 &&
    share([0.3, 0.7], [0.8, 1]) > 0.4;
  if (isC) return 'C';
  const isV =
    share([0, 0.25], [0, 0.2]) > 0.3 &&
    share([0.75, 1], [0, 0.2]) > 0.3 &&
    share([0.4, 0.6], [0, 0.3]) < 0.1 &&
    share([0.3, 0.7], [0.8, 1]) > 0.4 &&
    share([0, 0.2], [0.8, 1]) < 0.1 &&
    share([0.8, 1], [0.8, 1]) < 0.1;
  return isV ? 'V' : undefined;
}

export interface BadgeGlyph {
  kind: 'C' | 'V';
  /** The letter's box: a text box found around a badge may take in part of the shirt beside it. */
  box: Box;
}

/** The badge when the text box `found` is a captain or vice badge, else undefined (read it with OCR). */
export function badgeGlyph(image: GreyImage, found: Box, textIsBright: boolean): BadgeGlyph | undefined {
  const letter = letterBox(image, found, textIsBright);
  if (!letter) return undefined;
  if (!discAround(image, letter, textIsBright)) return undefined;
  const kind = classifyLetter(image, letter, textIsBright);
  return kind ? { kind, box: letter } : undefined;
}

/** The most a joined box's blobs are tried for a badge: a box of shirt print has a few dozen at most. */
const MAX_BLOBS = 64;

/**
 * A badge among other ink in one text box: the line finder joins a badge to the shirt print beside it when the
 * two nearly touch (a vice badge on a recoloured plate). Each letter-sized blob in the box that stands in a disc
 * is tried; the first C or V is the badge, else undefined.
 */
export function badgeAmong(image: GreyImage, found: Box, textIsBright: boolean): BadgeGlyph | undefined {
  const area = grow(image, found, 2);
  const w = area.x1 - area.x0;
  const h = area.y1 - area.y0;
  if (w < 4 || h < 6) return undefined;
  const ink = inkMask(image, area, textIsBright);
  let tried = 0;
  for (let i = 0; i < ink.length && tried < MAX_BLOBS; i++) {
    if (!ink[i]) continue;
    const blob = clearInk(ink, w, h, [i]);
    const lw = blob.x1 - blob.x0;
    const lh = blob.y1 - blob.y0;
    // A letter: taller than a speck, no wider than it is tall, clear of the box's edge (whole).
    if (lh < 6 || lw < 4 || lw > 1.5 * lh) continue;
    if (blob.x0 === 0 || blob.y0 === 0 || blob.x1 === w || blob.y1 === h) continue;
    tried++;
    const letter = {
      x0: area.x0 + blob.x0,
      y0: area.y0 + blob.y0,
      x1: area.x0 + blob.x1,
      y1: area.y0 + blob.y1,
    };
    if (!discAround(image, letter, textIsBright)) continue;
    const kind = classifyLetter(image, letter, textIsBright);
    if (kind) return { kind, box: letter };
  }
  return undefined;
}
