import { CHIP_KEYS, LAST_GAMEWEEK } from '@fpl-assistant/engine';
import { createRoute, z } from '@hono/zod-openapi';
import type { AuthedEnv, Deps } from '../../context.js';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi.js';

const SeasonSchema = z.string().regex(/^\d{4}-\d{2}$/, 'season must look like 2024-25');

const ChipStatusRowSchema = z
  .object({
    user_id: z.string(),
    season: z.string(),
    chip_type: z.string(),
    is_used: z.boolean(),
    used_in_gameweek: z.number().nullable(),
  })
  .openapi('ChipStatusRecord');

const ChipUpdateSchema = z
  .object({
    chip_type: z.enum(CHIP_KEYS),
    is_used: z.boolean(),
    used_in_gameweek: z.number().int().min(1).max(LAST_GAMEWEEK).nullable().optional(),
  })
  // An unused chip has no gameweek; a used one may not know it (the manager may not remember).
  .refine((chip) => chip.is_used || chip.used_in_gameweek == null, {
    message: 'used_in_gameweek is only allowed for a used chip',
    path: ['used_in_gameweek'],
  });

const ChipStatusUpdateSchema = z
  .object({
    season: SeasonSchema.optional(),
    chips: z
      .array(ChipUpdateSchema)
      .min(1)
      .max(CHIP_KEYS.length)
      .refine((chips) => new Set(chips.map((c) => c.chip_type)).size === chips.length, 'each chip_type once'),
  })
  .openapi('ChipStatusUpdate');

export function chipStatusRoutes(deps: Deps) {
  const rowsOf = async (userId: string, season: string) =>
    (
      await deps.db.kysely
        .selectFrom('chip_status')
        .select(['user_id', 'season', 'chip_type', 'is_used', 'used_in_gameweek'])
        .where('user_id', '=', userId)
        .where('season', '=', season)
        .orderBy('chip_type')
        .execute()
    ).map((row) => ({ ...row, is_used: row.is_used === 1 }));

  return createRouter<AuthedEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/chip-status',
        operationId: 'getChipStatus',
        tags: ['chips'],
        summary: "The caller's stored chip status for a season",
        security: bearer,
        request: { query: z.object({ season: SeasonSchema.optional() }) },
        responses: {
          200: jsonResponse(z.array(ChipStatusRowSchema), 'Chip status rows'),
          ...errorResponses(400, 401),
        },
      }),
      async (c) => {
        const season = c.req.valid('query').season ?? deps.config.DEFAULT_SEASON;
        return c.json(await rowsOf(c.get('user').id, season), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/chip-status',
        operationId: 'setChipStatus',
        tags: ['chips'],
        summary: "Record which of the caller's chips are used (all rows in one transaction)",
        security: bearer,
        request: { body: jsonBody(ChipStatusUpdateSchema) },
        responses: {
          200: jsonResponse(
            z.array(ChipStatusRowSchema),
            "The caller's rows for the season after the update",
          ),
          ...errorResponses(400, 401),
        },
      }),
      async (c) => {
        const { season = deps.config.DEFAULT_SEASON, chips } = c.req.valid('json');
        const userId = c.get('user').id;
        await deps.db.transaction(async (q) => {
          for (const chip of chips) {
            await q.kysely
              .insertInto('chip_status')
              .values({
                user_id: userId,
                season,
                chip_type: chip.chip_type,
                is_used: chip.is_used ? 1 : 0,
                used_in_gameweek: chip.used_in_gameweek ?? null,
              })
              .onConflict((oc) =>
                oc.columns(['user_id', 'season', 'chip_type']).doUpdateSet((eb) => ({
                  is_used: eb.ref('excluded.is_used'),
                  used_in_gameweek: eb.ref('excluded.used_in_gameweek'),
                })),
              )
              .execute();
          }
        });
        return c.json(await rowsOf(userId, season), 200);
      },
    );
}
