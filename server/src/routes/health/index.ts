import { createRoute, z } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../context.js';
import { createRouter, jsonResponse, publicAccess } from '../../openapi.js';

export function healthRoutes(deps: Pick<Deps, 'db'>) {
  const started = Date.now();
  return createRouter<AppEnv>().openapi(
    createRoute({
      method: 'get',
      path: '/health',
      operationId: 'getHealth',
      summary: 'Liveness and a database round trip',
      security: publicAccess,
      tags: ['meta'],
      responses: {
        200: jsonResponse(
          z.object({ status: z.literal('ok'), database: z.literal('ok'), uptimeSeconds: z.number() }),
          'Healthy',
        ),
      },
    }),
    async (c) => {
      await deps.db.get('SELECT 1 AS ok');
      return c.json(
        {
          status: 'ok' as const,
          database: 'ok' as const,
          uptimeSeconds: Math.round((Date.now() - started) / 1000),
        },
        200,
      );
    },
  );
}
