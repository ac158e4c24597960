// WORK_QUEUE=postgres: analyses and screenshot reads become pg-boss jobs that worker processes run, so web and
// worker machines scale apart. pg-boss keeps the jobs (its own schema beside ours), claims them with SKIP LOCKED,
// fails and retries a job whose worker died (its expiry passed), and stores each answer in the job's output.
// What is ours: a job holds only what the worker needs to rebuild its task (the squad and gameweek, or the
// image; the worker gathers FPL's data from the shared cache), a NOTIFY on enqueue wakes idle lanes, and a NOTIFY
// once an answer is stored tells the waiting web process at once (pg-boss 10 has no completion notice; a slow
// poll covers a lost LISTEN connection and a job pg-boss itself failed).
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';
import { AiProviderError } from './ai.js';
import { AnalysisBusyError, AnalysisCancelledError } from './analysis-pool.js';
import type { AnalysisJob, PlannedAnalysis } from './analysis-provider.js';
import type { ScreenshotJob } from './ocr-extractor.js';
import type { ScreenshotOutcome } from './screenshot-task.js';

/** The pg-boss queue both kinds of job go to: they share the workers' lanes. */
const QUEUE = 'fpl-work';
/** A job was sent: idle lanes fetch at once instead of at their next poll. */
const QUEUED_CHANNEL = 'work_jobs_queued';
/** A job's answer is stored (payload: its id): the web waiting for it reads the job. */
const DONE_CHANNEL = 'work_jobs_done';
/** A job whose worker died is run once more; a second death fails it. */
const RETRY_LIMIT = 1;

/** The queue as the routes see it, beside the in-process AnalysisRunner. */
export interface WorkQueue {
  analyse(job: AnalysisJob, signal?: AbortSignal): Promise<PlannedAnalysis>;
  readScreenshot(job: ScreenshotJob, signal?: AbortSignal): Promise<ScreenshotOutcome>;
  /** This process's jobs waiting or running now. */
  readonly pending: number;
  close(): Promise<void>;
}

/** What both halves agree on: the same figures must reach every process (they come from the same env). */
export interface QueueSettings {
  /** A running job not finished after this long counts as lost (its worker died) and is run again once. */
  expireSeconds: number;
  /** How long a request waits for its result before the job is dropped. */
  timeoutMs: number;
}

export interface WorkQueueOptions extends QueueSettings {
  /** Jobs waiting for a worker across every instance; past it, AnalysisBusyError. */
  limit: number;
  logger?: Logger;
  /** The fallback poll, for notifications missed while the LISTEN connection was down. */
  pollMs?: number;
}

type Kind = 'analysis' | 'screenshot';

/** A job's data: the task without FPL's data; a screenshot's bytes as base64 (pg-boss keeps data as jsonb). */
interface JobData {
  kind: Kind;
  payload: Partial<AnalysisJob> & { gameweek: number };
  image?: string;
}

interface StoredError {
  name: string;
  message: string;
  code?: 'EXTRACTION_ERROR' | 'ANALYSIS_ERROR';
  status?: 422 | 500 | 501 | 502 | 503;
  partial?: AiProviderError['partial'];
  retryAfterSeconds?: number;
}

/** A job's answer as stored in its output: the value, or an error the routes understand. */
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

/** The jobs a complete or cancel changed (pg-boss 10 answers `{ affected }`; its types say void). */
const affected = (result: unknown) => (result as { affected?: number } | undefined)?.affected ?? 0;

function restoreError(stored: StoredError): Error {
  if (stored.name === 'AiProviderError' && stored.code) {
    return new AiProviderError(stored.code, stored.message, stored.status, stored.partial);
  }
  if (stored.name === 'AnalysisBusyError') return new AnalysisBusyError(stored.retryAfterSeconds ?? 1);
  return new Error(`work job failed: ${stored.message}`);
}

/** pg-boss's schema: `pgboss`, or beside a test's schema. */
const jobSchemaOf = (db: Db) => (db.schema ? `${db.schema}_jobs` : 'pgboss');

/**
 * pg-boss over the Db's own pool (one pool a process), in a schema of its own: `pgboss`, or beside a test's
 * schema, started with the first job sent or the worker. Its maintenance (failing the jobs of dead workers for a
 * retry, archiving) runs in one process at a time, every tenth of the expiry (at least 1 s), so a dead worker's
 * job is retried within 1.1 expiries; web processes take part, so a job's last failure reaches its web even with
 * no worker left.
 */
