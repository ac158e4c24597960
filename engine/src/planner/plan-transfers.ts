// The transfer planner: beam search over the horizon's gameweeks. Each kept plan is extended by
// the best transfer sets of every allowed size (planner/search, exact for its valuation: the squad held to the
// end of the horizon; at the root also the best for the next gameweek alone). A first pass ranks partial plans
// by points so far plus a look ahead (that held value, or a greedy completion); later passes rank them by their
// best known completion (finished with the best plan so far's later transfers, planner/rollout), which judges
// timing far better, until a pass finds nothing better. The best plan is then polished by local search
// (planner/polish), and (THOROUGH_EFFORT only) the later gameweeks searched again from its own squads. With a
// one-gameweek horizon this is an exhaustive search, so exactly optimal.
import { EngineError, InvalidInputError } from '../errors.js';
import { DEFAULT_HORIZON, HIT_POINTS, MAX_FREE_TRANSFERS, SQUAD_SHAPE } from '../rules.js';
import { hitCost } from '../transfers.js';
import { POSITIONS } from '../types.js';
import { expectArray, expectGameweek, expectObject } from '../validate.js';
import { bestLineup } from './lineup.js';
import { PlanPolisher } from './polish.js';
import { type PlanStep, Rollout } from './rollout.js';
import { DEFAULT_MAX_TRANSFERS, hitsOf, nextFreeTransfers } from './rules.js';
import { SLOT_RANGES, SQUAD_SLOTS, SquadScorer } from './score.js';
import {
  emptyUniverse,
  type PlannerUniverse,
  SCRATCH_ROWS,
  type SearchCache,
  searchTransfers,
  type TransferSet,
} from './search.js';
import type { GameweekPlan, PlanInput, PlannerPlayer, PlanOptions, TransferPlan } from './types.js';

/** How hard the planner searches: the beam's widths, passes and looks ahead (DEFAULT_EFFORT unless given). */
export interface SearchEffort {
  beamWidth: number;
  setsPerSize: number;
  firstSetsPerSize: number;
  rootSetsPerSize: number;
  maxPasses: number;
  lookLast: number;
  lookEarly: number;
  lookRoot: number;
  windowSets: number;
  lookTransfers: number;
  /** Re-search the later gameweeks from the best plan's own squads. */
  reroot: boolean;
  /** Most transfers a gameweek after the first in the beam (Infinity: the plan's own limit). */
  laterTransfers: number;
}

/**
 * Plans kept after each gameweek, and transfer sets kept per size for each plan. On the first 50 five-gameweek
 * bench squads (mean gap to HiGHS, one pass, no look-ahead): 16 and 4 gave 0.45%, 64 and 16 0.19%, 256 and 4
 * 0.43%: more sets per plan helps more than more plans. With passes and look-ahead, 32/24 gave 0.13% and 32/32
 * 0.10% (max 0.49%); wider still helped little on the hardest squads.
 */
const BEAM_WIDTH = 32;
const SETS_PER_SIZE = 32;
/**
 * Sets per size from the starting squad, where the beam holds that one plan: its first cut is where timing is
 * decided. Beam search is not monotone in its width, so the first pass also runs with SETS_PER_SIZE. Later
 * passes and the searches from the plan's own later squads start from ROOT_SETS_PER_SIZE. On the 200
 * five-gameweek bench squads, 400 sets with the wider look below found the one plan (squad 86) that 96 or 256
 * left 0.58% short.
 */
const FIRST_SETS_PER_SIZE = 400;
const ROOT_SETS_PER_SIZE = 96;
/** Beam passes at most; most plans stop improving after two. */
const MAX_PASSES = 5;
/**
 * Plans looked ahead before the beam is cut, as multiples of its width. Before the last gameweek that look is
 * exact (its best set); earlier it is a greedy completion (each later gameweek's best set held to the end). At a
 * search's root it is the next gameweek's best set held: cheap enough to look at LOOK_ROOT widths of plans.
 */
