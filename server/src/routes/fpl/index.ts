import { createRoute, z } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../context.js';
import { ApiError } from '../../errors.js';
import { createRouter, errorResponses } from '../../openapi.js';
import { ALLOWED_FPL_ENDPOINTS, parseFplEndpoint } from '../../services/fpl-endpoints.js';

export function fplRoutes(deps: Deps) {
  return createRouter<AppEnv>().openapi(
    createRoute({
      method: 'get',
      path: '/fpl',
      tags: ['fpl'],
      summary: 'The official FPL API through a 6-hour cache (or recorded files with FPL_DATA_DIR)',
      description: `Allowed endpoints: ${ALLOWED_FPL_ENDPOINTS.join(', ')}. X-Cache tells HIT, MISS, STALE (upstream failed, older copy served) or FILE.`,
      request: { query: z.object({ endpoint: z.string().max(100) }) },
      responses: {
        200: {
          description: 'The FPL JSON as the API sent it',
          content: { 'application/json': { schema: z.any() } },
        },
        ...errorResponses(400, 404, 502),
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
      const result = await deps.fpl.get(endpoint);
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=UTF-8',
        'x-cache': result.source,
        'x-fetched-at': result.fetchedAt,
      };
      if (result.source === 'STALE') headers.warning = '110 - "Response is Stale"';
      return new Response(result.body, { status: 200, headers }) as never;
    },
  );
}
