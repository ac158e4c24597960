import type { Page } from '@playwright/test';

/** A plain purple PNG (no squad in it), drawn by the browser: raw base64. */
export function blankPng(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1080;
    canvas.height = 1920;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#37003c';
    context.fillRect(0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
}

/** Drops a file on the upload area, as a manager dragging it from their desktop would. */
export async function dropFile(page: Page, name: string, type: string, base64: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ([fileName, mimeType, data]) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], fileName, { type: mimeType }));
      return transfer;
    },
    [name, type, base64] as const,
  );
  await page.locator('.up-dropzone').dispatchEvent('drop', { dataTransfer });
}
