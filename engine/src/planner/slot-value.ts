// A squad's value as a function of one slot's points, in closed form: the transfer search values the same squad
// with one slot changed for every buy it tries, and with the other 14 players fixed each gameweek's value is
//   (1 − b)·(A + max(x, e)) + b·(S + x) + max(C, x) + v·max(C₂, min(x, C))
// for the slot's points x: the best XI either holds x (A + x) or not (A + e); b and v are the bench's and the
// vice's weights, S the others' points, C and C₂ the best two outfield players' (a goalkeeper's slot leaves the
// captain and vice as they are). The search's bounds then cost a few operations a gameweek instead of a lineup.
// Two outfield slots (x, y) work the same way: the XI holds neither, one or both, max(A₀, Aₓ + x, Aᵧ + y, Aₓᵧ + x + y).
// Floating point differs from SquadScorer's in the last bits: callers keep a margin (SLOT_VALUE_MARGIN).

import { XI_LIMITS, XI_SIZE } from '../rules.js';
import { POSITIONS } from '../types.js';
import { POSITION_OF_SLOT, SLOT_RANGES, SQUAD_SLOTS, type SquadScorer } from './score.js';

/** Larger than any difference between this closed form and SquadScorer's value of the same squad. */
export const SLOT_VALUE_MARGIN = 1e-6;

const MINIMUM = POSITIONS.map((p) => XI_LIMITS[p].min);
const OUTFIELD_STARTERS = XI_SIZE - XI_LIMITS.GKP.max;

export class SlotValue {
  /** Per gameweek: the XI's points besides the slot's place (A), and the points the slot must beat to start (e). */
  private readonly held: Float64Array;
  private readonly enter: Float64Array;
  private readonly others: Float64Array;
  private readonly captain: Float64Array;
  private readonly second: Float64Array;
  private readonly lists: Float64Array[];
  private readonly counts = new Int32Array(POSITIONS.length);
  private readonly minimum = Int32Array.from(MINIMUM);
  private readonly at = new Int32Array(POSITIONS.length);
  private outfield = false;
  private from = 0;
  /** With a second slot: the XI's points besides both places holding neither, x only, y only, both. */
  private pair = false;
  private readonly neither: Float64Array;
  private readonly onlyX: Float64Array;
  private readonly onlyY: Float64Array;
  private readonly both: Float64Array;

  constructor(private readonly scorer: SquadScorer) {
    const h = scorer.horizon;
    this.held = new Float64Array(h);
    this.enter = new Float64Array(h);
    this.others = new Float64Array(h);
    this.captain = new Float64Array(h);
    this.second = new Float64Array(h);
    this.neither = new Float64Array(h);
    this.onlyX = new Float64Array(h);
    this.onlyY = new Float64Array(h);
    this.both = new Float64Array(h);
    this.lists = SLOT_RANGES.map(([first, end]) => new Float64Array(end - first));
  }

  /**
   * Fixes the squad's other slots (the slots' own rows are ignored), from gameweek index `from`. A second slot
   * is valued with the first (valuePair) when both are outfield slots; returns whether it is.
   */
  prepare(squad: Int32Array, slot: number, from: number, second = -1): boolean {
    const { points, horizon: h, weights } = this.scorer;
    const position = POSITION_OF_SLOT[slot] ?? 0;
    const secondPosition = second >= 0 ? (POSITION_OF_SLOT[second] ?? 0) : 0;
    this.outfield = position !== 0;
    this.pair = this.outfield && secondPosition !== 0;
    this.from = from;
    const { lists, counts } = this;
    for (let g = from; g < h; g++) {
      if ((weights.gameweek[g] ?? 0) === 0) continue;
      counts.fill(0);
      let sum = 0;
      for (let s = 0; s < SQUAD_SLOTS; s++) {
        if (s === slot || (this.pair && s === second)) continue;
        const v = points[(squad[s] ?? 0) * h + g] ?? 0;
        const p = POSITION_OF_SLOT[s] ?? 0;
        const list = lists[p] as Float64Array;
        let i = counts[p] ?? 0;
        counts[p] = i + 1;
        while (i > 0 && (list[i - 1] ?? 0) < v) {
          list[i] = list[i - 1] ?? 0;
          i--;
        }
        list[i] = v;
        sum += v;
      }
      this.others[g] = sum;
      // The best two outfield players among the others: captain and vice unless the slot's player beats them.
      let best = Number.NEGATIVE_INFINITY;
      let next = Number.NEGATIVE_INFINITY;
      for (let p = 1; p < lists.length; p++) {
        const list = lists[p] as Float64Array;
        for (let i = 0; i < 2 && i < (counts[p] ?? 0); i++) {
          const v = list[i] ?? 0;
          if (v > best) {
            next = best;
            best = v;
          } else if (v > next) next = v;
        }
      }
      this.captain[g] = best;
      this.second[g] = next;
      const keeper = lists[0]?.[0] ?? 0;
      if (!this.outfield) {
        // A goalkeeper's slot: the better of the two keepers starts.
        this.held[g] = this.outfieldXi(OUTFIELD_STARTERS);
        this.enter[g] = keeper;
        continue;
      }
      if (this.pair) {
        this.neither[g] = keeper + this.outfieldXi(OUTFIELD_STARTERS);
        this.onlyX[g] = keeper + this.startingWith(position, -1, OUTFIELD_STARTERS - 1);
        this.onlyY[g] = keeper + this.startingWith(secondPosition, -1, OUTFIELD_STARTERS - 1);
        this.both[g] = keeper + this.startingWith(position, secondPosition, OUTFIELD_STARTERS - 2);
        continue;
      }
      const without = keeper + this.outfieldXi(OUTFIELD_STARTERS);
      const withSlot = keeper + this.startingWith(position, -1, OUTFIELD_STARTERS - 1);
      this.held[g] = withSlot;
      this.enter[g] = without - withSlot;
    }
    return this.pair;
  }

