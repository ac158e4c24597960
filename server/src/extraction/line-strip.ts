// Every text line found on the screenshot, cropped, turned dark-on-light, scaled to one text height and stacked
// into a single tall image: one OCR call reads them all, and each read line maps back to its box by its y.
import type { Box } from '@fpl-assistant/engine';
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

/** Crops `boxes` out of `image` into one strip; a box grows by a little margin so no stroke is cut. */
export function buildStrip(image: GreyImage, boxes: readonly Box[]): Strip {
  const lines: StripLine[] = [];
  const crops: { box: Box; scale: number; invert: boolean; min: number; max: number }[] = [];
  let width = 0;
  let top = PAD;
  for (const found of boxes) {
    const fh = found.y1 - found.y0;
    const fw = found.x1 - found.x0;
    // A round badge (C, V) is found by its ring: read only the letter inside, the ring reads as brackets.
    const ring = fw >= 0.8 * fh && fw <= 1.4 * fh;
    const margin = ring ? -Math.round(fh * 0.15) : Math.max(2, Math.round(fh * 0.15));
    const marginY = margin;
    const box = {
      x0: Math.max(0, found.x0 - margin),
      y0: Math.max(0, found.y0 - marginY),
      x1: Math.min(image.width, found.x1 + margin),
      y1: Math.min(image.height, found.y1 + marginY),
    };
    const scale = Math.min(MAX_SCALE, LINE_HEIGHT / (box.y1 - box.y0));
    const h = Math.round((box.y1 - box.y0) * scale);
    const w = Math.round((box.x1 - box.x0) * scale);
    let min = 255;
    let max = 0;
    for (let y = box.y0; y < box.y1; y++) {
      for (let x = box.x0; x < box.x1; x++) {
        const v = image.data[y * image.width + x] as number;
        if (v < min) min = v;
        if (v > max) max = v;
      }
    }
    crops.push({ box, scale, invert: polarity(image, box), min, max });
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
