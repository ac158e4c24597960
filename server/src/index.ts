import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { OpenAPIHono } from '@hono/zod-openapi';
import { createApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/database.js';
import { createLogger, logFormat } from './logger.js';
import { healthRoutes } from './routes/health/index.js';
import { limitConnections, serverOptions } from './server-limits.js';
import { sweepTemporaryFiles } from './services/storage.js';
import { startWorker } from './worker.js';

/** Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR, so sessions survive restarts. */
function withJwtSecret(config: Config): Config {
  if (config.JWT_SECRET) return config;
  const file = path.resolve(config.DATA_DIR, '.jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return { ...config, JWT_SECRET: fs.readFileSync(file, 'utf8').trim() };
}

async function main() {
  let config: Config;
  try {
    config = withJwtSecret(loadConfig());
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Everything the server writes (database, screenshots) is readable by this user only.
  process.umask(0o077);
  const logger = createLogger(config.LOG_LEVEL, { format: logFormat(config, process.stdout.isTTY === true) });
  const db = openConfiguredDatabase(config, (err) =>
    logger.error('database connection failed', { error: err.message }),
  );
  try {
    await db.ready;
  } catch (err) {
    console.error(`Cannot open the database: ${(err as Error).message}`);
    process.exit(1);
  }
  // SERVER_ROLE=worker serves only /health: its CPU belongs to the jobs.
  const serveRoutes = config.SERVER_ROLE !== 'worker';
  const app = serveRoutes
    ? createApp({ db, config, logger })
    : new OpenAPIHono().route('/', healthRoutes({ db }));
  const worker =
    config.WORK_QUEUE === 'postgres' && config.SERVER_ROLE !== 'web' ? startWorker(db, config, logger) : null;
  if (serveRoutes && config.DATA_DIR !== ':memory:') {
    sweepTemporaryFiles(path.resolve(config.DATA_DIR, 'storage')).then(
      (deleted) => deleted > 0 && logger.info('deleted half-written uploads', { deleted }),
      (err: Error) => logger.error('sweeping half-written uploads failed', { error: err.message }),
    );
  }
  const server = serve(
    { fetch: app.fetch, port: config.PORT, hostname: config.HOST, serverOptions: serverOptions(config) },
    (info) => {
      logger.info('listening', {
        url: `http://${config.HOST}:${info.port}`,
        dataDir: path.resolve(config.DATA_DIR),
        database: db.dialect,
        role: config.SERVER_ROLE,
        workQueue: config.WORK_QUEUE,
      });
    },
  );
  limitConnections(server as http.Server, config);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    // Running jobs finish and store their answers (a job's expiry at most); the HTTP side gets 5 s.
    const jobs = worker?.stop() ?? Promise.resolve();
    const http = new Promise<void>((resolve) => server.close(() => resolve()));
    void Promise.all([jobs, http]).finally(() => {
      void db.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), worker ? config.WORK_QUEUE_EXPIRE_SECONDS * 1000 : 5000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
