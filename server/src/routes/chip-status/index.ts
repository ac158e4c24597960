import { createRoute, z } from '@hono/zod-openapi';
import type { AuthedEnv, Deps } from '../../context.js';
import { bearer, createRouter, errorResponses, jsonResponse } from '../../openapi.js';

const ChipStatusRowSchema = z
  .object({
    user_id: z.string(),
    season: z.string(),
    chip_type: z.string(),
    is_used: z.boolean(),
    used_in_gameweek: z.number().nullable(),
  })
  .openapi('ChipStatusRecord');

interface Row {
  user_id: string;
  season: string;
  chip_type: string;
  is_used: number;
  used_in_gameweek: number | null;
}

export function chipStatusRoutes(deps: Deps) {
  const select = deps.db.prepare<[string, string], Row>(
    'SELECT user_id, season, chip_type, is_used, used_in_gameweek FROM chip_status WHERE user_id = ? AND season = ? ORDER BY chip_type',
  );
  return createRouter<AuthedEnv>().openapi(
    createRoute({
      method: 'get',
      path: '/chip-status',
      tags: ['chips'],
      summary: "The caller's stored chip status for a season",
      security: bearer,
      request: {
        query: z.object({
          season: z
            .string()
            .regex(/^\d{4}-\d{2}$/, 'season must look like 2024-25')
            .optional(),
        }),
      },
      responses: {
        200: jsonResponse(z.array(ChipStatusRowSchema), 'Chip status rows'),
        ...errorResponses(400, 401),
      },
    }),
    (c) => {
      const season = c.req.valid('query').season ?? deps.config.DEFAULT_SEASON;
      const rows = select.all(c.var.user.id, season).map((row) => ({ ...row, is_used: row.is_used === 1 }));
      return c.json(rows, 200);
    },
  );
}
