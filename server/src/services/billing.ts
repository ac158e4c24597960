import type { Tier } from '@fpl-assistant/engine/pricing';
import { Polar } from '@polar-sh/sdk';
import type { Config } from '../config.js';

export interface CheckoutRequest {
  tier: Tier;
  productId: string;
  userId: string;
  email: string;
  successUrl: string;
}

/** The checkout provider; Polar by default, a local fake of Polar's API in tests. */
export interface Billing {
  /** The hosted checkout URL, or null when the provider answered without one. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string | null }>;
}

export function polarBilling(config: Config): Billing {
  const polar = new Polar({
    accessToken: config.POLAR_ACCESS_TOKEN ?? '',
    // A hung checkout call should fail the request, not hold it open.
    timeoutMs: 15_000,
    ...(config.POLAR_API_BASE ? { serverURL: config.POLAR_API_BASE } : { server: config.POLAR_SERVER }),
  });
  return {
    async createCheckout(request) {
      const checkout = await polar.checkouts.create({
        products: [request.productId],
        externalCustomerId: request.userId,
        customerEmail: request.email,
        successUrl: request.successUrl,
        // Copied onto the order and subscription, so the webhook can find the buyer and tier.
        metadata: { userId: request.userId, tier: request.tier },
      });
      return { url: checkout.url || null };
    },
  };
}

/** Product id per paid tier from env. */
export function productIdFor(config: Config, tier: Tier): string | undefined {
  switch (tier) {
    case 'starter':
      return config.POLAR_PRODUCT_STARTER;
    case 'pro':
      return config.POLAR_PRODUCT_PRO;
    case 'season_pass':
      return config.POLAR_PRODUCT_SEASON_PASS;
    case 'free':
      return undefined;
  }
}

export function tierForProduct(config: Config, productId: string | null | undefined): Tier | undefined {
  if (!productId) return undefined;
  const tiers: Tier[] = ['starter', 'pro', 'season_pass'];
  return tiers.find((tier) => productIdFor(config, tier) === productId);
}
