// The one decision-maker: transfers, captain and vice, XI, bench order and chips for a squad come
// from here, as one multi-gameweek plan. The transfer planner proposes; unavailable players leave first; the
// chips are weighed on the plan's own squads (planner/chips) and, when one is played now, the plan is rebuilt
// around it (a wildcard's or free hit's squad this gameweek, the transfer plan from the squad that follows).

import { withFitBoostBench } from './boost-bench.js';
import type { ChipWindow } from './chips/index.js';
import { playableWindow } from './chips/index.js';
import { applyMoves, lineupFields, squadsAt, withLineups, withRules } from './plan-weeks.js';
import type {
  GameweekPlan,
  Lineup,
  PlanInput,
  Planner,
  PlannerPlayer,
  PlanOptions,
  TransferPlan,
} from './planner/index.js';
import {
  bestLineup,
  bestSquad,
  CHIP_THRESHOLDS,
  type ChipDecision,
  type ChipThresholds,
  chooseChips,
  clubsOverLimit,
  type FreeHitSquad,
  freeHitSquads,
  lineupChipGain,
  nextFreeTransfers,
  squadMoves,
} from './planner/index.js';
import { type MoveValue, valueMoves } from './transfer-values.js';
import type { ChipStatus } from './types.js';

/** What decideSquad needs: the squad as planner players, projections, the chip windows and status. */
export interface SquadDecisionInput {
  plan: PlanInput;
  planner: Planner;
  /** The planner's options, horizon included. */
  options: PlanOptions & { horizon: number };
  /** Gameweeks the chips are weighed over (the plan's horizon and beyond, its last squad held). */
  chipGameweeks: readonly number[];
  windows: readonly ChipWindow[];
  chipStatus: ChipStatus;
  chipThresholds?: Partial<ChipThresholds>;
  /** Owned players who cannot play at the deadline (0% or status i/s/n/u): they leave before a fit player. */
  unavailable: ReadonlySet<number>;
  /** Points for choosing an XI (doubtful players a little lower, so a fit player of similar points starts). */
  lineupPoints?: (elementId: number, gameweek: number) => number;
  /** Buy price (now_cost) of every player, owned or not, for the squads a chip rebuilds. */
  nowCost: (elementId: number) => number | undefined;
}

/** decideSquad's result: the multi-gameweek plan with its chips, and what holding the squad would score. */
export interface SquadDecision {
  plan: TransferPlan;
  /** Every chip the plan plays, in the chip view (some beyond the transfer horizon). */
  chips: ChipDecision[];
  /** Every move of the plan and what it is worth to it (or which later move it enables). */
  moves: MoveValue[];
  /** The plan's squad and bank in each gameweek of the chip view (a free hit week shows the squad it reverts to). */
  squadAt: (gameweek: number) => { squad: PlannerPlayer[]; bank: number };
}

const sum = (plan: TransferPlan) => plan.gameweeks.reduce((s, g) => s + g.expectedPoints, 0);