const LOOK_LAST = 4;
const LOOK_EARLY = 3;
const LOOK_ROOT = 8;
/**
 * A second candidate generator at a search's root: sets valued over the next WINDOW gameweeks only. Held to the
 * end, a set that takes a double now ranks below every lasting upgrade, though those can still be made a
 * gameweek later (squad 190 of the bench: 1.33% short without it). Its plans are always looked ahead.
 */
const WINDOW = 1;
const WINDOW_SETS = 16;
/**
 * Most transfers a gameweek in the looks ahead that are estimates (all but the exact one before the last
 * gameweek): they only have to be good legal plans, and a search for three transfers costs about ten times
 * one for two (with rolled free transfers it was most of a whole analysis's time).
 */
const LOOK_TRANSFERS = 2;

/** The constants above: the widest search, closest to HiGHS on the planner bench (bench:planner). */
export const THOROUGH_EFFORT: Readonly<SearchEffort> = {
  beamWidth: BEAM_WIDTH,
  setsPerSize: SETS_PER_SIZE,
  firstSetsPerSize: FIRST_SETS_PER_SIZE,
  rootSetsPerSize: ROOT_SETS_PER_SIZE,
  maxPasses: MAX_PASSES,
  lookLast: LOOK_LAST,
  lookEarly: LOOK_EARLY,
  lookRoot: LOOK_ROOT,
  windowSets: WINDOW_SETS,
  lookTransfers: LOOK_TRANSFERS,
  reroot: true,
  laterTransfers: Number.POSITIVE_INFINITY,
};

/**
 * The planner's default (issue 28): half the beam and its sets, a quarter of the first cut, two passes, no
 * second search from the plan's own later squads, and at most two transfers a gameweek after the first. On 56
 * planner calls of 20 analyses it takes a third of THOROUGH_EFFORT's CPU (15.4 s against 46.9 s) for 0.035% of
 * the plans' objective, and the season replay through it scored more on all five seasons, from GW1 and from GW12
 * (engine/bench/README.md): the wider search's extra objective did not turn into points.
 */
export const DEFAULT_EFFORT: Readonly<SearchEffort> = {
  ...THOROUGH_EFFORT,
  beamWidth: 16,
  setsPerSize: 16,
  firstSetsPerSize: 96,
  rootSetsPerSize: 32,
  maxPasses: 2,
  reroot: false,
  laterTransfers: 2,
};

/** A plan whose value only is needed (PlanOptions.effort 'estimate'): a quarter of the default's widths, one pass. */
export const ESTIMATE_EFFORT: Readonly<SearchEffort> = {
  ...DEFAULT_EFFORT,
  beamWidth: 4,
  setsPerSize: 4,
  firstSetsPerSize: 24,
  rootSetsPerSize: 8,
  maxPasses: 1,
  lookRoot: 2,
  lookEarly: 2,
  lookLast: 2,
  windowSets: 4,
};

interface BeamState {
  squad: Int32Array;
  bank: number;
  freeTransfers: number;
  /** Weighted objective of the gameweeks planned so far. */
  points: number;
  /** The best known complete plan through this one. */
  estimate: number;
  /** Reached by a short-window set: looked ahead even when its held value ranks low. */
  windowed?: boolean;
  steps: PlanStep[];
}

/** A remembered search: the sets it kept per size, and how many it kept. */
interface MemoEntry {
  keep: number;
  sets: TransferSet[][];
}

/** A plan's step with the free transfers it had and the hits it took. */
type RuledStep = PlanStep & { freeTransfers: number; hits: number };

