// A Bench Boost scores the bench, which the transfer search values at nothing: a bench player who cannot score
// that week (0% chance, no fixture) stays unless a move replaces him. Here each such player of a Bench Boost week
// within the plan is replaced by the best affordable player of his position when the plan gains by it, hits and
// lineups counted again: no manager plays a Bench Boost with an injured player on the bench he could afford to
// replace.

import { squadsAt, withLineups, withRules } from './plan-weeks.js';
import type { ChipDecision, PlanInput, PlannerPlayer, TransferPlan } from './planner/index.js';
import { clubsOverLimit } from './planner/index.js';

/** Candidates tried for each bench place (the best by points that week). */
const CANDIDATES = 8;

export function withFitBoostBench(
  plan: TransferPlan,
  input: PlanInput,
  byId: ReadonlyMap<number, PlannerPlayer>,
  lineupPoints: (id: number, gw: number) => number,
  chips: readonly ChipDecision[],
): TransferPlan {
  const total = (p: TransferPlan) => p.gameweeks.reduce((s, g) => s + g.expectedPoints, 0);
  let current = plan;
  for (const chip of chips) {
    if (chip.family !== 'bench_boost') continue;
    const k = current.gameweeks.findIndex((g) => g.gameweek === chip.gameweek);
    const week = current.gameweeks[k];
    if (week?.chip !== 'bench_boost') continue;
    const gw = week.gameweek;
    const soldLater = new Set(current.gameweeks.slice(k + 1).flatMap((g) => g.transfers.map((t) => t.out)));
    const dead = week.bench.filter((id) => input.points(id, gw) <= 0 && !soldLater.has(id));
    for (const out of dead) {
      const player = byId.get(out);
      if (!player) continue;
      const squad = squadsAt(current, input, byId)(gw).squad;
      const owned = new Set(squad.map((p) => p.id));
      const candidates = input.pool
        .filter((p) => p.position === player.position && !owned.has(p.id) && input.points(p.id, gw) > 0)
        .sort((a, b) => input.points(b.id, gw) - input.points(a.id, gw))
        .slice(0, CANDIDATES);
      let best: TransferPlan | null = null;
      for (const incoming of candidates) {
        const trial = {
          ...current,
          gameweeks: current.gameweeks.map((g, i) =>
            i === k ? { ...g, transfers: [...g.transfers, { out, in: incoming.id }] } : g,
          ),
        };
        const replayed = withLineups(withRules(trial, input), input, byId, lineupPoints);
        if (!legal(replayed, input, byId, k)) continue;
        if (total(replayed) > total(best ?? current) + 1e-9) best = replayed;
      }
      if (best) current = best;
    }
  }
  return current;
}

/** Money never below zero; from week k on, no club over the limit after a week's transfers. */
function legal(
  plan: TransferPlan,
  input: PlanInput,
  byId: ReadonlyMap<number, PlannerPlayer>,
  from: number,
): boolean {
  if (plan.gameweeks.some((g) => g.bank < -1e-9)) return false;
  const at = squadsAt(plan, input, byId);
  return plan.gameweeks.slice(from).every((g) => {
    if (g.transfers.length === 0 || g.chip === 'free_hit') return true;
    return clubsOverLimit(at(g.gameweek).squad).length === 0;
  });
}
