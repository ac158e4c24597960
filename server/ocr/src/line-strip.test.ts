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

  it("stretches a line's ground to white, whatever lies in its margins", () => {
    // A bright name (200) on a dark plate (60), with a brighter band (240), a mid band (120) and a darker speck
    // (10) in the margin:
    // stretched between the crop's own extremes, the plate came out a grey rectangle Tesseract skipped.
    const width = 80;
    const height = 40;
    const data = new Uint8Array(width * height).fill(120);
    for (let y = 10; y < 26; y++) for (let x = 10; x < 70; x++) data[y * width + x] = 60;
    for (let y = 26; y < 30; y++) for (let x = 10; x < 70; x++) data[y * width + x] = 240;
    for (let y = 14; y < 22; y++) for (let x = 20; x < 60; x += 4) data[y * width + x] = 200;
    // A shirt's dark edge in the corner of the margin.
    for (let y = 11; y < 13; y++) for (let x = 16; x < 19; x++) data[y * width + x] = 10;
    const found = { x0: 18, y0: 13, x1: 62, y1: 23 };
    const strip = buildStrip({ data, width, height }, [found]);
    const line = strip.lines[0] as { top: number; bottom: number };
    const row = Math.round((line.top + line.bottom) / 2);
    const values = Array.from(
      strip.image.data.subarray(row * strip.image.width, (row + 1) * strip.image.width),
    );
    // The plate between the strokes is white; the strokes are dark.
    const inside = values.slice(20, strip.image.width - 20);
    expect(inside.filter((v) => v >= 250).length).toBeGreaterThan(inside.length / 2);
    expect(Math.min(...inside)).toBeLessThan(60);
  });
});