/** The best transfers over the horizon: a search over each gameweek's transfer sets that maximises projected points minus hits, with free transfers rolling over. */
export function planTransfers(
  input: PlanInput,
  options: PlanOptions = {},
  effort: Readonly<SearchEffort> = options.effort === 'estimate' ? ESTIMATE_EFFORT : DEFAULT_EFFORT,
): TransferPlan {
  const fields = expectObject('planTransfers', 'input', input);
  expectArray('planTransfers', 'squad', fields.squad);
  expectArray('planTransfers', 'pool', fields.pool);
  if (typeof fields.points !== 'function') {
    throw new InvalidInputError('planTransfers', 'points', 'a function (elementId, gameweek) => points');
  }
  expectGameweek('planTransfers', 'startGameweek', fields.startGameweek);
  const horizon = options.horizon ?? DEFAULT_HORIZON;
  if (!Number.isInteger(horizon) || horizon < 1)
    throw new EngineError('The horizon must be at least 1 gameweek');
  const maxTransfers = options.maxTransfersPerGameweek ?? DEFAULT_MAX_TRANSFERS;
  const allowHits = options.allowHits ?? false;
  const startFree = Math.max(0, Math.min(MAX_FREE_TRANSFERS, Math.floor(input.freeTransfers)));

  const { universe, points, squadRows } = buildUniverse(input, horizon, options.banned ?? []);
  const decay = options.decay ?? 1;
  const bench = options.benchWeight ?? 0;
  const boosted = new Set(options.benchBoostGameweeks ?? []);
  const weights = {
    gameweek: Float64Array.from({ length: horizon }, (_, g) => decay ** g),
    bench,
    vice: options.viceWeight ?? 0,
    // A Bench Boost week counts its bench in full.
    ...(boosted.size > 0
      ? {
          benchAt: Float64Array.from({ length: horizon }, (_, g) =>
            boosted.has(input.startGameweek + g) ? 1 : bench,
          ),
        }
      : {}),
  };
  const scorer = new SquadScorer(points, horizon, weights);
  const lockedIds = new Set(options.locked ?? []);
  const locked = new Set([...squadRows].filter((row) => lockedIds.has(universe.ids[row] ?? 0)));

  const cache: SearchCache = new Map();
  const rollout = new Rollout(universe, scorer, { maxTransfers, allowHits, locked });
  const start: BeamState = {
    squad: squadRows,
    bank: toTenths(input.bank),
    freeTransfers: startFree,
    points: 0,
    estimate: 0,
    steps: [],
  };
  const memo = new Map<string, MemoEntry[]>();
  const windows = Array.from({ length: horizon }, (_, g) => ({
    scorer: new SquadScorer(points, horizon, {
      ...weights,
      gameweek: weights.gameweek.map((w, i) => (i >= g && i < g + WINDOW ? w : 0)),
    }),
    cache: new Map() as SearchCache,
  }));
  const search = {
    universe,
    scorer,
    cache,
    memo,
    windows,
    rollout,
    horizon,
    maxTransfers,
    allowHits,
    locked,
    effort,
  };
  // One gameweek's search is exhaustive: nothing to polish.
  const polisher =
    horizon > 1 ? new PlanPolisher(universe, scorer, { maxTransfers, allowHits, locked }, start) : null;
  const polish = (plan: Found) => {
    if (!polisher) return plan;
    const polished = polisher.polish(plan.steps);
    return polished.value > plan.value + 1e-9 ? polished : plan;
  };
  let best = polish(searchFrom(search, start, 0, null));
  // The best plan's own squads as new roots: a fresh search of the later gameweeks from each (a root's cut
  // is wide, and the search meets sets there that the first search's narrower later cuts never held).
  for (let from = 1; effort.reroot && from < horizon - 1; from++) {
    const found = searchFrom(search, stateAfter(search, start, best.steps, from), from, best);
    if (found.value > best.value + 1e-9) best = polish(found);
  }
  return describePlan(input, universe, scorer, squadRows, withRules(best.steps, startFree));
}

interface Found {
  steps: PlanStep[];
  value: number;
}

/**
 * Beam searches from `root` (the plan through gameweek index `from`): a first pass (two from the starting squad,
 * its cut narrow and wide: beam search is not monotone in its width, and on the bench each finds plans the other
 * misses), then passes ranked by rollouts of the best plan so far (or the incumbent) while they gain.
 */
