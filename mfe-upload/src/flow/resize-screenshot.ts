import { fitWithin, MESSAGES, PNG_QUALITY } from '@fpl-assistant/engine/app';

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(MESSAGES.imageLoad));
    };
    image.src = url;
  });
}

/** Spec §5: at most 900×900 keeping the aspect ratio, encoded as PNG (quality 0.9). */
export async function resizeScreenshot(file: Blob): Promise<Blob> {
  const image = await loadImage(file);
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(MESSAGES.canvasContext);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(MESSAGES.canvasBlob))),
      'image/png',
      PNG_QUALITY,
    );
  });
}

/** Raw base64 (no data-URL prefix), as the extract call takes it. */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve(dataUrl.slice(dataUrl.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error(MESSAGES.imageLoad));
    reader.readAsDataURL(blob);
  });
}

/** Size in MB with two decimals, as the preview shows it. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
