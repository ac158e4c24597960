// What each move of a plan is worth to it: the plan's projected points against the same plan without that move
// (free transfers, hits and lineups counted again). A move worth nothing to the plan is dropped; a move the plan
// could not make without (the money it frees or the club place it opens for a later buy) says which move it
// enables. So no transfer is shown as a gain it is not.

import { withLineups, withRules } from './plan-weeks.js';
import type { PlanInput, PlannerPlayer, TransferPlan } from './planner/index.js';
import { clubsOverLimit } from './planner/index.js';
import { MAX_PER_CLUB } from './rules.js';

/** A move of the plan and what it is worth to it. */
export interface MoveValue {
  gameweek: number;
  out: number;
  in: number;
  /**
   * Projected points the plan gains with this move against the same plan without it, over the horizon (hits
   * and lineups counted again). Null in a Wildcard or Free Hit week, whose moves are one squad, and for a move
   * the plan needs for another (`enables`).
   */
  gain: number | null;
  /** The later (or same-week) move that needs this one: the money it frees or the club place it makes. */
  enables?: {
    reason: 'money' | 'club';
    gameweek: number;
    out: number;
    in: number;
    /** What the two moves together gain the plan. */
    gain: number;
  };
}

/** Below this a move gains the plan nothing worth a transfer (rounding of projections). */
const NO_GAIN = 0.05;

type Move = { out: number; in: number };

/**
 * The plan without its moves that gain nothing (each dropped while it is legal to drop and the plan gains by
 * it, best first), and the value of every move left. Weeks up to the last Free Hit week, and chip weeks, keep
 * their moves: a chip's squad is decided whole.
 */
export function valueMoves(
  plan: TransferPlan,
  input: PlanInput,
  byId: ReadonlyMap<number, PlannerPlayer>,
  lineupPoints: (id: number, gw: number) => number,
  options: { prune: boolean },
): { plan: TransferPlan; moves: MoveValue[] } {
  const replay = (p: TransferPlan): TransferPlan | null => {
    try {
      return withLineups(withRules(p, input), input, byId, lineupPoints);
    } catch (error) {
      // Without the move a later one is no longer possible (it buys back the player this one sold).
      if (error instanceof RangeError) return null;
      throw error;
    }
  };
  const total = (p: TransferPlan) => p.gameweeks.reduce((s, g) => s + g.expectedPoints, 0);
  const clubsOver = clubExcess(plan, input, byId);
  const legal = (p: TransferPlan) =>
    p.gameweeks.every((g) => g.bank >= -1e-9) &&
    clubExcess(p, input, byId).every((excess, k) => excess <= (clubsOver[k] ?? 0));
  const lastFreeHit = plan.gameweeks.reduce((last, g, k) => (g.chip === 'free_hit' ? k : last), -1);
  const prunable = (k: number) => {
    const chip = plan.gameweeks[k]?.chip;
    return k > lastFreeHit && chip !== 'wildcard' && chip !== 'free_hit';
  };

  let current = plan;
  while (options.prune) {
    let best: { plan: TransferPlan; gain: number } | null = null;
    current.gameweeks.forEach((g, k) => {
      if (!prunable(k)) return;
      for (const move of g.transfers) {
        const without = replay(withoutMoves(current, [{ k, move }]));
        if (!without) continue;
        const gain = total(current) - total(without);
        if (gain < NO_GAIN && legal(without) && (!best || gain < best.gain)) best = { plan: without, gain };
      }
    });
    if (!best) break;
    current = (best as { plan: TransferPlan }).plan;
  }

  const moves: MoveValue[] = [];
  current.gameweeks.forEach((g, k) => {
    for (const move of g.transfers) {
      const base = { gameweek: g.gameweek, out: move.out, in: move.in };
      if (g.chip === 'wildcard' || g.chip === 'free_hit') {
        moves.push({ ...base, gain: null });
        continue;
      }
      const without = replay(withoutMoves(current, [{ k, move }]));
      if (!without) {
        moves.push({ ...base, gain: null });
        continue;
      }
      const gain = total(current) - total(without);
      if (legal(without)) {
        moves.push({ ...base, gain });
        continue;
      }
      const needed = enabledMove(without, current, k, move, input, byId);
      if (!needed) {
        moves.push({ ...base, gain });
        continue;
      }
      const pair = replay(
        withoutMoves(current, [
          { k, move },
          { k: needed.k, move: needed.move },
        ]),
      );
      if (!pair) {
        moves.push({ ...base, gain });
        continue;
      }
      moves.push({
        ...base,
        gain: null,
        enables: {
          reason: needed.reason,
          gameweek: needed.gameweek,
          out: needed.move.out,
          in: needed.move.in,
          gain: total(current) - total(pair),
        },
      });
    }
  });
  return { plan: current, moves };
}

