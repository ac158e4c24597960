// Identifies an image by its first bytes (never by name or declared type) and reads its size from the header.
export type ImageType = 'png' | 'jpeg' | 'webp';

export interface ImageHeader {
  type: ImageType;
  mime: `image/${ImageType}`;
  width: number;
  height: number;
}

/** A screenshot bigger than this is not a phone or desktop screenshot; decoding it would be a memory bomb. */
export const MAX_PIXELS = 40_000_000;
export const MAX_SIDE = 16_384;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

function u16be(b: Uint8Array, o: number) {
  return ((b[o] ?? 0) << 8) | (b[o + 1] ?? 0);
}
function u32be(b: Uint8Array, o: number) {
  return (((b[o] ?? 0) << 24) | ((b[o + 1] ?? 0) << 16) | ((b[o + 2] ?? 0) << 8) | (b[o + 3] ?? 0)) >>> 0;
}
function u24le(b: Uint8Array, o: number) {
  return (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8) | ((b[o + 2] ?? 0) << 16);
}

function png(bytes: Uint8Array): ImageHeader | null {
  if (!startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return null;
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { type: 'png', mime: 'image/png', width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(bytes: Uint8Array): ImageHeader | null {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff])) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = u16be(bytes, offset + 2);
    if (length < 2) return null;
    if (SOF.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      return {
        type: 'jpeg',
        mime: 'image/jpeg',
        height: u16be(bytes, offset + 5),
        width: u16be(bytes, offset + 7),
      };
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end or scan data before any frame header
    offset += 2 + length;
  }
  return null;
}

function webp(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(bytes, 12, 4);
  const base = { type: 'webp', mime: 'image/webp' } as const;
  if (chunk === 'VP8X') return { ...base, width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  if (chunk === 'VP8 ') {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return {
      ...base,
      width: ((bytes[26] ?? 0) | ((bytes[27] ?? 0) << 8)) & 0x3fff,
      height: ((bytes[28] ?? 0) | ((bytes[29] ?? 0) << 8)) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits =
      (bytes[21] ?? 0) | ((bytes[22] ?? 0) << 8) | ((bytes[23] ?? 0) << 16) | ((bytes[24] ?? 0) << 24);
    return { ...base, width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** The image's real type and size, or null when the bytes are not a PNG, JPEG or WebP. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  return png(bytes) ?? jpeg(bytes) ?? webp(bytes);
}

/** null when the dimensions are plausible for a screenshot, else why not. */
export function checkDimensions(header: ImageHeader): string | null {
  const { width, height } = header;
  if (width < 1 || height < 1) return 'Image has no pixels';
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) {
    return `Image dimensions ${width}x${height} are too large for a screenshot`;
  }
  return null;
}
