// Text lines found on drawn plates: each line's box covers all of its ink and nothing of the line above or
// below, for big bold phone text as for small desktop text beside a pitch line.
import type { Box } from '@fpl-assistant/engine/extraction';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawSvg } from './testing/svg-image.js';
import { clearLongVerticalEdges, findTextLines, type PixelImage, pitchSeparated } from './text-lines.js';

const draw = (body: string, width: number, height: number) => drawSvg(body, width, height);

/** The box around the pixels inside `area` far from the plate's ground: the ink's real extent. */
function inkExtent(image: PixelImage, area: Box, ground: [number, number, number]): Box {
  const out = { x0: area.x1, y0: area.y1, x1: area.x0, y1: area.y0 };
  for (let y = area.y0; y < area.y1; y++) {
    for (let x = area.x0; x < area.x1; x++) {
      const p = (y * image.width + x) * image.channels;
      if (ground.some((v, c) => Math.abs((image.data[p + c] as number) - v) > 100)) {
        out.x0 = Math.min(out.x0, x);
        out.y0 = Math.min(out.y0, y);
        out.x1 = Math.max(out.x1, x + 1);
        out.y1 = Math.max(out.y1, y + 1);
      }
    }
  }
  return out;
}

/**
 * `box` holds `ink`, give or take a tenth of the ink's height (an antialiased row or two): the strip crops
 * every box with a margin of 15% of its height, so no stroke inside that is cut.
 */
const covers = (box: Box, ink: Box) => {
  const slack = Math.max(1, Math.round(0.1 * (ink.y1 - ink.y0)));
  return (
    box.x0 <= ink.x0 + slack &&
    box.y0 <= ink.y0 + slack &&
    box.x1 >= ink.x1 - slack &&
    box.y1 >= ink.y1 - slack
  );
};

/** A phone plate (3× scale): white name on dark green, price in dark green on bright green. */
const phonePlate = (name: string, price: string, x = 40, y = 40) => `
  <rect x="${x}" y="${y}" width="380" height="100" rx="10" fill="#00512e"/>
  <rect x="${x}" y="${y + 50}" width="380" height="50" fill="#00ff87"/>
  <text x="${x + 190}" y="${y + 36}" font-family="DejaVu Sans" font-weight="bold" font-size="36" fill="#fff" text-anchor="middle">${name}</text>
  <text x="${x + 190}" y="${y + 86}" font-family="DejaVu Sans" font-weight="bold" font-size="36" fill="#00512e" text-anchor="middle">${price}</text>`;

/** A desktop plate (1× scale) inside the centre circle: the circle's line runs close past both sides. */
const desktopPlateInCircle = (name: string, price: string) => `
  <circle cx="110" cy="80" r="52" fill="none" stroke="#fff" stroke-width="2"/>
  <rect x="67" y="50" width="86" height="18" fill="#fff"/>
  <rect x="67" y="68" width="86" height="18" fill="#37003c"/>
  <text x="110" y="63" font-family="DejaVu Sans" font-weight="bold" font-size="12" fill="#37003c" text-anchor="middle">${name}</text>
  <text x="110" y="81" font-family="DejaVu Sans" font-size="12" fill="#fff" text-anchor="middle">${price}</text>`;

const mostlyInsideArea = (box: Box, area: Box) =>
  box.x0 >= area.x0 - 2 && box.x1 <= area.x1 + 2 && box.y0 >= area.y0 - 2 && box.y1 <= area.y1 + 2;

