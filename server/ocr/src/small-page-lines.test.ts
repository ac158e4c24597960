// Lines on a page under 600 pixels wide (a phone capture shrunk by a chat app) are found on a copy at twice
// the size: thin serif prices whole, and the names of a tight row of five each on its own.
import type { Box } from '@fpl-assistant/engine/extraction';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findLines } from './read-screenshot.js';
import { drawSvg } from './testing/svg-image.js';
import type { PixelImage } from './text-lines.js';

/** The drawing shrunk to `factor` of its size and JPEG-compressed, as a chat app sends a capture on. */
async function shrunk(image: PixelImage, factor: number): Promise<PixelImage> {
  const jpeg = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize({ width: Math.round(factor * image.width) })
    .jpeg({ quality: 84 })
    .toBuffer();
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

const covering = (lines: Box[], area: Box) =>
  lines.filter((box) => box.x0 < area.x1 && area.x0 < box.x1 && box.y0 < area.y1 && area.y0 < box.y1);

describe('findLines on a small page', () => {
  it('finds thin serif prices whole (classic plates, 2× capture shrunk to 0.62)', async () => {
    const plate = (name: string, price: string, x: number) => `
      <rect x="${x}" y="20" width="150" height="72" rx="8" fill="#00512e"/>
      <rect x="${x}" y="56" width="150" height="36" fill="#00ff87"/>
      <text x="${x + 75}" y="46" font-family="DejaVu Serif" font-weight="800" font-size="22" fill="#fff" text-anchor="middle">${name}</text>
      <text x="${x + 75}" y="82" font-family="DejaVu Serif" font-weight="800" font-size="22" fill="#00512e" text-anchor="middle">${price}</text>`;
    const prices = ['£4.6m', '£5.6m', '£4.9m', '£7.1m'];
    const names = ['Ballard', 'Caicedo', 'Guéhi', 'Rice'];
    const body = prices.map((price, i) => plate(names[i] as string, price, 20 + 170 * i)).join('');
    const image = await shrunk(await drawSvg(body, 700, 110), 0.62);
    const lines = await findLines(image);
    const k = image.width / 700;
    prices.forEach((price, i) => {
      const area = {
        x0: Math.round((20 + 170 * i) * k),
        y0: Math.round(57 * k),
        x1: Math.round((170 + 170 * i) * k),
        y1: Math.round(92 * k),
      };
      const found = covering(lines, area);
      // One box over the whole price: its "£" and its "m" with it.
      expect(found, price).toHaveLength(1);
      const box = found[0] as Box;
      expect(box.x1 - box.x0, price).toBeGreaterThan(0.22 * (area.x1 - area.x0));
      expect(box.y1 - box.y0, price).toBeGreaterThan(0.5 * (area.y1 - area.y0) - 2);
    });
  });

  it('keeps the names of a tight row of five plates apart (modern plates, shrunk to 0.7)', async () => {
    const plate = (name: string, x: number) => `
      <rect x="${x}" y="20" width="112" height="30" fill="#fff"/>
      <rect x="${x}" y="50" width="112" height="28" fill="#37003c"/>
      <text x="${x + 56}" y="42" font-family="DejaVu Sans" font-weight="bold" font-size="20" fill="#37003c" text-anchor="middle">${name}</text>
      <text x="${x + 56}" y="71" font-family="DejaVu Sans" font-size="20" fill="#fff" text-anchor="middle">£4.5m</text>`;
    const names = ['Gabriel', 'Senesi', "O'Brien", 'Van Hec…', 'Matheu…'];
    const body = names.map((name, i) => plate(name, 12 + 116 * i)).join('');
    const image = await shrunk(await drawSvg(body, 600, 100), 0.7);
    const lines = await findLines(image);
    const k = image.width / 600;
    const nameRow = lines.filter((box) => box.y1 <= Math.round(52 * k) && box.y0 >= Math.round(18 * k));
    // Five names, none reaching over a neighbour's plate, none joined with the prices.
    expect(nameRow, JSON.stringify(lines)).toHaveLength(5);
    expect(lines.some((box) => box.y0 < 45 * k && box.y1 > 58 * k)).toBe(false);
  });
});