function boss(
  db: Db,
  settings: QueueSettings & { logger?: Logger | undefined },
): { boss: PgBoss; started: Promise<void> } {
  const adapter = {
    executeSql: async (text: string, values?: unknown[]) =>
      db.kysely.executeQuery(CompiledQuery.raw(text, values ?? [])),
  };
  const timeoutSeconds = Math.ceil(settings.timeoutMs / 1000);
  const instance = new PgBoss({
    db: adapter,
    schema: jobSchemaOf(db),
    // No cron schedules here: the timekeeper would only poll for them.
    schedule: false,
    maintenanceIntervalSeconds: Math.max(1, Math.floor(settings.expireSeconds / 10)),
    // An answer nobody read (its web process died) is archived after the wait, and the archive (a screenshot's
    // bytes included) dropped a minute later.
    archiveCompletedAfterSeconds: timeoutSeconds + 60,
    deleteAfterSeconds: 60,
  });
  instance.on('error', (err: Error) => settings.logger?.error('work queue error', { error: err.message }));
  const started = (async () => {
    await db.ready;
    await instance.start();
    await instance.createQueue(QUEUE, {
      name: QUEUE,
      policy: 'standard',
      retryLimit: RETRY_LIMIT,
      retryDelay: 0,
      expireInSeconds: settings.expireSeconds,
    });
  })();
  started.catch(() => {});
  return { boss: instance, started };
}

