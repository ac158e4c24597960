import { quotaBanner } from '@fpl-assistant/engine/pricing';
import { createRoute, z } from '@hono/zod-openapi';
import type { AuthedEnv, Deps } from '../../context.js';
import { type ProfileStore, toUser } from '../../db/profiles.js';
import { ApiError } from '../../errors.js';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi.js';
import { NameSchema, TierSchema } from '../../schemas.js';

const UserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    fplTeamId: z.number().nullable(),
    tier: TierSchema,
    createdAt: z.string(),
    lastLogin: z.string().nullable(),
  })
  .openapi('User');

const UsageSchema = z
  .object({
    tier: TierSchema,
    limit: z.number().openapi({ description: '999999 means unlimited' }),
    used: z.number(),
    remaining: z.number(),
    resetDate: z.string(),
    banner: z.object({ title: z.string(), remaining: z.number() }).nullable(),
  })
  .openapi('Usage');

const ProfilePatch = z
  .object({
    name: NameSchema.nullable().optional(),
    fplTeamId: z.number().int().min(1).max(100_000_000).nullable().optional(),
  })
  .strict()
  .openapi('ProfilePatch');

export function profileRoutes(deps: Deps, profiles: ProfileStore) {
  const notFound = () => new ApiError(404, 'profile_not_found', 'Profile not found');
  return createRouter<AuthedEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/profile',
        operationId: 'getProfile',
        summary: "The caller's profile: tier, quota and settings",
        tags: ['profile'],
        security: bearer,
        responses: { 200: jsonResponse(UserSchema, 'The profile'), ...errorResponses(401, 404) },
      }),
      async (c) => {
        const row = await profiles.get(c.get('user').id);
        if (!row) throw notFound();
        return c.json(toUser(row), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/profile',
        operationId: 'updateProfile',
        summary: "Change the caller's profile settings",
        tags: ['profile'],
        security: bearer,
        request: { body: jsonBody(ProfilePatch) },
        responses: { 200: jsonResponse(UserSchema, 'The updated profile'), ...errorResponses(400, 401, 404) },
      }),
      async (c) => {
        await profiles.update(c.get('user').id, c.req.valid('json'));
        const row = await profiles.get(c.get('user').id);
        if (!row) throw notFound();
        return c.json(toUser(row), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/usage',
        operationId: 'getUsage',
        tags: ['profile'],
        summary: 'Analyses used this month (a due monthly reset is applied and saved)',
        security: bearer,
        responses: { 200: jsonResponse(UsageSchema, 'Usage'), ...errorResponses(401, 404) },
      }),
      async (c) => {
        const usage = await profiles.usage(c.get('user').id, deps.clock.now());
        if (!usage) throw notFound();
        return c.json({ ...usage, banner: quotaBanner(usage) }, 200);
      },
    );
}
