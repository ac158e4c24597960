import { checkSquad } from '@fpl-assistant/engine';
import { MAX_UPLOAD_BYTES, MESSAGES } from '@fpl-assistant/engine/app';
import { hasAnalysesLeft } from '@fpl-assistant/engine/pricing';
import { createRoute, z } from '@hono/zod-openapi';
import type { AuthedEnv, Deps } from '../../context.js';
import type { AiResultStore } from '../../db/ai-results.js';
import type { ProfileStore } from '../../db/profiles.js';
import { WorkRefused, type WorkSlot, type WorkSlotStore } from '../../db/work-slots.js';
import { ApiError } from '../../errors.js';
import { bearer, createRouter, jsonBody, jsonResponse } from '../../openapi.js';
import {
  ExtractedTeamDataSchema,
  GameweekSchema,
  ManagerConstraintsSchema,
  PartialTeamDataSchema,
} from '../../schemas.js';
import { AiProviderError, AnalysisConstraintError, type Analyzer } from '../../services/ai.js';
import { AnalysisBusyError, AnalysisCancelledError } from '../../services/analysis-pool.js';
import { checkDimensions, readImageHeader } from '../../uploads/image-header.js';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeyOf,
  idempotentRunner,
  REPLAYED_HEADER,
  requestHashOf,
} from './idempotent-run.js';

const AiResponseSchema = z
  .object({
    success: z.boolean(),
    data: ExtractedTeamDataSchema.optional(),
    recommendations: z.record(z.string(), z.unknown()).optional(),
    modelUsed: z.string().optional(),
    tokensUsed: z.number().optional(),
    cost: z.number().optional(),
    processingTime: z.number().optional(),
    error: z.object({ message: z.string(), code: z.string() }).optional(),
    partial: PartialTeamDataSchema.optional(),
    problems: z
      .array(z.string())
      .optional()
      .openapi({ description: 'INVALID_SQUAD: every FPL squad rule the squad breaks, one sentence each' }),
    constraint: z.string().optional().openapi({
      description:
        "CONSTRAINT_ERROR: the kind of the manager's rule that cannot be kept (lock, ban, book, chip, no-chip, captain, hits, max-transfers)",
    }),
  })
  .openapi('AiResponse');

// 10 MB of image is about 13.4 MB of base64.
const MAX_BASE64 = 14 * 1024 * 1024;

const ExtractBody = z
  .object({
    imageBase64: z
      .string()
      .min(1)
      .max(MAX_BASE64, MESSAGES.fileTooLarge)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'imageBase64 must be raw base64 without a data-URL prefix'),
    gameweek: GameweekSchema,
  })
  .openapi('ExtractRequest');

/** Documented here, checked by idempotencyKeyOf: a malformed key is a 400 in the AI response's shape. */
const IdempotencyHeaders = z.object({
  'idempotency-key': z.string().optional().openapi({
    description:
      'Any unique string per analysis or upload (e.g. a UUID). A repeat within 24 hours gets the stored answer, uncharged; a repeat while the first still runs waits for it.',
  }),
});

// userTier may still be sent by older clients; it is ignored: the tier comes from the profile.
const AnalyzeBody = z
  .object({
    extractedData: ExtractedTeamDataSchema,
    gameweek: GameweekSchema,
    userTier: z.string().optional(),
    constraints: ManagerConstraintsSchema.optional().openapi({
      description:
        "The manager's own rules: players kept (locked, or lockedThrough a gameweek) or never bought (banned, or bannedIn one gameweek: out of the squad then), booked transfers (in and out, or one side for the planner to complete), chips fixed to a gameweek or forbidden, captains fixed for a gameweek, hits, most transfers a week. One that cannot be kept is a 422 CONSTRAINT_ERROR naming it, nothing charged.",
    }),
  })
  .openapi('AnalyzeRequest');

const ReplanBody = z
  .object({
    analysis: AnalyzeBody.openapi({
      description:
        'The body of the analysis being edited, exactly as it was sent (its Idempotency-Key in the header)',
    }),
    constraints: ManagerConstraintsSchema,
  })
  .openapi('ReplanAnalysisRequest');

/** A rule of the manager's that cannot be kept: 422 naming it, in the AI response's shape. */
export const constraintError = (err: AnalysisConstraintError) =>
  new ApiError(422, 'CONSTRAINT_ERROR', err.message, { success: false, constraint: err.constraint });

const aiError = (err: AiProviderError) =>
  new ApiError(err.status, err.code, err.message, {
    success: false,
    ...(err.partial ? { partial: err.partial } : {}),
  });
const quotaError = () => new ApiError(429, 'QUOTA_EXCEEDED', MESSAGES.quotaExhausted, { success: false });

