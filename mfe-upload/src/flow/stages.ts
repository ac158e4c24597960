/** One message of a staged progress screen and how long it stays before the next one. */
export interface Stage {
  message: string;
  /** Milliseconds shown before moving on; the last stage also waits for the work itself. */
  ms: number;
}

export interface StagedRun {
  stages: readonly Stage[];
  /** Shown once the work is done, for `completeMs` before the caller moves on. */
  completeMs: number;
}

export const COMPLETE_MESSAGE = 'Complete!';

// Spec §2 texts and §9 delays.
export const EXTRACT_RUN: StagedRun = {
  stages: [
    { message: 'Processing screenshot...', ms: 1000 },
    { message: 'Extracting team data with AI...', ms: 0 },
  ],
  completeMs: 500,
};

const RECOMMEND_MESSAGES = [
  'Analyzing your team...',
  'Researching fixtures and player form...',
  'Searching Premier League news...',
  'Analyzing chip strategy...',
  'Generating recommendations...',
] as const;

export const RECOMMEND_RUN: StagedRun = {
  stages: RECOMMEND_MESSAGES.map((message, i) => ({ message, ms: [1500, 1500, 1500, 1000, 0][i] ?? 0 })),
  completeMs: 500,
};

// The demo: 1.5 s and 2 s to "extract", then 1.5, 1.5, 1.5, 1 and 2 s to "recommend".
export const DEMO_EXTRACT_RUN: StagedRun = {
  stages: [
    { message: 'Processing screenshot...', ms: 1500 },
    { message: 'Extracting team data with AI...', ms: 2000 },
  ],
  completeMs: 0,
};

export const DEMO_RECOMMEND_RUN: StagedRun = {
  stages: RECOMMEND_MESSAGES.map((message, i) => ({ message, ms: [1500, 1500, 1500, 1000, 2000][i] ?? 0 })),
  completeMs: 0,
};

export interface RunOptions<T> {
  run: StagedRun;
  /** Started at once, so the call overlaps the messages; its result is awaited after the last stage. */
  work: () => Promise<T>;
  onMessage: (message: string, index: number) => void;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  signal: AbortSignal;
}

export class StagesAborted extends Error {
  override name = 'StagesAborted';
}

/**
 * Shows each stage in turn while the work runs, then 'Complete!'. A failing work rejects as soon as it fails
 * (the screen shows the error without waiting for the remaining messages).
 */
export async function runStages<T>({ run, work, onMessage, sleep, signal }: RunOptions<T>): Promise<T> {
  const result = work();
  let failure: unknown = null;
  let failed = false;
  result.catch((err: unknown) => {
    failed = true;
    failure = err;
  });
  const check = () => {
    if (signal.aborted) throw new StagesAborted('aborted');
    if (failed) throw failure;
  };
  for (const [index, stage] of run.stages.entries()) {
    check();
    onMessage(stage.message, index);
    if (stage.ms > 0) await Promise.race([sleep(stage.ms, signal), result.then(neverResolves, () => {})]);
  }
  check();
  const value = await result;
  check();
  onMessage(COMPLETE_MESSAGE, run.stages.length);
  if (run.completeMs > 0) await sleep(run.completeMs, signal);
  check();
  return value;
}

function neverResolves(): Promise<void> {
  return new Promise(() => {});
}

/** setTimeout as a promise that an AbortSignal cancels. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