/**
 * The plan with some moves taken out. A later sale of a player a removed move bought becomes a sale of the
 * player it sold (A → B, then B → C, is A → C without the first).
 */
function withoutMoves(plan: TransferPlan, removed: readonly { k: number; move: Move }[]): TransferPlan {
  const weeks = plan.gameweeks.map((g) => ({ ...g, transfers: [...g.transfers] }));
  for (const { k, move } of removed) {
    const week = weeks[k];
    if (!week) continue;
    week.transfers = week.transfers.filter((t) => !(t.out === move.out && t.in === move.in));
    for (const later of weeks.slice(k + 1)) {
      if (later.chip === 'free_hit') continue;
      const chained = later.transfers.findIndex((t) => t.out === move.in);
      if (chained >= 0) {
        const t = later.transfers[chained] as Move;
        later.transfers[chained] = { out: move.out, in: t.in };
        break;
      }
    }
  }
  // A chain that now sells and buys the same player is no move at all.
  for (const week of weeks) week.transfers = week.transfers.filter((t) => t.out !== t.in);
  return { ...plan, gameweeks: weeks };
}

/** Per gameweek with transfers, how far its squad is over the club limit (0 when within it). */
function clubExcess(
  plan: TransferPlan,
  input: PlanInput,
  byId: ReadonlyMap<number, PlannerPlayer>,
): number[] {
  let squad = new Map(input.squad.map((p) => [p.id, p.teamId]));
  return plan.gameweeks.map((g) => {
    const week = new Map(squad);
    for (const t of g.transfers) {
      week.delete(t.out);
      week.set(t.in, byId.get(t.in)?.teamId ?? 0);
    }
    if (g.chip !== 'free_hit') squad = week;
    if (g.transfers.length === 0) return 0;
    const over = clubsOverLimit([...week.values()].map((teamId) => ({ teamId })));
    return Math.max(0, ...over.map((c) => c.players - MAX_PER_CLUB));
  });
}

/** The move of `plan` that cannot be made without the one removed in `without`: short of money, or of a club place. */
function enabledMove(
  without: TransferPlan,
  plan: TransferPlan,
  from: number,
  removed: Move,
  input: PlanInput,
  byId: ReadonlyMap<number, PlannerPlayer>,
): { k: number; gameweek: number; move: Move; reason: 'money' | 'club' } | null {
  const others = (k: number) =>
    (plan.gameweeks[k]?.transfers ?? []).filter((t) => !(t.out === removed.out && t.in === removed.in));
  const excess = clubExcess(without, input, byId);
  const before = clubExcess(plan, input, byId);
  for (let k = from; k < without.gameweeks.length; k++) {
    const week = without.gameweeks[k];
    const planned = plan.gameweeks[k];
    if (!week || !planned) continue;
    const price = (id: number) => byId.get(id)?.price ?? 0;
    if (week.bank < -1e-9) {
      // The dearest buy of that week is the one the money was for.
      const move = others(k).sort((a, b) => price(b.in) - price(b.out) - (price(a.in) - price(a.out)))[0];
      if (move) return { k, gameweek: week.gameweek, move, reason: 'money' };
    }
    if ((excess[k] ?? 0) > (before[k] ?? 0)) {
      const soldClub = byId.get(removed.out)?.teamId;
      const move = others(k).find((t) => byId.get(t.in)?.teamId === soldClub);
      if (move) return { k, gameweek: week.gameweek, move, reason: 'club' };
    }
  }
  return null;
}
