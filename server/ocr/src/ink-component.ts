// Connected ink in a binary mask: the glyph finders (a badge's letters, the free transfers' digit) take whole
// 8-connected components so a stroke is never cut.
import type { Box } from '@fpl-assistant/engine/extraction';
import type { GreyImage } from './text-lines.js';

/** Darkest and brightest grey inside a box. */
export function greyRange(image: GreyImage, box: Box): { min: number; max: number } {
  let min = 255;
  let max = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      const v = image.data[y * image.width + x] as number;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  return { min, max };
}

/**
 * The ink of `area` as a mask (its width × height, 1 = ink): the pixels on the text's side of the area's mid
 * grey, brighter when the text is bright, darker when it is dark.
 */
export function inkMask(image: GreyImage, area: Box, textIsBright: boolean): Uint8Array {
  const w = area.x1 - area.x0;
  const h = area.y1 - area.y0;
  const { min, max } = greyRange(image, area);
  const mid = (min + max) / 2;
  const ink = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = image.data[(area.y0 + y) * image.width + area.x0 + x] as number;
      ink[y * w + x] = (textIsBright ? v > mid : v < mid) ? 1 : 0;
    }
  }
  return ink;
}

/**
 * Clears the 8-connected ink of `ink` (w × h, 1 = ink) reachable from the seeds, returning the cleared pixels'
 * bounding box (empty, x1 ≤ x0, when no seed was ink).
 */
export function clearInk(ink: Uint8Array, w: number, h: number, seeds: readonly number[]) {
  const box = { x0: w, y0: h, x1: 0, y1: 0 };
  const stack = seeds.filter((i) => ink[i]);
  while (stack.length > 0) {
    const i = stack.pop() as number;
    if (!ink[i]) continue;
    ink[i] = 0;
    const x = i % w;
    const y = (i - x) / w;
    box.x0 = Math.min(box.x0, x);
    box.y0 = Math.min(box.y0, y);
    box.x1 = Math.max(box.x1, x + 1);
    box.y1 = Math.max(box.y1, y + 1);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && nx < w && ny >= 0 && ny < h && ink[ny * w + nx]) stack.push(ny * w + nx);
      }
    }
  }
  return box;
}