/** A refused slot in the AI response's shape: the spec's quota text, or a plain sentence with when to retry. */
function refusalError(err: WorkRefused): ApiError {
  const { refusal } = err;
  if (refusal.kind === 'quota') return quotaError();
  const retryAfter = { 'Retry-After': String(refusal.retryAfterSeconds) };
  if (refusal.kind === 'extraction_rate') {
    return new ApiError(
      429,
      'EXTRACTION_RATE_LIMITED',
      'Too many screenshots at once. Please wait a minute and try again.',
      { success: false },
      retryAfter,
    );
  }
  const hours = Math.ceil(refusal.retryAfterSeconds / 3600);
  return new ApiError(
    429,
    'EXTRACTION_LIMIT_REACHED',
    `You have read ${refusal.perDay} screenshots in the last 24 hours, the most a day on your plan. Please try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}, or bring your team by FPL team ID.`,
    { success: false },
    retryAfter,
  );
}

/** Every analysis worker busy and the queue full: a plain sentence and when to retry. */
const busyError = (err: AnalysisBusyError) =>
  new ApiError(
    503,
    'SERVER_BUSY',
    err.message,
    { success: false },
    { 'Retry-After': String(err.retryAfterSeconds) },
  );

/** An analysis's known failures as the AI response's errors; undefined for anything else. */
function analysisFailure(err: unknown): ApiError | undefined {
  if (err instanceof AnalysisConstraintError) return constraintError(err);
  if (err instanceof AiProviderError) return aiError(err);
  if (err instanceof AnalysisBusyError) return busyError(err);
  // Nobody is left to read it; the slot is given back like any failed run.
  if (err instanceof AnalysisCancelledError)
    return new ApiError(503, 'ANALYSIS_CANCELLED', err.message, { success: false });
  return undefined;
}

/** The AI response of a finished analysis. */
function analysisAnswer(result: Awaited<ReturnType<Analyzer['analyze']>>, started: number) {
  return {
    success: true as const,
    recommendations: result.recommendations as unknown as Record<string, unknown>,
    modelUsed: result.modelUsed,
    tokensUsed: result.tokensUsed,
    cost: result.cost,
    processingTime: Math.round(performance.now() - started),
  };
}

/** Takes a slot, turning a refusal into the error response. */
function reserved(take: () => Promise<WorkSlot>): () => Promise<WorkSlot> {
  return async () => {
    try {
      return await take();
    } catch (err) {
      throw err instanceof WorkRefused ? refusalError(err) : err;
    }
  };
}

const aiResponses = {
  200: jsonResponse(AiResponseSchema, 'Success'),
  400: jsonResponse(AiResponseSchema, 'Invalid input'),
  401: jsonResponse(AiResponseSchema, 'Not authenticated'),
  422: jsonResponse(
    AiResponseSchema,
    "The squad breaks FPL rules (INVALID_SQUAD, every broken rule in `problems`; nothing charged), names a player the data does not know (ANALYSIS_ERROR), or a rule of the manager's cannot be kept (CONSTRAINT_ERROR, its kind in `constraint`; nothing charged)",
  ),
  429: jsonResponse(
    AiResponseSchema,
    'Monthly analysis quota used up (QUOTA_EXCEEDED); for extraction also EXTRACTION_RATE_LIMITED or EXTRACTION_LIMIT_REACHED, with Retry-After',
  ),
  501: jsonResponse(AiResponseSchema, 'No provider configured (EXTRACTION_ERROR)'),
  502: jsonResponse(AiResponseSchema, 'Provider failed (EXTRACTION_ERROR / ANALYSIS_ERROR)'),
  503: jsonResponse(
    AiResponseSchema,
    'Every analysis worker busy and the queue full (SERVER_BUSY), with Retry-After; or FPL data unavailable',
  ),
};

