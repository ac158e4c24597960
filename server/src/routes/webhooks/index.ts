import type { Tier } from '@fpl-assistant/engine/pricing';
import { createRoute, z } from '@hono/zod-openapi';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { AppEnv, Deps } from '../../context.js';
import type { ProfileStore } from '../../db/profiles.js';
import { ApiError } from '../../errors.js';
import { createRouter, errorResponses, jsonResponse, publicAccess } from '../../openapi.js';
import { tierForProduct } from '../../services/billing.js';

// Only the fields used; Polar sends much more, and adds fields over time.
const PolarEvent = z.object({
  type: z.string(),
  data: z
    .object({
      status: z.string().optional(),
      product_id: z.string().nullish(),
      product: z.object({ id: z.string() }).partial().nullish(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
      customer: z
        .object({ external_id: z.string().nullish(), email: z.string().nullish() })
        .partial()
        .nullish(),
    })
    .passthrough(),
});
type PolarEvent = z.infer<typeof PolarEvent>;

const ACTIVATING = new Set([
  'order.paid',
  'subscription.active',
  'subscription.created',
  'subscription.updated',
  'subscription.uncanceled',
]);

/**
 * The tier an event grants (or takes away), or undefined when the event changes nothing. Only our configured
 * products count: an order for anything else in the organisation grants nothing, whatever its metadata says.
 */
function tierOf(event: PolarEvent, deps: Deps): Tier | undefined {
  const ours = tierForProduct(deps.config, event.data.product_id ?? event.data.product?.id);
  if (!ours) return undefined;
  if (event.type === 'subscription.revoked') return 'free';
  if (event.type === 'order.created' && event.data.status !== 'paid') return undefined;
  if (event.type.startsWith('subscription.') && event.data.status !== 'active') return undefined;
  if (!ACTIVATING.has(event.type) && event.type !== 'order.created') return undefined;
  return ours;
}

export function webhookRoutes(deps: Deps, profiles: ProfileStore) {
  const { db, config } = deps;
  // Recording the event id and changing the tier commit together, so a replay changes nothing.
  const apply = (eventId: string, event: PolarEvent, receivedAt: string) =>
    db.transaction(async (q) => {
      const recorded = await q.kysely
        .insertInto('processed_webhook_events')
        .values({ id: eventId, type: event.type, received_at: receivedAt })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (!recorded.numInsertedOrUpdatedRows) return { duplicate: true, applied: false };
      const tier = tierOf(event, deps);
      if (!tier) return { duplicate: false, applied: false };
      // The buyer is the user our checkout named (its metadata and external customer id), never a customer
      // matched by email: anyone can buy with someone else's address.
      const metadataUser = event.data.metadata?.userId;
      const candidates = [
        typeof metadataUser === 'string' ? metadataUser : null,
        event.data.customer?.external_id,
      ];
      let userId: string | undefined;
      for (const id of candidates) {
        if (
          typeof id === 'string' &&
          (await q.kysely.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst())
        ) {
          userId = id;
          break;
        }
      }
      if (!userId) return { duplicate: false, applied: false };
      return { duplicate: false, applied: await profiles.setTier(userId, tier, q), userId, tier };
    });

  return createRouter<AppEnv>().openapi(
    createRoute({
      method: 'post',
      path: '/webhooks/polar',
      operationId: 'receivePolarWebhook',
      security: publicAccess,
      tags: ['billing'],
      summary: 'Polar order and subscription events (Standard Webhooks signature); idempotent',
      responses: {
        200: jsonResponse(
          z.object({ received: z.boolean(), duplicate: z.boolean(), applied: z.boolean() }),
          'Processed',
        ),
        ...errorResponses(400, 401, 503),
      },
    }),
    async (c) => {
      if (!config.POLAR_WEBHOOK_SECRET) {
        throw new ApiError(503, 'webhook_not_configured', 'POLAR_WEBHOOK_SECRET is not set');
      }
      const payload = await c.req.text();
      const headers = {
        'webhook-id': c.req.header('webhook-id') ?? '',
        'webhook-timestamp': c.req.header('webhook-timestamp') ?? '',
        'webhook-signature': c.req.header('webhook-signature') ?? '',
      };
      let parsed: unknown;
      try {
        // Polar signs with the base64 of its secret's UTF-8 bytes (as its own SDK's validateEvent does).
        parsed = new Webhook(Buffer.from(config.POLAR_WEBHOOK_SECRET, 'utf8').toString('base64')).verify(
          payload,
          headers,
        );
      } catch (err) {
        if (err instanceof WebhookVerificationError || err instanceof SyntaxError) {
          throw new ApiError(401, 'invalid_signature', 'Webhook signature verification failed');
        }
        throw err;
      }
      const event = PolarEvent.safeParse(parsed);
      if (!event.success) throw new ApiError(400, 'invalid_event', 'Webhook payload is not a Polar event');
      const result = await apply(headers['webhook-id'], event.data, deps.clock.now().toISOString());
      c.get('logger').info('polar webhook', { type: event.data.type, ...result });
      return c.json({ received: true, duplicate: result.duplicate, applied: result.applied }, 200);
    },
  );
}
