// Exhaustive search for the best sets of n transfers from one squad, valued over the rest of the horizon with
// no further transfers. Exact: candidates are only dropped when enough same-position players dominate them
// (cheaper, at least as many points in every gameweek, and buyable under the club limit), and branches are
// cut by upper bounds that replace unchosen buys with a virtual player holding the best remaining projection
// of each gameweek. FPL's club rule as FPL applies it: a squad may hold more than MAX_PER_CLUB of a club after
// a real-life move, but then any transfers must leave at most MAX_PER_CLUB of every club, so every set of one
// or more transfers sells the excess (holding stays legal).

import { MAX_PER_CLUB } from '../rules.js';
import { POSITION_OF_SLOT, SLOT_RANGES, SQUAD_SLOTS, type SquadScorer } from './score.js';
import { SLOT_VALUE_MARGIN, SlotValue } from './slot-value.js';

/** The players the search may buy or own, as rows of the scorer's points matrix. */
export interface PlannerUniverse {
  ids: Int32Array;
  /** 0 GKP, 1 DEF, 2 MID, 3 FWD. */
  positions: Int8Array;
  teams: Int32Array;
  /** Tenths of £m: selling price for the squad's own rows, now_cost for the pool's. */
  prices: Int32Array;
  /** Rows that may be bought (pool rows, not banned). */
  buyable: Uint8Array;
  /** First scratch row: rows from here on are the search's virtual players. */
  scratch: number;
}

export interface SearchState {
  squad: Int32Array;
  /** Tenths of £m. */
  bank: number;
  /** Row numbers that may not be sold. */
  locked: ReadonlySet<number>;
}

export interface TransferSet {
  /** Squad slots sold, each replaced by the row at the same index of `ins`. */
  outs: number[];
  ins: number[];
  /** The squad's value over the gameweeks searched, after the transfers. */
  value: number;
}

interface Candidates {
  rows: Int32Array;
  /** Per-gameweek best projection from index i on: (length + 1) × horizon. */
  suffixMax: Float64Array;
  minPrice: number;
  /** Candidate prices ascending, and per-gameweek best projection among the k + 1 cheapest. */
  pricesAscending: Int32Array;
  cheapestMax: Float64Array;
}

/** Virtual rows in the scratch area, per transfer depth: the buy being tried, and the bound of an unchosen buy. */
const MAX_DEPTH = 8;
const TRY_ROW = 0;
const CAP_ROW = MAX_DEPTH;
export const SCRATCH_ROWS = 2 * MAX_DEPTH;

/** A universe of `rows` players, all fields zero, plus the scratch rows a search writes into. */
export function emptyUniverse(rows: number): PlannerUniverse {
  return {
    ids: new Int32Array(rows + SCRATCH_ROWS),
    positions: new Int8Array(rows + SCRATCH_ROWS),
    teams: new Int32Array(rows + SCRATCH_ROWS),
    prices: new Int32Array(rows + SCRATCH_ROWS),
    buyable: new Uint8Array(rows + SCRATCH_ROWS),
    scratch: rows,
  };
}

/**
 * The best `keep` transfer sets of each size 0..maxTransfers (index = size), valued from gameweek index `from`.
 * Sizes with no legal set give an empty list. With `penalty`, a set of size n must also beat the best set of
 * any size by penalty(n) − penalty(size) (the hits it costs), so only the overall best is exact.
 */
