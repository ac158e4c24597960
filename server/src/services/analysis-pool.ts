// Analyses and screenshot reads run in worker processes (or threads), so sign-in, history and the landing page's
// data are answered while they run. The queue is bounded: past it the API answers 503 with Retry-After at once
// instead of keeping the request waiting behind minutes of work, and a request whose client has gone leaves the
// queue. Both kinds share the lanes: they compete for the same cores.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createOcrWorker, type OcrWorker } from '@fpl-assistant/ocr';
import { Piscina } from 'piscina';
import type { Config } from '../config.js';
import { type AnalysisOutcome, type AnalysisTask, runAnalysisTask } from './analysis-task.js';
import { type ProcessPool, processPool } from './process-pool.js';
import { runScreenshotTask, type ScreenshotOutcome, type ScreenshotTask } from './screenshot-task.js';

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
  /** A screenshot read in the same lanes; inline it uses `ocr` from the options. */
  readScreenshot(task: ScreenshotTask, signal?: AbortSignal): Promise<ScreenshotOutcome>;
  /** Analyses running or waiting now. */
  readonly pending: number;
  close(): Promise<void>;
}

export type AnalysisRuntime = 'process' | 'thread';

export interface AnalysisPoolOptions {
  /** Workers; 0 runs the work inline on the event loop (the old way, kept for comparison). */
  workers: number;
  /** Analyses that may wait for a worker; past it, AnalysisBusyError. */
  queue: number;
  /** Child processes at nice 19 (default) or worker threads at nice 10 in the web process. */
  runtime?: AnalysisRuntime;
  /** Tesseract for inline screenshot reads (workers: 0); started on first use when not given. */
  ocr?: () => OcrWorker;
}

export const defaultWorkers = () => os.availableParallelism();

/** The app's pool from ANALYSIS_WORKERS (default one a core), ANALYSIS_QUEUE and ANALYSIS_RUNTIME. */
export function analysisRunnerFrom(
  config: Pick<Config, 'ANALYSIS_WORKERS' | 'ANALYSIS_QUEUE' | 'ANALYSIS_RUNTIME'>,
): AnalysisRunner {
  return analysisRunner({
    workers: config.ANALYSIS_WORKERS ?? defaultWorkers(),
    queue: config.ANALYSIS_QUEUE,
    runtime: config.ANALYSIS_RUNTIME,
  });
}

const THREAD_NICE = 10;
const PROCESS_NICE = 19;

/** A worker's file: the TypeScript source under tsx (dev, tests), the built file beside dist/index.js. */
function workerFile(name: string): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    return {
      filename: path.resolve(path.dirname(here), `../workers/${name}.ts`),
      execArgv: ['--import', tsx],
    };
  }
  return { filename: path.resolve(path.dirname(here), `workers/${name}.js`), execArgv: [] };
}

/** Seconds a queued request may expect to wait, from the recent average run time. */
function retryAfter(pending: number, workers: number, averageMs: number): number {
  return Math.max(1, Math.ceil(((pending / Math.max(1, workers)) * averageMs) / 1000));
}

export function analysisRunner(options: AnalysisPoolOptions): AnalysisRunner {
  const workers = Math.max(0, Math.floor(options.workers));
  const lanes = Math.max(1, workers);
  const limit = lanes + Math.max(0, options.queue);
  let pending = 0;
  let running = 0;
  let averageMs = 1500;
  let pool: Piscina | undefined;
  // The queue is ours, not piscina's: a task goes to a worker only when one is free, so a client that goes away
  // while waiting leaves the queue, and a running analysis is never cut short (that would kill a warm worker).
  const waiting: { start: () => void; signal?: AbortSignal }[] = [];

  const next = () => {
    while (running < lanes && waiting.length > 0) {
      const waiter = waiting.shift();
      if (waiter && !waiter.signal?.aborted) {
        running++;
        waiter.start();
      }
    }
  };

  /** Resolves when a lane is free; rejects when the client goes first. */
  const lane = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (running < lanes && waiting.length === 0) {
        running++;
        resolve();
        return;
      }
      const onAbort = () => {
        const at = waiting.indexOf(waiter);
        if (at >= 0) waiting.splice(at, 1);
        reject(new AnalysisCancelledError());
      };
      const waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        ...(signal ? { signal } : {}),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(waiter);
    });

  const runtime = options.runtime ?? 'process';
  let processes: ProcessPool | undefined;
  // Started on first use: an app that never analyses (most tests) starts no workers.
  const threads = () =>
    (pool ??= new Piscina({
      ...workerFile('analysis-worker'),
      minThreads: workers,
      maxThreads: workers,
      // Idle threads keep their parsed FPL data; they do not hold the process open.
      idleTimeout: 10 * 60_000,
      // Lower priority than the event loop's thread (Linux nice is per thread).
      niceIncrement: THREAD_NICE,
    }));
  const children = () =>
    (processes ??= processPool({ ...workerFile('work-process'), size: workers, nice: PROCESS_NICE }));
  let inlineOcr: OcrWorker | undefined;

  const analyse = (task: AnalysisTask): Promise<AnalysisOutcome> | AnalysisOutcome => {
    if (workers === 0) return runAnalysisTask(task);
    if (runtime === 'thread') return threads().run(task) as Promise<AnalysisOutcome>;
    return children().run<AnalysisOutcome>('analysis', task);
  };
  const read = (task: ScreenshotTask): Promise<ScreenshotOutcome> => {
    if (workers === 0) {
      inlineOcr ??= options.ocr?.() ?? createOcrWorker();
      return runScreenshotTask(task, inlineOcr);
    }
    if (runtime === 'thread') {
      return threads().run(task, { name: 'readScreenshot' }) as Promise<ScreenshotOutcome>;
    }
    return children().run<ScreenshotOutcome>('screenshot', task);
  };

  /** Waits for a lane (or refuses at once when full), runs `work` in it, frees the lane. */
  const inLane = async <T>(work: () => Promise<T> | T, signal?: AbortSignal): Promise<T> => {
    if (signal?.aborted) throw new AnalysisCancelledError();
    if (pending >= limit) throw new AnalysisBusyError(retryAfter(pending, lanes, averageMs));
    pending++;
    try {
      await lane(signal);
      try {
        const started = performance.now();
        const outcome = await work();
        averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
        return outcome;
      } finally {
        running--;
        next();
      }
    } finally {
      pending--;
    }
  };

  return {
    get pending() {
      return pending;
    },
    run: (task, signal) => inLane(() => analyse(task), signal),
    readScreenshot: (task, signal) => inLane(() => read(task), signal),
    async close() {
      await Promise.all([pool?.destroy(), processes?.destroy(), inlineOcr?.terminate()]);
      pool = undefined;
      processes = undefined;
      inlineOcr = undefined;
    },
  };
}
