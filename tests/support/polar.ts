import { e2eEnv } from './env.js';

/** The Polar product ids the e2e server is configured with (season_pass has none on purpose). */
export const POLAR_PRODUCTS = { starter: 'prod_starter', pro: 'prod_fail' } as const;

/** The checkout bodies the server sent to the fake Polar so far. */
export async function polarCheckoutRequests(): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${e2eEnv().polarOrigin}/requests`);
  return (await res.json()) as Record<string, unknown>[];
}