export function searchTransfers(
  universe: PlannerUniverse,
  scorer: SquadScorer,
  state: SearchState,
  from: number,
  maxTransfers: number,
  keep: number,
  cache: SearchCache,
  penalty?: (transfers: number) => number,
): TransferSet[][] {
  const { squad } = state;
  const horizon = scorer.horizon;
  const points = scorer.points;
  const hold = scorer.value(squad, from);
  const results: TransferSet[][] = [[{ outs: [], ins: [], value: hold }]];
  if (maxTransfers <= 0) return results;
  if (maxTransfers > MAX_DEPTH) throw new RangeError(`At most ${MAX_DEPTH} transfers a gameweek`);
  let overall = penalty ? hold - penalty(0) : -Infinity;

  const owned = new Set<number>();
  const clubs = new Map<number, number>();
  for (let s = 0; s < SQUAD_SLOTS; s++) {
    const row = squad[s] ?? 0;
    owned.add(universe.ids[row] ?? 0);
    const team = universe.teams[row] ?? 0;
    clubs.set(team, (clubs.get(team) ?? 0) + 1);
  }
  const sells = [...squad].map((r) => universe.prices[r] ?? 0).sort((a, b) => b - a);
  const maxBudget = state.bank + sells.slice(0, maxTransfers).reduce((a, b) => a + b, 0);
  const candidates = SLOT_RANGES.map(([lo, hi], position) =>
    candidatesOf(
      universe,
      scorer,
      from,
      position,
      Math.min(maxTransfers, hi - lo),
      owned,
      clubs,
      maxBudget,
      cache,
    ),
  );

  const sellable: number[] = [];
  for (let s = 0; s < SQUAD_SLOTS; s++) if (!state.locked.has(squad[s] ?? 0)) sellable.push(s);
  // Clubs over the limit (a player moved club while owned): how many of each the transfers must sell.
  const excess = [...clubs].filter(([, count]) => count > MAX_PER_CLUB);
  const sellsExcess = (outs: readonly number[]) =>
    excess.every(
      ([team, count]) =>
        outs.filter((s) => universe.teams[squad[s] ?? 0] === team).length >= count - MAX_PER_CLUB,
    );
  const positionOfSlot = (slot: number) => POSITION_OF_SLOT[slot] ?? 0;
  const tryRow = (j: number) => universe.scratch + TRY_ROW + j;
  const capRow = (j: number) => universe.scratch + CAP_ROW + j;

  const work = Int32Array.from(squad);
  const clubCount = new Map(clubs);
  // One closed-form valuer a depth (the depths nest, each with its own fixed slots).
  const slotValues = Array.from({ length: maxTransfers }, () => new SlotValue(scorer));
  const pairX = new Float64Array(horizon);
  const pairY = new Float64Array(horizon);
  const nextY = new Float64Array(horizon);
  for (let n = 1; n <= maxTransfers; n++) {
    const best: TransferSet[] = [];
    const cost = penalty ? penalty(n) : 0;
    const threshold = () =>
      Math.max(best.length < keep ? -Infinity : (best[best.length - 1]?.value ?? -Infinity), overall + cost);
    let outs: number[] = [];
    const minPrices = new Array<number>(n).fill(0);
    // Bounds of the unchosen buys from depth j on, when `budget` is left for them all.
    const setCaps = (j: number, budget: number) => {
      let rest = 0;
      for (let k = j; k < n; k++) rest += minPrices[k] ?? 0;
      for (let k = j; k < n; k++) {
        const c = candidates[positionOfSlot(outs[k] ?? 0)];
        const row = capRow(k);
        const at = c ? affordableIndex(c, budget - rest + (minPrices[k] ?? 0)) : -1;
        for (let g = 0; g < horizon; g++) {
          points[row * horizon + g] = at >= 0 && c ? (c.cheapestMax[at * horizon + g] ?? 0) : 0;
        }
        work[outs[k] ?? 0] = row;
      }
    };
    // Every out-set of size n with its upper bound, best first.
    const outSets: { outs: number[]; bound: number; budget: number }[] = [];
    for (const combination of combinations(sellable, n)) {
      if (excess.length > 0 && !sellsExcess(combination)) continue;
      outs = combination;
      let budget = state.bank;
      let feasible = true;
      outs.forEach((s, k) => {
        const c = candidates[positionOfSlot(s)];
        if (!c || c.rows.length === 0) feasible = false;
        minPrices[k] = c?.minPrice ?? 0;
        budget += (universe.prices[squad[s] ?? 0] ?? 0) - (c?.minPrice ?? 0);
      });
      if (!feasible || budget < 0) continue;
      budget += minPrices.reduce((a, b) => a + b, 0);
      setCaps(0, budget);
      const bound = scorer.value(work, from);
      for (const s of outs) work[s] = squad[s] ?? 0;
      if (bound > threshold()) outSets.push({ outs, bound, budget });
    }
    outSets.sort((a, b) => b.bound - a.bound);

    for (const outSet of outSets) {
      if (outSet.bound <= threshold()) break;
      outs = outSet.outs;
      outs.forEach((s, k) => {
        minPrices[k] = candidates[positionOfSlot(s)]?.minPrice ?? 0;
        const team = universe.teams[squad[s] ?? 0] ?? 0;
        clubCount.set(team, (clubCount.get(team) ?? 0) - 1);
      });
      setCaps(0, outSet.budget);
      const minRest = new Array<number>(n + 1).fill(0);
      for (let j = n - 1; j >= 0; j--) minRest[j] = (minRest[j + 1] ?? 0) + (minPrices[j] ?? 0);
      const ins = new Array<number>(n).fill(-1);
      const descend = (j: number, start: number, budgetLeft: number): void => {
        const slot = outs[j] ?? 0;
        const position = positionOfSlot(slot);
        const c = candidates[position];
        if (!c) return;
        const row = tryRow(j);
        const cap = capRow(j);
        const last = j === n - 1;
        const spend = budgetLeft - (minRest[j + 1] ?? 0);
        // Within this loop only this slot changes (the later ones hold their caps): value it in closed form,
        // except at the last depth of a multi-buy set, where a loop rarely tries more than one buy.
        const closed = !last || n === 1 ? slotValues[j] : undefined;
        // The next slot is valued with this one: a buy that leaves too little money for the next slot's best
        // affordable player is cut here, not in a loop of its own.
        const nextSlot = last ? -1 : (outs[j + 1] ?? -1);
        const paired = closed ? closed.prepare(work, slot, from, nextSlot) : false;
        const nextList = paired ? candidates[positionOfSlot(nextSlot)] : undefined;
        const nextCap = capRow(j + 1);
        const laterMin = minRest[j + 2] ?? 0;
        if (paired) for (let g = 0; g < horizon; g++) pairY[g] = points[nextCap * horizon + g] ?? 0;
        for (let i = start; i < c.rows.length; i++) {
          // A buy it cannot afford or whose club is full is skipped before its bound is valued: the bound of the
          // next one is no higher, so the search cuts there instead, with the same result.
          const candidate = c.rows[i] ?? 0;
          const price = universe.prices[candidate] ?? 0;
          const team = universe.teams[candidate] ?? 0;
          if (price > spend || (clubCount.get(team) ?? 0) >= MAX_PER_CLUB) continue;
          // Bound: the best remaining candidate in each gameweek, no better than the best affordable one. The
          // closed form cuts only below a margin, so a set worth more than the threshold is never cut.
          if (closed && paired && nextList) {
            for (let g = 0; g < horizon; g++) {
              const suffix = c.suffixMax[i * horizon + g] ?? 0;
              const afford = points[cap * horizon + g] ?? 0;
              pairX[g] = suffix < afford ? suffix : afford;
            }
            if (closed.pairValue(pairX, pairY) <= threshold() - SLOT_VALUE_MARGIN) break;
            // This buy, and in the next slot the best the money left buys among those the next loop would try
            // (the later slots at their caps): no set under this buy is worth more.
            const at = affordableIndex(nextList, budgetLeft - price - laterMin);
            const first = positionOfSlot(nextSlot) === position ? i + 1 : 0;
            if (at < 0 || first >= nextList.rows.length) continue;
            for (let g = 0; g < horizon; g++) {
              pairX[g] = points[candidate * horizon + g] ?? 0;
              const suffix = nextList.suffixMax[first * horizon + g] ?? 0;
              const afford = nextList.cheapestMax[at * horizon + g] ?? 0;
              nextY[g] = suffix < afford ? suffix : afford;
            }
            if (closed.pairValue(pairX, nextY) <= threshold() - SLOT_VALUE_MARGIN) continue;
          } else if (closed) {
            if (closed.bound(c.suffixMax, i, cap) <= threshold() - SLOT_VALUE_MARGIN) break;
            // This buy with the later ones at their caps bounds everything under it.
            if (closed.withRow(candidate) <= threshold() - SLOT_VALUE_MARGIN) continue;
          } else {
            for (let g = 0; g < horizon; g++) {
              const suffix = c.suffixMax[i * horizon + g] ?? 0;
              const afford = points[cap * horizon + g] ?? 0;
              points[row * horizon + g] = suffix < afford ? suffix : afford;
            }
            work[slot] = row;
            if (scorer.value(work, from) <= threshold()) break;
          }
          work[slot] = candidate;
          ins[j] = candidate;
          if (last) {
            const value = scorer.value(work, from);
            if (value > threshold()) {
              insertBest(best, { outs: [...outs], ins: [...ins], value }, keep);
              if (penalty) overall = Math.max(overall, value - cost);
            }
          } else {
            clubCount.set(team, (clubCount.get(team) ?? 0) + 1);
            const next = j + 1;
            setCaps(next, budgetLeft - price);
            descend(next, positionOfSlot(outs[next] ?? 0) === position ? i + 1 : 0, budgetLeft - price);
            setCaps(next, budgetLeft - (minPrices[j] ?? 0));
            clubCount.set(team, (clubCount.get(team) ?? 0) - 1);
          }
        }
        work[slot] = cap;
      };
      descend(0, 0, outSet.budget);
      for (const s of outs) {
        const team = universe.teams[squad[s] ?? 0] ?? 0;
        clubCount.set(team, (clubCount.get(team) ?? 0) + 1);
        work[s] = squad[s] ?? 0;
      }
    }
    results.push(best);
  }
  return results;
}

