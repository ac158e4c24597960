// The strip of cropped lines OCR reads in one call: every line scaled to one height.
import { describe, expect, it } from 'vitest';
import { buildStrip, LINE_HEIGHT } from './line-strip.js';
import type { GreyImage } from './text-lines.js';

/** A white image with a dark bar (a glyph's stand-in) in `box`. */
function image(
  width: number,
  height: number,
  box: { x0: number; y0: number; x1: number; y1: number },
): GreyImage {
  const data = new Uint8Array(width * height).fill(255);
  for (let y = box.y0; y < box.y1; y++) for (let x = box.x0; x < box.x1; x++) data[y * width + x] = 30;
  return { data, width, height };
}

describe('buildStrip', () => {
  it('scales each line to the strip height, or to the one asked for', () => {
    const box = { x0: 20, y0: 20, x1: 27, y1: 32 };
    const grey = image(60, 60, box);
    const rows = (strip: ReturnType<typeof buildStrip>) => strip.lines.map((line) => line.bottom - line.top);
    expect(rows(buildStrip(grey, [box, { ...box }]))).toEqual([LINE_HEIGHT, LINE_HEIGHT]);
    expect(rows(buildStrip(grey, [box], 60))).toEqual([60]);
    // No box grows more than five times: a speck does not become a line.
    const speck = { x0: 20, y0: 20, x1: 22, y1: 22 };
    expect(buildStrip(image(60, 60, speck), [speck], 60).lines[0]?.bottom).toBeLessThan(60);
  });
});
