import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AuthKit } from './auth/kit.js';
import { authStore } from './auth/store.js';
import { tokenSigner } from './auth/tokens.js';
import type { Config } from './config.js';
import type { AppEnv, AuthedEnv, Deps } from './context.js';
import { aiResultStore } from './db/ai-results.js';
import type { Db } from './db/database.js';
import { profileStore } from './db/profiles.js';
import { suggestionStore } from './db/suggestions.js';
import { uploadStore } from './db/uploads.js';
import { workSlotStore } from './db/work-slots.js';
import { ApiError, handleError } from './errors.js';
import { createLogger } from './logger.js';
import { authenticator, requireAuth } from './middleware/auth.js';
import { limitBody, limitJsonDepth, requireJsonBody } from './middleware/body-rules.js';
import { compressResponses } from './middleware/compress.js';
import { rateLimiter } from './middleware/rate-limit.js';
import { requestLog } from './middleware/request-log.js';
import { baseHeaders, pageHeaders } from './middleware/security-headers.js';
import { aiRoutes } from './routes/ai/index.js';
import { authRoutes } from './routes/auth/index.js';
import { checkoutRoutes } from './routes/checkout/index.js';
import { chipStatusRoutes } from './routes/chip-status/index.js';
import { docsRoutes } from './routes/docs/index.js';
import { fplRoutes } from './routes/fpl/index.js';
import { healthRoutes } from './routes/health/index.js';
import { planRoutes } from './routes/plans/index.js';
import { profileRoutes } from './routes/profile/index.js';
import { suggestionRoutes } from './routes/suggestions/index.js';
import { uploadRoutes } from './routes/uploads/index.js';
import { webRoutes } from './routes/web/index.js';
import { webhookRoutes } from './routes/webhooks/index.js';
import { type AnalysisRunner, analysisRunnerFrom } from './services/analysis-pool.js';
import { defaultAnalyzer } from './services/analysis-prose.js';
import { polarBilling } from './services/billing.js';
import { defaultExtractor } from './services/default-extractor.js';
import { defaultStorage } from './services/default-storage.js';
import { cachedFplService, directoryFplService, httpFplUpstream } from './services/fpl.js';
import { defaultMailer } from './services/mailer.js';
import {
  keepingSeasonEnd,
  previousSeasonFile,
  previousSeasonPath,
  seasonEndSnapshotPath,
} from './services/previous-season.js';
import { type WorkQueue, workQueue } from './services/work-queue.js';
import { urlSigner } from './uploads/signing.js';

export type AppOptions = { db: Db; config: Config } & Partial<Omit<Deps, 'db' | 'config'>>;

const KB = 1024;
const MB = 1024 * KB;

/** FPL's data as this process reads it (recorded folder or the shared cache), and last season's totals. */
export function fplSources(options: Pick<AppOptions, 'db' | 'config' | 'fpl' | 'logger' | 'clock'>) {
  const { db, config } = options;
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const clock = options.clock ?? { now: () => new Date() };
  const source =
    options.fpl ??
    (config.FPL_DATA_DIR
      ? directoryFplService(path.resolve(config.FPL_DATA_DIR), clock)
      : cachedFplService({
          db,
          upstream: httpFplUpstream(config.FPL_API_BASE, config.FPL_TIMEOUT_MS),
          ttlSeconds: config.FPL_CACHE_TTL_SECONDS,
          entryTtlSeconds: config.FPL_ENTRY_CACHE_TTL_SECONDS,
          notFoundTtlSeconds: config.FPL_NOT_FOUND_TTL_SECONDS,
          clock,
          logger,
        }));
  // Live mode keeps the season's end beside the database: next season's projections start from it.
  const snapshot = seasonEndSnapshotPath(config);
  const fpl = snapshot ? keepingSeasonEnd(source, snapshot, logger) : source;
  const previousSeason = previousSeasonFile(previousSeasonPath(config), logger);
  return { fpl, previousSeason };
}

/** The real implementations for anything the caller did not pass. */
export function resolveDeps(options: AppOptions): Deps {
  const { db, config } = options;
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const clock = options.clock ?? { now: () => new Date() };
  const { fpl, previousSeason } = fplSources({ ...options, logger, clock });
  // One pool for analyses and screenshot reads: they compete for the same cores. Its workers start on first use.
  // With WORK_QUEUE=postgres both go to the job table instead, for whichever worker process is free.
  let runner: AnalysisRunner | WorkQueue | undefined;
  const work = () =>
    (runner ??=
      config.WORK_QUEUE === 'postgres'
        ? workQueue(db, {
            limit: config.WORK_QUEUE_LIMIT,
            timeoutMs: config.WORK_QUEUE_TIMEOUT_SECONDS * 1000,
            logger,
          })
        : analysisRunnerFrom(config));
  return {
    db,
    config,
    logger,
    clock,
    fpl,
    mailer: options.mailer ?? defaultMailer(config, db, logger),
    storage: options.storage ?? defaultStorage(config),
    billing: options.billing ?? polarBilling(config),
    extractor: options.extractor ?? defaultExtractor(config, fpl, logger, work()),
    analyzer: options.analyzer ?? defaultAnalyzer(config, fpl, logger, previousSeason, work()),
  };
}

