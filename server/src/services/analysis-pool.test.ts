import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { FIXTURE_DIR, sampleSquad, testClock } from '../testing/harness.js';
import {
  AnalysisBusyError,
  AnalysisCancelledError,
  type AnalysisRunner,
  analysisRunner,
} from './analysis-pool.js';
import { analysisProvider } from './analysis-provider.js';
import type { AnalysisTask } from './analysis-task.js';
import { directoryFplService } from './fpl.js';

/** A real task over the fixture data, as the provider hands it to the pool. */
async function fixtureTask(): Promise<AnalysisTask> {
  let captured: AnalysisTask | undefined;
  const inline = analysisRunner({ workers: 0, queue: 0 });
  const recording: AnalysisRunner = {
    pending: 0,
    run: (task, signal) => {
      captured = task;
      return inline.run(task, signal);
    },
    close: async () => {},
  };
  const provider = analysisProvider(
    directoryFplService(FIXTURE_DIR, testClock()),
    silentLogger,
    undefined,
    recording,
  );
  await provider.analyze({ extractedData: sampleSquad(3), gameweek: 3, tier: 'free' });
  if (!captured) throw new Error('no task');
  return captured;
}

/** Event-loop turns (setImmediate) until `work` settles. */
async function turnsWhile(work: Promise<unknown>): Promise<number> {
  let settled = false;
  work.then(
    () => (settled = true),
    () => (settled = true),
  );
  let turns = 0;
  while (!settled) {
    await new Promise((resolve) => setImmediate(resolve));
    turns++;
  }
  return turns;
}

const runners: AnalysisRunner[] = [];
const runner = (workers: number, queue: number) => {
  const made = analysisRunner({ workers, queue });
  runners.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.close()));
});

describe('analysis pool', () => {
  it('runs the analysis in a worker thread with the same answer as inline, the event loop free meanwhile', async () => {
    const task = await fixtureTask();
    const inline = await runner(0, 0).run(task);
    const pool = runner(1, 4);
    const work = pool.run(task);
    // Inline, the planner holds the thread until it is done; in the pool the loop keeps turning.
    expect(await turnsWhile(work)).toBeGreaterThan(10);
    expect(await work).toEqual(inline);
    expect(inline).toMatchObject({ ok: true, projectionSource: 'season-totals' });
  });

  it('refuses at once past the workers and the queue, with a Retry-After', async () => {
    const task = await fixtureTask();
    const pool = runner(1, 1);
    const first = pool.run(task);
    const second = pool.run(task);
    const third = pool.run(task);
    await expect(third).rejects.toBeInstanceOf(AnalysisBusyError);
    await third.catch((err: AnalysisBusyError) => expect(err.retryAfterSeconds).toBeGreaterThanOrEqual(1));
    expect(pool.pending).toBe(2);
    await Promise.all([first, second]);
    expect(pool.pending).toBe(0);
    // Room again once they are done.
    await expect(pool.run(task)).resolves.toMatchObject({ ok: true });
  });

  it('drops a queued analysis whose client has gone, and frees its place at once', async () => {
    const task = await fixtureTask();
    const pool = runner(1, 1);
    const running = pool.run(task);
    const client = new AbortController();
    const queued = pool.run(task, client.signal);
    expect(pool.pending).toBe(2);
    client.abort();
    await expect(queued).rejects.toBeInstanceOf(AnalysisCancelledError);
    expect(pool.pending).toBe(1);
    // Its place is free while the first still runs.
    const next = pool.run(task);
    await expect(Promise.all([running, next])).resolves.toHaveLength(2);
  });

  it('does not start an analysis for a client already gone', async () => {
    const task = await fixtureTask();
    const client = new AbortController();
    client.abort();
    await expect(runner(1, 1).run(task, client.signal)).rejects.toBeInstanceOf(AnalysisCancelledError);
  });
});