/** The one decision-maker: transfers, captain and vice, XI, bench and chips for a squad over the horizon, as one plan. */
export function decideSquad(input: SquadDecisionInput): SquadDecision {
  const { plan: planInput, planner, options } = input;
  const horizon = options.horizon;
  const start = planInput.startGameweek;
  const lineupPoints = input.lineupPoints ?? planInput.points;
  const byId = new Map<number, PlannerPlayer>();
  for (const p of planInput.pool) byId.set(p.id, p);
  for (const p of planInput.squad) byId.set(p.id, p);
  const atNowCost = (p: PlannerPlayer): PlannerPlayer => ({ ...p, price: input.nowCost(p.id) ?? p.price });

  /** The transfer plan from a squad at gameweek `from` (owned players keep their price, others at now_cost). */
  const planFrom = (
    squad: readonly PlannerPlayer[],
    bank: number,
    freeTransfers: number,
    from: number,
    effort?: PlanOptions['effort'],
  ) => {
    const owned = new Set(squad.map((p) => p.id));
    const sold = planInput.squad.filter((p) => !input.unavailable.has(p.id)).map(atNowCost);
    const pool = [...planInput.pool, ...sold].filter(
      (p, i, all) => !owned.has(p.id) && all.findIndex((q) => q.id === p.id) === i,
    );
    return planner(
      { ...planInput, squad: [...squad], bank, freeTransfers, startGameweek: from, pool },
      { ...options, horizon: horizon - (from - start), ...(effort ? { effort } : {}) },
    );
  };

  let base = planner(planInput, options);
  base = sellUnavailableFirst(base, input, planFrom);

  const squadAt = squadsAt(base, planInput, byId);
  const freeHitSquad = freeHitSquads(planInput.pool, planInput.points);

  // A wildcard now: the best squad the money buys, and the plan from it.
  let wildcardNow: { gain: number; squad: PlannerPlayer[]; bank: number; first: number } | null = null;
  const wildcardWindow = playableWindow(input.windows, input.chipStatus, 'wildcard', start);
  if (wildcardWindow) {
    const owned = new Set(planInput.squad.map((p) => p.id));
    const everyone = [...planInput.squad, ...planInput.pool.filter((p) => !owned.has(p.id))];
    const horizonPoints = (id: number) => {
      let total = 0;
      for (let g = start; g < start + horizon; g++) total += planInput.points(id, g);
      return total;
    };
    const budget = planInput.squad.reduce((s, p) => s + p.price, 0) + planInput.bank;
    const rebuilt = bestSquad(everyone, horizonPoints, budget);
    // The plan from the rebuilt squad gains less from transfers than the plan from today's squad does, so
    // held rebuilt + that plan's transfer gain is a ceiling: below the threshold, no plan from it is needed.
    const held = (squad: readonly PlannerPlayer[]) => {
      let total = 0;
      for (let g = start; g < start + horizon; g++) total += bestLineup(squad, g, planInput.points).points;
      return total;
    };
    const keep =
      wildcardWindow.stop <= start + 1 ? 0 : { ...CHIP_THRESHOLDS, ...input.chipThresholds }.wildcard;
    if (rebuilt && held(rebuilt) - held(planInput.squad) > keep) {
      const bank = round1(budget - rebuilt.reduce((s, p) => s + p.price, 0));
      const first = bestLineup(rebuilt, start, planInput.points).points;
      // Its value only decides whether the wildcard is played: a quick search; the plan itself is made in full if so.
      const tail =
        horizon > 1
          ? planFrom(rebuilt, bank, nextFreeTransfers(planInput.freeTransfers, 0), start + 1, 'estimate')
          : null;
      wildcardNow = { gain: first + (tail ? sum(tail) : 0) - sum(base), squad: rebuilt, bank, first };
    }
  }

  let chips = chooseChips({
    freeHitSquad,
    gameweek: start,
    gameweeks: input.chipGameweeks,
    squadAt,
    pool: planInput.pool,
    points: planInput.points,
    windows: input.windows,
    status: input.chipStatus,
    wildcardNow,
    ...(input.chipThresholds ? { thresholds: input.chipThresholds } : {}),
  });

  const now = chips.find((c) => c.gameweek === start);
  let plan = base;
  if (now?.family === 'wildcard' && wildcardNow) {
    // Played: the plan from the rebuilt squad in full, and the gain the advice shows is that plan's.
    const { squad: rebuilt, bank, first } = wildcardNow;
    const tail =
      horizon > 1 ? planFrom(rebuilt, bank, nextFreeTransfers(planInput.freeTransfers, 0), start + 1) : null;
    const played = { ...now, gain: first + (tail ? sum(tail) : 0) - sum(base) };
    chips = chips.map((c) => (c === now ? played : c));
    plan = withChipWeek(planInput, played, rebuilt, tail);
  } else if (now?.family === 'free_hit' && now.squad) {
    // The free hit's squad is for this gameweek only: the plan goes on from the squad before it.
    const tail =
      horizon > 1
        ? planFrom(planInput.squad, planInput.bank, nextFreeTransfers(planInput.freeTransfers, 0), start + 1)
        : null;
    plan = withChipWeek(planInput, now, now.squad, tail);
  }
  const later = chips.find(
    (c) => c.family === 'free_hit' && c.gameweek > start && c.gameweek < start + horizon,
  );
  if (later) {
    // After a chip now the plan from the next week stands; the free hit week is made from it.
    const rebuiltNow = plan !== base;
    plan = rebuiltNow
      ? asFreeHitWeek(plan, later.gameweek, planInput, byId, freeHitSquad)
      : withLaterFreeHit(input, later, byId, freeHitSquad);
  }
  plan = withRules(plan, planInput);
  plan = withLineups(plan, planInput, byId, lineupPoints);
  // Moves that gain the plan nothing go (the search can leave a sideways move in a later week).
  plan = valueMoves(plan, planInput, byId, lineupPoints, { prune: true }).plan;

  // The plan's squads are now final. The chips that made them (a wildcard or free hit within the horizon) stand,
  // with the lineups the plan fields; the rest are chosen again on the final plan's own squads and lineups, so a
  // bench boost is valued on the bench the plan names that week and a triple captain on its captain.
  const weekOf = new Map(plan.gameweeks.map((g) => [g.gameweek, g]));
  const valued = (lineup: Lineup, gw: number): Lineup => ({
    ...lineup,
    points:
      lineup.startingXI.reduce((s, id) => s + planInput.points(id, gw), 0) +
      planInput.points(lineup.captain, gw),
  });
  const finalSquadAt = squadsAt(plan, planInput, byId);
  const lineupAt = (gw: number): Lineup => {
    const week = weekOf.get(gw);
    const lineup = week ? lineupOfWeek(week) : bestLineup(finalSquadAt(gw).squad, gw, lineupPoints);
    return valued(lineup, gw);
  };
  const shaping = chips.flatMap((c) => {
    const week = weekOf.get(c.gameweek);
    return week?.chip === c.family ? [{ ...c, lineup: lineupAt(c.gameweek) }] : [];
  });
  const decided = chooseChips({
    freeHitSquad,
    gameweek: start,
    gameweeks: input.chipGameweeks,
    squadAt: finalSquadAt,
    lineupAt,
    fixed: shaping,
    freeHitFrom: start + horizon,
    pool: planInput.pool,
    points: planInput.points,
    windows: input.windows,
    status: input.chipStatus,
    ...(input.chipThresholds ? { thresholds: input.chipThresholds } : {}),
  });
  plan = withChipsMarked(plan, decided);
  plan = withLineups(plan, planInput, byId, lineupPoints);
  plan = withFitBoostBench(plan, planInput, byId, lineupPoints, decided);
  // A Bench Boost's or Triple Captain's lineup and value are those of the plan's week.
  const boosted = new Map(plan.gameweeks.map((g) => [g.gameweek, g]));
  const finalChips = decided.map((c) => {
    const week = boosted.get(c.gameweek);
    if (!week || (c.family !== 'bench_boost' && c.family !== 'triple_captain')) return c;
    const lineup = valued(lineupOfWeek(week), c.gameweek);
    return { ...c, lineup, gain: lineupChipGain(c.family, lineup, c.gameweek, planInput.points) };
  });
  const { moves } = valueMoves(plan, planInput, byId, lineupPoints, { prune: false });
  return { plan, chips: finalChips, moves, squadAt: squadsAt(plan, planInput, byId) };
}

