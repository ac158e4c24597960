import { describe, expect, it } from 'vitest';
import { cutByLinesUnder, onItsPlate } from './plate-pieces.js';
import type { GreyImage } from './text-lines.js';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });

describe('cutByLinesUnder', () => {
  it('cuts a line over three plates halfway between the three prices under it', () => {
    const names = box(130, 600, 500, 627);
    const prices = [box(150, 632, 230, 648), box(275, 632, 355, 648), box(400, 632, 480, 648)];
    expect(cutByLinesUnder(names, [names, ...prices])).toEqual([
      box(130, 600, 253, 627),
      box(253, 600, 378, 627),
      box(378, 600, 500, 627),
    ]);
  });

  it('leaves a line over one plate whole, and takes only the nearest row under it', () => {
    const name = box(100, 100, 200, 120);
    expect(cutByLinesUnder(name, [name, box(130, 125, 170, 140)])).toEqual([name]);
    // Two lines under the name but a row apart (a price, then the next row's name): one row, no cut.
    expect(cutByLinesUnder(name, [name, box(110, 125, 140, 140), box(160, 142, 190, 157)])).toEqual([name]);
  });

  it('gives no piece for a line with nothing under it', () => {
    const name = box(100, 100, 200, 120);
    expect(cutByLinesUnder(name, [name, box(100, 200, 140, 215)])).toEqual([]);
  });
});

describe('onItsPlate', () => {
  /**
   * Pitch green (120) with a white plate (255) from x 40 to 140, y 10 to 40, a dark name on it (rows 16–30),
   * and a sliver of the next plate from x 150; the plate's edge a mid grey column at x 39 and 140.
   */
  function page(): GreyImage {
    const width = 170;
    const height = 50;
    const data = new Uint8Array(width * height).fill(120);
    for (let y = 10; y < 40; y++) {
      for (let x = 40; x < 140; x++) data[y * width + x] = 255;
      for (let x = 150; x < 170; x++) data[y * width + x] = 255;
      data[y * width + 39] = 200;
      data[y * width + 140] = 200;
    }
    // Letters: vertical strokes every 6 px across the name.
    for (let y = 16; y < 30; y++) for (let x = 50; x < 130; x += 6) data[y * width + x] = 30;
    return { data, width, height };
  }

  it("keeps a piece to its own plate, inside the strip's margin: no pitch, no plate edge, no next plate", () => {
    const piece = onItsPlate(page(), box(30, 10, 160, 40));
    expect(piece.x0).toBeGreaterThanOrEqual(42);
    expect(piece.x1).toBeLessThanOrEqual(138);
    expect(piece.x0).toBeLessThanOrEqual(50);
    expect(piece.x1).toBeGreaterThanOrEqual(125);
    expect(piece.y0).toBeGreaterThanOrEqual(10);
    expect(piece.y1).toBeLessThanOrEqual(40);
  });

  it('leaves a piece it cannot find a plate in as it was', () => {
    const flat: GreyImage = { data: new Uint8Array(100 * 40).fill(120), width: 100, height: 40 };
    // All of it one colour: that colour is the "plate", and the piece stays whole (less the strip's margin).
    const piece = onItsPlate(flat, box(10, 5, 90, 35));
    expect(piece.x1 - piece.x0).toBeGreaterThan(60);
  });
});
