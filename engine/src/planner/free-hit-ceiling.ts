// The most a free hit's squad could score in one gameweek, worked out in a fraction of a millisecond: any lineup of
// a squad the budget buys scores no more than the best XI (one goalkeeper, ten outfield players, clubs and
// formation minimums ignored) whose prices fit the budget less the cheapest possible bench, plus the best outfield
// player's points once more for the captain. The budget is relaxed with a price multiplier λ (Lagrangian): for
// any λ ≥ 0, λ·budget plus the best XI of (points − λ·price) is a ceiling, and the least one found is kept.
// chooseChips skips the free hit's squad search in a gameweek whose ceiling cannot beat its threshold.

import type { PlannerPlayer } from './types.js';

const XI_OUTFIELD = 10;
const BENCH_OUTFIELD = 3;
/** Steps of the search for the best multiplier: the ceiling is convex in λ, and any λ gives a valid one. */
const STEPS = 24;

/** A ceiling on bestLineup(squad).points for every squad of `players` that `budget` (£m) buys. */
export function freeHitCeiling(
  players: readonly PlannerPlayer[],
  points: (elementId: number) => number,
  budget: number,
): number {
  const n = players.length;
  const p = new Float64Array(n);
  const c = new Float64Array(n);
  const keeper = new Uint8Array(n);
  let captain = 0;
  let top = 0;
  const keeperPrices: number[] = [];
  const outfieldPrices: number[] = [];
  players.forEach((player, i) => {
    p[i] = points(player.id);
    c[i] = player.price;
    keeper[i] = player.position === 'GKP' ? 1 : 0;
    if (keeper[i]) keeperPrices.push(player.price);
    else {
      outfieldPrices.push(player.price);
      if ((p[i] ?? 0) > captain) captain = p[i] ?? 0;
    }
    if ((p[i] ?? 0) > top) top = p[i] ?? 0;
  });
  keeperPrices.sort((a, b) => a - b);
  outfieldPrices.sort((a, b) => a - b);
  const bench =
    (keeperPrices[0] ?? 0) + outfieldPrices.slice(0, BENCH_OUTFIELD).reduce((s, price) => s + price, 0);
  const money = budget - bench;
  const best = new Float64Array(XI_OUTFIELD);
  const ceiling = (lambda: number) => {
    let goalkeeper = Number.NEGATIVE_INFINITY;
    let filled = 0;
    for (let i = 0; i < n; i++) {
      const v = (p[i] ?? 0) - lambda * (c[i] ?? 0);
      if (keeper[i]) {
        if (v > goalkeeper) goalkeeper = v;
        continue;
      }
      // The ten best outfield values, descending.
      if (filled === XI_OUTFIELD && v <= (best[XI_OUTFIELD - 1] ?? 0)) continue;
      let k = filled < XI_OUTFIELD ? filled++ : XI_OUTFIELD - 1;
      while (k > 0 && (best[k - 1] ?? 0) < v) {
        best[k] = best[k - 1] ?? 0;
        k--;
      }
      best[k] = v;
    }
    let xi = goalkeeper;
    for (let k = 0; k < filled; k++) xi += best[k] ?? 0;
    return lambda * money + xi;
  };
  // λ from 0 (points alone) to where a £0.1m of price outweighs the best player's points.
  let lo = 0;
  let hi = top * 10 + 1;
  let least = ceiling(0);
  for (let step = 0; step < STEPS; step++) {
    const a = lo + (hi - lo) / 3;
    const b = hi - (hi - lo) / 3;
    const fa = ceiling(a);
    const fb = ceiling(b);
    least = Math.min(least, fa, fb);
    if (fa <= fb) hi = b;
    else lo = a;
  }
  return least + captain;
}