export function createApp(options: AppOptions) {
  const deps = resolveDeps(options);
  const { db, config, logger } = deps;
  if (!config.JWT_SECRET) throw new Error('createApp needs config.JWT_SECRET');

  const store = authStore(db);
  const signer = tokenSigner(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS, deps.clock);
  const authenticate = authenticator(signer, store);
  const kit: AuthKit = {
    store,
    signer,
    limiter: rateLimiter(db, Math.max(config.RATE_LIMIT_WINDOW_SECONDS, config.RATE_LIMIT_SLOW_SECONDS)),
    authenticate,
    requireAuth: requireAuth(authenticate),
  };
  const profiles = profileStore(db);
  const signedUrls = urlSigner(config.JWT_SECRET, config.APP_URL, config.SIGNED_URL_TTL_SECONDS);
  const uploadRows = uploadStore(db);
  const uploads = uploadRoutes(deps, kit, uploadRows, profiles, signedUrls);

  const app = new OpenAPIHono<AppEnv>();
  app.onError(handleError);
  app.notFound((c) =>
    handleError(new ApiError(404, 'not_found', `No route for ${c.req.method} ${c.req.path}`), c),
  );

  app.use('*', requestLog(logger, baseHeaders(config)));
  // JSON answers compressed for browsers (FPL's game data is 2.2 MB raw, 84 KB brotli); the built front ends
  // are compressed by webRoutes itself.
  app.use('/api/*', compressResponses());

  // Body rules: JSON only, 1 MB, at most 64 levels deep, except the multipart upload and the base64 screenshot
  // for extraction (16 MB).
  const jsonLimit = limitBody(1 * MB);
  const extractLimit = limitBody(16 * MB);
  // Only methods that carry a body pass through here: reads skip the layer altogether (and touching
  // c.req.raw.body would make node-server build a full Request).
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/api/*', async (c, next) => {
    if (c.req.path === '/api/uploads') return next();
    const limit = c.req.path === '/api/ai/extract' ? extractLimit : jsonLimit;
    return limit(c, async () => {
      await requireJsonBody(c, async () => {
        await limitJsonDepth(c, next);
      });
    });
  });
  app.use('/auth/v1/*', limitBody(64 * KB), requireJsonBody, limitJsonDepth);

  // Signed-in only. (A sub-app's use('*') would leak onto every /api route, so paths are listed here.)
  // 'x/*' also matches 'x' itself in Hono: listing both would authenticate a request twice.
  const authed = kit.requireAuth as unknown as MiddlewareHandler<AppEnv>;
  for (const p of [
    '/api/profile',
    '/api/usage',
    '/api/suggestions/*',
    '/api/chip-status',
    '/api/ai/*',
    '/api/checkout',
  ]) {
    app.use(p, authed);
  }

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });

  const routes = app
    .route('/', healthRoutes(deps))
    .route('/auth/v1', authRoutes(deps, kit))
    .route('/api', planRoutes())
    .route('/api', fplRoutes(deps, kit))
    .route('/api', webhookRoutes(deps, profiles))
    .route('/api', uploads.file)
    .route('/api', uploads.routes as unknown as OpenAPIHono<AuthedEnv>)
    .route('/api', profileRoutes(deps, profiles))
    .route('/api', suggestionRoutes(deps, suggestionStore(db), profiles, uploadRows, signedUrls))
    .route('/api', chipStatusRoutes(deps))
    .route('/api', aiRoutes(deps, profiles, aiResultStore(db), workSlotStore(db)))
    .route('/api', checkoutRoutes(deps))
    .route('/api', docsRoutes());

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'FPL Assistant API',
      version: '0.1.0',
      description: 'Accounts (Supabase Auth compatible), quota, history, uploads, FPL data, AI and checkout.',
    },
    // Paths start at the origin (/api/..., /auth/v1/..., /health): the server is the app's public address.
    servers: [{ url: config.APP_URL, description: 'This deployment (APP_URL)' }],
  });

  // Last: the built front ends (or a page saying they are not built) for every other GET.
  app.use('*', pageHeaders(config));
  app.route('/', webRoutes(config.WEB_ROOT, config));
  return routes;
}

export type AppType = ReturnType<typeof createApp>;