function searchFrom(search: Search, root: BeamState, from: number, incumbent: Found | null): Found {
  const { effort } = search;
  // The wide cut first: the narrower searches from the same squad then read its sets (memoSearch).
  const wide = beamSearch(
    search,
    root,
    null,
    from === 0 ? effort.firstSetsPerSize : effort.rootSetsPerSize,
    from,
  );
  const narrow = from === 0 ? beamSearch(search, root, null, effort.setsPerSize, from) : null;
  let best = narrow && narrow.value > wide.value ? narrow : wide;
  if (incumbent && incumbent.value > best.value) best = incumbent;
  for (let pass = 1; pass < effort.maxPasses; pass++) {
    const next = beamSearch(search, root, best.steps, effort.rootSetsPerSize, from);
    if (next.value <= best.value + 1e-9) break;
    best = next;
  }
  return best;
}

/** A plan's state before gameweek index `from`, with the weighted points of the gameweeks before. */
function stateAfter(search: Search, start: BeamState, steps: readonly PlanStep[], from: number): BeamState {
  const { universe, scorer } = search;
  const squad = Int32Array.from(start.squad);
  let { bank, freeTransfers } = start;
  let points = 0;
  for (let g = 0; g < from; g++) {
    const step = steps[g] ?? { outs: [], ins: [] };
    step.outs.forEach((out, k) => {
      const row = step.ins[k] ?? 0;
      bank += (universe.prices[out] ?? 0) - (universe.prices[row] ?? 0);
      squad[squad.indexOf(out)] = row;
    });
    const n = step.outs.length;
    points += (scorer.weights.gameweek[g] ?? 0) * (scorer.gameweek(squad, g) - hitCost(n, freeTransfers));
    freeTransfers = nextFreeTransfers(freeTransfers, n);
  }
  return { squad, bank, freeTransfers, points, estimate: points, steps: steps.slice(0, from) };
}

interface Search {
  universe: PlannerUniverse;
  scorer: SquadScorer;
  cache: SearchCache;
  memo: Map<string, MemoEntry[]>;
  /** Per gameweek index, the short-window valuation and its rankings. */
  windows: { scorer: SquadScorer; cache: SearchCache }[];
  rollout: Rollout;
  horizon: number;
  maxTransfers: number;
  allowHits: boolean;
  locked: ReadonlySet<number>;
  effort: Readonly<SearchEffort>;
}

