import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_UPLOAD_BYTES, validateScreenshotFile } from './screenshot-file.js';
import { hitCost } from './transfers.js';

describe('validateScreenshotFile', () => {
  it.each(['image/png', 'image/jpeg', 'image/jpg', 'image/webp', 'IMAGE/PNG'])('accepts %s', (type) => {
    expect(validateScreenshotFile({ type, size: 1000 })).toBeNull();
  });

  it.each(['image/gif', 'application/pdf', '', 'image/svg+xml'])(
    'rejects %j with the spec message',
    (type) => {
      expect(validateScreenshotFile({ type, size: 1000 })).toBe(
        'Please upload a valid image file (PNG, JPG, JPEG, or WebP)',
      );
    },
  );

  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(validateScreenshotFile({ type: 'image/png', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(validateScreenshotFile({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'File size must be less than 10MB',
    );
  });
});

describe('fitWithin', () => {
  it('scales down keeping the aspect ratio', () => {
    expect(fitWithin(1800, 900)).toEqual({ width: 900, height: 450 });
    expect(fitWithin(1170, 2532)).toEqual({ width: 416, height: 900 });
    expect(fitWithin(2000, 1000, 500)).toEqual({ width: 500, height: 250 });
  });

  it('never upscales', () => {
    expect(fitWithin(500, 400)).toEqual({ width: 500, height: 400 });
    expect(fitWithin(900, 900)).toEqual({ width: 900, height: 900 });
  });

  it('keeps at least one pixel on a very thin image', () => {
    expect(fitWithin(100000, 10)).toEqual({ width: 900, height: 1 });
  });
});

describe('hitCost', () => {
  it.each([
    [0, 1, 0],
    [1, 1, 0],
    [2, 1, 4],
    [3, 1, 8],
    [1, 2, 0],
    [5, 0, 20],
  ])('%i transfers with %i free cost %i points', (transfers, free, cost) => {
    expect(hitCost(transfers, free)).toBe(cost);
  });
});
