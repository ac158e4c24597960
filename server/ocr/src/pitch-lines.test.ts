import { describe, expect, it } from 'vitest';
import { erasePitchLines } from './pitch-lines.js';
import { drawSvg } from './testing/svg-image.js';
import type { PixelImage } from './text-lines.js';

const pixel = (image: PixelImage, x: number, y: number) => {
  const p = (y * image.width + x) * image.channels;
  return [image.data[p], image.data[p + 1], image.data[p + 2]];
};
const isWhite = (rgb: (number | undefined)[]) => rgb.every((v) => (v ?? 0) >= 200);

describe('erasePitchLines', () => {
  it('paints the pitch markings green and leaves plates, their text and the shirt badge', async () => {
    const image = await drawSvg(
      `<rect x="20" y="0" width="3" height="200" fill="#fff"/>
       <rect x="0" y="150" width="300" height="2" fill="#fff"/>
       <circle cx="200" cy="60" r="40" fill="none" stroke="#fff" stroke-width="2"/>
       <rect x="60" y="90" width="90" height="20" fill="#005a2f"/>
       <text x="105" y="105" font-family="DejaVu Sans" font-weight="bold" font-size="13" fill="#fff" text-anchor="middle">Lindelof</text>
       <rect x="60" y="20" width="90" height="20" fill="#fff"/>
       <circle cx="250" cy="170" r="7" fill="#fff"/>`,
      300,
      200,
    );
    erasePitchLines(image);
    expect(isWhite(pixel(image, 21, 50))).toBe(false);
    expect(isWhite(pixel(image, 100, 150))).toBe(false);
    expect(isWhite(pixel(image, 160, 60))).toBe(false);
    expect(isWhite(pixel(image, 200, 20))).toBe(false);
    // The plate's white ground, the white name on a dark plate and the disc stay.
    expect(isWhite(pixel(image, 100, 30))).toBe(true);
    expect(isWhite(pixel(image, 250, 170))).toBe(true);
    let nameInk = 0;
    for (let x = 60; x < 150; x++) for (let y = 92; y < 108; y++) if (isWhite(pixel(image, x, y))) nameInk++;
    expect(nameInk).toBeGreaterThan(60);
  });
});
