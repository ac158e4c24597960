import { HIT_POINTS } from './rules.js';

/**
 * Points a gameweek's transfers cost: each transfer beyond the free ones costs {@link HIT_POINTS} (4).
 *
 * @example
 * hitCost(3, 1); // 8: two transfers over the free one
 */
export function hitCost(transfers: number, freeTransfers: number): number {
  return Math.max(0, transfers - freeTransfers) * HIT_POINTS;
}
