import fs from 'node:fs';
import os from 'node:os';
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
import { type AnalysisTask, shareText } from './analysis-task.js';
import { directoryFplService } from './fpl.js';
import type { ScreenshotTask } from './screenshot-task.js';

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
    readScreenshot: (task, signal) => inline.readScreenshot(task, signal),
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
const runner = (workers: number, queue: number, runtime: 'process' | 'thread' = 'process') => {
  const made = analysisRunner({ workers, queue, runtime });
  runners.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.close()));
});

/** Child processes of this one whose command line names the work process, with every thread's nice value. */
function workProcesses(): { pid: number; nice: number[] }[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const cmdline = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8');
        if (ppid !== process.pid || !cmdline.includes('work-process')) return [];
        const nice = fs.readdirSync(`/proc/${name}/task`).map((tid) => os.getPriority(Number(tid)));
        return [{ pid: Number(name), nice }];
      } catch {
        return [];
      }
    });
}

/** A screenshot task over the fixture bootstrap: a PNG header whose pixels do not decode. */
function undecodableScreenshot(task: AnalysisTask): ScreenshotTask {
  const png = new Uint8Array(64);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return { image: png, gameweek: 3, bootstrap: task.bootstrap };
}

describe('analysis pool', () => {
  it.each(['process', 'thread'] as const)(
    'runs the analysis in a worker (%s) with the same answer as inline, the event loop free meanwhile',
    async (runtime) => {
      const task = await fixtureTask();
      const inline = await runner(0, 0).run(task);
      const pool = runner(1, 4, runtime);
      const work = pool.run(task);
      // Inline, the planner holds the thread until it is done; in the pool the loop keeps turning.
      expect(await turnsWhile(work)).toBeGreaterThan(10);
      expect(await work).toEqual(inline);
      expect(inline).toMatchObject({ ok: true, projectionSource: 'season-totals' });
      // A second run reuses the texts the worker already holds.
      expect(await pool.run(task)).toEqual(inline);
    },
  );

  it.runIf(process.platform === 'linux')(
    'runs work processes with every thread at the lowest priority, so the web process is served first',
    async () => {
      const task = await fixtureTask();
      const pool = runner(1, 0);
      await pool.run(task);
      const children = workProcesses();
      expect(children).toHaveLength(1);
      expect(children[0]?.nice.length).toBeGreaterThan(3);
      expect(new Set(children[0]?.nice)).toEqual(new Set([19]));
      await pool.close();
      expect(workProcesses()).toEqual([]);
    },
  );

  it('gives a worker changed FPL data as a new version, never the copy it holds', async () => {
    const task = await fixtureTask();
    const pool = runner(1, 0);
    const before = await pool.run(task);
    const bootstrap = JSON.parse(Buffer.from(task.bootstrap.bytes).toString('utf8'));
    // Every player priced 0.5m dearer: the same squad's bank and values move.
    for (const element of bootstrap.elements) element.now_cost += 5;
    const changed = { ...task, bootstrap: shareText(task.bootstrap.key, JSON.stringify(bootstrap)) };
    const after = await pool.run(changed);
    const inline = await runner(0, 0).run(changed);
    expect(after).toEqual(inline);
    expect(after).not.toEqual(before);
  });

  it.each(['process', 'thread'] as const)(
    'reads screenshots in the workers (%s): errors come back as outcomes',
    async (runtime) => {
      const task = await fixtureTask();
      const outcome = await runner(1, 0, runtime).readScreenshot(undecodableScreenshot(task));
      expect(outcome).toMatchObject({ ok: false, kind: 'undecodable' });
    },
  );

  it('drops a queued screenshot read whose client has gone', async () => {
    const task = await fixtureTask();
    const pool = runner(1, 1);
    const running = pool.run(task);
    const client = new AbortController();
    const queued = pool.readScreenshot(undecodableScreenshot(task), client.signal);
    expect(pool.pending).toBe(2);
    // Reads and analyses share the lanes: a third is refused.
    await expect(pool.readScreenshot(undecodableScreenshot(task))).rejects.toBeInstanceOf(AnalysisBusyError);
    client.abort();
    await expect(queued).rejects.toBeInstanceOf(AnalysisCancelledError);
    expect(pool.pending).toBe(1);
    await running;
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
