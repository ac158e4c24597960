// The transfer planner (issue 6 §2): beam search over the horizon's gameweeks. Each kept plan is extended by
// the best transfer sets of every allowed size (planner-search, exact for its valuation: the squad held to the
// end of the horizon), and plans are ranked by points so far plus that held value. With a one-gameweek horizon
// this is an exhaustive search, so exactly optimal.
import { EngineError } from './errors.js';
import { bestLineup } from './planner-lineup.js';
import {
  DEFAULT_MAX_TRANSFERS,
  DEFAULT_PLAN_HORIZON,
  hitPoints,
  hitsOf,
  nextFreeTransfers,
} from './planner-rules.js';
import { SLOT_RANGES, SQUAD_SLOTS, SquadScorer } from './planner-score.js';
import { type PlannerUniverse, SCRATCH_ROWS, type SearchCache, searchTransfers } from './planner-search.js';
import type { GameweekPlan, PlanInput, PlannerPlayer, PlanOptions, TransferPlan } from './planner-types.js';
import { MAX_FREE_TRANSFERS } from './transfers.js';
import { POSITIONS } from './types.js';

/** Plans kept after each gameweek, and transfer sets kept per size for each plan. */
const BEAM_WIDTH = 16;
const SETS_PER_SIZE = 4;

interface BeamState {
  squad: Int32Array;
  bank: number;
  freeTransfers: number;
  /** Weighted objective of the gameweeks planned so far. */
  points: number;
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
  let beam: BeamState[] = [
    {
      squad: squadRows,
      bank: toTenths(input.bank),
      freeTransfers: startFree,
      points: 0,
      estimate: 0,
      steps: [],
    },
  ];
  for (let g = 0; g < horizon; g++) {
    const weight = weights.gameweek[g] ?? 0;
    const next = new Map<string, BeamState>();
    const keep = g === horizon - 1 ? 1 : SETS_PER_SIZE;
    for (const state of beam) {
      const limit = allowHits ? maxTransfers : Math.min(maxTransfers, state.freeTransfers);
      // In the last gameweek only the best set matters, so sets must beat it by the hits they cost.
      const penalty = keep === 1 ? (n: number) => weight * hitPoints(n, state.freeTransfers) : undefined;
      const sets = searchTransfers(universe, scorer, { ...state, locked }, g, limit, keep, cache, penalty);
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
          const successor: BeamState = {
            squad,
            bank,
            freeTransfers: nextFreeTransfers(state.freeTransfers, n),
            points: state.points + weight * scorer.gameweek(squad, g) - cost,
            estimate: state.points + set.value - cost,
            steps: [
              ...state.steps,
              {
                outs: set.outs.map((slot) => state.squad[slot] ?? 0),
                ins: set.ins,
                freeTransfers: state.freeTransfers,
                hits: hitsOf(n, state.freeTransfers),
              },
            ],
          };
          const key = `${[...squad].sort((a, b) => a - b).join(',')}|${successor.freeTransfers}`;
          const seen = next.get(key);
          if (!seen || seen.estimate < successor.estimate) next.set(key, successor);
        }
      });
    }
    beam = [...next.values()].sort((a, b) => b.estimate - a.estimate).slice(0, BEAM_WIDTH);
  }
  const best = beam[0];
  if (!best) throw new EngineError('No legal plan');
  return describePlan(input, universe, scorer, squadRows, best);
}

function describePlan(
  input: PlanInput,
  universe: PlannerUniverse,
  scorer: SquadScorer,
  squadRows: Int32Array,
  best: BeamState,
): TransferPlan {
  const squad = Int32Array.from(squadRows);
  let bank = toTenths(input.bank);
  let objective = 0;
  const gameweeks: GameweekPlan[] = best.steps.map((step, g) => {
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
  const universe: PlannerUniverse = {
    ids: new Int32Array(rows + SCRATCH_ROWS),
    positions: new Int8Array(rows + SCRATCH_ROWS),
    teams: new Int32Array(rows + SCRATCH_ROWS),
    prices: new Int32Array(rows + SCRATCH_ROWS),
    buyable: new Uint8Array(rows + SCRATCH_ROWS),
    scratch: rows,
  };
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
