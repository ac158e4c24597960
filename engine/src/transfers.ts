/** Spec §9: each transfer beyond the free ones costs 4 points. */
export const HIT_POINTS = 4;

/** The most free transfers a manager can bank (rolled over since 2024-25). */
export const MAX_FREE_TRANSFERS = 5;

export function hitCost(transfers: number, freeTransfers: number): number {
  return Math.max(0, transfers - freeTransfers) * HIT_POINTS;
}
