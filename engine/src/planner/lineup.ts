// The best XI of a 15-man squad for one gameweek: 1 goalkeeper, at least 3 defenders, 2 midfielders and
// 1 forward, the other 4 outfield places to the highest projections. The squad's 5/5/3 outfield shape means
// the XI maxima (5/5/3) never bind, so the XI is each position's forced best plus the best 4 of the rest.

import { SQUAD_SIZE, XI_LIMITS, XI_SIZE } from '../rules.js';
import type { Position } from '../types.js';
import type { Lineup, PlannerPlayer } from './types.js';

/** XI, bench (goalkeeper first, then outfield by projection), captain and vice for one gameweek. */
export function bestLineup(
  squad: readonly PlannerPlayer[],
  gameweek: number,
  points: (elementId: number, gameweek: number) => number,
): Lineup {
  const byPoints = squad
    .map((player, order) => ({ player, order, points: points(player.id, gameweek) }))
    // Ties keep the squad's order so the same input always gives the same lineup.
    .sort((a, b) => b.points - a.points || a.order - b.order);
  const starters = new Set<number>();
  const taken: Record<Position, number> = { GKP: 0, DEF: 0, MID: 0, FWD: 0 };
  for (const entry of byPoints) {
    const { position } = entry.player;
    if (taken[position] < XI_LIMITS[position].min) {
      starters.add(entry.player.id);
      taken[position]++;
    }
  }
  for (const entry of byPoints) {
    if (starters.size === XI_SIZE) break;
    if (entry.player.position === 'GKP' || starters.has(entry.player.id)) continue;
    starters.add(entry.player.id);
  }
  const xi = byPoints.filter((e) => starters.has(e.player.id));
  const benchOutfield = byPoints.filter((e) => !starters.has(e.player.id) && e.player.position !== 'GKP');
  const benchKeeper = byPoints.filter((e) => !starters.has(e.player.id) && e.player.position === 'GKP');
  // A goalkeeper is never captain or vice: his points barely vary, and no manager would sign that advice.
  const outfield = xi.filter((e) => e.player.position !== 'GKP');
  const captain = outfield[0];
  const vice = outfield[1];
  if (!captain || !vice) throw new RangeError(`A lineup needs a ${SQUAD_SIZE}-man squad`);
  const xiPoints = xi.reduce((sum, e) => sum + e.points, 0);
  return {
    startingXI: squad.filter((p) => starters.has(p.id)).map((p) => p.id),
    bench: [...benchKeeper, ...benchOutfield].map((e) => e.player.id),
    captain: captain.player.id,
    viceCaptain: vice.player.id,
    points: xiPoints + captain.points,
  };
}
