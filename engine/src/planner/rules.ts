// The transfer rules the planner follows, shared by the planner and its tests.
import { MAX_FREE_TRANSFERS } from '../rules.js';

/** Default cap on transfers in one gameweek (the search is exhaustive, so it grows fast). */
export const DEFAULT_MAX_TRANSFERS = 3;

/** Transfers beyond the free ones. */
export function hitsOf(transfers: number, freeTransfers: number): number {
  return Math.max(0, transfers - freeTransfers);
}

/**
 * Free transfers at the next deadline: unused ones carry over plus one, up to 5 (`max`, which a season's
 * bootstrap-static can set); a gameweek that used all of them (or took hits) leaves 1.
 */
export function nextFreeTransfers(
  freeTransfers: number,
  transfers: number,
  max = MAX_FREE_TRANSFERS,
): number {
  return Math.min(max, Math.max(0, freeTransfers - transfers) + 1);
}