export function workQueue(db: Db, options: WorkQueueOptions): WorkQueue {
  const { limit, timeoutMs, expireSeconds, logger } = options;
  const jobSchema = jobSchemaOf(db);
  let queue: { boss: PgBoss; started: Promise<void> } | undefined;
  const jobs = () => (queue ??= boss(db, { expireSeconds, timeoutMs, logger }));
  const waiters = new Map<string, () => void>();
  let pending = 0;
  let averageMs = 1500;
  let unlisten: (() => void) | undefined;
  let poller: NodeJS.Timeout | undefined;

  const checkAll = () => {
    for (const check of waiters.values()) check();
  };
  const start = () => {
    unlisten ??= db.listen(DONE_CHANNEL, {
      onNotify: (id) => waiters.get(id)?.(),
      // Anything may have finished while not listening.
      onListening: checkAll,
      onLost: () => {},
    });
    // Jobs pg-boss failed (a second lost worker) come with no notification.
    poller ??= setInterval(checkAll, options.pollMs ?? 2000);
    poller.unref();
  };

  /** Seconds a refused request may wait, from the queue's length, the jobs running and recent run times. */
  const retryAfter = async (queued?: number) => {
    const { boss } = jobs();
    const waiting = queued ?? (await boss.getQueueSize(QUEUE));
    const running = (await boss.getQueueSize(QUEUE, { before: 'completed' })) - waiting;
    return Math.max(1, Math.ceil(((waiting / Math.max(1, running)) * averageMs) / 1000));
  };

  /** The stored answer of a finished job, or null while it is not finished. */
  const answerOf = (job: PgBoss.JobWithMetadata | null): Stored<unknown> | 'gone' | null => {
    if (!job) return 'gone';
    if (job.state === 'completed') return job.output as Stored<unknown>;
    // Failed by pg-boss: its worker died on the last attempt (or storing the answer failed).
    if (job.state === 'failed') {
      const output = job.output as Stored<unknown> | { value?: { message?: string } } | null;
      if (output && 'ok' in output) return output;
      return {
        ok: false,
        error: { name: 'Error', message: `its worker stopped ${RETRY_LIMIT + 1} times while running it` },
      };
    }
    if (job.state === 'cancelled') return 'gone';
    return null;
  };

  /**
   * Queues a job unless `limit` jobs already wait, counted and inserted under one advisory lock in a READ
   * COMMITTED transaction (each statement sees what the lock's last holder committed): a burst on any number of
   * instances queues exactly up to the limit. Counting first and sending after let racing enqueues overshoot it
   * by their number (issue 31), each waiting job holding a screenshot of up to 10 MB.
   */
  const enqueue = (boss: PgBoss, data: JobData) =>
    db.kysely.transaction().execute(async (trx): Promise<{ id: string | null } | { queued: number }> => {
      const run = (text: string, values: unknown[] = []) =>
        trx.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, values));
      await run('SELECT pg_advisory_xact_lock(hashtext($1))', [`${jobSchema}.${QUEUE}`]);
      const { rows } = await run(
        `SELECT count(*) AS count FROM ${jobSchema}.job WHERE name = $1 AND state < 'active'`,
        [QUEUE],
      );
      const queued = Number(rows[0]?.count ?? 0);
      if (queued >= limit) return { queued };
      const id = await boss.send(QUEUE, data, {
        retryLimit: RETRY_LIMIT,
        retryDelay: 0,
        expireInSeconds: expireSeconds,
        // A job nobody fetched within the wait is archived by the maintenance.
        retentionSeconds: Math.ceil(timeoutMs / 1000),
        db: { executeSql: run },
      });
      return { id };
    });

  /** Resolves with the job's stored answer; rejects on abort (the job is dropped) or timeout. */
  const waitFor = (id: string, signal?: AbortSignal) =>
    new Promise<Stored<unknown>>((resolve, reject) => {
      const { boss } = jobs();
      let settled = false;
      let reading = false;
      /** A notice came while reading: the read may have seen the job just before it finished. */
      let again = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        waiters.delete(id);
        fn();
      };
      const read = async (): Promise<void> => {
        if (settled) return;
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        again = false;
        try {
          const answer = answerOf((await boss.getJobById(QUEUE, id)) as PgBoss.JobWithMetadata | null);
          if (answer === null || settled) return;
          if (answer === 'gone') {
            settle(() => reject(new Error('work job failed: its job is gone')));
            return;
          }
          settle(() => resolve(answer));
          // The job is done with once its answer is here.
          await boss.deleteJob(QUEUE, id);
        } finally {
          reading = false;
        }
        if (again) return read();
      };
      const check = () => {
        read().catch((err: Error) => logger?.error('reading a work job failed', { id, error: err.message }));
      };
      // Not started: the job goes and no worker will fetch it. Running: the worker's answer finds no job.
      const onAbort = () => {
        if (settled) return;
        settle(() => reject(new AnalysisCancelledError()));
        boss
          .deleteJob(QUEUE, id)
          .catch((err: Error) => logger?.error('dropping a work job failed', { id, error: err.message }));
      };
      const timer = setTimeout(() => {
        if (settled) return;
        (async () => {
          // Cancelling touches only a job not finished: if it finished meanwhile, its answer is still good.
          if (affected(await boss.cancel(QUEUE, id)) === 0) {
            const answer = answerOf((await boss.getJobById(QUEUE, id)) as PgBoss.JobWithMetadata | null);
            if (answer && answer !== 'gone') {
              settle(() => resolve(answer));
              await boss.deleteJob(QUEUE, id);
              return;
            }
          }
          await boss.deleteJob(QUEUE, id);
          logger?.error('work job timed out', { id, timeoutMs });
          const seconds = await retryAfter().catch(() => 1);
          settle(() => reject(new AnalysisBusyError(seconds)));
        })().catch((err: Error) => settle(() => reject(err)));
      }, timeoutMs);
      waiters.set(id, check);
      signal?.addEventListener('abort', onAbort, { once: true });
      if (signal?.aborted) onAbort();
      // A fast job may have finished before LISTEN was in place.
      check();
    });

  const submit = async <T>(kind: Kind, data: JobData, signal?: AbortSignal) => {
    if (signal?.aborted) throw new AnalysisCancelledError();
    const { boss, started } = jobs();
    await started;
    start();
    const queuedJob = await enqueue(boss, data);
    if ('queued' in queuedJob) throw new AnalysisBusyError(await retryAfter(queuedJob.queued));
    const { id } = queuedJob;
    if (!id) throw new Error(`work job not queued (${kind})`);
    pending++;
    const sent = performance.now();
    try {
      await db.notify(QUEUED_CHANNEL, id);
      const stored = await waitFor(id, signal);
      if (!stored.ok) throw restoreError(stored.error);
      return stored.value as T;
    } finally {
      pending--;
      averageMs = averageMs * 0.8 + (performance.now() - sent) * 0.2;
    }
  };

  return {
    get pending() {
      return pending;
    },
    analyse: (job, signal) => submit<PlannedAnalysis>('analysis', { kind: 'analysis', payload: job }, signal),
    readScreenshot: ({ image, gameweek }, signal) =>
      submit<ScreenshotOutcome>(
        'screenshot',
        {
          kind: 'screenshot',
          payload: { gameweek },
          image: Buffer.from(image.buffer, image.byteOffset, image.byteLength).toString('base64'),
        },
        signal,
      ),
    async close() {
      unlisten?.();
      unlisten = undefined;
      if (poller) clearInterval(poller);
      poller = undefined;
      if (queue) {
        await queue.started.catch(() => {});
        await queue.boss.stop({ graceful: false, close: false });
      }
    },
  };
}

