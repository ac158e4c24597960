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

  it('keeps one analysis key per confirmed squad, across a reload, until the squad changes', () => {
    const flow = store.useFlowStore;
    const squad = { gameweek: 14, freeTransfers: 1, budget: 0.5, formation: '3-4-3', players: [] };
    flow.getState().confirmSquad(squad);
    const key = flow.getState().analysisKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // A reload rebuilds the squad from sessionStorage: continuing with the same squad keeps the key.
    const saved = JSON.parse(items.get('fpl-assistant.flow') ?? '{}');
    expect(saved.state.analysisKey).toBe(key);
    flow.getState().confirmSquad(JSON.parse(JSON.stringify(squad)));
    expect(flow.getState().analysisKey).toBe(key);
    // An edit drops it; the next confirmation is a new analysis.
    flow.getState().setExtracted({ ...squad, freeTransfers: 2 });
    expect(flow.getState().analysisKey).toBeNull();
    flow.getState().confirmSquad({ ...squad, freeTransfers: 2 });
    expect(flow.getState().analysisKey).not.toBe(key);
  });

  it('gives each new screenshot its own extraction key', () => {
    const flow = store.useFlowStore;
    const shot = { fileName: 'a.png', fileSize: 1, imageBase64: 'QQ==', uploadId: null, screenshotUrl: null };
    flow.getState().setScreenshot(shot);
    const first = flow.getState().extractionKey;
    flow.getState().setScreenshot({ ...shot, fileName: 'b.png' });
    expect(first).toBeTruthy();
    expect(flow.getState().extractionKey).not.toBe(first);
  });

  it('an import by FPL team ID starts a fresh flow that edits keep and a screenshot replaces', () => {
    const flow = store.useFlowStore;
    const squad = { gameweek: 2, freeTransfers: 1, budget: 0, formation: '4-4-2', players: [] };
    flow.getState().setScreenshot({
      fileName: 'a.png',
      fileSize: 1,
      imageBase64: 'QQ==',
      uploadId: null,
      screenshotUrl: null,
    });
    flow.getState().confirmSquad(squad);
    flow.getState().setImported(118670, squad);
    expect(flow.getState()).toMatchObject({
      screenshot: null,
      extractionKey: null,
      analysisKey: null,
      importedTeamId: 118670,
    });
    flow.getState().setExtracted({ ...squad, freeTransfers: 2 });
    expect(flow.getState().importedTeamId).toBe(118670);
    expect(JSON.parse(items.get('fpl-assistant.flow') ?? '{}').state.importedTeamId).toBe(118670);
    flow.getState().setScreenshot({
      fileName: 'b.png',
      fileSize: 1,
      imageBase64: 'QQ==',
      uploadId: null,
      screenshotUrl: null,
    });
    expect(flow.getState().importedTeamId).toBeNull();
  });

  it('a squad entered by hand after a failed read keeps no screenshot', () => {
    const flow = store.useFlowStore;
    const squad = { gameweek: 33, freeTransfers: 1, budget: 0, formation: '4-4-2', players: [] };
    flow.getState().setScreenshot({
      fileName: 'no-squad.jpg',
      fileSize: 1,
      imageBase64: 'QQ==',
      uploadId: 'u1',
      screenshotUrl: null,
    });
    flow.getState().setEnteredByHand(squad);
    expect(flow.getState()).toMatchObject({
      screenshot: null,
      extractionKey: null,
      importedTeamId: null,
      extracted: squad,
    });
    expect(JSON.parse(items.get('fpl-assistant.flow') ?? '{}').state.screenshot).toBeNull();
  });
});