function lineupOfWeek(week: GameweekPlan): Lineup {
  return {
    startingXI: week.startingXI,
    bench: week.bench,
    captain: week.captain,
    viceCaptain: week.viceCaptain,
    points: 0,
  };
}

/**
 * When the plan sells a fit player this gameweek while an unavailable one stays, plan again with the fit
 * players kept this gameweek (those it sold stay sellable when there are more transfers than unavailable
 * players), and the later gameweeks again from there.
 */
function sellUnavailableFirst(
  base: TransferPlan,
  input: SquadDecisionInput,
  planFrom: (squad: readonly PlannerPlayer[], bank: number, ft: number, from: number) => TransferPlan,
): TransferPlan {
  const first = base.gameweeks[0];
  const squad = input.plan.squad;
  if (!first || first.transfers.length === 0) return base;
  const sold = new Set(first.transfers.map((t) => t.out));
  const kept = squad.filter((p) => input.unavailable.has(p.id) && !sold.has(p.id));
  const soldFit = first.transfers.filter((t) => !input.unavailable.has(t.out));
  if (kept.length === 0 || soldFit.length === 0) return base;
  const unavailableOwned = squad.filter((p) => input.unavailable.has(p.id)).length;
  const roomForFit = first.transfers.length > unavailableOwned;
  // A club over the limit (after a real-life move) must be sold down before any transfer: its players stay sellable.
  const crowded = new Set(clubsOverLimit(squad).map((c) => c.teamId));
  const keepFit = squad
    .filter((p) => !input.unavailable.has(p.id) && !(roomForFit && sold.has(p.id)) && !crowded.has(p.teamId))
    .map((p) => p.id);
  const locked = [...(input.options.locked ?? []), ...keepFit];
  const constrained = input.planner(input.plan, { ...input.options, horizon: 1, locked });
  const week = constrained.gameweeks[0];
  if (!week) return base;
  const byId = new Map<number, PlannerPlayer>([...input.plan.pool, ...squad].map((p) => [p.id, p]));
  const after = applyMoves(squad, week.transfers, byId);
  const bank = week.bank;
  const horizon = input.options.horizon;
  const tail =
    horizon > 1
      ? planFrom(
          after,
          bank,
          nextFreeTransfers(week.freeTransfers, week.transfers.length),
          input.plan.startGameweek + 1,
        )
      : null;
  return joinPlans(input.plan, week, tail);
}

