// A first squad from £100.0m and nothing else (GW1, or a late joiner): the engine's bestSquad (its wildcard
// squad: greedy rebuild, then exact three-transfer improvement of the best XI and captain) on points over the
// horizon, then single swaps while any raises what the best lineups score gameweek by gameweek (blanks and
// doubles count where they fall). The replay then lets the engine's own planner improve it further with free
// transfers, since changes before a first deadline cost nothing.

import type { FplElement } from '../../src/fpl-api.js';
import { bestLineup } from '../../src/planner/lineup.js';
import type { PointsFn } from '../../src/planner/plan-squad.js';
import { isBuyable, plannerPlayer } from '../../src/planner/plan-squad.js';
import { bestSquad } from '../../src/planner/rebuild.js';
import type { PlannerPlayer } from '../../src/planner/types.js';
import { MAX_PER_CLUB } from '../../src/rules.js';

/** Candidates per position a swap may bring in: the best by horizon points and the cheapest. */
const CANDIDATES = 60;
const CHEAPEST = 10;

export interface FirstSquadInput {
  elements: readonly FplElement[];
  points: PointsFn;
  gameweek: number;
  horizon: number;
  /** £m. */
  budget: number;
  /** Weight of the bench's points in the lineup objective (the planner's benchWeight). */
  benchWeight?: number;
  /** Weight of gameweek k of the horizon: decay^k (the planner's decay). */
  decay?: number;
}

export function firstSquad(input: FirstSquadInput): PlannerPlayer[] {
  const { elements, points, gameweek, horizon, budget } = input;
  const benchWeight = input.benchWeight ?? 0;
  const decay = input.decay ?? 1;
  const gameweeks = Array.from({ length: horizon }, (_, i) => gameweek + i);
  const horizonPoints = new Map<number, number>();
  for (const e of elements)
    horizonPoints.set(
      e.id,
      gameweeks.reduce((s, gw) => s + points(e.id, gw), 0),
    );
  const value = (id: number) => horizonPoints.get(id) ?? 0;
  const pool = elements.filter(isBuyable).map((e) => plannerPlayer(e, e.now_cost / 10));
  const squad = bestSquad(pool, value, budget);
  if (!squad) throw new RangeError(`No legal squad for £${budget}m in GW${gameweek}`);

  const objective = (candidate: readonly PlannerPlayer[]) =>
    gameweeks.reduce((sum, gw, k) => {
      const lineup = bestLineup(candidate, gw, points);
      const bench = lineup.bench.reduce((s, id) => s + points(id, gw), 0);
      return sum + decay ** k * (lineup.points + benchWeight * bench);
    }, 0);

  const byPosition = new Map<string, PlannerPlayer[]>();
  for (const p of pool) byPosition.set(p.position, [...(byPosition.get(p.position) ?? []), p]);
  const candidates = new Map<string, PlannerPlayer[]>();
  for (const [position, players] of byPosition) {
    const best = [...players].sort((a, b) => value(b.id) - value(a.id)).slice(0, CANDIDATES);
    const cheapest = [...players]
      .sort((a, b) => a.price - b.price || value(b.id) - value(a.id))
      .slice(0, CHEAPEST);
    candidates.set(position, [...new Map([...best, ...cheapest].map((p) => [p.id, p])).values()]);
  }

  const tenths = (price: number) => Math.round(price * 10);
  let current = [...squad];
  let score = objective(current);
  for (let round = 0; round < 50; round++) {
    const spent = current.reduce((s, p) => s + tenths(p.price), 0);
    const owned = new Set(current.map((p) => p.id));
    const clubs = new Map<number, number>();
    for (const p of current) clubs.set(p.teamId, (clubs.get(p.teamId) ?? 0) + 1);
    let best: { squad: PlannerPlayer[]; score: number } | null = null;
    current.forEach((out, index) => {
      for (const candidate of candidates.get(out.position) ?? []) {
        if (owned.has(candidate.id)) continue;
        if (spent - tenths(out.price) + tenths(candidate.price) > tenths(budget)) continue;
        const club = (clubs.get(candidate.teamId) ?? 0) - (candidate.teamId === out.teamId ? 1 : 0);
        if (club >= MAX_PER_CLUB) continue;
        const next = current.map((p, i) => (i === index ? candidate : p));
        const nextScore = objective(next);
        if (nextScore > (best?.score ?? score) + 1e-9) best = { squad: next, score: nextScore };
      }
    });
    if (!best) break;
    ({ squad: current, score } = best as { squad: PlannerPlayer[]; score: number });
  }
  return current;
}
