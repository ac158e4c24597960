import { CRUNCH_HOUR, PRICING_PLANS, TIERS } from '@fpl-assistant/engine/pricing';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context.js';
import { createRouter, jsonResponse, publicAccess } from '../../openapi.js';
import { TierSchema } from '../../schemas.js';

const PlanSchema = z
  .object({
    tier: TierSchema,
    name: z.string(),
    price: z.number(),
    priceLabel: z.string(),
    analyses: z.number().openapi({ description: '999999 means unlimited' }),
    saveHistory: z.boolean(),
    historyDays: z.number().nullable(),
    advancedMetrics: z.boolean(),
    priorityQueue: z.boolean(),
    geminiPro: z.boolean(),
    emailNotifications: z.boolean(),
    smsAlerts: z.boolean(),
    compareGameweeks: z.boolean(),
    crunchHourAccess: z.boolean(),
    features: z.array(z.string()),
  })
  .openapi('Plan');

const PlansResponse = z.object({
  plans: z.array(PlanSchema),
  crunchHour: z.object({
    price: z.number(),
    priceLabel: z.string(),
    priorityMinutes: z.number(),
    analysisSeconds: z.number(),
  }),
});

export function planRoutes() {
  return createRouter<AppEnv>().openapi(
    createRoute({
      method: 'get',
      path: '/plans',
      operationId: 'listPlans',
      security: publicAccess,
      tags: ['plans'],
      summary: 'The four plans and the Crunch Hour add-on',
      responses: { 200: jsonResponse(PlansResponse, 'Plans') },
    }),
    (c) =>
      c.json(
        {
          plans: TIERS.map((tier) => ({
            ...PRICING_PLANS[tier],
            features: [...PRICING_PLANS[tier].features],
          })),
          crunchHour: { ...CRUNCH_HOUR },
        },
        200,
      ),
  );
}