/**
 * A free hit in a later gameweek of the plan: the transfers are planned again with that gameweek's points out
 * of the count (the squad does not play it), then that week becomes the free hit's (asFreeHitWeek).
 */
function withLaterFreeHit(
  input: SquadDecisionInput,
  chip: ChipDecision,
  byId: ReadonlyMap<number, PlannerPlayer>,
  freeHitSquad: FreeHitSquad,
): TransferPlan {
  const { plan: planInput } = input;
  const g = chip.gameweek;
  const points = (id: number, gw: number) => (gw === g ? 0 : planInput.points(id, gw));
  const blind = { ...input, plan: { ...planInput, points } };
  const replanned = sellUnavailableFirst(
    input.planner(blind.plan, input.options),
    blind,
    (squad, bank, ft, from) =>
      input.planner(
        { ...blind.plan, squad: [...squad], bank, freeTransfers: ft, startGameweek: from },
        { ...input.options, horizon: input.options.horizon - (from - planInput.startGameweek) },
      ),
  );
  return asFreeHitWeek(replanned, g, planInput, byId, freeHitSquad);
}

/**
 * Gameweek `g` of a plan made the free hit's: the transfers planned for it wait a week (the free hit squad
 * reverts), and its moves are those to the best one-week squad the squad before it can buy.
 */
function asFreeHitWeek(
  plan: TransferPlan,
  g: number,
  input: PlanInput,
  byId: ReadonlyMap<number, PlannerPlayer>,
  freeHitSquad: FreeHitSquad,
): TransferPlan {
  const k = g - input.startGameweek;
  const weeks = plan.gameweeks.map((w) => ({ ...w, transfers: [...w.transfers] }));
  const fhWeek = weeks[k];
  if (!fhWeek) return plan;
  const next = weeks[k + 1];
  if (next) next.transfers = [...fhWeek.transfers, ...next.transfers];
  let before = [...input.squad];
  let bank = input.bank;
  for (const w of weeks.slice(0, k)) {
    if (w.chip === 'free_hit') continue;
    before = applyMoves(before, w.transfers, byId);
    bank = w.bank;
  }
  const fhSquad = freeHitSquad(before, bank, g) ?? before;
  weeks[k] = { ...fhWeek, chip: 'free_hit', transfers: squadMoves(before, fhSquad) };
  return { ...plan, gameweeks: weeks };
}

/** A chip week (its squad from `squad`, no hits, free transfers kept) followed by the tail plan. */
function withChipWeek(
  input: PlanInput,
  chip: ChipDecision,
  squad: PlannerPlayer[],
  tail: TransferPlan | null,
): TransferPlan {
  const lineup = bestLineup(squad, chip.gameweek, input.points);
  const spent = squad.reduce((s, p) => s + p.price, 0) - input.squad.reduce((s, p) => s + p.price, 0);
  const week: GameweekPlan = {
    gameweek: chip.gameweek,
    chip: chip.family,
    transfers: squadMoves(input.squad, squad),
    freeTransfers: input.freeTransfers,
    hits: 0,
    ...lineupFields(lineup),
    expectedPoints: lineup.points,
    bank: round1(input.bank - spent),
  };
  return joinPlans(input, week, tail);
}

function joinPlans(input: PlanInput, first: GameweekPlan, tail: TransferPlan | null): TransferPlan {
  const gameweeks = [first, ...(tail?.gameweeks ?? [])];
  return {
    objective: gameweeks.reduce((s, g) => s + g.expectedPoints, 0),
    gameweeks,
    budget: { starting: input.bank, afterTransfers: first.bank, affordable: first.bank >= 0 },
  };
}

/** Bench boost, triple captain (and a later free hit) marked on their gameweeks. */
function withChipsMarked(plan: TransferPlan, chips: readonly ChipDecision[]): TransferPlan {
  const gameweeks = plan.gameweeks.map((g) => {
    const chip = chips.find((c) => c.gameweek === g.gameweek);
    if (!chip || g.chip) return g;
    if (chip.family === 'wildcard') return g;
    return { ...g, chip: chip.family };
  });
  return { ...plan, gameweeks };
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
