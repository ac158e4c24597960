// A deliberately simple, transparent per-fixture points estimate used by the chip rules when no projection
// model is supplied: the player's recent points per match, nudged by fixture difficulty.
import type { FplElement } from './fpl-api.js';
import { AVERAGE_DIFFICULTY } from './rules.js';
import type { Player, Position } from './types.js';

/** Typical points per match by position, for players with no form to go on. */
export const BASELINE_POINTS_PER_MATCH: Record<Position, number> = { GKP: 3.5, DEF: 3.5, MID: 4, FWD: 4 };

/** ±10% per FDR step away from an average fixture. */
export function difficultyFactor(difficulty: number): number {
  return 1 + (AVERAGE_DIFFICULTY - difficulty) * 0.1;
}

/**
 * Points per match: the element's recent form blended half-and-half with its season points per game (form alone
 * swings on one haul), else the player's form, else the position baseline.
 */
export function pointsPerMatch(player: Player, element?: FplElement): number {
  const form = element ? Number.parseFloat(element.form) : Number.NaN;
  const perGame = element ? Number.parseFloat(element.points_per_game) : Number.NaN;
  if (Number.isFinite(form) && Number.isFinite(perGame) && perGame > 0)
    return (Math.max(0, form) + perGame) / 2;
  if (Number.isFinite(form) && form > 0) return form;
  if (player.form !== undefined && Number.isFinite(player.form) && player.form > 0) return player.form;
  return BASELINE_POINTS_PER_MATCH[player.position];
}

export function estimateGameweekPoints(perMatch: number, difficulties: readonly number[]): number {
  return difficulties.reduce((sum, difficulty) => sum + perMatch * difficultyFactor(difficulty), 0);
}