/** One beam search; returns the best complete plan it saw (a kept plan held or rolled out to the end). */
function beamSearch(
  search: Search,
  start: BeamState,
  base: PlanStep[] | null,
  firstSets: number,
  from: number,
): Found {
  const { universe, scorer, rollout, horizon, effort } = search;
  const weights = scorer.weights;
  let best: Found = { steps: [], value: Number.NEGATIVE_INFINITY };
  let beam: BeamState[] = [start];
  for (let g = from; g < horizon; g++) {
    const weight = weights.gameweek[g] ?? 0;
    const next = new Map<string, BeamState>();
    for (const state of beam) {
      const sets =
        g === horizon - 1
          ? lastSets(search, state, g)
          : memoSearch(
              search,
              state,
              g,
              g === from
                ? transferLimit(search, state)
                : Math.min(effort.laterTransfers, transferLimit(search, state)),
              g === from ? firstSets : effort.setsPerSize,
            );
      const short = g === from && g < horizon - 1 ? windowSets(search, state, g) : [];
      const tagged = sets.map((list, n) => [
        ...list.map((set) => ({ set, windowed: false })),
        ...(short[n] ?? []).map((set) => ({ set, windowed: true })),
      ]);
      tagged.forEach((list, n) => {
        for (const { set, windowed } of list) {
          const { squad, bank, outs } = applySet(universe, state, set);
          const cost = weight * hitCost(n, state.freeTransfers);
          const freeTransfers = nextFreeTransfers(state.freeTransfers, n);
          const points = state.points + weight * scorer.gameweek(squad, g) - cost;
          const steps = [...state.steps, { outs, ins: set.ins }];
          // Holding to the end: the search's own value of the set (a short-window set's is recomputed).
          const held = windowed ? scorer.value(squad, g) : set.value;
          let estimate = state.points + held - cost;
          let completion: PlanStep[] | null = null;
          if (base && g < horizon - 1) {
            const rolled = rollout.complete({ squad, bank, freeTransfers }, g + 1, base);
            if (points + rolled.value > estimate) {
              estimate = points + rolled.value;
              // The transfers themselves only for a new best plan.
              if (estimate > best.value)
                completion = rollout.complete({ squad, bank, freeTransfers }, g + 1, base, true).steps;
            }
          }
          if (estimate > best.value) {
            const tail = completion ?? Array.from({ length: horizon - 1 - g }, () => ({ outs: [], ins: [] }));
            best = { steps: [...steps, ...tail], value: estimate };
          }
          const successor: BeamState = { squad, bank, freeTransfers, points, estimate, steps, windowed };
          const key = `${[...squad].sort((a, b) => a - b).join(',')}|${freeTransfers}`;
          const seen = next.get(key);
          if (!seen || seen.estimate < successor.estimate) next.set(key, successor);
          else if (windowed) seen.windowed = true;
        }
      });
    }
    const ranked = [...next.values()].sort((a, b) => b.estimate - a.estimate);
    const look =
      g === horizon - 2
        ? effort.lookLast
        : g < horizon - 2
          ? g === from
            ? effort.lookRoot
            : effort.lookEarly
          : 0;
    if (look > 1) {
      // Rank more plans than the beam keeps by a look further ahead (see effort.lookLast).
      const wide = ranked.slice(0, look * effort.beamWidth);
      for (const state of ranked.slice(look * effort.beamWidth)) if (state.windowed) wide.push(state);
      for (const state of wide) {
        if (g !== from && g < horizon - 2) {
          const done = greedyCompletion(search, state, g + 1);
          const value = state.points + done.value;
          if (value > state.estimate) state.estimate = value;
          if (value > best.value) best = { steps: [...state.steps, ...done.steps], value };
          continue;
        }
        const most = g === horizon - 2 ? Infinity : effort.lookTransfers;
        lastSets(search, state, g + 1, most).forEach((list, n) => {
          const set = list[0];
          if (!set) return;
          const w = weights.gameweek[g + 1] ?? 0;
          const value = state.points + set.value - w * hitCost(n, state.freeTransfers);
          if (value > state.estimate) state.estimate = value;
        });
      }
      beam = wide.sort((a, b) => b.estimate - a.estimate).slice(0, effort.beamWidth);
    } else beam = ranked.slice(0, effort.beamWidth);
  }
  if (best.value === Number.NEGATIVE_INFINITY) throw new EngineError('No legal plan');
  return best;
}

/**
 * searchTransfers, remembered: later passes meet many of the same plans again, and the root's narrower cuts
 * (the narrow first pass, later passes) read the wide cut's sets from the same squad (narrower).
 */
function memoSearch(
  search: Search,
  state: BeamState,
  g: number,
  limit: number,
  keep: number,
  penalty?: (n: number) => number,
  valuation?: { scorer: SquadScorer; cache: SearchCache },
): TransferSet[][] {
  // A penalty (the hits) ties the sizes together: such a search is only ever reused whole.
  const key = `${valuation ? 'w' : ''}${penalty ? 'p' : ''}${g}|${limit}|${state.freeTransfers}|${state.bank}|${state.squad.join(',')}`;
  const known = search.memo.get(key) ?? [];
  const same = known.find((k) => k.keep === keep);
  if (same) return same.sets;
  for (const wider of penalty ? [] : known) {
    const sets = narrower(wider, keep);
    if (sets) return sets;
  }
  const { universe, locked } = search;
  const { scorer, cache } = valuation ?? search;
  const sets = searchTransfers(universe, scorer, { ...state, locked }, g, limit, keep, cache, penalty);
  known.push({ keep, sets });
  search.memo.set(key, known);
  return sets;
}