export function aiRoutes(deps: Deps, profiles: ProfileStore, results: AiResultStore, slots: WorkSlotStore) {
  const { clock, extractor, analyzer, logger } = deps;
  const now = () => clock.now();
  const once = idempotentRunner(results, clock);

  const requireQuota = async (userId: string) => {
    const usage = await profiles.usage(userId, clock.now());
    if (!usage || !hasAnalysesLeft(usage)) throw quotaError();
    return usage;
  };

  return createRouter<AuthedEnv>()
    .openapi(
      createRoute({
        method: 'post',
        path: '/ai/extract',
        operationId: 'extractSquad',
        tags: ['ai'],
        summary: 'Read a squad from a screenshot (quota checked, not counted; own per-minute and daily caps)',
        description:
          'Needs an analysis left this month (not spent). Reads per account: free 4 a minute and 20 a day, starter 6 and 50, pro and season_pass 10 and 200; a failed read gives its daily slot back.',
        security: bearer,
        request: { body: jsonBody(ExtractBody), headers: IdempotencyHeaders },
        responses: aiResponses,
      }),
      async (c) => {
        const body = c.req.valid('json');
        // The same checks as an upload: a real PNG, JPEG or WebP of sane size, before any provider sees it.
        const image = Buffer.from(body.imageBase64, 'base64');
        if (image.byteLength > MAX_UPLOAD_BYTES) {
          throw new ApiError(413, 'file_too_large', MESSAGES.fileTooLarge, { success: false });
        }
        const header = await readImageHeader(image);
        if (!header)
          throw new ApiError(400, 'invalid_file_type', MESSAGES.invalidFileType, { success: false });
        const problem = checkDimensions(header);
        if (problem) throw new ApiError(400, 'invalid_image_dimensions', problem, { success: false });
        const userId = c.get('user').id;
        const { body: answer, replayed } = await once({
          userId,
          action: 'extract',
          key: idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER)),
          request: body,
          reserve: reserved(async () => {
            await requireQuota(userId);
            return slots.reserveExtraction(userId, now);
          }),
          run: async () => {
            const tier = (await profiles.get(userId))?.tier ?? 'free';
            const started = performance.now();
            try {
              const result = await extractor.extract({ ...body, tier, signal: c.req.raw.signal });
              return { success: true, ...result, processingTime: Math.round(performance.now() - started) };
            } catch (err) {
              if (err instanceof AiProviderError) throw aiError(err);
              // Screenshot reads share the analysis pool's lanes and queue.
              if (err instanceof AnalysisBusyError) throw busyError(err);
              if (err instanceof AnalysisCancelledError) {
                throw new ApiError(503, 'ANALYSIS_CANCELLED', err.message, { success: false });
              }
              logger.error('extraction failed', { reqId: c.get('requestId'), error: (err as Error).message });
              throw aiError(new AiProviderError('EXTRACTION_ERROR', MESSAGES.extractTeamFailed));
            }
          },
        });
        if (replayed) c.header(REPLAYED_HEADER, 'true');
        return c.json(answer, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/ai/analyze',
        operationId: 'analyzeSquad',
        tags: ['ai'],
        summary: 'Recommendations for a reviewed squad; counts one analysis on success',
        security: bearer,
        request: { body: jsonBody(AnalyzeBody), headers: IdempotencyHeaders },
        responses: aiResponses,
      }),
      async (c) => {
        const request = c.req.valid('json');
        const { extractedData, gameweek, constraints } = request;
        // FPL's squad rules before anything is charged or queued: every broken rule, as the web and CLI list them.
        // (Whether each player is in this season's list is checked where the data is parsed, in the analysis.)
        const check = checkSquad(extractedData);
        if (!check.valid) {
          const problems = check.broken.map((b) => b.message);
          throw new ApiError(422, 'INVALID_SQUAD', `This squad breaks FPL's rules: ${problems.join(' ')}`, {
            success: false,
            problems,
          });
        }
        const userId = c.get('user').id;
        // A repeat (reload, Back) is answered before the quota check: it was paid for once already.
        const { body: answer, replayed } = await once({
          userId,
          action: 'analyze',
          key: idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER)),
          request,
          // The slot is taken before the run and counted with the stored answer: of concurrent requests on the
          // last analysis one runs, the others are refused at once; a failed run gives its slot back.
          reserve: reserved(() => slots.reserveAnalysis(userId, now)),
          run: async () => {
            const tier = (await profiles.get(userId))?.tier ?? 'free';
            const started = performance.now();
            let result: Awaited<ReturnType<typeof analyzer.analyze>>;
            try {
              result = await analyzer.analyze({
                extractedData,
                gameweek,
                tier,
                ...(constraints ? { constraints } : {}),
                signal: c.req.raw.signal,
              });
            } catch (err) {
              const failure = analysisFailure(err);
              if (failure) throw failure;
              logger.error('analysis failed', { reqId: c.get('requestId'), error: (err as Error).message });
              throw aiError(new AiProviderError('ANALYSIS_ERROR', MESSAGES.analyzeTeamFailed));
            }
            return analysisAnswer(result, started);
          },
        });
        if (replayed) c.header(REPLAYED_HEADER, 'true');
        return c.json(answer, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/ai/replan',
        operationId: 'replanAnalysis',
        tags: ['ai'],
        summary: "An analysis run in the last day planned again with the manager's rules; never charged",
        description:
          'The analysis is named by the Idempotency-Key it was run with and its body, sent again as `analysis`; the manager is editing one paid analysis, so a re-plan counts none and needs none left. 404 when no such analysis was run (or it is over a day old); 422 CONSTRAINT_ERROR naming a rule that cannot be kept.',
        security: bearer,
        request: { body: jsonBody(ReplanBody), headers: IdempotencyHeaders },
        responses: {
          ...aiResponses,
          404: jsonResponse(AiResponseSchema, 'No such analysis in the last day'),
        },
      }),
      async (c) => {
        const { analysis, constraints } = c.req.valid('json');
        const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER));
        const userId = c.get('user').id;
        const stored = key ? await results.find(userId, 'analyze', key, now()) : undefined;
        if (!stored || stored.requestHash !== requestHashOf(analysis)) {
          throw new ApiError(
            404,
            'ANALYSIS_NOT_FOUND',
            'There is no analysis of this squad to plan again: analyse it first (a re-plan edits an analysis from the last 24 hours).',
            { success: false },
          );
        }
        const tier = (await profiles.get(userId))?.tier ?? 'free';
        const started = performance.now();
        try {
          const result = await analyzer.analyze({
            extractedData: analysis.extractedData,
            gameweek: analysis.gameweek,
            tier,
            constraints,
            signal: c.req.raw.signal,
          });
          return c.json(analysisAnswer(result, started), 200);
        } catch (err) {
          throw analysisFailure(err) ?? err;
        }
      },
    );
}
