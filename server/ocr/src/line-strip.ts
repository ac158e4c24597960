// Every text line found on the screenshot, cropped, turned dark-on-light, scaled to one text height and stacked
// into a single tall image: one OCR call reads them all, and each read line maps back to its box by its y.
import type { Box } from '@fpl-assistant/engine/extraction';
import { clearInk, greyRange, inkMask } from './ink-component.js';
import type { GreyImage } from './text-lines.js';

/** Height of every line in the strip; Tesseract reads best around 30–40 px capitals. */
export const LINE_HEIGHT = 44;
const GAP = 20;
const PAD = 16;
const MAX_SCALE = 5;

export interface StripLine {
  box: Box;
  /** Rows of the strip this line occupies. */
  top: number;
  bottom: number;
}

export interface Strip {
  image: GreyImage;
  lines: StripLine[];
}

/** Dark text on a light ground whatever the plate's colours: the minority of a crop's pixels is the text. */
function polarity(image: GreyImage, box: Box): boolean {
  const { data, width } = image;
  let sum = 0;
  let count = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      sum += data[y * width + x] as number;
      count++;
    }
  }
  const mean = sum / Math.max(1, count);
  let above = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) if ((data[y * width + x] as number) > mean) above++;
  }
  // More bright pixels than dark: the ground is bright, text dark. Else invert.
  return above < count / 2;
}

/** Boxes no wider than this many heights may be a C/V badge (a letter in a round disc) or a short name. */
const SHORT_ASPECT = 3.2;

export function isShort(found: Box): boolean {
  return found.x1 - found.x0 <= SHORT_ASPECT * (found.y1 - found.y0);
}

/**
 * The letters of a short text box, without the ring or plate edge around them. A badge's text box spans the
 * disc's rim, and the rim against the pitch reads as brackets ("\\"}" for a V); a plate's border reads as bars.
 * Searched in a square around the box (a disc is as tall as it is wide): ink is the side of the mid grey given
 * by the polarity; what touches the square's edge is rim, border or ground; only ink crossing the box's middle
 * row is kept (not the fixture line under a name). Undefined when nothing is left.
 */
export function letterBox(image: GreyImage, found: Box, textIsBright: boolean): Box | undefined {
  const fw = found.x1 - found.x0;
  const fh = found.y1 - found.y0;
  const cy = Math.round((found.y0 + found.y1) / 2);
  const half = Math.ceil(Math.max(fw, fh) / 2) + 2;
  const area = grow(image, { x0: found.x0, y0: cy - half, x1: found.x1, y1: cy + half }, 2);
  const w = area.x1 - area.x0;
  const h = area.y1 - area.y0;
  if (w < 3 || h < 3) return undefined;
  const ink = inkMask(image, area, textIsBright);
  const border: number[] = [];
  for (let x = 0; x < w; x++) border.push(x, (h - 1) * w + x);
  for (let y = 0; y < h; y++) border.push(y * w, y * w + w - 1);
  clearInk(ink, w, h, border);
  const middle = cy - area.y0;
  const letters = clearInk(
    ink,
    w,
    h,
    Array.from({ length: w }, (_, x) => middle * w + x),
  );
  // Specks are noise, not a letter.
  if (letters.x1 <= letters.x0 || letters.y1 - letters.y0 < 0.5 * fh) return undefined;
  return {
    x0: area.x0 + letters.x0,
    y0: area.y0 + letters.y0,
    x1: area.x0 + letters.x1,
    y1: area.y0 + letters.y1,
  };
}

/** Share of a crop's pixels that is surely ground, whatever the text's weight: a quarter. */
const GROUND_SHARE = 0.25;

/**
 * The grey range a crop is stretched over: from its ink's extreme to its ground, so the ground comes out pure
 * white. Stretched between its own darkest and brightest pixels instead, a white name on a dark plate with the
 * pitch and the bright price band in its margins came out on a grey rectangle with edges, which Tesseract's
 * layout pass took for a picture and skipped ("Milosavljević" filling its plate, read as nothing).
 */
