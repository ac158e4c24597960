// The consuming half of WORK_QUEUE=postgres: pg-boss jobs run in this process's own pool, over FPL data it
// gathers itself from the shared cache (or FPL_DATA_DIR). SERVER_ROLE=worker runs only this (plus /health);
// SERVER_ROLE=all runs it beside the web routes.
import { fplSources } from './app.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Logger } from './logger.js';
import { analysisRunnerFrom, defaultWorkers } from './services/analysis-pool.js';
import { localAnalysis } from './services/analysis-provider.js';
import { localScreenshotReader } from './services/ocr-extractor.js';
import { workConsumer } from './services/work-queue.js';

export interface RunningWorker {
  /** Takes no more jobs, lets the running ones store their answers, then stops the pool. */
  stop(): Promise<void>;
}

export function startWorker(db: Db, config: Config, logger: Logger): RunningWorker {
  const { fpl, previousSeason } = fplSources({ db, config, logger });
  const runner = analysisRunnerFrom(config);
  const consumer = workConsumer(db, {
    // ANALYSIS_WORKERS=0 runs jobs inline: one at a time.
    lanes: Math.max(1, config.ANALYSIS_WORKERS ?? defaultWorkers()),
    expireSeconds: config.WORK_QUEUE_EXPIRE_SECONDS,
    timeoutMs: config.WORK_QUEUE_TIMEOUT_SECONDS * 1000,
    logger,
    analyse: localAnalysis(fpl, logger, previousSeason, runner),
    readScreenshot: localScreenshotReader(fpl, runner),
  });
  return {
    async stop() {
      await consumer.stop();
      await runner.close();
    },
  };
}