  /** The others' best outfield starters beside a player of position `p` and one of `q` (−1: none) who start. */
  private startingWith(p: number, q: number, starters: number): number {
    const minimum = this.minimum;
    minimum[p] = Math.max(0, (minimum[p] ?? 0) - 1);
    if (q >= 0) minimum[q] = Math.max(0, (minimum[q] ?? 0) - 1);
    const total = this.outfieldXi(starters);
    minimum[p] = MINIMUM[p] ?? 0;
    if (q >= 0) minimum[q] = MINIMUM[q] ?? 0;
    return total;
  }

  /** The squad's value with the slot's points min(suffix row i, cap row) in each gameweek: the search's bound. */
  bound(suffix: Float64Array, i: number, capRow: number): number {
    const { points, horizon: h, weights } = this.scorer;
    let total = 0;
    for (let g = this.from; g < h; g++) {
      const w = weights.gameweek[g] ?? 0;
      if (w === 0) continue;
      const s = suffix[i * h + g] ?? 0;
      const c = points[capRow * h + g] ?? 0;
      total += w * this.gameweek(g, s < c ? s : c);
    }
    return total;
  }

  /** The squad's value with `row`'s points in the slot. */
  withRow(row: number): number {
    const { points, horizon: h, weights } = this.scorer;
    let total = 0;
    for (let g = this.from; g < h; g++) {
      const w = weights.gameweek[g] ?? 0;
      if (w !== 0) total += w * this.gameweek(g, points[row * h + g] ?? 0);
    }
    return total;
  }

  /** The squad's value with xs[g] in the first slot and ys[g] in the second (prepared with a second slot). */
  pairValue(xs: Float64Array, ys: Float64Array): number {
    const { horizon: h, weights } = this.scorer;
    let total = 0;
    for (let g = this.from; g < h; g++) {
      const w = weights.gameweek[g] ?? 0;
      if (w !== 0) total += w * this.pairGameweek(g, xs[g] ?? 0, ys[g] ?? 0);
    }
    return total;
  }

  private pairGameweek(g: number, x: number, y: number): number {
    const { weights } = this.scorer;
    const b = weights.benchAt ? (weights.benchAt[g] ?? 0) : weights.bench;
    let xi = this.neither[g] ?? 0;
    const withX = (this.onlyX[g] ?? 0) + x;
    if (withX > xi) xi = withX;
    const withY = (this.onlyY[g] ?? 0) + y;
    if (withY > xi) xi = withY;
    const withBoth = (this.both[g] ?? 0) + x + y;
    if (withBoth > xi) xi = withBoth;
    // Captain and vice: the best two of the others' best two and x and y.
    let best = this.captain[g] ?? 0;
    let next = this.second[g] ?? 0;
    if (x > best) {
      next = best;
      best = x;
    } else if (x > next) next = x;
    if (y > best) {
      next = best;
      best = y;
    } else if (y > next) next = y;
    let total = xi + best;
    if (b !== 0) total += b * ((this.others[g] ?? 0) + x + y - xi);
    if (weights.vice !== 0) total += weights.vice * next;
    return total;
  }

  private gameweek(g: number, x: number): number {
    const { weights } = this.scorer;
    const b = weights.benchAt ? (weights.benchAt[g] ?? 0) : weights.bench;
    const e = this.enter[g] ?? 0;
    const xi = (this.held[g] ?? 0) + (x > e ? x : e);
    const c = this.captain[g] ?? 0;
    const c2 = this.second[g] ?? 0;
    let total = xi + (this.outfield && x > c ? x : c);
    if (b !== 0) total += b * ((this.others[g] ?? 0) + x - xi);
    if (weights.vice !== 0) {
      const vice = this.outfield ? Math.max(c2, Math.min(x, c)) : c2;
      total += weights.vice * vice;
    }
    return total;
  }

  /** The best `starters` outfield players of the others with each position's minimum (this.minimum) met. */
  private outfieldXi(starters: number): number {
    const { lists, counts, minimum, at } = this;
    let total = 0;
    let left = starters;
    for (let p = 1; p < lists.length; p++) {
      const list = lists[p] as Float64Array;
      const n = Math.min(minimum[p] ?? 0, counts[p] ?? 0);
      for (let i = 0; i < n; i++) total += list[i] ?? 0;
      at[p] = n;
      left -= n;
    }
    for (; left > 0; left--) {
      let pick = -1;
      let value = Number.NEGATIVE_INFINITY;
      for (let p = 1; p < lists.length; p++) {
        const i = at[p] ?? 0;
        if (i < (counts[p] ?? 0) && (lists[p]?.[i] ?? 0) > value) {
          value = lists[p]?.[i] ?? 0;
          pick = p;
        }
      }
      if (pick < 0) break;
      total += value;
      at[pick] = (at[pick] ?? 0) + 1;
    }
    return total;
  }
}
