import { useEffect, useRef, useState } from 'react';
import { runStages, type StagedRun, StagesAborted, sleep } from './stages';

/**
 * Runs `work` behind the staged messages once per mount and calls `onDone` with its result. The work promise
 * is kept in a ref so React's development double effects never send the (quota-counted) call twice.
 */
export function useStagedRun<T>(
  run: StagedRun,
  work: (() => Promise<T>) | null,
  onDone: (value: T) => void,
  fallbackError: string,
): { current: number; error: string | null; failure: unknown } {
  const [current, setCurrent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const started = useRef<Promise<T> | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!work) return;
    const controller = new AbortController();
    started.current ??= work();
    const inflight = started.current;
    runStages({
      run,
      work: () => inflight,
      onMessage: (_message, index) => setCurrent(index),
      sleep,
      signal: controller.signal,
    })
      .then((value) => done.current(value))
      .catch((err: unknown) => {
        if (err instanceof StagesAborted) return;
        setFailure(err);
        setError(err instanceof Error && err.message ? err.message : fallbackError);
      });
    return () => controller.abort();
  }, [run, work, fallbackError]);

  /** `failure` is what the work threw, for a screen that offers more than the message (issue 13). */
  return { current, error, failure };
}
