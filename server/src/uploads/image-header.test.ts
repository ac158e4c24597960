import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegBytes, pngBytes, webpBytes, zipBytes } from '../testing/images.js';
import { checkDimensions, readImageHeader } from './image-header.js';

describe('readImageHeader', () => {
  it('reads PNG, JPEG and WebP sizes from their headers', async () => {
    expect(await readImageHeader(pngBytes(1280, 800))).toMatchObject({
      type: 'png',
      width: 1280,
      height: 800,
    });
    expect(await readImageHeader(jpegBytes(900, 1600))).toMatchObject({
      type: 'jpeg',
      mime: 'image/jpeg',
      width: 900,
      height: 1600,
    });
    expect(await readImageHeader(webpBytes(750, 1334))).toMatchObject({
      type: 'webp',
      width: 750,
      height: 1334,
    });
  });

  it('reads images as encoders write them, not only our fixtures', async () => {
    const canvas = { create: { width: 390, height: 844, channels: 3, background: '#37003c' } } as const;
    for (const [type, bytes] of [
      ['png', await sharp(canvas).png().toBuffer()],
      ['jpeg', await sharp(canvas).jpeg().toBuffer()],
      ['webp', await sharp(canvas).webp({ lossless: true }).toBuffer()],
    ] as const) {
      expect(await readImageHeader(bytes)).toEqual({ type, mime: `image/${type}`, width: 390, height: 844 });
    }
  });

  it('refuses anything else, however it is named', async () => {
    expect(await readImageHeader(zipBytes())).toBeNull();
    // sharp would read these: only PNG, JPEG and WebP are handed to it.
    expect(
      await readImageHeader(
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      ),
    ).toBeNull();
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(await readImageHeader(gif)).toBeNull();
    expect(await readImageHeader(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(await readImageHeader(new Uint8Array())).toBeNull();
  });

  it('refuses a corrupt or truncated header behind a valid signature', async () => {
    const png = pngBytes(1280, 800);
    png.set([0xff], 20); // the IHDR no longer matches its checksum
    expect(await readImageHeader(png)).toBeNull();
    expect(await readImageHeader(pngBytes(1280, 800).subarray(0, 20))).toBeNull();
    expect(await readImageHeader(jpegBytes(900, 1600).subarray(0, 40))).toBeNull();
    expect(await readImageHeader(webpBytes(750, 1334).subarray(0, 24))).toBeNull();
  });

  it('refuses absurd dimensions', async () => {
    const header = await readImageHeader(pngBytes(20000, 20000));
    expect(header).toMatchObject({ width: 20000, height: 20000 });
    if (header) expect(checkDimensions(header)).toMatch(/too large/);
    const ok = await readImageHeader(pngBytes(1920, 1080));
    expect(ok).not.toBeNull();
    if (ok) expect(checkDimensions(ok)).toBeNull();
    expect(checkDimensions({ type: 'png', mime: 'image/png', width: 0, height: 10 })).toMatch(/no pixels/);
  });
});
