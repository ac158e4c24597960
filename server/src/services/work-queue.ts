// WORK_QUEUE=postgres: analyses and screenshot reads become rows of work_jobs that worker processes claim with
// SELECT … FOR UPDATE SKIP LOCKED, so web and worker machines scale apart. A job holds only what the worker needs
// to rebuild its task (the squad and gameweek, or the image): the worker gathers FPL's data from the shared cache.
// Web processes wait on LISTEN/NOTIFY (a slow poll covers a lost LISTEN connection); a worker renews its lease
// while it runs, and a job whose worker died is claimed again once by another; a finished row is deleted by the
// web that reads it, and rows nobody waits for any more are pruned.
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';
import { AiProviderError } from './ai.js';
import { AnalysisBusyError, AnalysisCancelledError } from './analysis-pool.js';
import type { AnalysisJob, PlannedAnalysis } from './analysis-provider.js';
import type { ScreenshotJob } from './ocr-extractor.js';
import type { ScreenshotOutcome } from './screenshot-task.js';

/** A job was inserted: idle workers claim. */
const QUEUED_CHANNEL = 'work_jobs_queued';
/** A job finished (payload: its id): the web waiting for it reads the row. */
const DONE_CHANNEL = 'work_jobs_done';
/** A job is claimed again after its worker died at most this many times in all. */
const MAX_ATTEMPTS = 2;

/** The queue as the routes see it, beside the in-process AnalysisRunner. */
export interface WorkQueue {
  analyse(job: AnalysisJob, signal?: AbortSignal): Promise<PlannedAnalysis>;
  readScreenshot(job: ScreenshotJob, signal?: AbortSignal): Promise<ScreenshotOutcome>;
  /** This process's jobs waiting or running now. */
  readonly pending: number;
  close(): Promise<void>;
}

export interface WorkQueueOptions {
  /** Jobs waiting for a worker across every instance; past it, AnalysisBusyError. */
  limit: number;
  /** How long a request waits for its result before the job is dropped. */
  timeoutMs: number;
  logger?: Logger;
  /** The fallback poll, for notifications missed while the LISTEN connection was down. */
  pollMs?: number;
}

type Kind = 'analysis' | 'screenshot';

interface StoredError {
  name: string;
  message: string;
  code?: 'EXTRACTION_ERROR' | 'ANALYSIS_ERROR';
  status?: 422 | 500 | 501 | 502 | 503;
  partial?: AiProviderError['partial'];
  retryAfterSeconds?: number;
}

/** A job's answer as stored in its row: the value, or an error the routes understand. */
type Stored<T> = { ok: true; value: T } | { ok: false; error: StoredError };

function storeError(err: unknown): StoredError {
  if (err instanceof AiProviderError) {
    return {
      name: err.name,
      message: err.message,
      code: err.code,
      status: err.status,
      ...(err.partial ? { partial: err.partial } : {}),
    };
  }
  if (err instanceof AnalysisBusyError) {
    return { name: err.name, message: err.message, retryAfterSeconds: err.retryAfterSeconds };
  }
  return { name: 'Error', message: (err as Error)?.message ?? String(err) };
}

function restoreError(stored: StoredError): Error {
  if (stored.name === 'AiProviderError' && stored.code) {
    return new AiProviderError(stored.code, stored.message, stored.status, stored.partial);
  }
  if (stored.name === 'AnalysisBusyError') return new AnalysisBusyError(stored.retryAfterSeconds ?? 1);
  return new Error(`work job failed: ${stored.message}`);
}

interface Waiter {
  check: () => void;
}

