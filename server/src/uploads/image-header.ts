import sharp, { type Metadata } from 'sharp';

// Identifies an image by its bytes (never by name or declared type) and reads its size with sharp (libvips),
// which reads the header only: nothing is decoded here.
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

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * The type the first bytes claim. Only these three reach sharp: libvips also opens SVG, TIFF, GIF, HEIF and
 * more, and a parser we do not accept is attack surface we do not need.
 */
function claimedType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}

/** The image's real type and size, or null when the bytes are not a readable PNG, JPEG or WebP. */
export async function readImageHeader(bytes: Uint8Array): Promise<ImageHeader | null> {
  const type = claimedType(bytes);
  if (!type) return null;
  let metadata: Metadata;
  try {
    // No pixel limit here: the header is all that is read, and checkDimensions says why a size is refused.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null; // a corrupt or truncated header
  }
  if (metadata.format !== type) return null;
  return { type, mime: `image/${type}`, width: metadata.width, height: metadata.height };
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