/**
 * The best `keep` sets of each size read from a search that kept more, or null where that could differ from
 * searching with `keep`: each size's list is exact and ordered by value, then by the order the search met the
 * sets, which is the same for any keep; only a tie across the cut (the keep-th set worth no more than the next)
 * could let the narrower search keep another of the tied sets.
 */
function narrower(wider: MemoEntry, keep: number): TransferSet[][] | null {
  if (wider.keep < keep) return null;
  const out: TransferSet[][] = [];
  for (const list of wider.sets) {
    if (list.length <= keep) {
      out.push(list);
      continue;
    }
    if (!((list[keep - 1]?.value ?? 0) > (list[keep]?.value ?? 0))) return null;
    out.push(list.slice(0, keep));
  }
  return out;
}

/** Most transfers a plan may make this gameweek: any number up to the cap with hits, else its free ones. */
function transferLimit(search: Search, state: BeamState): number {
  return search.allowHits ? search.maxTransfers : Math.min(search.maxTransfers, state.freeTransfers);
}

/**
 * The best set only (a set must beat the best by the hits it costs): the last gameweek's search, and the
 * look-ahead's.
 */
function lastSets(search: Search, state: BeamState, g: number, most = Infinity): TransferSet[][] {
  const weight = search.scorer.weights.gameweek[g] ?? 0;
  return memoSearch(
    search,
    state,
    g,
    Math.min(most, transferLimit(search, state)),
    1,
    (n) => weight * hitCost(n, state.freeTransfers),
  );
}

/** Sets valued over the next WINDOW gameweeks only (see WINDOW). */
function windowSets(search: Search, state: BeamState, g: number): TransferSet[][] {
  const valuation = search.windows[g];
  return memoSearch(
    search,
    state,
    g,
    transferLimit(search, state),
    search.effort.windowSets,
    undefined,
    valuation,
  );
}

/**
 * A plan completed from gameweek index `from` by taking, each gameweek, the set that is best held to the end
 * (hits counted): a real plan, so a lower bound on the best completion, and a far better one than holding.
 */
function greedyCompletion(search: Search, start: BeamState, from: number): Found {
  const { universe, scorer, horizon } = search;
  let state = start;
  let value = 0;
  const steps: PlanStep[] = [];
  for (let g = from; g < horizon; g++) {
    const w = scorer.weights.gameweek[g] ?? 0;
    let chosen: TransferSet = { outs: [], ins: [], value: Number.NEGATIVE_INFINITY };
    let top = Number.NEGATIVE_INFINITY;
    for (const [n, list] of lastSets(search, state, g, search.effort.lookTransfers).entries()) {
      const set = list[0];
      const net = set ? set.value - w * hitCost(n, state.freeTransfers) : top;
      if (set && net > top) {
        top = net;
        chosen = set;
      }
    }
    const n = chosen.outs.length;
    const { squad, bank, outs } = applySet(universe, state, chosen);
    value += w * (scorer.gameweek(squad, g) - hitCost(n, state.freeTransfers));
    steps.push({ outs, ins: chosen.ins });
    state = { ...state, squad, bank, freeTransfers: nextFreeTransfers(state.freeTransfers, n) };
  }
  return { value, steps };
}

/** A squad and bank after a set's transfers, and the rows it sold. */
function applySet(universe: PlannerUniverse, state: { squad: Int32Array; bank: number }, set: TransferSet) {
  const squad = Int32Array.from(state.squad);
  let bank = state.bank;
  const outs = set.outs.map((slot, i) => {
    const out = squad[slot] ?? 0;
    const row = set.ins[i] ?? 0;
    bank += (universe.prices[out] ?? 0) - (universe.prices[row] ?? 0);
    squad[slot] = row;
    return out;
  });
  return { squad, bank, outs };
}

/** Free transfers and hits of each gameweek, from the rules. */
function withRules(steps: PlanStep[], startFree: number): RuledStep[] {
  let free = startFree;
  return steps.map((step) => {
    const n = step.outs.length;
    const result = { outs: step.outs, ins: step.ins, freeTransfers: free, hits: hitsOf(n, free) };
    free = nextFreeTransfers(free, n);
    return result;
  });
}

