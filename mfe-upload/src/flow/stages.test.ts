import { describe, expect, it } from 'vitest';
import { COMPLETE_MESSAGE, DEMO_RECOMMEND_RUN, EXTRACT_RUN, RECOMMEND_RUN, runStages } from './stages';

/** A sleep that records what was asked and resolves at once. */
function fakeSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('runStages', () => {
  it('shows every message in order, then Complete!, with the spec delays', async () => {
    const { waits, sleep } = fakeSleep();
    const messages: string[] = [];
    const value = await runStages({
      run: RECOMMEND_RUN,
      work: async () => 42,
      onMessage: (m) => messages.push(m),
      sleep,
      signal: new AbortController().signal,
    });
    expect(value).toBe(42);
    expect(messages).toEqual([
      'Analyzing your team...',
      'Researching fixtures and player form...',
      'Searching Premier League news...',
      'Analyzing chip strategy...',
      'Generating recommendations...',
      COMPLETE_MESSAGE,
    ]);
    expect(waits).toEqual([1500, 1500, 1500, 1000, 500]);
  });

  it('uses the demo delays', async () => {
    const { waits, sleep } = fakeSleep();
    await runStages({
      run: DEMO_RECOMMEND_RUN,
      work: async () => null,
      onMessage: () => {},
      sleep,
      signal: new AbortController().signal,
    });
    expect(waits).toEqual([1500, 1500, 1500, 1000, 2000]);
  });

  it('rejects with the work error without showing later messages', async () => {
    const messages: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sleep = async () => {
      release();
      await new Promise(() => {}); // a long first stage: the failure must cut it short
    };
    const run = runStages({
      run: EXTRACT_RUN,
      work: async () => {
        await gate;
        throw new Error('Extraction failed');
      },
      onMessage: (m) => messages.push(m),
      sleep,
      signal: new AbortController().signal,
    });
    await expect(run).rejects.toThrow('Extraction failed');
    expect(messages).toEqual(['Processing screenshot...']);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const run = runStages({
      run: EXTRACT_RUN,
      work: async () => 1,
      onMessage: () => controller.abort(),
      sleep: async () => {},
      signal: controller.signal,
    });
    await expect(run).rejects.toThrow('aborted');
  });
});
