import { MESSAGES } from './messages.js';

/** The largest screenshot upload, in bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Longest side, in pixels, a screenshot is scaled down to before upload. */
export const MAX_IMAGE_SIDE = 900;
export const PNG_QUALITY = 0.9;
/** The image types an upload may have. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'] as const;

/** null when the file may be uploaded, else the message for the first problem found. */
export function validateScreenshotFile(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase()))
    return MESSAGES.invalidFileType;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.fileTooLarge;
  return null;
}

/** The size to draw an image at so it fits in max × max, keeping its aspect ratio and never upscaling. */
export function fitWithin(
  width: number,
  height: number,
  max = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  if (width <= max && height <= max) return { width, height };
  const scale = Math.min(max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
