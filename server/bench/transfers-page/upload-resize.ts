// The web upload shrinks a screenshot to fit 900×900 in a canvas before extraction (spec §9,
// mfe-upload's resizeScreenshot). The same canvas resize in Chromium gives the image the server really sees.
import { fitWithin, PNG_QUALITY } from '@fpl-assistant/engine/app';
import type { Browser } from 'playwright-core';
import { readImageHeader } from '../../src/uploads/image-header.js';

/** PNG bytes in, PNG bytes out at most 900 px a side, resized as the browser upload does. */
export async function resizeLikeUpload(browser: Browser, png: Buffer): Promise<Buffer> {
  const header = await readImageHeader(png);
  if (!header) throw new Error('not an image');
  const size = fitWithin(header.width, header.height);
  if (size.width === header.width && size.height === header.height) return png;
  const page = await browser.newPage();
  try {
    const base64 = await page.evaluate(
      async ({ dataUrl, quality, width, height }) => {
        const image = new Image();
        await new Promise((resolve, reject) => {
          image.onload = resolve;
          image.onerror = reject;
          image.src = dataUrl;
        });
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no canvas context');
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, 0, 0, width, height);
        const url = canvas.toDataURL('image/png', quality);
        return url.slice(url.indexOf(',') + 1);
      },
      { dataUrl: `data:image/png;base64,${png.toString('base64')}`, quality: PNG_QUALITY, ...size },
    );
    return Buffer.from(base64, 'base64');
  } finally {
    await page.close();
  }
}
