// Fast scoring of a squad for the planner's search: a squad is 15 row numbers of a points matrix in a fixed
// layout (2 goalkeepers, 5 defenders, 5 midfielders, 3 forwards); a row holds one player's projections for each
// gameweek of the horizon. Same rules as bestLineup, without allocating.

import { SQUAD_SHAPE, SQUAD_SIZE, XI_LIMITS, XI_SIZE } from '../rules.js';
import { POSITIONS } from '../types.js';

/** Squad slots [first, end) of each position (POSITIONS order) in the planner's squad layout. */
export const SLOT_RANGES: readonly (readonly [number, number])[] = /* @__PURE__ */ slotRanges();
export const SQUAD_SLOTS = SQUAD_SIZE;
/** The position index (POSITIONS order) of each squad slot. */
export const POSITION_OF_SLOT: Int8Array = /* @__PURE__ */ positionOfSlots();
// The layout and the XI rules as plain numbers for the scorer's hot loop. Computed in annotated calls, so a
// bundle that never scores a squad drops them (module-level work would otherwise be kept).
const LAYOUT = /* @__PURE__ */ scorerLayout();

function slotRanges(): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  for (const position of POSITIONS) {
    ranges.push([start, start + SQUAD_SHAPE[position]]);
    start += SQUAD_SHAPE[position];
  }
  return ranges;
}

function positionOfSlots(): Int8Array {
  return Int8Array.from({ length: SQUAD_SLOTS }, (_, slot) =>
    SLOT_RANGES.findIndex(([first, end]) => slot >= first && slot < end),
  );
}

function scorerLayout() {
  const [gkp = [0, 0], def = [0, 0], mid = [0, 0], fwd = [0, 0]] = SLOT_RANGES;
  return {
    gkpFirst: gkp[0],
    gkpEnd: gkp[1],
    defFirst: def[0],
    midFirst: mid[0],
    fwdFirst: fwd[0],
    defCount: SQUAD_SHAPE.DEF,
    midCount: SQUAD_SHAPE.MID,
    fwdCount: SQUAD_SHAPE.FWD,
    // The most of each outfield position an XI may start, as far as the squad holds them.
    defMax: Math.min(SQUAD_SHAPE.DEF, XI_LIMITS.DEF.max),
    midMax: Math.min(SQUAD_SHAPE.MID, XI_LIMITS.MID.max),
    fwdMax: Math.min(SQUAD_SHAPE.FWD, XI_LIMITS.FWD.max),
    defMin: XI_LIMITS.DEF.min,
    midMin: XI_LIMITS.MID.min,
    fwdMin: XI_LIMITS.FWD.min,
    // Outfield starters beyond each position's minimum: chosen best first among the rest.
    flexStarters: XI_SIZE - XI_LIMITS.GKP.max - XI_LIMITS.DEF.min - XI_LIMITS.MID.min - XI_LIMITS.FWD.min,
  };
}

export interface ScoreWeights {
  /** Per gameweek of the horizon (decay^index). */
  gameweek: Float64Array;
  bench: number;
  vice: number;
  /** Per gameweek of the horizon, when set: the bench's weight there instead of `bench` (1 in a Bench Boost week). */
  benchAt?: Float64Array;
}

export class SquadScorer {
  private readonly d = new Float64Array(LAYOUT.defCount);
  private readonly m = new Float64Array(LAYOUT.midCount);
  private readonly f = new Float64Array(LAYOUT.fwdCount);

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
    const { defCount, midCount, fwdCount, defMin, midMin, fwdMin, defMax, midMax, fwdMax } = LAYOUT;
    // The best goalkeeper starts; the others sit on the bench.
    let keeper = -Infinity;
    let spareKeeper = 0;
    for (let s = LAYOUT.gkpFirst; s < LAYOUT.gkpEnd; s++) {
      const v = p[(squad[s] ?? 0) * h + g] ?? 0;
      if (v > keeper) {
        if (keeper !== -Infinity) spareKeeper += keeper;
        keeper = v;
      } else spareKeeper += v;
    }
    const d = this.d;
    const m = this.m;
    const f = this.f;
    for (let i = 0; i < defCount; i++) insert(d, i, p[(squad[LAYOUT.defFirst + i] ?? 0) * h + g] ?? 0);
    for (let i = 0; i < midCount; i++) insert(m, i, p[(squad[LAYOUT.midFirst + i] ?? 0) * h + g] ?? 0);
    for (let i = 0; i < fwdCount; i++) insert(f, i, p[(squad[LAYOUT.fwdFirst + i] ?? 0) * h + g] ?? 0);
    const d0 = d[0] ?? 0;
    const m0 = m[0] ?? 0;
    const f0 = f[0] ?? 0;
    // Each position's minimum starts, best first.
    let forced = 0;
    for (let i = 0; i < defMin; i++) forced += d[i] ?? 0;
    for (let i = 0; i < midMin; i++) forced += m[i] ?? 0;
    for (let i = 0; i < fwdMin; i++) forced += f[i] ?? 0;
    // The best of the other outfield players fill the XI: merge the three sorted tails.
    let di = defMin;
    let mi = midMin;
    let fi = fwdMin;
    let flex = 0;
    for (let k = 0; k < LAYOUT.flexStarters; k++) {
      const dv = di < defMax ? (d[di] ?? 0) : -Infinity;
      const mv = mi < midMax ? (m[mi] ?? 0) : -Infinity;
      const fv = fi < fwdMax ? (f[fi] ?? 0) : -Infinity;
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
    const { vice, benchAt } = this.weights;
    const bench = benchAt ? (benchAt[g] ?? 0) : this.weights.bench;
    if (bench !== 0) {
      let outfield = 0;
      for (let i = 0; i < defCount || i < midCount; i++) outfield += (d[i] ?? 0) + (m[i] ?? 0);
      for (let i = 0; i < fwdCount; i++) outfield += f[i] ?? 0;
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