export function workQueue(db: Db, options: WorkQueueOptions): WorkQueue {
  const { limit, timeoutMs, logger } = options;
  const waiters = new Map<string, Waiter>();
  let pending = 0;
  let averageMs = 1500;
  let unlisten: (() => void) | undefined;
  let poller: NodeJS.Timeout | undefined;

  const checkAll = () => {
    for (const waiter of waiters.values()) waiter.check();
  };
  /** One query for every waiting job: the ones finished are read (missed notifications, a LISTEN gap). */
  const poll = async () => {
    if (waiters.size === 0) return;
    const ids = [...waiters.keys()];
    const finished = await db.all<{ id: number }>(
      `SELECT id FROM work_jobs WHERE state IN ('done', 'failed') AND id IN (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    for (const { id } of finished) waiters.get(String(id))?.check();
  };
  const start = () => {
    unlisten ??= db.listen(DONE_CHANNEL, {
      onNotify: (id) => waiters.get(id)?.check(),
      // Anything may have finished while not listening.
      onListening: checkAll,
      onLost: () => {},
    });
    poller ??= setInterval(() => {
      poll().catch((err: Error) => logger?.error('polling work jobs failed', { error: err.message }));
    }, options.pollMs ?? 2000);
    poller.unref();
  };

  /** Seconds a refused request may wait, from the queue's length, the jobs running and recent run times. */
  const retryAfter = async () => {
    const counts = await db.get<{ queued: number; running: number }>(
      `SELECT count(*) FILTER (WHERE state = 'queued') AS queued, count(*) FILTER (WHERE state = 'running') AS running
       FROM work_jobs WHERE state IN ('queued', 'running') AND expires_at > now()`,
    );
    const lanes = Math.max(1, counts?.running ?? 0);
    return Math.max(1, Math.ceil((((counts?.queued ?? limit) / lanes) * averageMs) / 1000));
  };

  /** Resolves with the job's stored answer; rejects on abort (the job is dropped) or timeout. */
  const waitFor = (id: string, signal?: AbortSignal) =>
    new Promise<Stored<unknown>>((resolve, reject) => {
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        waiters.delete(id);
        fn();
      };
      const read = async () => {
        // Read and delete at once: the row is done with once its answer is here.
        const row = await db.get<{ result: string; run_ms: number | null }>(
          `DELETE FROM work_jobs WHERE id = ? AND state IN ('done', 'failed') RETURNING result, run_ms`,
          [id],
        );
        if (!row) return;
        if (row.run_ms !== null) averageMs = averageMs * 0.8 + row.run_ms * 0.2;
        settle(() => resolve(JSON.parse(row.result) as Stored<unknown>));
      };
      // Not started: the row goes and no worker will claim it. Running: the worker's answer finds no row.
      const drop = async () => {
        const row = await db.get<{ state: string; result: string | null }>(
          'DELETE FROM work_jobs WHERE id = ? RETURNING state, result',
          [id],
        );
        return row;
      };
      const onAbort = () => {
        if (settled) return;
        settle(() => reject(new AnalysisCancelledError()));
        drop().catch((err: Error) => logger?.error('dropping a work job failed', { id, error: err.message }));
      };
      const timer = setTimeout(() => {
        if (settled) return;
        drop().then(
          (row) => {
            // Finished in the meantime: the answer is still good.
            if (row?.result && (row.state === 'done' || row.state === 'failed')) {
              settle(() => resolve(JSON.parse(row.result as string) as Stored<unknown>));
              return;
            }
            logger?.error('work job timed out', { id, state: row?.state ?? 'gone', timeoutMs });
            retryAfter().then(
              (seconds) => settle(() => reject(new AnalysisBusyError(seconds))),
              () => settle(() => reject(new AnalysisBusyError(1))),
            );
          },
          (err: Error) => settle(() => reject(err)),
        );
      }, timeoutMs);
      waiters.set(id, {
        check: () => {
          read().catch((err: Error) =>
            logger?.error('reading a work job failed', { id, error: err.message }),
          );
        },
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      if (signal?.aborted) onAbort();
      // A fast job may have finished before LISTEN was in place.
      waiters.get(id)?.check();
    });

  const submit = async <T>(kind: Kind, payload: unknown, image: Buffer | null, signal?: AbortSignal) => {
    if (signal?.aborted) throw new AnalysisCancelledError();
    start();
    // The bound is checked in the insert itself; enqueues racing at the limit may overshoot it by their number.
    const row = await db.get<{ id: number }>(
      `INSERT INTO work_jobs (kind, payload, image, expires_at)
       SELECT ?, ?, ?, now() + make_interval(secs => ?)
       WHERE (SELECT count(*) FROM work_jobs WHERE state = 'queued' AND expires_at > now()) < ?
       RETURNING id`,
      [kind, JSON.stringify(payload), image, timeoutMs / 1000, limit],
    );
    if (!row) throw new AnalysisBusyError(await retryAfter());
    pending++;
    try {
      await db.notify(QUEUED_CHANNEL, String(row.id));
      const stored = await waitFor(String(row.id), signal);
      if (!stored.ok) throw restoreError(stored.error);
      return stored.value as T;
    } finally {
      pending--;
    }
  };

  return {
    get pending() {
      return pending;
    },
    analyse: (job, signal) => submit<PlannedAnalysis>('analysis', job, null, signal),
    readScreenshot: ({ image, gameweek }, signal) =>
      submit<ScreenshotOutcome>(
        'screenshot',
        { gameweek },
        Buffer.from(image.buffer, image.byteOffset, image.byteLength),
        signal,
      ),
    async close() {
      unlisten?.();
      unlisten = undefined;
      if (poller) clearInterval(poller);
      poller = undefined;
    },
  };
}

export interface WorkConsumerOptions {
  /** Jobs run at once: the local pool's lanes. */
  lanes: number;
  /** A running job's lease; renewed every third of it while the job runs. */
  leaseSeconds: number;
  logger: Logger;
  analyse: (job: AnalysisJob) => Promise<PlannedAnalysis>;
  readScreenshot: (job: ScreenshotJob) => Promise<ScreenshotOutcome>;
  /** How often to look for jobs without a notification: expired leases, missed notifications. */
  pollMs?: number;
}

export interface WorkConsumer {
  /** Jobs running now. */
  readonly running: number;
  /** Claims no more jobs; resolves once the running ones have stored their answers. */
  stop(): Promise<void>;
}

interface ClaimedJob {
  id: number;
  kind: Kind;
  payload: string;
  image: Buffer | null;
  attempts: number;
}

const LOST_TWICE: Stored<never> = {
  ok: false,
  error: { name: 'Error', message: `its worker stopped ${MAX_ATTEMPTS} times while running it` },
};

/** Takes jobs from work_jobs while a lane is free and runs them with the local pool. */
export function workConsumer(db: Db, options: WorkConsumerOptions): WorkConsumer {
  const { lanes, leaseSeconds, logger } = options;
  const active = new Set<Promise<void>>();
  let stopped = false;
  /** The claim loop while it runs: stopping waits for it, since a claim in flight may still bring a job. */
  let claiming: Promise<void> | null = null;
  let again = false;
  let lastPrune = 0;

  const claim = () =>
    db.get<ClaimedJob>(
      `UPDATE work_jobs SET state = 'running', attempts = attempts + 1, lease_until = now() + make_interval(secs => ?)
       WHERE id = (
         SELECT id FROM work_jobs
         WHERE expires_at > now()
           AND (state = 'queued' OR (state = 'running' AND lease_until < now() AND attempts < ?))
         ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, payload, image, attempts`,
      [leaseSeconds, MAX_ATTEMPTS],
    );

  const finish = (job: ClaimedJob, stored: Stored<unknown>, runMs: number | null) =>
    // The attempt number fences a worker whose lease ran out: only the last claim may answer.
    db.get(
      `WITH finished AS (
         UPDATE work_jobs SET state = ?, result = ?, run_ms = ?, finished_at = now(), image = NULL
         WHERE id = ? AND attempts = ? AND state = 'running' RETURNING id)
       SELECT pg_notify(?, CAST(id AS TEXT)) FROM finished`,
      [stored.ok ? 'done' : 'failed', JSON.stringify(stored), runMs, job.id, job.attempts, DONE_CHANNEL],
    );

  const run = (job: ClaimedJob) => {
    const renew = setInterval(
      () => {
        db.run(
          `UPDATE work_jobs SET lease_until = now() + make_interval(secs => ?)
           WHERE id = ? AND attempts = ? AND state = 'running'`,
          [leaseSeconds, job.id, job.attempts],
        ).catch((err: Error) =>
          logger.error('renewing a work lease failed', { id: job.id, error: err.message }),
        );
      },
      (leaseSeconds * 1000) / 3,
    );
    const task = (async () => {
      const started = performance.now();
      let stored: Stored<unknown>;
      try {
        const payload = JSON.parse(job.payload) as AnalysisJob & ScreenshotJob;
        const value =
          job.kind === 'analysis'
            ? await options.analyse({
                squad: payload.squad,
                gameweek: payload.gameweek,
                ...(payload.constraints ? { constraints: payload.constraints } : {}),
              })
            : await options.readScreenshot({
                image: job.image ?? new Uint8Array(),
                gameweek: payload.gameweek,
              });
        stored = { ok: true, value };
      } catch (err) {
        if (!(err instanceof AiProviderError)) {
          logger.error('work job failed', { id: job.id, kind: job.kind, error: (err as Error).message });
        }
        stored = { ok: false, error: storeError(err) };
      } finally {
        clearInterval(renew);
      }
      const runMs = Math.round(performance.now() - started);
      await finish(job, stored, runMs);
      logger.info('work job done', { id: job.id, kind: job.kind, attempt: job.attempts, ms: runMs });
    })()
      .catch((err: Error) => logger.error('storing a work answer failed', { id: job.id, error: err.message }))
      .finally(() => {
        active.delete(task);
        fill();
      });
    active.add(task);
  };

  /** Claims jobs while lanes are free; a call while claiming makes the loop look once more. */
  const fill = () => {
    if (claiming) {
      again = true;
      return;
    }
    const loop = async () => {
      do {
        again = false;
        while (!stopped && active.size < lanes) {
          const job = await claim();
          if (!job) break;
          logger.info('work job started', { id: job.id, kind: job.kind, attempt: job.attempts });
          run(job);
        }
      } while (again && !stopped);
    };
    // Cleared in a callback, which always runs after this assignment (the loop may finish without awaiting).
    claiming = loop()
      .catch((err: Error) => logger.error('claiming a work job failed', { error: err.message }))
      .finally(() => {
        claiming = null;
      });
  };

  /** Jobs whose worker died on the last attempt fail; rows nobody waits for any more go. */
  const sweep = async () => {
    await db.get(
      `WITH lost AS (
         UPDATE work_jobs SET state = 'failed', result = ?, finished_at = now(), image = NULL
         WHERE state = 'running' AND lease_until < now() AND attempts >= ? RETURNING id)
       SELECT pg_notify(?, CAST(id AS TEXT)) FROM lost`,
      [JSON.stringify(LOST_TWICE), MAX_ATTEMPTS, DONE_CHANNEL],
    );
    if (Date.now() - lastPrune > 60_000) {
      lastPrune = Date.now();
      const { changes } = await db.run(
        "DELETE FROM work_jobs WHERE expires_at < now() - interval '1 minute'",
      );
      if (changes > 0) logger.info('pruned abandoned work jobs', { deleted: changes });
    }
  };

  const unlisten = db.listen(QUEUED_CHANNEL, { onNotify: fill, onListening: fill, onLost: () => {} });
  const ticker = setInterval(() => {
    if (stopped) return;
    sweep().catch((err: Error) => logger.error('sweeping work jobs failed', { error: err.message }));
    fill();
  }, options.pollMs ?? 2000);
  fill();

  return {
    get running() {
      return active.size;
    },
    async stop() {
      stopped = true;
      clearInterval(ticker);
      unlisten();
      await claiming;
      while (active.size > 0) await Promise.all([...active]);
    },
  };
}
