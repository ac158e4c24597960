// Fast scoring of a squad for the planner's search: a squad is 15 row numbers of a points matrix in a fixed
// layout (2 goalkeepers, 5 defenders, 5 midfielders, 3 forwards); a row holds one player's projections for each
// gameweek of the horizon. Same rules as bestLineup, without allocating.

import { SQUAD_SIZE } from '../rules.js';

/** Squad slots of each position in the planner's squad layout. */
export const SLOT_RANGES = [
  [0, 2],
  [2, 7],
  [7, 12],
  [12, 15],
] as const;
export const SQUAD_SLOTS = SQUAD_SIZE;

export interface ScoreWeights {
  /** Per gameweek of the horizon (decay^index). */
  gameweek: Float64Array;
  bench: number;
  vice: number;
}

export class SquadScorer {
  private readonly d = new Float64Array(5);
  private readonly m = new Float64Array(5);
  private readonly f = new Float64Array(3);

  constructor(
    /** rows × horizon, row-major. */
    readonly points: Float64Array,
    readonly horizon: number,
    readonly weights: ScoreWeights,
  ) {}

  /** Σ over gameweeks from..horizon−1 of weight × lineup value. */
  value(squad: Int32Array, from: number): number {
    let total = 0;
    for (let g = from; g < this.horizon; g++) {
      const w = this.weights.gameweek[g] ?? 0;
      if (w !== 0) total += w * this.gameweek(squad, g);
    }
    return total;
  }

  /** XI + captain once more (+ weighted vice and bench) in gameweek index g. */
  gameweek(squad: Int32Array, g: number): number {
    const p = this.points;
    const h = this.horizon;
    // No closure for the lookups: this runs millions of times a plan, and tsx wraps every arrow function.
    const g0 = p[(squad[0] ?? 0) * h + g] ?? 0;
    const g1 = p[(squad[1] ?? 0) * h + g] ?? 0;
    const keeper = g0 >= g1 ? g0 : g1;
    const spareKeeper = g0 >= g1 ? g1 : g0;
    const d = this.d;
    const m = this.m;
    const f = this.f;
    for (let i = 0; i < 5; i++) insert(d, i, p[(squad[2 + i] ?? 0) * h + g] ?? 0);
    for (let i = 0; i < 5; i++) insert(m, i, p[(squad[7 + i] ?? 0) * h + g] ?? 0);
    for (let i = 0; i < 3; i++) insert(f, i, p[(squad[12 + i] ?? 0) * h + g] ?? 0);
    const d0 = d[0] ?? 0;
    const m0 = m[0] ?? 0;
    const f0 = f[0] ?? 0;
    const forced = d0 + (d[1] ?? 0) + (d[2] ?? 0) + m0 + (m[1] ?? 0) + f0;
    // Best 4 of the other 7 outfield players: merge the three sorted tails.
    let di = 3;
    let mi = 2;
    let fi = 1;
    let flex = 0;
    for (let k = 0; k < 4; k++) {
      const dv = di < 5 ? (d[di] ?? 0) : -Infinity;
      const mv = mi < 5 ? (m[mi] ?? 0) : -Infinity;
      const fv = fi < 3 ? (f[fi] ?? 0) : -Infinity;
      if (dv >= mv && dv >= fv) {
        flex += dv;
        di++;
      } else if (mv >= fv) {
        flex += mv;
        mi++;
      } else {
        flex += fv;
        fi++;
      }
    }
    const xi = keeper + forced + flex;
    // The captain is the best outfield starter (planner/lineup: never a goalkeeper).
    const captain = Math.max(d0, m0, f0);
    let total = xi + captain;
    const { bench, vice } = this.weights;
    if (bench !== 0) {
      let outfield = 0;
      for (let i = 0; i < 5; i++) outfield += (d[i] ?? 0) + (m[i] ?? 0);
      for (let i = 0; i < 3; i++) outfield += f[i] ?? 0;
      total += bench * (spareKeeper + outfield - forced - flex);
    }
    if (vice !== 0) total += vice * secondBest(d0, d[1] ?? 0, m0, m[1] ?? 0, f0, f[1] ?? 0);
    return total;
  }
}

/** Insertion into a descending array holding `filled` values. */
function insert(sorted: Float64Array, filled: number, value: number): void {
  let i = filled;
  while (i > 0 && (sorted[i - 1] ?? 0) < value) {
    sorted[i] = sorted[i - 1] ?? 0;
    i--;
  }
  sorted[i] = value;
}

/** The vice-captain is the XI's second best outfield player; the two best are always among these six. */
function secondBest(...values: number[]): number {
  let best = -Infinity;
  let second = -Infinity;
  for (const v of values) {
    if (v > best) {
      second = best;
      best = v;
    } else if (v > second) second = v;
  }
  return second;
}
