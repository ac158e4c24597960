import { MESSAGES } from '@fpl-assistant/engine/app';
import { hasAnalysesLeft } from '@fpl-assistant/engine/pricing';
import { api, type FlowScreenshot, ok } from '@fpl-assistant/web-kit';
import { blobToBase64, resizeScreenshot } from './resize-screenshot';

/**
 * Spec §4 "Analyze Team": checks the quota, resizes, uploads the resized PNG (a pending upload record is created).
 */
export async function prepareAnalysis(file: File): Promise<FlowScreenshot> {
  const usage = await ok(api.GET('/api/usage'));
  if (!hasAnalysesLeft(usage)) throw new Error(MESSAGES.quotaExhausted);
  const png = await resizeScreenshot(file);
  const form = new FormData();
  form.append('file', png, `${file.name.replace(/\.[^.]+$/, '')}.png`);
  // openapi-typescript types a binary multipart field as a string: `body` is a placeholder, the form is sent.
  const record = await ok(api.POST('/api/uploads', { body: { file: '' }, bodySerializer: () => form }));
  return {
    uploadId: record.id,
    screenshotUrl: record.url,
    imageBase64: await blobToBase64(png),
    // Extraction reads the original: small text survives (see FlowScreenshot.originalBase64).
    originalBase64: await blobToBase64(file),
    fileName: file.name,
    fileSize: file.size,
  };
}
