import { createRoute, z } from '@hono/zod-openapi';
import type { AuthedEnv, Deps } from '../../context.js';
import type { ProfileStore } from '../../db/profiles.js';
import type { SuggestionRow, SuggestionStore } from '../../db/suggestions.js';
import type { UploadStore } from '../../db/uploads.js';
import { ApiError } from '../../errors.js';
import {
  bearer,
  createRouter,
  ErrorSchema,
  errorResponses,
  jsonBody,
  jsonResponse,
  validQuery,
} from '../../openapi.js';
import {
  GameweekSchema,
  ManagerConstraintsSchema,
  RecommendationsSchema,
  StoredTeamDataSchema,
  UuidParam,
} from '../../schemas.js';
import { AiProviderError, AnalysisConstraintError } from '../../services/ai.js';
import { AnalysisBusyError, AnalysisCancelledError } from '../../services/analysis-pool.js';
import { MAX_SUGGESTION_BYTES, STORAGE_LIMITS } from '../../storage-limits.js';
import { ownUploadId, type UrlSigner } from '../../uploads/signing.js';

const SuggestionSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    gameweek: z.number(),
    screenshotUrl: z.string().nullable(),
    extractedData: StoredTeamDataSchema,
    recommendations: RecommendationsSchema,
    researchSources: z.array(z.string()),
    createdAt: z.string(),
    userNotes: z.string().nullable(),
  })
  .openapi('Suggestion');

const SuggestionSummarySchema = z
  .object({
    id: z.string(),
    gameweek: z.number(),
    screenshotUrl: z.string().nullable(),
    createdAt: z.string(),
    userNotes: z.string().nullable(),
    transfersCount: z.number(),
    players: z
      .array(z.string())
      .optional()
      .openapi({ description: 'The players it names (squad, transfers in), for the history search' }),
  })
  .openapi('SuggestionSummary');

const ListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  // The whole-suggestion view is gone: a page of whole suggestions could be hundreds of megabytes. Each
  // suggestion is read with GET /suggestions/{id}.
  view: z
    .literal('summary', { message: 'only view=summary is offered; read a whole suggestion by its id' })
    .default('summary'),
});

const NewSuggestionSchema = z
  .object({
    gameweek: GameweekSchema,
    screenshotUrl: z.string().max(2000).nullable().optional(),
    extractedData: StoredTeamDataSchema,
    recommendations: RecommendationsSchema,
    researchSources: z.array(z.string().max(500)).max(50).default([]),
    userNotes: z.string().max(5000).nullable().optional(),
  })
  .strict()
  .openapi('NewSuggestion');

const ReplanSchema = z
  .object({
    constraints: ManagerConstraintsSchema.openapi({
      description: "The manager's rules the suggestion is planned again with ({} for none: the free plan)",
    }),
  })
  .strict()
  .openapi('ReplanRequest');

/** Every player a suggestion names (squad, transfers in): what the history search matches. */
function namedPlayers(
  extractedData: { players: readonly { name: string }[] },
  recommendations: { transfers: readonly { playerIn: string }[] },
): string[] {
  return [
    ...new Set([
      ...extractedData.players.map((p) => p.name),
      ...recommendations.transfers.map((t) => t.playerIn),
    ]),
  ];
}

