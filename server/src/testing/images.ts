import { crc32 } from 'node:zlib';

// Small valid images for tests: real headers that sharp reads, with the pixel data of a tiny image and the
// header's dimensions patched to the size a test needs (metadata reads the header only, never the pixels).

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(
    [...type].map((ch) => ch.charCodeAt(0)),
    4,
  );
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

/** A deflate stream of one zero byte: an IDAT that says nothing about the size. */
const TINY_IDAT = new Uint8Array([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]);

/** A PNG of that size, `extra` zero bytes after its end (a file of a given weight). */
export function pngBytes(width: number, height: number, extra = 64): Uint8Array {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', TINY_IDAT),
    pngChunk('IEND', new Uint8Array()),
  ];
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const bytes = new Uint8Array(length + extra);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

const base64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'));

/** An 8x8 baseline JPEG as sharp writes it; its SOF0 frame header (FF C0) holds height then width. */
const JPEG_8X8 = base64(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z',
);

export function jpegBytes(width: number, height: number): Uint8Array {
  const bytes = JPEG_8X8.slice();
  const sof = bytes.findIndex((b, i) => b === 0xff && bytes[i + 1] === 0xc0);
  const view = new DataView(bytes.buffer);
  view.setUint16(sof + 5, height);
  view.setUint16(sof + 7, width);
  return bytes;
}

/** An 8x8 lossy WebP ('VP8 ' chunk) as sharp writes it; bytes 26-29 hold the 14-bit width and height. */
const WEBP_8X8 = base64('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoIAAgAAsBMJaQAA3AA/veMAAA=');

export function webpBytes(width: number, height: number): Uint8Array {
  const bytes = WEBP_8X8.slice();
  const view = new DataView(bytes.buffer);
  view.setUint16(26, width & 0x3fff, true);
  view.setUint16(28, height & 0x3fff, true);
  return bytes;
}

/** The start of a zip archive. */
export function zipBytes(): Uint8Array {
  return new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, ...new Array(60).fill(0)]);
}
