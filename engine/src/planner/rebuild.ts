// A squad rebuilt from scratch (what a wildcard buys): greedy on projected points over the horizon within the
// squad's total value, 2/5/5/3 and at most 3 per club, then single swaps while any improves it. A heuristic: the
// wildcard advice measures its lineups exactly, so a weaker rebuild only understates the wildcard's gain.

import { MAX_PER_CLUB, SQUAD_SHAPE } from '../rules.js';
import type { Position } from '../types.js';
import type { PlannerPlayer } from './index.js';
import { bestLineup, planTransfers } from './index.js';

export function rebuildSquad(
  pool: readonly PlannerPlayer[],
  value: (id: number) => number,
  budget: number,
): PlannerPlayer[] | null {
  const cents = (price: number) => Math.round(price * 10);
  const limit = cents(budget);
  const byPosition = new Map<Position, PlannerPlayer[]>();
  for (const p of pool) byPosition.set(p.position, [...(byPosition.get(p.position) ?? []), p]);

  // Start from the cheapest legal squad, then upgrade by the best value gained per money spent.
  const squad: PlannerPlayer[] = [];
  const clubCount = new Map<number, number>();
  const add = (p: PlannerPlayer) => {
    squad.push(p);
    clubCount.set(p.teamId, (clubCount.get(p.teamId) ?? 0) + 1);
  };
  for (const [position, count] of Object.entries(SQUAD_SHAPE) as [Position, number][]) {
    const cheapest = [...(byPosition.get(position) ?? [])].sort(
      (a, b) => a.price - b.price || value(b.id) - value(a.id),
    );
    let taken = 0;
    for (const p of cheapest) {
      if (taken === count) break;
      if ((clubCount.get(p.teamId) ?? 0) >= MAX_PER_CLUB) continue;
      add(p);
      taken++;
    }
    if (taken < count) return null;
  }
  let spent = squad.reduce((s, p) => s + cents(p.price), 0);
  if (spent > limit) return null;

  // Each player's value and price read once: the rounds below compare every squad player with every candidate.
  const values = new Map(pool.map((p) => [p.id, value(p.id)]));
  const worthOf = (p: PlannerPlayer) => values.get(p.id) ?? value(p.id);
  const candidatesOf = new Map(
    [...byPosition].map(([position, players]) => [
      position,
      players.map((p) => ({ player: p, value: worthOf(p), price: cents(p.price) })),
    ]),
  );
  for (let round = 0; round < 200; round++) {
    let best: { index: number; player: PlannerPlayer; score: number } | null = null;
    const owned = new Set(squad.map((p) => p.id));
    squad.forEach((current, index) => {
      const currentValue = worthOf(current);
      const currentPrice = cents(current.price);
      for (const candidate of candidatesOf.get(current.position) ?? []) {
        const gain = candidate.value - currentValue;
        if (gain <= 1e-9 || owned.has(candidate.player.id)) continue;
        const extra = candidate.price - currentPrice;
        if (spent + extra > limit) continue;
        const teamId = candidate.player.teamId;
        const clubs = (clubCount.get(teamId) ?? 0) - (teamId === current.teamId ? 1 : 0);
        if (clubs >= MAX_PER_CLUB) continue;
        // Value per tenth spent, so money goes where it buys most; free upgrades first.
        const score = extra <= 0 ? gain * 1000 : gain / extra;
        if (!best || score > best.score) best = { index, player: candidate.player, score };
      }
    });
    if (!best) break;
    const { index, player } = best as { index: number; player: PlannerPlayer };
    const current = squad[index] as PlannerPlayer;
    spent += cents(player.price) - cents(current.price);
    clubCount.set(current.teamId, (clubCount.get(current.teamId) ?? 1) - 1);
    clubCount.set(player.teamId, (clubCount.get(player.teamId) ?? 0) + 1);
    squad[index] = player;
  }
  return squad;
}

/** Rounds of exact three-transfer improvement after the greedy rebuild; most squads settle within three. */
const POLISH_ROUNDS = 8;

/** Options of bestSquad. */
export interface BestSquadOptions {
  /**
   * Weight of the bench's value (default 0: the XI and captain only). 1 for a squad that plays a Bench Boost,
   * so a fit bench player is kept over a cheaper one who will not play when the money allows.
   */
  benchWeight?: number;
}

/**
 * The best squad the money buys for a value per player (a wildcard's or free hit's): the greedy rebuild, then
 * improved by the planner's exact search for the best three transfers, valued as the best XI with its captain
 * (the greedy counts the bench like the XI, so it overspends on it) and the bench at `benchWeight`, until no
 * three transfers gain. At most MAX_PER_CLUB a club. Only players in `pool` are bought: build it without those
 * FPL gives 0% (isBuyable), as squadPlanInput's pool is.
 */
export function bestSquad(
  pool: readonly PlannerPlayer[],
  value: (id: number) => number,
  budget: number,
  options: BestSquadOptions = {},
): PlannerPlayer[] | null {
  const benchWeight = options.benchWeight ?? 0;
  const greedy = rebuildSquad(pool, value, budget);
  if (!greedy) return null;
  let squad: PlannerPlayer[] = greedy;
  const byId = new Map(pool.map((p) => [p.id, p]));
  for (let round = 0; round < POLISH_ROUNDS; round++) {
    const owned = new Set(squad.map((p) => p.id));
    const spent = squad.reduce((s, p) => s + Math.round(p.price * 10), 0);
    const plan = planTransfers(
      {
        squad,
        bank: (Math.round(budget * 10) - spent) / 10,
        freeTransfers: 3,
        startGameweek: 1,
        pool: pool.filter((p) => !owned.has(p.id)),
        points: (id) => value(id),
      },
      { horizon: 1, maxTransfersPerGameweek: 3, benchWeight },
    );
    const first = plan.gameweeks[0];
    const held = heldValue(squad, value, benchWeight);
    if (!first || first.transfers.length === 0 || plan.objective <= held + 1e-9) break;
    const next: PlannerPlayer[] = [...squad];
    for (const t of first.transfers) {
      const incoming = byId.get(t.in);
      const index = next.findIndex((p) => p.id === t.out);
      if (!incoming || index < 0) return squad;
      next[index] = incoming;
    }
    squad = next;
  }
  return squad;
}

function heldValue(
  squad: readonly PlannerPlayer[],
  value: (id: number) => number,
  benchWeight: number,
): number {
  const lineup = bestLineup(squad, 1, (id) => value(id));
  return lineup.points + benchWeight * lineup.bench.reduce((s, id) => s + value(id), 0);
}