describe('findTextLines', () => {
  it('covers the whole of a big bold price with few stroke edges (tops and feet not cut, not in pieces)', async () => {
    for (const price of ['£7.7m', '£4.6m', '£10.1m']) {
      const image = await draw(phonePlate('Wilson', price), 460, 180);
      const lines = findTextLines(image);
      const priceArea = { x0: 40, y0: 90, x1: 420, y1: 140 };
      const onPrice = lines.filter((box) => box.y0 >= priceArea.y0 && box.y1 <= priceArea.y1);
      expect(onPrice, price).toHaveLength(1);
      const box = onPrice[0] as Box;
      expect(covers(box, inkExtent(image, priceArea, [0, 255, 135])), price).toBe(true);
      // The name's line is its own.
      const onName = lines.filter((line) => line.y1 <= 90 && line.y0 >= 40);
      expect(onName).toHaveLength(1);
    }
  });

  it('covers the whole of a thin serif price shrunk for upload (its curved tops have few stroke edges)', async () => {
    // A classic plate at 2× (serif 10 px), the capture shrunk to 0.64 as a chat app does, then doubled again
    // as lines on a page under 600 pixels wide are found.
    const plate = (price: string, x: number) => `
      <rect x="${x}" y="20" width="150" height="72" rx="8" fill="#00512e"/>
      <rect x="${x}" y="56" width="150" height="36" fill="#00ff87"/>
      <text x="${x + 75}" y="46" font-family="DejaVu Serif" font-weight="bold" font-size="24" fill="#fff" text-anchor="middle">Pickford</text>
      <text x="${x + 75}" y="82" font-family="DejaVu Serif" font-weight="bold" font-size="24" fill="#00512e" text-anchor="middle">${price}</text>`;
    const prices = ['£5.5m', '£14.4m', '£5.9m'];
    const drawn = await draw(prices.map((price, i) => plate(price, 20 + 170 * i)).join(''), 540, 110);
    const raw = { raw: { width: drawn.width, height: drawn.height, channels: 3 as const } };
    const small = await sharp(drawn.data, raw)
      .resize({ width: Math.round(0.64 * drawn.width) })
      .png()
      .toBuffer();
    const { data, info } = await sharp(small)
      .resize({ width: 2 * Math.round(0.64 * drawn.width) })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const image = { data, width: info.width, height: info.height, channels: info.channels };
    const lines = findTextLines(image);
    const k = info.width / drawn.width;
    prices.forEach((price, i) => {
      const area = {
        x0: Math.round((20 + 170 * i) * k),
        y0: Math.round(58 * k),
        x1: Math.round((170 + 170 * i) * k),
        y1: Math.round(92 * k),
      };
      const onPrice = lines.filter((box) => mostlyInsideArea(box, area));
      expect(onPrice, price).toHaveLength(1);
      expect(covers(onPrice[0] as Box, inkExtent(image, area, [0, 255, 135])), price).toBe(true);
    });
  });

  it('reads a phone header label with a wide word gap as one line ("Free" short, "Transfers" long)', async () => {
    for (const font of ['DejaVu Sans', 'Liberation Sans']) {
      const card = `<rect x="20" y="20" width="300" height="60" rx="8" fill="#fff" stroke="#ddd" stroke-width="3"/>
        <text x="170" y="58" font-family="${font}" font-size="30" fill="#555" text-anchor="middle">Free Transfers</text>`;
      const image = await draw(card, 340, 100);
      const lines = findTextLines(image);
      expect(lines, font).toHaveLength(1);
      const ink = inkExtent(image, { x0: 30, y0: 30, x1: 310, y1: 70 }, [255, 255, 255]);
      expect(covers(lines[0] as Box, ink), font).toBe(true);
    }
  });

  it('does not join the names of two plates side by side, however close', async () => {
    const plates = `<rect x="20" y="20" width="120" height="40" fill="#fff"/><rect x="146" y="20" width="120" height="40" fill="#fff"/>
      <text x="80" y="48" font-family="DejaVu Sans" font-weight="bold" font-size="22" fill="#37003c" text-anchor="middle">Essugo</text>
      <text x="206" y="48" font-family="DejaVu Sans" font-weight="bold" font-size="22" fill="#37003c" text-anchor="middle">Semenyo</text>`;
    const image = await draw(plates, 290, 80);
    const lines = findTextLines(image);
    expect(lines.some((box) => box.x0 < 140 && box.x1 > 146)).toBe(false);
  });

  it('keeps a name apart from its price and from the centre circle drawn past the plate', async () => {
    const image = await draw(desktopPlateInCircle('Welbeck', '£6.3m'), 220, 160);
    const lines = findTextLines(image).filter((box) => box.y1 > 50 && box.y0 < 86);
    const name = lines.find((box) => box.y0 < 68 && box.y1 <= 70);
    const price = lines.find((box) => box.y0 >= 66);
    expect(name).toBeDefined();
    expect(price).toBeDefined();
    // Neither box reaches out to the circle's line at the plate's sides.
    for (const box of [name, price] as Box[]) {
      expect(box.x0).toBeGreaterThanOrEqual(67);
      expect(box.x1).toBeLessThanOrEqual(153);
    }
  });

  it("finds the name of a plate standing close to the pitch's side line", async () => {
    // A phone page shrunk for sending: the side line runs 20 px left of the outermost plate's name.
    const pitch = `<rect x="0" y="0" width="300" height="400" fill="#00a650"/>
      <rect x="25.5" y="0" width="4.6" height="400" fill="#fff"/>
      <rect x="38" y="176" width="124" height="30" rx="4" fill="#fff"/>
      <text x="46" y="198" font-family="DejaVu Sans" font-weight="bold" font-size="19" fill="#37003c">Branth…</text>`;
    const image = await draw(pitch, 300, 400);
    const lines = findTextLines(image);
    const name = lines.find((box) => box.y0 >= 178 && box.y1 <= 208);
    expect(name).toBeDefined();
    expect((name as Box).x0).toBeGreaterThan(30);
  });
});

