// The transfer planner (issue 6 §2): beam search over the horizon's gameweeks. Each kept plan is extended by
// the best transfer sets of every allowed size (planner-search, exact for its valuation: the squad held to the
// end of the horizon). A first pass ranks partial plans by points so far plus that held value; later passes
// rank them by their best known completion (held, or finished with the best plan so far's later transfers,
// planner-rollout), which judges timing far better, until a pass finds nothing better. With a one-gameweek
// horizon this is an exhaustive search, so exactly optimal.
import { EngineError } from './errors.js';
import { bestLineup } from './planner-lineup.js';
import { type PlanStep, Rollout } from './planner-rollout.js';
import {
  DEFAULT_MAX_TRANSFERS,
  DEFAULT_PLAN_HORIZON,
  hitPoints,
  hitsOf,
  nextFreeTransfers,
} from './planner-rules.js';
import { SLOT_RANGES, SQUAD_SLOTS, SquadScorer } from './planner-score.js';
import {
  emptyUniverse,
  type PlannerUniverse,
  SCRATCH_ROWS,
  type SearchCache,
  searchTransfers,
  type TransferSet,
} from './planner-search.js';
import type { GameweekPlan, PlanInput, PlannerPlayer, PlanOptions, TransferPlan } from './planner-types.js';
import { MAX_FREE_TRANSFERS } from './transfers.js';
import { POSITIONS } from './types.js';

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
 * decided. Beam search is not monotone in its width, so the first pass runs with both this and SETS_PER_SIZE.
 * On the 200 five-gameweek bench squads that took the mean gap 0.129% -> 0.095% and plans above 0.5% 14 -> 9
 * (29 plans better, 4 worse by 0.15% on average), for a median 286 -> 395 ms; 256 sets did no better than 96,
 * and wider later gameweeks nothing.
 */
const FIRST_SETS_PER_SIZE = 96;
/** Beam passes at most; most plans stop improving after two. */
const MAX_PASSES = 5;
/**
 * Plans looked one gameweek ahead before the beam is cut, as multiples of its width: before the last gameweek
 * that look is exact (its best set); earlier it is the next gameweek's best set held to the end.
 */
const LOOK_LAST = 4;
const LOOK_EARLY = 3;

interface BeamState {
  squad: Int32Array;
  bank: number;
  freeTransfers: number;
  /** Weighted objective of the gameweeks planned so far. */
  points: number;
  /** The best known complete plan through this one. */
  estimate: number;
  steps: { outs: number[]; ins: number[]; freeTransfers: number; hits: number }[];
}

export function planTransfers(input: PlanInput, options: PlanOptions = {}): TransferPlan {
  const horizon = options.horizon ?? DEFAULT_PLAN_HORIZON;
  if (!Number.isInteger(horizon) || horizon < 1)
    throw new EngineError('The horizon must be at least 1 gameweek');
  const maxTransfers = options.maxTransfersPerGameweek ?? DEFAULT_MAX_TRANSFERS;
  const allowHits = options.allowHits ?? false;
  const startFree = Math.max(0, Math.min(MAX_FREE_TRANSFERS, Math.floor(input.freeTransfers)));

  const { universe, points, squadRows } = buildUniverse(input, horizon, options.banned ?? []);
  const decay = options.decay ?? 1;
  const weights = {
    gameweek: Float64Array.from({ length: horizon }, (_, g) => decay ** g),
    bench: options.benchWeight ?? 0,
    vice: options.viceWeight ?? 0,
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
  const memo = new Map<string, TransferSet[][]>();
  const search = { universe, scorer, cache, memo, rollout, horizon, maxTransfers, allowHits, locked };
  // Two first passes, the start cut narrow and wide: beam search is not monotone in its width, and on the
  // bench each finds plans the other misses (see FIRST_SETS_PER_SIZE).
  const narrow = beamSearch(search, start, null, SETS_PER_SIZE);
  const wide = beamSearch(search, start, null, FIRST_SETS_PER_SIZE);
  let best = wide.value > narrow.value ? wide : narrow;
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const next = beamSearch(search, start, best.steps, FIRST_SETS_PER_SIZE);
    if (next.value <= best.value + 1e-9) break;
    best = next;
  }
  return describePlan(input, universe, scorer, squadRows, withRules(best.steps, startFree));
}

interface Search {
  universe: PlannerUniverse;
  scorer: SquadScorer;
  cache: SearchCache;
  memo: Map<string, TransferSet[][]>;
  rollout: Rollout;
  horizon: number;
  maxTransfers: number;
  allowHits: boolean;
  locked: ReadonlySet<number>;
}

