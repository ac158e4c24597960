// A plan's gameweeks under FPL's rules: free transfers, hits and bank recomputed from its moves, each week's XI,
// bench and captaincy chosen again, and the squad held in any gameweek. Shared by the decision and the values of
// its moves (transfer-values).

import type { Lineup, PlanInput, PlannerPlayer, TransferPlan } from './planner/index.js';
import { bestLineup, hitsOf, nextFreeTransfers } from './planner/index.js';
import { HIT_POINTS, MAX_FREE_TRANSFERS } from './rules.js';

/**
 * Free transfers, hits and bank of every gameweek from FPL's rules: a wildcard or free hit week costs no hits
 * and spends no free transfers; after a free hit the squad and bank are those before it.
 */
export function withRules(plan: TransferPlan, input: PlanInput): TransferPlan {
  let free = Math.max(0, Math.min(MAX_FREE_TRANSFERS, Math.floor(input.freeTransfers)));
  let squad = new Map(input.squad.map((p) => [p.id, p.price]));
  let bank = input.bank;
  const prices = new Map([...input.pool, ...input.squad].map((p) => [p.id, p.price]));
  const gameweeks = plan.gameweeks.map((g) => {
    const chipWeek = g.chip === 'wildcard' || g.chip === 'free_hit';
    const n = g.transfers.length;
    const week = new Map(squad);
    let money = bank;
    for (const t of g.transfers) {
      money += week.get(t.out) ?? 0;
      week.delete(t.out);
      const price = prices.get(t.in) ?? 0;
      money -= price;
      week.set(t.in, price);
    }
    const ruled = { ...g, freeTransfers: free, hits: chipWeek ? 0 : hitsOf(n, free), bank: round1(money) };
    if (g.chip !== 'free_hit') {
      squad = week;
      bank = money;
    }
    free = nextFreeTransfers(free, chipWeek ? 0 : n);
    return ruled;
  });
  const first = gameweeks[0];
  return {
    ...plan,
    gameweeks,
    budget: {
      starting: input.bank,
      afterTransfers: first?.bank ?? input.bank,
      affordable: (first?.bank ?? input.bank) >= 0,
    },
  };
}

/** Each gameweek's XI, bench order and captaincy chosen again with the lineup points. */
export function withLineups(
  plan: TransferPlan,
  input: PlanInput,
  byId: ReadonlyMap<number, PlannerPlayer>,
  lineupPoints: (id: number, gw: number) => number,
): TransferPlan {
  let squad = [...input.squad];
  const gameweeks = plan.gameweeks.map((g) => {
    const week = applyMoves(squad, g.transfers, byId);
    if (g.chip !== 'free_hit') squad = week;
    const lineup = bestLineup(week, g.gameweek, lineupPoints);
    const pts = (id: number) => input.points(id, g.gameweek);
    const xi = lineup.startingXI.reduce((s, id) => s + pts(id), 0);
    // A bench boost scores the bench too; a triple captain counts the captain once more again.
    const extra =
      g.chip === 'bench_boost'
        ? lineup.bench.reduce((s, id) => s + pts(id), 0)
        : g.chip === 'triple_captain'
          ? pts(lineup.captain)
          : 0;
    const expectedPoints = xi + pts(lineup.captain) + extra - HIT_POINTS * g.hits;
    return { ...g, ...lineupFields(lineup), expectedPoints };
  });
  return { ...plan, gameweeks, objective: gameweeks.reduce((s, g) => s + g.expectedPoints, 0) };
}

export function lineupFields(lineup: Lineup) {
  return {
    captain: lineup.captain,
    viceCaptain: lineup.viceCaptain,
    startingXI: lineup.startingXI,
    bench: lineup.bench,
  };
}

/**
 * The squad (and bank) of a plan in a gameweek; a free hit week's squad is the one it reverts to, and past the
 * plan's last gameweek its last squad is held.
 */
export function squadsAt(
  plan: TransferPlan,
  input: PlanInput,
  byId: ReadonlyMap<number, PlannerPlayer>,
): (gameweek: number) => { squad: PlannerPlayer[]; bank: number } {
  let current = { squad: [...input.squad], bank: input.bank };
  const squads = plan.gameweeks.map((g) => {
    if (g.chip !== 'free_hit')
      current = { squad: applyMoves(current.squad, g.transfers, byId), bank: g.bank };
    return current;
  });
  return (gameweek) =>
    squads[Math.min(Math.max(0, gameweek - input.startGameweek), squads.length - 1)] ?? current;
}

export function applyMoves(
  squad: readonly PlannerPlayer[],
  moves: readonly { out: number; in: number }[],
  byId: ReadonlyMap<number, PlannerPlayer>,
): PlannerPlayer[] {
  const next = [...squad];
  for (const move of moves) {
    const index = next.findIndex((p) => p.id === move.out);
    const incoming = byId.get(move.in);
    if (index < 0 || !incoming) throw new RangeError(`No such transfer: ${move.out} → ${move.in}`);
    next[index] = incoming;
  }
  return next;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