describe('findTextLines on short bold names', () => {
  it('keeps the stem of a short name\'s first letter ("Beto", not "eto")', async () => {
    // A desktop classic plate at 1.25×: white semi-bold name on dark green, the price band under it. The B's stem
    // is solid white over every row of the name: judged on those rows alone it looks like ground.
    for (const name of ['Beto', 'Bijol', 'Hill', 'Dúbravka']) {
      const plate = `<rect x="0" y="0" width="200" height="80" fill="#00a650"/>
        <rect x="50" y="10" width="100" height="22" fill="#005a2f"/><rect x="50" y="32" width="100" height="20" fill="#00ff87"/>
        <text x="100" y="27" font-family="DejaVu Sans" font-weight="600" font-size="15" fill="#fff" text-anchor="middle">${name}</text>
        <text x="100" y="47" font-family="DejaVu Sans" font-size="15" fill="#005a2f" text-anchor="middle">£5.0m</text>`;
      const image = await draw(plate, 200, 80);
      const ink = inkExtent(image, { x0: 52, y0: 12, x1: 148, y1: 31 }, [0, 90, 47]);
      const line = findTextLines(image).find((box) => box.y0 < 31 && box.y1 > 12);
      expect(line, name).toBeDefined();
      expect((line as Box).x0, name).toBeLessThanOrEqual(ink.x0 + 1);
      expect((line as Box).x1, name).toBeGreaterThanOrEqual(ink.x1 - 1);
    }
  });
});

describe('clearLongVerticalEdges', () => {
  it('clears edge runs down a column longer than any line, and keeps glyph strokes', () => {
    const width = 3;
    const height = 200;
    const edges = new Uint8Array(width * height);
    for (let y = 0; y < 150; y++) edges[y * width] = 1;
    for (let y = 10; y < 40; y++) edges[y * width + 1] = 1;
    clearLongVerticalEdges(edges, width, height);
    expect(edges.filter((_, i) => i % width === 0).every((v) => v === 0)).toBe(true);
    expect(edges.filter((_, i) => i % width === 1).reduce((a, b) => a + b, 0)).toBe(30);
  });
});

describe('pitchSeparated', () => {
  it('splits a region of two plates side by side at the pitch between them, and at nothing else', async () => {
    // Two names that fill their plates joined with the tops of both price bands; the classic band's bright
    // green is no pitch.
    const plate = (x: number, band: string) =>
      `<rect x="${x}" y="10" width="100" height="20" fill="#fff"/><rect x="${x}" y="30" width="100" height="12" fill="${band}"/>`;
    const image = await draw(`${plate(10, '#37003c')}${plate(122, '#00ff87')}`, 240, 60);
    expect(pitchSeparated(image, 5, 230, 10, 40)).toEqual([
      [10, 110],
      [122, 222],
    ]);
    expect(pitchSeparated(image, 122, 222, 30, 42)).toEqual([[122, 222]]);
  });
});