/** Index into `pricesAscending` of the dearest candidate within budget, or −1. */
function affordableIndex(c: Candidates, budget: number): number {
  let lo = 0;
  let hi = c.pricesAscending.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((c.pricesAscending[mid] ?? 0) <= budget) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function insertBest(best: TransferSet[], set: TransferSet, keep: number): void {
  let i = best.length;
  while (i > 0 && (best[i - 1]?.value ?? 0) < set.value) i--;
  best.splice(i, 0, set);
  if (best.length > keep) best.pop();
}

/** Subsets of `items` of size k, in lexicographic order (slots ascending, so positions come grouped). */
function* combinations(
  items: readonly number[],
  k: number,
  start = 0,
  prefix: number[] = [],
): Generator<number[]> {
  if (prefix.length === k) {
    yield [...prefix];
    return;
  }
  for (let i = start; i <= items.length - (k - prefix.length); i++) {
    prefix.push(items[i] ?? 0);
    yield* combinations(items, k, i + 1, prefix);
    prefix.pop();
  }
}

/** Buyable players of one position valued from one gameweek, best first, with who dominates whom. */
interface Ranked {
  list: { row: number; score: number; price: number }[];
  /** Per list index: earlier indices of players as cheap with at least as many points in every gameweek. */
  dominators: number[][];
}

/** Dominators remembered per player: enough to reach any slot count even with 3 owned and 3 barred by clubs. */
const DOMINATORS_KEPT = 16;

/** Per plan: rankings are the same for every squad, so they are built once per (gameweek index, position). */
export type SearchCache = Map<number, Ranked>;

function ranked(
  universe: PlannerUniverse,
  scorer: SquadScorer,
  from: number,
  position: number,
  cache: SearchCache,
) {
  const key = from * 4 + position;
  const hit = cache.get(key);
  if (hit) return hit;
  const horizon = scorer.horizon;
  const points = scorer.points;
  const weights = scorer.weights.gameweek;
  const list: Ranked['list'] = [];
  for (let row = 0; row < universe.scratch; row++) {
    if (universe.positions[row] !== position || universe.buyable[row] !== 1) continue;
    let score = 0;
    for (let g = from; g < horizon; g++) score += (weights[g] ?? 0) * (points[row * horizon + g] ?? 0);
    list.push({ row, score, price: universe.prices[row] ?? 0 });
  }
  list.sort((a, b) => b.score - a.score || a.price - b.price || a.row - b.row);
  const dominators = list.map((B, b) => {
    const found: number[] = [];
    // Only players earlier in the order can dominate (their weighted score is at least as high).
    for (let a = 0; a < b && found.length < DOMINATORS_KEPT; a++) {
      const A = list[a];
      if (!A || A.price > B.price) continue;
      let dominates = true;
      for (let g = from; g < horizon; g++) {
        if ((weights[g] ?? 0) === 0) continue;
        if ((points[A.row * horizon + g] ?? 0) < (points[B.row * horizon + g] ?? 0)) {
          dominates = false;
          break;
        }
      }
      if (dominates) found.push(a);
    }
    return found;
  });
  const result = { list, dominators };
  cache.set(key, result);
  return result;
}

/**
 * Buyable players of one position, best first by weighted points, without those that `slots` others dominate:
 * a set of up to `slots` buys using a dominated player could swap it for an unused dominator and lose nothing,
 * provided the dominator is not owned and its club has room (same club, or few enough owned from it).
 */
function candidatesOf(
  universe: PlannerUniverse,
  scorer: SquadScorer,
  from: number,
  position: number,
  slots: number,
  owned: ReadonlySet<number>,
  clubs: ReadonlyMap<number, number>,
  maxBudget: number,
  cache: SearchCache,
): Candidates {
  const horizon = scorer.horizon;
  const points = scorer.points;
  const { list, dominators } = ranked(universe, scorer, from, position, cache);
  const kept: typeof list = [];
  list.forEach((B, b) => {
    if (B.price > maxBudget || owned.has(universe.ids[B.row] ?? 0)) return;
    const teamB = universe.teams[B.row] ?? 0;
    let count = 0;
    for (const a of dominators[b] ?? []) {
      const A = list[a];
      if (!A || owned.has(universe.ids[A.row] ?? 0)) continue;
      const teamA = universe.teams[A.row] ?? 0;
      if (teamA !== teamB && (clubs.get(teamA) ?? 0) > MAX_PER_CLUB - slots) continue;
      if (++count >= slots) return;
    }
    kept.push(B);
  });
  const rows = Int32Array.from(kept.map((k) => k.row));
  const suffixMax = new Float64Array((rows.length + 1) * horizon);
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i] ?? 0;
    for (let g = 0; g < horizon; g++) {
      const own = points[row * horizon + g] ?? 0;
      const rest = suffixMax[(i + 1) * horizon + g] ?? 0;
      suffixMax[i * horizon + g] = own > rest ? own : rest;
    }
  }
  const byPrice = [...kept].sort((a, b) => a.price - b.price);
  const pricesAscending = Int32Array.from(byPrice.map((k) => k.price));
  const cheapestMax = new Float64Array(byPrice.length * horizon);
  byPrice.forEach((k, i) => {
    for (let g = 0; g < horizon; g++) {
      const own = points[k.row * horizon + g] ?? 0;
      const before = i > 0 ? (cheapestMax[(i - 1) * horizon + g] ?? 0) : own;
      cheapestMax[i * horizon + g] = own > before ? own : before;
    }
  });
  return {
    rows,
    suffixMax,
    minPrice: byPrice[0]?.price ?? Number.POSITIVE_INFINITY,
    pricesAscending,
    cheapestMax,
  };
}
