import path from 'node:path';
import { MAX_UPLOAD_BYTES, MESSAGES } from '@fpl-assistant/engine/app';
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
import { authAddressGate, authRoutes } from './routes/auth/index.js';
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
import { MAX_SUGGESTION_BYTES } from './storage-limits.js';
import { urlSigner } from './uploads/signing.js';

export type AppOptions = { db: Db; config: Config } & Partial<Omit<Deps, 'db' | 'config'>>;

const KB = 1024;

/** Bodies of the anonymous auth calls (an email, a password, a little metadata). */
const AUTH_BODY_BYTES = 64 * KB;

/**
 * The most a JSON route's body may hold: the extraction's screenshot (base64 of the largest upload), a saved
 * suggestion (its stored maximum, with room for escaping), a squad to analyse, a signed webhook; anything else
 * (profile, chip status, checkout) is a few fields.
 */
export function jsonBodyCap(path: string): number {
  if (path === '/api/ai/extract') return 4 * Math.ceil(MAX_UPLOAD_BYTES / 3) + 4 * KB;
  if (path === '/api/suggestions') return 2 * MAX_SUGGESTION_BYTES;
  if (path === '/api/webhooks/polar') return 256 * KB;
  if (path === '/api/ai/analyze') return 64 * KB;
  return 16 * KB;
}

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
  // With WORK_QUEUE=postgres both go to the pg-boss queue instead, for whichever worker process is free.
  let runner: AnalysisRunner | WorkQueue | undefined;
  const work = () =>
    (runner ??=
      config.WORK_QUEUE === 'postgres'
        ? workQueue(db, {
            limit: config.WORK_QUEUE_LIMIT,
            timeoutMs: config.WORK_QUEUE_TIMEOUT_SECONDS * 1000,
            expireSeconds: config.WORK_QUEUE_EXPIRE_SECONDS,
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

  const store = authStore(db, { tokenSecret: config.JWT_SECRET });
  const signer = tokenSigner(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS, deps.clock);
  const authenticate = authenticator(signer, store);
  const kit: AuthKit = {
    store,
    signer,
    // The longest window any limit uses (recovery mails count per hour): older rows have expired.
    limiter: rateLimiter(
      db,
      Math.max(
        config.RATE_LIMIT_WINDOW_SECONDS,
        config.RATE_LIMIT_SLOW_SECONDS,
        config.FPL_ENTRY_RATE_LIMIT_WINDOW_SECONDS,
        3600,
      ),
    ),
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

  // Signed-in only, checked before any body is read: an anonymous 16 MB body costs one header check.
  // (A sub-app's use('*') would leak onto every /api route, so paths are listed here.)
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

  // Body rules, after authentication: JSON only, at most 64 levels deep, and each route's own size cap (see
  // jsonBodyCap), counted while the body streams in. The multipart upload has its own cap in its route.
  // One middleware per cap; the screenshot's and the suggestion's say what the spec says about them.
  const limits = new Map<string, MiddlewareHandler>();
  const limitFor = (path: string) => {
    const bytes = jsonBodyCap(path);
    const key = path === '/api/ai/extract' || path === '/api/suggestions' ? path : String(bytes);
    let limit = limits.get(key);
    if (!limit) {
      limit =
        key === '/api/ai/extract'
          ? limitBody(
              bytes,
              () => new ApiError(413, 'file_too_large', MESSAGES.fileTooLarge, { success: false }),
            )
          : key === '/api/suggestions'
            ? limitBody(
                bytes,
                () =>
                  new ApiError(
                    413,
                    'payload_too_large',
                    `A suggestion may hold at most ${MAX_SUGGESTION_BYTES / 1024} KB`,
                  ),
              )
            : limitBody(bytes);
      limits.set(key, limit);
    }
    return limit;
  };
  // Only methods that carry a body pass through here: reads skip the layer altogether (and touching
  // c.req.raw.body would make node-server build a full Request).
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/api/*', async (c, next) => {
    if (c.req.path === '/api/uploads') return next();
    return limitFor(c.req.path)(c, async () => {
      await requireJsonBody(c, async () => {
        await limitJsonDepth(c, next);
      });
    });
  });
  // Anonymous auth calls: an address already over its limit is refused before its body is read.
  app.use(
    '/auth/v1/*',
    authAddressGate(deps, kit),
    limitBody(AUTH_BODY_BYTES),
    requireJsonBody,
    limitJsonDepth,
  );

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

  // Generated once, on first request (every route is registered by then): building it cost ~10 ms a request.
  let openApiDocument: string | undefined;
  app.get('/api/openapi.json', (c) => {
    openApiDocument ??= JSON.stringify(
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'FPL Assistant API',
          version: '0.1.0',
          description:
            'Accounts (Supabase Auth compatible), quota, history, uploads, FPL data, AI and checkout.',
        },
        // Paths start at the origin (/api/..., /auth/v1/..., /health): the server is the app's public address.
        servers: [{ url: config.APP_URL, description: 'This deployment (APP_URL)' }],
      }),
    );
    return c.body(openApiDocument, 200, { 'content-type': 'application/json; charset=UTF-8' });
  });

  // Last: the built front ends (or a page saying they are not built) for every other GET.
  app.use('*', pageHeaders(config));
  app.route('/', webRoutes(config.WEB_ROOT, config));
  return routes;
}

export type AppType = ReturnType<typeof createApp>;