function describePlan(
  input: PlanInput,
  universe: PlannerUniverse,
  scorer: SquadScorer,
  squadRows: Int32Array,
  steps: RuledStep[],
): TransferPlan {
  const squad = Int32Array.from(squadRows);
  let bank = toTenths(input.bank);
  let objective = 0;
  const gameweeks: GameweekPlan[] = steps.map((step, g) => {
    step.ins.forEach((row, i) => {
      const slot = squad.indexOf(step.outs[i] ?? -1);
      bank += (universe.prices[squad[slot] ?? 0] ?? 0) - (universe.prices[row] ?? 0);
      squad[slot] = row;
    });
    const gameweek = input.startGameweek + g;
    const players: PlannerPlayer[] = [...squad].map((row) => ({
      id: universe.ids[row] ?? 0,
      position: POSITIONS[universe.positions[row] ?? 0] ?? 'GKP',
      teamId: universe.teams[row] ?? 0,
      price: (universe.prices[row] ?? 0) / 10,
    }));
    const lineup = bestLineup(players, gameweek, input.points);
    objective += (scorer.weights.gameweek[g] ?? 0) * (scorer.gameweek(squad, g) - HIT_POINTS * step.hits);
    return {
      gameweek,
      chip: null,
      transfers: step.outs.map((row, i) => ({
        out: universe.ids[row] ?? 0,
        in: universe.ids[step.ins[i] ?? 0] ?? 0,
      })),
      freeTransfers: step.freeTransfers,
      hits: step.hits,
      captain: lineup.captain,
      viceCaptain: lineup.viceCaptain,
      startingXI: lineup.startingXI,
      bench: lineup.bench,
      expectedPoints: lineup.points - HIT_POINTS * step.hits,
      bank: bank / 10,
    };
  });
  const afterTransfers = gameweeks[0]?.bank ?? input.bank;
  return {
    objective,
    gameweeks,
    budget: { starting: input.bank, afterTransfers, affordable: afterTransfers >= 0 },
  };
}

/** Rows: the squad in slot order (selling prices), then the pool (now_cost), then the search's scratch rows. */
function buildUniverse(input: PlanInput, horizon: number, banned: readonly number[]) {
  if (input.squad.length !== SQUAD_SLOTS) {
    throw new EngineError(`A squad has ${SQUAD_SLOTS} players, not ${input.squad.length}`);
  }
  const ordered: PlannerPlayer[] = [];
  SLOT_RANGES.forEach(([lo, hi], position) => {
    const players = input.squad.filter((p) => p.position === POSITIONS[position]);
    if (players.length !== hi - lo) {
      throw new EngineError(
        `A squad has ${SQUAD_SHAPE.GKP} GKP, ${SQUAD_SHAPE.DEF} DEF, ${SQUAD_SHAPE.MID} MID and ${SQUAD_SHAPE.FWD} FWD; this one has ${players.length} ${POSITIONS[position]}`,
      );
    }
    ordered.push(...players);
  });
  const bannedIds = new Set(banned);
  const pool = input.pool.filter((p) => !bannedIds.has(p.id));
  const rows = ordered.length + pool.length;
  const universe = emptyUniverse(rows);
  const points = new Float64Array((rows + SCRATCH_ROWS) * horizon);
  [...ordered, ...pool].forEach((player, row) => {
    universe.ids[row] = player.id;
    universe.positions[row] = POSITIONS.indexOf(player.position);
    universe.teams[row] = player.teamId;
    universe.prices[row] = toTenths(player.price);
    universe.buyable[row] = row >= ordered.length ? 1 : 0;
    for (let g = 0; g < horizon; g++)
      points[row * horizon + g] = input.points(player.id, input.startGameweek + g);
  });
  const squadRows = Int32Array.from(ordered, (_, i) => i);
  return { universe, points, squadRows };
}

function toTenths(price: number): number {
  return Math.round(price * 10);
}
