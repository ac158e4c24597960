// C/V badges drawn as FPL draws them (a white letter in a black disc on the green pitch) are told apart by
// shape; plates and other letters in discs are left to OCR.
import type { Box } from '@fpl-assistant/engine/extraction';
import { describe, expect, it } from 'vitest';
import { badgeAmong, badgeGlyph } from './badge-glyph.js';
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

describe('badgeAmong', () => {
  // A recoloured plate (dark green), the shirt's white print on red, and a badge close beside it: the line
  // finder returns one box over both, which is no single letter.
  const shirt = (badge: string) =>
    `<rect width="200" height="120" fill="#0b6b32"/><rect x="30" y="35" width="52" height="50" fill="#d0021b"/>` +
    `<text x="56" y="66" font-family="DejaVu Sans" font-weight="bold" font-size="13" fill="#fff" text-anchor="middle">Fly</text>${badge}`;
  const JOINED: Box = { x0: 40, y0: 50, x1: 112, y1: 71 };

  it('finds a V or C joined to the print beside it, where the single-letter reading finds none', async () => {
    for (const letter of ['V', 'C'] as const) {
      const { grey } = await draw(shirt(disc(letter, 10, 100, 60)));
      expect(badgeGlyph(grey, JOINED, true)).toBeUndefined();
      const glyph = badgeAmong(grey, JOINED, true);
      expect(glyph?.kind).toBe(letter);
      // The letter's own box, inside the disc, not the print's.
      expect(glyph?.box.x0).toBeGreaterThan(90);
      expect(glyph?.box.x1).toBeLessThan(110);
    }
  });

  it('finds nothing in print alone, or beside another letter in a disc', async () => {
    expect(badgeAmong((await draw(shirt(''))).grey, JOINED, true)).toBeUndefined();
    for (const letter of ['A', 'O']) {
      expect(badgeAmong((await draw(shirt(disc(letter, 10, 100, 60)))).grey, JOINED, true)).toBeUndefined();
    }
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
