// The transfer rules the planner follows, shared by the planner and its tests.
import { MAX_FREE_TRANSFERS, MAX_PER_CLUB } from '../rules.js';
import type { PlannerPlayer } from './types.js';

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

/**
 * Clubs a squad holds more than MAX_PER_CLUB of (players who moved club while owned), with how many it holds.
 * FPL's club rule as FPL applies it: such a squad may be held, but no transfer is accepted unless the squad
 * after the gameweek's transfers holds at most MAX_PER_CLUB of every club, so its first transfers must sell
 * `players − MAX_PER_CLUB` of each.
 */
export function clubsOverLimit(
  squad: readonly Pick<PlannerPlayer, 'teamId'>[],
): { teamId: number; players: number }[] {
  const byClub = new Map<number, number>();
  for (const p of squad) byClub.set(p.teamId, (byClub.get(p.teamId) ?? 0) + 1);
  return [...byClub]
    .filter(([, players]) => players > MAX_PER_CLUB)
    .map(([teamId, players]) => ({ teamId, players }));
}
