// C/V badges drawn as FPL draws them (a white letter in a black disc on the green pitch) are told apart by
// shape; plates and other letters in discs are left to OCR.
import type { Box } from '@fpl-assistant/engine/extraction';
import { describe, expect, it } from 'vitest';
import { badgeGlyph } from './badge-glyph.js';
import { letterBox } from './line-strip.js';
import { drawSvg } from './testing/svg-image.js';
import { findTextLines, type GreyImage } from './text-lines.js';

async function draw(body: string, width = 200, height = 120) {
  const rgb = await drawSvg(body, width, height);
  const { data } = rgb;
  const grey: GreyImage = {
    data: Uint8Array.from({ length: rgb.width * rgb.height }, (_, i) =>
      Math.round(
        0.299 * (data[i * 3] as number) +
          0.587 * (data[i * 3 + 1] as number) +
          0.114 * (data[i * 3 + 2] as number),
      ),
    ),
    width: rgb.width,
    height: rgb.height,
  };
  return { rgb, grey };
}

const disc = (letter: string, r: number, cx = 100, cy = 60) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#000"/><text x="${cx}" y="${cy + r * 0.45}" font-family="DejaVu Sans" font-weight="bold" font-size="${r * 1.25}" fill="#fff" text-anchor="middle">${letter}</text>`;

/**
 * The drawing's one text box read as a badge (white text on the dark disc). Without `box` it must be found as
 * the pipeline finds it; with one (letters the line finder may skip) that box is read.
 */
async function glyphOf(body: string, box?: Box) {
  const { rgb, grey } = await draw(body);
  const boxes = box ? [box] : findTextLines(rgb);
  expect(boxes).toHaveLength(1);
  const found = boxes[0] as Box;
  return { glyph: badgeGlyph(grey, found, true), box: found, grey };
}

/** The band through a 15-px disc at (100, 60) where its letter is, rim included: what the finder returns. */
const BAND: Box = { x0: 85, y0: 53, x1: 116, y1: 68 };

describe('badgeGlyph', () => {
  for (const r of [10, 15, 21]) {
    it(`tells C from V in a disc of radius ${r}, and gives the letter's box inside the disc`, async () => {
      for (const letter of ['C', 'V'] as const) {
        const { glyph } = await glyphOf(disc(letter, r));
        expect(glyph?.kind).toBe(letter);
        const box = glyph?.box;
        expect(box).toBeDefined();
        if (!box) continue;
        // Inside the disc, about centred on it, and about as tall as the letter.
        expect(box.x0).toBeGreaterThan(100 - r);
        expect(box.x1).toBeLessThan(100 + r);
        expect(Math.abs((box.x0 + box.x1) / 2 - 100)).toBeLessThan(r * 0.25);
        expect(box.y1 - box.y0).toBeGreaterThan(r * 0.6);
      }
    });
  }

  it('leaves other letters in a disc, and letters on a rectangular plate, to OCR', async () => {
    for (const letter of ['A', 'H', 'O', 'X']) {
      expect((await glyphOf(disc(letter, 15), BAND)).glyph).toBeUndefined();
    }
    const plate = (letter: string) =>
      `<rect x="60" y="45" width="80" height="30" fill="#000"/><text x="100" y="67" font-family="DejaVu Sans" font-weight="bold" font-size="19" fill="#fff" text-anchor="middle">${letter}</text>`;
    for (const letter of ['C', 'V']) expect((await glyphOf(plate(letter), BAND)).glyph).toBeUndefined();
  });
});

describe('letterBox', () => {
  it('drops the disc rim a badge text box takes in, and keeps a short name whole', async () => {
    const { box, grey } = await glyphOf(disc('V', 15));
    const letter = letterBox(grey, box, true);
    expect(letter).toBeDefined();
    // The rim is at 85 and 115: the letter box keeps well clear of it.
    expect(letter?.x0).toBeGreaterThan(88);
    expect(letter?.x1).toBeLessThan(112);

    const name = await draw(
      '<rect x="50" y="40" width="100" height="28" fill="#fff"/><text x="100" y="61" font-family="DejaVu Sans" font-weight="bold" font-size="18" fill="#37003c" text-anchor="middle">Son</text>',
    );
    const [found] = findTextLines(name.rgb);
    expect(found).toBeDefined();
    if (!found) return;
    const letters = letterBox(name.grey, found, false);
    // Every letter of "Son" is kept: the box spans the whole word found.
    expect(letters?.x0).toBeLessThanOrEqual(found.x0 + 1);
    expect(letters?.x1).toBeGreaterThanOrEqual(found.x1 - 1);
  });
});