/** One beam search; returns the best complete plan it saw (a kept plan held or rolled out to the end). */
function beamSearch(search: Search, start: BeamState, base: PlanStep[] | null, firstSets: number) {
  const { universe, scorer, rollout, horizon } = search;
  const weights = scorer.weights;
  let best: { steps: PlanStep[]; value: number } = { steps: [], value: Number.NEGATIVE_INFINITY };
  let beam: BeamState[] = [start];
  for (let g = 0; g < horizon; g++) {
    const weight = weights.gameweek[g] ?? 0;
    const next = new Map<string, BeamState>();
    for (const state of beam) {
      const sets =
        g === horizon - 1
          ? lastSets(search, state, g)
          : memoSearch(search, state, g, transferLimit(search, state), g === 0 ? firstSets : SETS_PER_SIZE);
      sets.forEach((list, n) => {
        for (const set of list) {
          const squad = Int32Array.from(state.squad);
          let bank = state.bank;
          set.outs.forEach((slot, i) => {
            const row = set.ins[i] ?? 0;
            bank += (universe.prices[squad[slot] ?? 0] ?? 0) - (universe.prices[row] ?? 0);
            squad[slot] = row;
          });
          const cost = weight * hitPoints(n, state.freeTransfers);
          const freeTransfers = nextFreeTransfers(state.freeTransfers, n);
          const points = state.points + weight * scorer.gameweek(squad, g) - cost;
          const steps = [
            ...state.steps,
            {
              outs: set.outs.map((slot) => state.squad[slot] ?? 0),
              ins: set.ins,
              freeTransfers: state.freeTransfers,
              hits: hitsOf(n, state.freeTransfers),
            },
          ];
          // Holding to the end: the search's own value of the set.
          let estimate = state.points + set.value - cost;
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
          const successor: BeamState = { squad, bank, freeTransfers, points, estimate, steps };
          const key = `${[...squad].sort((a, b) => a - b).join(',')}|${freeTransfers}`;
          const seen = next.get(key);
          if (!seen || seen.estimate < successor.estimate) next.set(key, successor);
        }
      });
    }
    const ranked = [...next.values()].sort((a, b) => b.estimate - a.estimate);
    const look = g === horizon - 2 ? LOOK_LAST : g < horizon - 2 ? LOOK_EARLY : 0;
    if (look > 1) {
      // A plan's value after one more gameweek of transfers is one search away (searches the next gameweek
      // reuses): rank more plans by it than the beam keeps.
      const wide = ranked.slice(0, look * BEAM_WIDTH);
      for (const state of wide) {
        const sets = g === horizon - 2 ? lastSets(search, state, g + 1) : nextSets(search, state, g + 1);
        sets.forEach((list, n) => {
          const set = list[0];
          if (!set) return;
          const w = weights.gameweek[g + 1] ?? 0;
          const value = state.points + set.value - w * hitPoints(n, state.freeTransfers);
          if (value > state.estimate) state.estimate = value;
        });
      }
      beam = wide.sort((a, b) => b.estimate - a.estimate).slice(0, BEAM_WIDTH);
    } else beam = ranked.slice(0, BEAM_WIDTH);
  }
  if (best.value === Number.NEGATIVE_INFINITY) throw new EngineError('No legal plan');
  return best;
}

/** searchTransfers, remembered: later passes meet many of the same plans again. */
function memoSearch(
  search: Search,
  state: BeamState,
  g: number,
  limit: number,
  keep: number,
  penalty?: (n: number) => number,
): TransferSet[][] {
  const key = `${g}|${keep}|${state.freeTransfers}|${state.bank}|${state.squad.join(',')}`;
  let sets = search.memo.get(key);
  if (!sets) {
    const { universe, scorer, cache, locked } = search;
    sets = searchTransfers(universe, scorer, { ...state, locked }, g, limit, keep, cache, penalty);
    search.memo.set(key, sets);
  }
  return sets;
}

/** Most transfers a plan may make this gameweek: any number up to the cap with hits, else its free ones. */
function transferLimit(search: Search, state: BeamState): number {
  return search.allowHits ? search.maxTransfers : Math.min(search.maxTransfers, state.freeTransfers);
}

/**
 * The last gameweek's search: only the best set matters there, so a set must beat it by the hits it costs.
 */
function lastSets(search: Search, state: BeamState, g: number): TransferSet[][] {
  const weight = search.scorer.weights.gameweek[g] ?? 0;
  return memoSearch(
    search,
    state,
    g,
    transferLimit(search, state),
    1,
    (n) => weight * hitPoints(n, state.freeTransfers),
  );
}

function nextSets(search: Search, state: BeamState, g: number): TransferSet[][] {
  return memoSearch(search, state, g, transferLimit(search, state), SETS_PER_SIZE);
}

/** Free transfers and hits of each gameweek, from the rules. */
function withRules(steps: PlanStep[], startFree: number): BeamState['steps'] {
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
  steps: BeamState['steps'],
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
    objective += (scorer.weights.gameweek[g] ?? 0) * (scorer.gameweek(squad, g) - 4 * step.hits);
    return {
      gameweek,
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
      expectedPoints: lineup.points - 4 * step.hits,
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
        `A squad has 2 GKP, 5 DEF, 5 MID and 3 FWD; this one has ${players.length} ${POSITIONS[position]}`,
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
