// A deliberately simple, transparent per-fixture points estimate used by the chip rules when no projection
// model is supplied: the player's recent points per match, nudged by fixture difficulty.
import type { FplElement } from './fpl-api.js';
import type { Player, Position } from './types.js';

/** Typical points per match by position, for players with no form to go on. */
export const BASELINE_POINTS_PER_MATCH: Record<Position, number> = { GKP: 3.5, DEF: 3.5, MID: 4, FWD: 4 };

/** ±10% per FDR step away from an average (3) fixture. */
export function difficultyFactor(difficulty: number): number {
  return 1 + (3 - difficulty) * 0.1;
}

/** Points per match: the element's form, else the player's form, else the position baseline. */
export function pointsPerMatch(player: Player, element?: FplElement): number {
  const fromElement = element ? Number.parseFloat(element.form) : Number.NaN;
  if (Number.isFinite(fromElement) && fromElement > 0) return fromElement;
  if (player.form !== undefined && Number.isFinite(player.form) && player.form > 0) return player.form;
  return BASELINE_POINTS_PER_MATCH[player.position];
}

export function estimateGameweekPoints(perMatch: number, difficulties: readonly number[]): number {
  return difficulties.reduce((sum, difficulty) => sum + perMatch * difficultyFactor(difficulty), 0);
}
