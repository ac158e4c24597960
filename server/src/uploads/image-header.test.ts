import { describe, expect, it } from 'vitest';
import { jpegBytes, pngBytes, webpBytes, zipBytes } from '../testing/images.js';
import { checkDimensions, readImageHeader } from './image-header.js';

describe('readImageHeader', () => {
  it('reads PNG, JPEG and WebP sizes from their headers', () => {
    expect(readImageHeader(pngBytes(1280, 800))).toMatchObject({ type: 'png', width: 1280, height: 800 });
    expect(readImageHeader(jpegBytes(900, 1600))).toMatchObject({ type: 'jpeg', width: 900, height: 1600 });
    expect(readImageHeader(webpBytes(750, 1334))).toMatchObject({ type: 'webp', width: 750, height: 1334 });
  });

  it('refuses anything else, however it is named', () => {
    expect(readImageHeader(zipBytes())).toBeNull();
    expect(readImageHeader(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImageHeader(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(readImageHeader(new Uint8Array())).toBeNull();
  });

  it('refuses absurd dimensions', () => {
    const header = readImageHeader(pngBytes(20000, 20000));
    expect(header).not.toBeNull();
    if (header) expect(checkDimensions(header)).toMatch(/too large/);
    const ok = readImageHeader(pngBytes(1920, 1080));
    if (ok) expect(checkDimensions(ok)).toBeNull();
    const empty = readImageHeader(pngBytes(0, 10));
    if (empty) expect(checkDimensions(empty)).toMatch(/no pixels/);
  });
});
