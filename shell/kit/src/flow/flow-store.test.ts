import { beforeAll, describe, expect, it } from 'vitest';

// The store persists to sessionStorage; this node test gives it an in-memory one before loading it.
const items = new Map<string, string>();
const memoryStorage = {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
};

let store: typeof import('./flow-store.js');
beforeAll(async () => {
  Object.assign(globalThis, { sessionStorage: memoryStorage, localStorage: memoryStorage });
  store = await import('./flow-store.js');
});

describe('upload flow store', () => {
  it('keeps the original screenshot in memory only; sessionStorage gets the resized copy', () => {
    store.useFlowStore.getState().setScreenshot({
      fileName: 'team.png',
      fileSize: 2_000_000,
      imageBase64: 'UkVTSVpFRA==',
      originalBase64: 'T1JJR0lOQUw=',
      uploadId: 'u1',
      screenshotUrl: '/api/uploads/u1/file',
    });
    expect(store.useFlowStore.getState().screenshot?.originalBase64).toBe('T1JJR0lOQUw=');
    const saved = JSON.parse(items.get('fpl-assistant.flow') ?? '{}');
    expect(saved.state.screenshot).toMatchObject({ imageBase64: 'UkVTSVpFRA==', uploadId: 'u1' });
    expect(saved.state.screenshot).not.toHaveProperty('originalBase64');
  });
});
