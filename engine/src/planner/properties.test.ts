// Property tests: random made-up leagues, random legal squads and random options; every plan the planner
// returns must pass the independent referee (budget, club limit, squad and XI shape, hits, free-transfer
// rollover, lineup, objective recomputed from the transfers) and never score below keeping the squad.
import { describe, expect, it } from 'vitest';
import { planViolations } from '../../test/planner-check.js';
import { seededRandom, smallProblem, withMovedPlayers } from '../../test/planner-fixtures.js';
import { planTransfers } from './plan-transfers.js';
import type { PlanInput, PlanOptions } from './types.js';

function randomOptions(random: () => number, input: PlanInput): PlanOptions {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const options: PlanOptions = {
    horizon: pick([1, 2, 3]),
    maxTransfersPerGameweek: pick([1, 2, 3]),
    allowHits: random() < 0.5,
  };
  if (random() < 0.3) options.locked = input.squad.filter(() => random() < 0.3).map((p) => p.id);
  if (random() < 0.3) options.banned = input.pool.filter(() => random() < 0.2).map((p) => p.id);
  if (random() < 0.25) options.benchWeight = pick([0.1, 0.25]);
  if (random() < 0.25) options.viceWeight = pick([0.1, 0.5]);
  if (random() < 0.25) options.decay = pick([0.8, 0.9]);
  if (random() < 0.25) options.benchBoostGameweeks = [input.startGameweek + Math.floor(random() * 3)];
  return options;
}

describe('planTransfers on random squads (seeded)', () => {
  const seeds = Array.from({ length: 40 }, (_, i) => 1000 + i);
  it.each(seeds)('returns a legal plan at least as good as keeping the squad (seed %i)', (seed) => {
    const random = seededRandom(seed);
    const league = smallProblem(seed, 8 + Math.floor(random() * 5), 6 + Math.floor(random() * 4), 3);
    // Free transfers from 1 to 5, to exercise the rollover cap.
    const input: PlanInput = { ...league, freeTransfers: 1 + Math.floor(random() * 5) };
    const options = randomOptions(random, input);
    const plan = planTransfers(input, options);
    expect(planViolations(input, options, plan)).toEqual([]);
    const hold = planTransfers(input, { ...options, maxTransfersPerGameweek: 0 });
    expect(hold.gameweeks.flatMap((g) => g.transfers)).toEqual([]);
    expect(planViolations(input, { ...options, maxTransfersPerGameweek: 0 }, hold)).toEqual([]);
    expect(plan.objective).toBeGreaterThanOrEqual(hold.objective - 1e-9);
  });

  it('the referee catches an illegal plan (wrong hits, a wrong objective, over budget)', () => {
    const input = { ...smallProblem(7), bank: 0 };
    const options: PlanOptions = { horizon: 1, maxTransfersPerGameweek: 1, allowHits: true };
    const plan = planTransfers(input, options);
    const gw = plan.gameweeks[0];
    if (!gw) throw new Error('no gameweek');
    expect(planViolations(input, options, { ...plan, gameweeks: [{ ...gw, hits: gw.hits + 1 }] })).toContain(
      `GW10: ${gw.hits + 1} hits for ${gw.transfers.length} transfers with ${input.freeTransfers} free`,
    );
    expect(
      planViolations(input, options, { ...plan, objective: plan.objective + 0.01 }).some((p) =>
        p.startsWith('objective'),
      ),
    ).toBe(true);
    // With nothing in the bank, selling the cheapest midfielder for the dearest one cannot be paid for.
    const mids = input.squad.filter((p) => p.position === 'MID').sort((a, b) => a.price - b.price);
    const owned = new Set(input.squad.map((p) => p.id));
    const dearest = input.pool
      .filter((p) => p.position === 'MID' && !owned.has(p.id))
      .sort((a, b) => b.price - a.price)[0];
    const cheapest = mids[0];
    if (!cheapest || !dearest) throw new Error('no midfielders');
    expect(dearest.price).toBeGreaterThan(cheapest.price);
    const transfers = [{ out: cheapest.id, in: dearest.id }];
    const problems = planViolations(input, options, { ...plan, gameweeks: [{ ...gw, transfers }] });
    expect(problems.some((p) => p.includes('below zero'))).toBe(true);
  });
});

describe('planTransfers on squads over the club limit after a move (seeded)', () => {
  const seeds = Array.from({ length: 30 }, (_, i) => 2000 + i);
  it.each(seeds)('transfer weeks end with at most 3 a club; holding 4 is allowed (seed %i)', (seed) => {
    const random = seededRandom(seed);
    const league = smallProblem(seed, 8 + Math.floor(random() * 5), 6 + Math.floor(random() * 4), 3);
    const base: PlanInput = { ...league, freeTransfers: 1 + Math.floor(random() * 5) };
    const input = withMovedPlayers(base, random() < 0.7 ? 4 : 5, random);
    const options = randomOptions(random, input);
    const plan = planTransfers(input, options);
    expect(planViolations(input, options, plan)).toEqual([]);
    // Holding is legal however many the squad has of the club.
    const hold = planTransfers(input, { ...options, maxTransfersPerGameweek: 0 });
    expect(planViolations(input, { ...options, maxTransfersPerGameweek: 0 }, hold)).toEqual([]);
    expect(plan.objective).toBeGreaterThanOrEqual(hold.objective - 1e-9);
  });

  it('sells down to 3 of the club in the week of its first transfers, and may hold 4 before', () => {
    let checked = 0;
    const options: PlanOptions = { horizon: 3, allowHits: true, maxTransfersPerGameweek: 2 };
    for (let seed = 3000; seed < 3015; seed++) {
      const random = seededRandom(seed);
      const input = withMovedPlayers({ ...smallProblem(seed, 8, 7, 3), freeTransfers: 2 }, 4, random);
      const plan = planTransfers(input, options);
      expect(planViolations(input, options, plan)).toEqual([]);
      const first = plan.gameweeks.findIndex((g) => g.transfers.length > 0);
      if (first < 0) continue;
      const clubOf = new Map([...input.squad, ...input.pool].map((p) => [p.id, p.teamId]));
      const soldFromClub = plan.gameweeks
        .slice(0, first + 1)
        .flatMap((g) => g.transfers)
        .filter((t) => clubOf.get(t.out) === input.club).length;
      const boughtFromClub = plan.gameweeks
        .slice(0, first + 1)
        .flatMap((g) => g.transfers)
        .filter((t) => clubOf.get(t.in) === input.club).length;
      expect(soldFromClub - boughtFromClub).toBeGreaterThanOrEqual(1);
      checked++;
    }
    expect(checked).toBeGreaterThan(8);
  });
});
