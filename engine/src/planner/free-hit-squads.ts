// A free hit's squad for one gameweek, worked out once per decision: the chip passes (on the first plan's squads
// and on the final plan's) and a later free hit's week ask for the same squads again, and each is a greedy
// rebuild plus rounds of an exact three-transfer search. Keyed on everything bestSquad reads that varies within
// one decision (the gameweek, the squad in order with its prices, the bank); the pool and points are fixed.

import { bestSquad } from './rebuild.js';
import type { PlannerPlayer } from './types.js';

/** The best one-gameweek squad the squad and bank buy (bestSquad over the squad and `pool`), or null. */
export type FreeHitSquad = (
  squad: readonly PlannerPlayer[],
  bank: number,
  gameweek: number,
) => PlannerPlayer[] | null;

/** FreeHitSquad over one pool and projection, remembering each squad it has rebuilt. */
export function freeHitSquads(
  pool: readonly PlannerPlayer[],
  points: (elementId: number, gameweek: number) => number,
): FreeHitSquad {
  const known = new Map<string, PlannerPlayer[] | null>();
  return (squad, bank, gameweek) => {
    const key = `${gameweek}|${bank}|${squad.map((p) => `${p.id}:${p.price}`).join(',')}`;
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    const owned = new Set(squad.map((p) => p.id));
    const everyone = [...squad, ...pool.filter((p) => !owned.has(p.id))];
    const budget = squad.reduce((s, p) => s + p.price, 0) + bank;
    const rebuilt = bestSquad(everyone, (id) => points(id, gameweek), budget);
    known.set(key, rebuilt);
    return rebuilt;
  };
}
