// Test support: an SVG drawing (on a solid ground, FPL's pitch green by default) rendered to raw RGB pixels,
// the form the text-line finder and the badge reader take.
import sharp from 'sharp';
import type { PixelImage } from '../text-lines.js';

export const PITCH_GREEN = '#00a650';

export async function drawSvg(
  body: string,
  width: number,
  height: number,
  ground = PITCH_GREEN,
): Promise<PixelImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${ground}"/>${body}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