function inkToGround(image: GreyImage, box: Box, textIsBright: boolean): { min: number; max: number } {
  const counts = new Uint32Array(256);
  let total = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      const v = image.data[y * image.width + x] as number;
      counts[v] = (counts[v] as number) + 1;
      total++;
    }
  }
  const { min, max } = greyRange(image, box);
  // The ground is the bright quarter (dark text) or the dark quarter (bright text).
  const wanted = GROUND_SHARE * total;
  let seen = 0;
  if (textIsBright) {
    for (let v = 0; v < 256; v++) {
      seen += counts[v] as number;
      if (seen >= wanted) return { min: Math.min(v, max - 1), max };
    }
  } else {
    for (let v = 255; v >= 0; v--) {
      seen += counts[v] as number;
      if (seen >= wanted) return { min, max: Math.max(v, min + 1) };
    }
  }
  return { min, max };
}

/** `box` grown by `margin` on every side, inside the image. */
/** `box` widened by `margin` on every side, within the image. */
export function grow(image: GreyImage, box: Box, margin: number): Box {
  return {
    x0: Math.max(0, box.x0 - margin),
    y0: Math.max(0, box.y0 - margin),
    x1: Math.min(image.width, box.x1 + margin),
    y1: Math.min(image.height, box.y1 + margin),
  };
}

/** A text box with a little margin so no stroke is cut. */
function withMargin(image: GreyImage, found: Box): Box {
  return grow(image, found, Math.max(2, Math.round((found.y1 - found.y0) * 0.15)));
}

/** Whether the text in a found box is lighter than its ground. */
export function textIsBright(image: GreyImage, found: Box): boolean {
  return polarity(image, withMargin(image, found));
}

/**
 * Crops `boxes` out of `image` into one strip, each scaled to `lineHeight`; a box grows by a little margin so
 * no stroke is cut.
 */
export function buildStrip(image: GreyImage, boxes: readonly Box[], lineHeight = LINE_HEIGHT): Strip {
  const lines: StripLine[] = [];
  const crops: { box: Box; scale: number; invert: boolean; min: number; max: number }[] = [];
  let width = 0;
  let top = PAD;
  for (const found of boxes) {
    let box = withMargin(image, found);
    let invert = polarity(image, box);
    // A short box: read only its letters, without a badge's rim or a plate's border around them.
    if (isShort(found)) {
      const letters = letterBox(image, found, invert);
      if (letters) {
        box = withMargin(image, letters);
        invert = polarity(image, box);
      }
    }
    const scale = Math.min(MAX_SCALE, lineHeight / (box.y1 - box.y0));
    const h = Math.round((box.y1 - box.y0) * scale);
    const w = Math.round((box.x1 - box.x0) * scale);
    const { min, max } = inkToGround(image, box, invert);
    crops.push({ box, scale, invert, min, max });
    lines.push({ box: found, top, bottom: top + h });
    width = Math.max(width, w + 2 * PAD);
    top += h + GAP;
  }
  const height = top + PAD - GAP;
  const data = new Uint8Array(width * Math.max(1, height)).fill(255);
  crops.forEach((crop, i) => {
    const line = lines[i] as StripLine;
    const { box, scale, invert, min, max } = crop;
    const range = Math.max(1, max - min);
    const h = line.bottom - line.top;
    const w = Math.round((box.x1 - box.x0) * scale);
    // Bilinear resampling with the contrast stretched to the full range.
    for (let y = 0; y < h; y++) {
      const sy = Math.min(box.y1 - box.y0 - 1, Math.max(0, (y + 0.5) / scale - 0.5));
      const y0 = Math.floor(sy);
      const y1 = Math.min(box.y1 - box.y0 - 1, y0 + 1);
      const fy = sy - y0;
      for (let x = 0; x < w; x++) {
        const sx = Math.min(box.x1 - box.x0 - 1, Math.max(0, (x + 0.5) / scale - 0.5));
        const x0 = Math.floor(sx);
        const x1 = Math.min(box.x1 - box.x0 - 1, x0 + 1);
        const fx = sx - x0;
        const at = (px: number, py: number) =>
          image.data[(box.y0 + py) * image.width + box.x0 + px] as number;
        const v =
          (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) +
          (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy;
        let out = ((v - min) * 255) / range;
        if (invert) out = 255 - out;
        data[(line.top + y) * width + PAD + x] = Math.max(0, Math.min(255, Math.round(out)));
      }
    }
  });
  return { image: { data, width, height: Math.max(1, height) }, lines };
}

/** The strip line an OCR line (by its vertical centre) belongs to, or undefined for stray marks. */
export function stripLineAt(strip: Strip, y: number): StripLine | undefined {
  return strip.lines.find((line) => y >= line.top - GAP / 2 && y < line.bottom + GAP / 2);
}