export function suggestionRoutes(
  deps: Deps,
  store: SuggestionStore,
  profiles: ProfileStore,
  uploads: UploadStore,
  signer: UrlSigner,
) {
  const notFound = () => new ApiError(404, 'not_found', 'Analysis not found');

  /**
   * Serialises a row without re-parsing its stored JSON columns (they were written by JSON.stringify),
   * and re-signs our own screenshot URLs so they never expire while stored.
   */
  const screenshotUrlOf = (row: Pick<SuggestionRow, 'screenshot_url'>) => {
    const uploadId = row.screenshot_url ? ownUploadId(row.screenshot_url) : null;
    return uploadId ? signer.sign(uploadId, deps.clock.now()) : row.screenshot_url;
  };
  // Our screenshot paths in the SQLite-built summary JSON, anchored on the key so no other text can match.
  const OWN_SCREENSHOT = /"screenshotUrl":"\/api\/uploads\/([0-9a-f-]{36})\/file"/g;
  const signSummaries = (json: string) => {
    const now = deps.clock.now();
    return json.replace(
      OWN_SCREENSHOT,
      (_match, id: string) => `"screenshotUrl":${JSON.stringify(signer.sign(id, now))}`,
    );
  };
  const serialize = (row: SuggestionRow): string => {
    const screenshotUrl = screenshotUrlOf(row);
    return `{"id":${JSON.stringify(row.id)},"userId":${JSON.stringify(row.user_id)},"gameweek":${row.gameweek},"screenshotUrl":${JSON.stringify(screenshotUrl)},"extractedData":${row.extracted_data},"recommendations":${row.recommendations},"researchSources":${row.research_sources},"createdAt":${JSON.stringify(row.created_at)},"userNotes":${JSON.stringify(row.user_notes)}}`;
  };
  const rawJson = (text: string, status: 200 | 201) =>
    new Response(text, { status, headers: { 'content-type': 'application/json; charset=UTF-8' } }) as never;

  const listRoute = createRoute({
    method: 'get',
    path: '/suggestions',
    operationId: 'listSuggestions',
    tags: ['suggestions'],
    summary: "The caller's saved suggestions, newest first",
    description:
      'What the dashboard and history cards show, with transfersCount (view=summary, the only view). ' +
      'A whole suggestion (extractedData and recommendations) is read with GET /suggestions/{id}.',
    security: bearer,
    request: { query: ListQuerySchema },
    responses: {
      200: jsonResponse(z.array(SuggestionSummarySchema), 'Suggestions'),
      ...errorResponses(400, 401),
    },
  });
  const router = createRouter<AuthedEnv>();
  // The most read route: documented with its query, which is checked in the handler (see validQuery).
  router.openAPIRegistry.registerPath(listRoute);
  return router
    .openapi({ ...listRoute, hide: true, request: undefined }, async (c) => {
      const { limit, offset } = validQuery(ListQuerySchema, c);
      const page = await store.summaries(c.get('user').id, limit, offset);
      return rawJson(page.screenshots ? signSummaries(page.json) : page.json, 200);
    })
    .openapi(
      createRoute({
        method: 'get',
        path: '/suggestions/{id}',
        operationId: 'getSuggestion',
        summary: "One of the caller's saved suggestions",
        tags: ['suggestions'],
        security: bearer,
        request: { params: UuidParam },
        responses: {
          200: jsonResponse(SuggestionSchema, 'The suggestion'),
          ...errorResponses(400, 401, 404),
        },
      }),
      async (c) => {
        const row = await store.get(c.get('user').id, c.req.valid('param').id);
        if (!row) throw notFound();
        return rawJson(serialize(row), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/suggestions',
        operationId: 'saveSuggestion',
        tags: ['suggestions'],
        summary: 'Save a suggestion',
        security: bearer,
        request: { body: jsonBody(NewSuggestionSchema) },
        responses: {
          201: jsonResponse(SuggestionSchema, 'Saved'),
          ...errorResponses(400, 401, 413, 415),
          409: {
            description:
              'The account keeps as many suggestions (or bytes) as its plan allows: delete some first',
            content: { 'application/json': { schema: ErrorSchema } },
          },
        },
      }),
      async (c) => {
        const body = c.req.valid('json');
        // Our own screenshot URLs are stored unsigned; a signature is added on every read.
        const uploadId = body.screenshotUrl ? ownUploadId(body.screenshotUrl) : null;
        // Only one's own screenshot may be attached (reads sign the URL, so this is the access check), and
        // nothing else: no third-party or javascript: URL is ever handed back to a page.
        if (
          body.screenshotUrl &&
          (!uploadId || (await uploads.byId(uploadId))?.user_id !== c.get('user').id)
        ) {
          throw new ApiError(400, 'invalid_screenshot', 'screenshotUrl: not one of your uploads');
        }
        const screenshotUrl = uploadId ? signer.path(uploadId) : null;
        const input = {
          gameweek: body.gameweek,
          screenshotUrl,
          extractedData: body.extractedData,
          recommendations: body.recommendations,
          researchSources: body.researchSources,
          userNotes: body.userNotes ?? null,
          transfersCount: body.recommendations.transfers.length,
          // What the history search matches besides the gameweek and date: every player the suggestion names.
          players: namedPlayers(body.extractedData, body.recommendations),
        };
        const limits = STORAGE_LIMITS[(await profiles.get(c.get('user').id))?.tier ?? 'free'];
        const row = await store.create(c.get('user').id, input, deps.clock.now(), {
          count: limits.suggestions,
          bytes: limits.suggestionBytes,
          oneBytes: MAX_SUGGESTION_BYTES,
        });
        if (row === 'too_large') {
          throw new ApiError(
            413,
            'payload_too_large',
            `A suggestion may hold at most ${MAX_SUGGESTION_BYTES / 1024} KB`,
          );
        }
        if (row === 'over_limit') {
          throw new ApiError(
            409,
            'storage_limit_reached',
            `Your plan keeps up to ${limits.suggestions} saved suggestions (${Math.round(limits.suggestionBytes / 1024 / 1024)} MB): delete some in History to save more.`,
          );
        }
        return rawJson(serialize(row), 201);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/suggestions/{id}/replan',
        operationId: 'replanSuggestion',
        tags: ['suggestions'],
        summary: "Plan a saved suggestion again with the manager's rules (not charged: the analysis was)",
        description:
          "The suggestion's squad and gameweek planned again with `constraints` (locks, bans, booked transfers, chips, captains, hits, transfers a week); its recommendations, with the rules and their cost in `recommendations.constraints`, replace the saved ones. A suggestion is charged once, when it is analysed: re-plans count no analysis and need none left this month.",
        security: bearer,
        request: { params: UuidParam, body: jsonBody(ReplanSchema) },
        responses: {
          200: jsonResponse(SuggestionSchema, 'The suggestion, planned again'),
          ...errorResponses(400, 401, 404, 413),
          422: {
            description:
              'A rule cannot be kept (CONSTRAINT_ERROR, its kind in `constraint`), or the squad no longer plans (ANALYSIS_ERROR)',
            content: { 'application/json': { schema: ErrorSchema } },
          },
          503: {
            description:
              'Every analysis worker busy (SERVER_BUSY, with Retry-After), or FPL data unavailable',
            content: { 'application/json': { schema: ErrorSchema } },
          },
        },
      }),
      async (c) => {
        const userId = c.get('user').id;
        const { id } = c.req.valid('param');
        const { constraints } = c.req.valid('json');
        const row = await store.get(userId, id);
        if (!row) throw notFound();
        const extractedData = JSON.parse(row.extracted_data);
        const saved = JSON.parse(row.recommendations) as { researchSources?: string[] };
        const tier = (await profiles.get(userId))?.tier ?? 'free';
        let recommendations: Awaited<ReturnType<typeof deps.analyzer.analyze>>['recommendations'];
        try {
          ({ recommendations } = await deps.analyzer.analyze({
            extractedData,
            gameweek: row.gameweek,
            tier,
            constraints,
            signal: c.req.raw.signal,
          }));
        } catch (err) {
          if (err instanceof AnalysisConstraintError)
            throw new ApiError(422, 'CONSTRAINT_ERROR', err.message, { constraint: err.constraint });
          if (err instanceof AiProviderError) throw new ApiError(err.status, err.code, err.message);
          if (err instanceof AnalysisBusyError)
            throw new ApiError(
              503,
              'SERVER_BUSY',
              err.message,
              {},
              { 'Retry-After': String(err.retryAfterSeconds) },
            );
          if (err instanceof AnalysisCancelledError)
            throw new ApiError(503, 'ANALYSIS_CANCELLED', err.message);
          throw err;
        }
        const stored = {
          ...recommendations,
          researchSources: recommendations.researchSources ?? saved.researchSources,
        };
        const updated = await store.replaceRecommendations(
          userId,
          id,
          {
            recommendations: stored,
            transfersCount: stored.transfers.length,
            players: namedPlayers(extractedData, stored),
          },
          MAX_SUGGESTION_BYTES,
        );
        if (!updated) throw notFound();
        if (updated === 'too_large')
          throw new ApiError(
            413,
            'payload_too_large',
            `A suggestion may hold at most ${MAX_SUGGESTION_BYTES / 1024} KB`,
          );
        return rawJson(serialize(updated), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/suggestions/{id}',
        operationId: 'deleteSuggestion',
        summary: "Delete one of the caller's saved suggestions",
        tags: ['suggestions'],
        security: bearer,
        request: { params: UuidParam },
        responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404) },
      }),
      async (c) => {
        if (!(await store.delete(c.get('user').id, c.req.valid('param').id))) throw notFound();
        return c.body(null, 204);
      },
    );
}
