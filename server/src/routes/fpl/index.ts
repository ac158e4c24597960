import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AuthKit } from '../../auth/kit.js';
import { clientIp } from '../../client-ip.js';
import type { AppEnv, Deps } from '../../context.js';
import { ApiError } from '../../errors.js';
import type { Limit } from '../../middleware/rate-limit.js';
import { createRouter, errorResponses, jsonResponse, publicAccess } from '../../openapi.js';
import { ExtractedTeamDataSchema } from '../../schemas.js';
import { ALLOWED_FPL_ENDPOINTS, isEntryEndpoint, parseFplEndpoint } from '../../services/fpl-endpoints.js';
import { loadEntryTeam } from '../../services/fpl-entry-team.js';

const TeamIdParam = z.object({
  id: z.coerce
    .number({ message: 'id must be an FPL team ID' })
    .int('id must be an FPL team ID')
    .positive('id must be an FPL team ID')
    .max(9_999_999_999, 'id must be an FPL team ID')
    .openapi({ param: { name: 'id', in: 'path' }, example: 118670 }),
});

export function fplRoutes(deps: Deps, kit: Pick<AuthKit, 'limiter' | 'authenticate'>) {
  const { config, clock } = deps;

  /**
   * Team look-ups reach FPL once per manager, not once per app: limited per IP, and per user when the caller is
   * signed in, or else by a far lower anonymous budget per IP. A token that does not verify here is ignored (the
   * route is public): the look-up counts as anonymous. A refused look-up counts on none of them.
   */
  const limitTeamLookups = async (c: Context<AppEnv>) => {
    const now = clock.now();
    const windowSeconds = config.FPL_ENTRY_RATE_LIMIT_WINDOW_SECONDS;
    const ip = clientIp(c, config.TRUST_PROXY);
    const authorization = c.req.header('authorization');
    const user = authorization
      ? await Promise.resolve()
          .then(() => kit.authenticate(authorization))
          .catch(() => undefined)
      : undefined;
    const limits: Limit[] = [
      { key: `fpl-entry:ip:${ip}`, max: config.FPL_ENTRY_RATE_LIMIT_MAX_PER_IP, windowSeconds },
      // Signed in: per account; anonymous: a far lower budget per address.
      user
        ? { key: `fpl-entry:user:${user.id}`, max: config.FPL_ENTRY_RATE_LIMIT_MAX_PER_USER, windowSeconds }
        : {
            key: `fpl-entry:anon:${ip}`,
            max: config.FPL_ENTRY_RATE_LIMIT_MAX_ANONYMOUS_PER_IP,
            windowSeconds,
          },
    ];
    const wait = await kit.limiter.consumeAll(limits, now);
    if (wait > 0) {
      throw new ApiError(
        429,
        'rate_limited',
        `Too many FPL team look-ups. Please try again in ${wait} seconds.`,
        {},
        { 'Retry-After': String(wait) },
      );
    }
  };

  /**
   * Calls that reach the official API, per client address: FPL sees one IP (ours) for all our callers, so a
   * flood of distinct misses from anyone would be ours. Checked only on a miss; a cached answer is free.
   */
  const limitUpstream = (c: Context<AppEnv>) => async () => {
    const ip = clientIp(c, config.TRUST_PROXY);
    const wait = await kit.limiter.consume(
      `fpl-upstream:ip:${ip}`,
      config.FPL_UPSTREAM_RATE_LIMIT_MAX_PER_IP,
      60,
      clock.now(),
    );
    if (wait > 0) {
      throw new ApiError(
        429,
        'rate_limited',
        `Too many requests for FPL data. Please try again in ${wait} seconds.`,
        {},
        { 'Retry-After': String(wait) },
      );
    }
  };

  return createRouter<AppEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/fpl',
        operationId: 'getFplData',
        security: publicAccess,
        tags: ['fpl'],
        summary: 'The official FPL API through a cache (or recorded files with FPL_DATA_DIR)',
        description: `Allowed endpoints: ${ALLOWED_FPL_ENDPOINTS.join(', ')}. X-Cache tells HIT, MISS, STALE (upstream failed, older copy served) or FILE. Game data is cached 6 hours; a manager's /entry/… data briefly (FPL_ENTRY_CACHE_TTL_SECONDS), and those look-ups are rate-limited per IP and per signed-in user. Calls that reach the official API (cache misses) are limited per IP and minute (429 with Retry-After); FPL's 404 is remembered for a while, so repeating a missing id costs no upstream call. An unknown team answers 404 fpl_team_not_found.`,
        request: { query: z.object({ endpoint: z.string().max(100) }) },
        responses: {
          200: {
            description: 'The FPL JSON as the API sent it',
            content: { 'application/json': { schema: z.any() } },
          },
          ...errorResponses(400, 404, 429, 502),
        },
      }),
      async (c) => {
        const raw = c.req.valid('query').endpoint;
        const endpoint = parseFplEndpoint(raw);
        if (!endpoint) {
          throw new ApiError(
            400,
            'endpoint_not_allowed',
            `Endpoint not allowed. Allowed: ${ALLOWED_FPL_ENDPOINTS.join(', ')}`,
          );
        }
        if (isEntryEndpoint(endpoint)) await limitTeamLookups(c);
        const result = await deps.fpl.get(endpoint, { beforeUpstream: limitUpstream(c) });
        const headers: Record<string, string> = {
          'content-type': 'application/json; charset=UTF-8',
          'x-cache': result.source,
          'x-fetched-at': result.fetchedAt,
        };
        if (result.source === 'STALE') headers.warning = '110 - "Response is Stale"';
        return new Response(result.body, { status: 200, headers }) as never;
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/fpl/team/{id}',
        operationId: 'getFplTeam',
        security: publicAccess,
        tags: ['fpl'],
        summary: 'A manager’s team by FPL team ID, ready for review (ExtractedTeamData)',
        description:
          "The squad at the next deadline from FPL's public entry data: players, captain, vice and bench order of the latest gameweek (the one before a Free Hit), bank and team value, free transfers from the history, chips used with their gameweeks, and selling prices from what was paid. Fields the data cannot settle are listed in `lowConfidenceFields` (squad level: freeTransfers; per player: price). Transfers made since the last deadline are not public and not included. Rate-limited like /fpl's /entry/… endpoints.",
        request: { params: TeamIdParam },
        responses: {
          200: jsonResponse(
            z.object({ data: ExtractedTeamDataSchema }),
            'The team, as the review screen takes it',
          ),
          ...errorResponses(400, 404, 429, 502),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        await limitTeamLookups(c);
        // Each of the look-up's calls that reaches FPL counts against the caller's upstream budget.
        const data = await loadEntryTeam(deps.fpl, id, deps.logger, { beforeUpstream: limitUpstream(c) });
        return c.json({ data }, 200);
      },
    );
}