export interface WorkConsumerOptions extends QueueSettings {
  /** Jobs run at once: the local pool's lanes. */
  lanes: number;
  logger: Logger;
  analyse: (job: AnalysisJob) => Promise<PlannedAnalysis>;
  readScreenshot: (job: ScreenshotJob) => Promise<ScreenshotOutcome>;
  /** How often an idle lane looks for jobs without a notification. */
  pollSeconds?: number;
}

export interface WorkConsumer {
  /** Jobs running now. */
  readonly running: number;
  /** Fetches no more jobs; resolves once the running ones have stored their answers. */
  stop(): Promise<void>;
}

/** Runs jobs with the local pool, one pg-boss worker a lane, so a job is fetched only when a lane is free. */
export function workConsumer(db: Db, options: WorkConsumerOptions): WorkConsumer {
  const { lanes, logger } = options;
  const { boss: jobs, started } = boss(db, options);
  const workerIds: string[] = [];
  let running = 0;
  let stopped = false;

  const run = async (job: PgBoss.JobWithMetadata<JobData>) => {
    const attempt = job.retryCount + 1;
    const { kind, payload, image } = job.data;
    logger.info('work job started', { id: job.id, kind, attempt });
    running++;
    const began = performance.now();
    let stored: Stored<unknown>;
    try {
      const value =
        kind === 'analysis'
          ? await options.analyse({
              squad: payload.squad as AnalysisJob['squad'],
              gameweek: payload.gameweek,
              ...(payload.constraints ? { constraints: payload.constraints } : {}),
            })
          : await options.readScreenshot({
              image: image ? Buffer.from(image, 'base64') : new Uint8Array(),
              gameweek: payload.gameweek,
            });
      stored = { ok: true, value };
    } catch (err) {
      if (!(err instanceof AiProviderError)) {
        logger.error('work job failed', { id: job.id, kind, error: (err as Error).message });
      }
      // A run's failure is its answer (a retry would fail alike); only a lost worker is retried.
      stored = { ok: false, error: storeError(err) };
    } finally {
      running--;
    }
    const ms = Math.round(performance.now() - began);
    // Completed here, before the notice, so the web reads a finished job; pg-boss's own completion after the
    // handler then finds it done. A job dropped or expired meanwhile takes no answer.
    const answered = affected(await jobs.complete(QUEUE, job.id, stored)) > 0;
    if (answered) await db.notify(DONE_CHANNEL, job.id);
    logger.info('work job done', { id: job.id, kind, attempt, ms, stored: answered });
  };

  const ready = started.then(async () => {
    for (let lane = 0; lane < lanes && !stopped; lane++) {
      workerIds.push(
        await jobs.work<JobData>(
          QUEUE,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollSeconds ?? 2 },
          async ([job]) => {
            if (job) await run(job);
          },
        ),
      );
    }
  });
  ready.catch((err: Error) => logger.error('starting the work queue failed', { error: err.message }));

  const wake = () => {
    for (const id of workerIds) jobs.notifyWorker(id);
  };
  const unlisten = db.listen(QUEUED_CHANNEL, { onNotify: wake, onListening: wake, onLost: () => {} });

  return {
    get running() {
      return running;
    },
    async stop() {
      stopped = true;
      unlisten();
      await ready.catch(() => {});
      // Running jobs store their answers first (up to an expiry); pg-boss fails any still running after that.
      await jobs.stop({ graceful: true, close: false, timeout: options.expireSeconds * 1000 });
    },
  };
}
