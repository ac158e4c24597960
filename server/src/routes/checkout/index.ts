import { MESSAGES, productNotConfiguredMessage } from '@fpl-assistant/engine/app';
import { createRoute, z } from '@hono/zod-openapi';
import type { AuthedEnv, Deps } from '../../context.js';
import { ApiError } from '../../errors.js';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi.js';
import { TierSchema } from '../../schemas.js';
import { productIdFor } from '../../services/billing.js';

export function checkoutRoutes(deps: Deps) {
  const { config, billing } = deps;
  return createRouter<AuthedEnv>().openapi(
    createRoute({
      method: 'post',
      path: '/checkout',
      operationId: 'startCheckout',
      tags: ['billing'],
      summary: 'Start a Polar checkout for a paid tier; answers the URL to redirect to',
      security: bearer,
      request: { body: jsonBody(z.object({ tier: TierSchema }).openapi('CheckoutRequest')) },
      responses: {
        200: jsonResponse(z.object({ url: z.string() }).openapi('Checkout'), 'Checkout created'),
        ...errorResponses(400, 401, 502),
      },
    }),
    async (c) => {
      const { tier } = c.req.valid('json');
      if (tier === 'free') throw new ApiError(400, 'free_tier', 'The free tier has no checkout');
      const productId = productIdFor(config, tier);
      if (!productId) throw new ApiError(400, 'product_not_configured', productNotConfiguredMessage(tier));
      let url: string | null;
      try {
        ({ url } = await billing.createCheckout({
          tier,
          productId,
          userId: c.get('user').id,
          email: c.get('user').email,
          successUrl: `${config.APP_URL}/dashboard?checkout=success`,
        }));
      } catch (err) {
        c.get('logger').error('checkout failed', { error: (err as Error).message });
        throw new ApiError(502, 'checkout_failed', MESSAGES.checkoutFailed);
      }
      if (!url) throw new ApiError(502, 'checkout_failed', MESSAGES.checkoutSessionFailed);
      return c.json({ url }, 200);
    },
  );
}
