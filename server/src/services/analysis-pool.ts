// Analyses run in worker threads, so sign-in, history and the landing page's data are answered while they run.
// The queue is bounded: past it the API answers 503 with Retry-After at once instead of keeping the request
// waiting behind minutes of work, and a request whose client has gone leaves the queue.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { type AnalysisOutcome, type AnalysisTask, runAnalysisTask } from './analysis-task.js';

/** Every worker busy and the queue full: the caller answers 503 with Retry-After. */
export class AnalysisBusyError extends Error {
  override name = 'AnalysisBusyError';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many analyses are running right now. Please try again in a few seconds.');
  }
}

/** The request's client went away while its analysis waited or ran. */
export class AnalysisCancelledError extends Error {
  override name = 'AnalysisCancelledError';
  constructor() {
    super('The analysis was cancelled: the client is gone.');
  }
}

export interface AnalysisRunner {
  run(task: AnalysisTask, signal?: AbortSignal): Promise<AnalysisOutcome>;
  /** Analyses running or waiting now. */
  readonly pending: number;
  close(): Promise<void>;
}

export interface AnalysisPoolOptions {
  /** Worker threads; 0 runs analyses inline on the event loop (the old way, kept for comparison). */
  workers: number;
  /** Analyses that may wait for a worker; past it, AnalysisBusyError. */
  queue: number;
}

export const defaultWorkers = () => os.availableParallelism();

/** The worker's file: the TypeScript source under tsx (dev, tests), the built file beside dist/index.js. */
function workerFile(): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    return {
      filename: path.resolve(path.dirname(here), '../workers/analysis-worker.ts'),
      execArgv: ['--import', tsx],
    };
  }
  return { filename: path.resolve(path.dirname(here), 'workers/analysis-worker.js'), execArgv: [] };
}

/** Seconds a queued request may expect to wait, from the recent average run time. */
function retryAfter(pending: number, workers: number, averageMs: number): number {
  return Math.max(1, Math.ceil(((pending / Math.max(1, workers)) * averageMs) / 1000));
}

export function analysisRunner(options: AnalysisPoolOptions): AnalysisRunner {
  const workers = Math.max(0, Math.floor(options.workers));
  const limit = Math.max(1, workers) + Math.max(0, options.queue);
  let pending = 0;
  let averageMs = 1500;
  let pool: Piscina | undefined;

  const timed = async (work: () => Promise<AnalysisOutcome>) => {
    const started = performance.now();
    const outcome = await work();
    averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
    return outcome;
  };

  const inPool = (task: AnalysisTask, signal?: AbortSignal) => {
    // Started on first use: an app that never analyses (most tests) starts no threads.
    pool ??= new Piscina({
      ...workerFile(),
      minThreads: workers,
      maxThreads: workers,
      maxQueue: options.queue,
      // Idle threads keep their parsed FPL data; they do not hold the process open.
      idleTimeout: 10 * 60_000,
    });
    return pool.run(task, signal ? { signal } : {}) as Promise<AnalysisOutcome>;
  };

  return {
    get pending() {
      return pending;
    },
    async run(task, signal) {
      if (signal?.aborted) throw new AnalysisCancelledError();
      if (pending >= limit) throw new AnalysisBusyError(retryAfter(pending, workers, averageMs));
      pending++;
      try {
        if (workers === 0) return await timed(async () => runAnalysisTask(task));
        return await timed(() => inPool(task, signal));
      } catch (err) {
        if (signal?.aborted) throw new AnalysisCancelledError();
        throw err;
      } finally {
        pending--;
      }
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
