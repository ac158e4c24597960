// FPL's selling rule: a player sells for his purchase price plus half of any rise since, rounded down to
// £0.1m; after a fall he sells for the current price. Prices here are tenths of a million, as the API counts.
import type { FplElement } from './fpl-api.js';

/** What a player bought at `purchase` sells for when his price is `now` (both in tenths). */
export function sellingPrice(purchase: number, now: number): number {
  return now > purchase ? purchase + Math.floor((now - purchase) / 2) : now;
}

/**
 * The selling prices a manager can hold this player at, in tenths: at most `now_cost`, at least what a purchase
 * at his lowest known price would sell for. The lowest known price is the lower of his season start price
 * (`now_cost - cost_change_start`) and `lowestPrice` when the element's price history is known.
 */
export function sellingPriceRange(
  element: Pick<FplElement, 'now_cost'> & { cost_change_start?: unknown },
  lowestPrice?: number,
): { min: number; max: number } {
  const now = element.now_cost;
  const change = Number(element.cost_change_start);
  const start = Number.isFinite(change) ? now - change : now;
  const lowest = Math.min(now, start, lowestPrice ?? Number.POSITIVE_INFINITY);
  return { min: sellingPrice(lowest, now), max: now };
}
