import { describe, expect, it } from 'vitest';
import { planViolations } from '../../test/planner-check.js';
import { seededRandom, smallProblem, withMovedPlayers } from '../../test/planner-fixtures.js';
import { bestLineup } from './lineup.js';
import { planTransfers } from './plan-transfers.js';
import type { PlanInput, PlannerPlayer, PlanOptions } from './types.js';

/**
 * Every transfer set of up to `max` transfers tried: the best one-gameweek objective. The budget and the club
 * limit hold for the gameweek's transfers taken together (FPL confirms them as one set), so a dear buy may be
 * paid for by a later sale in the same set: both are checked on the finished squad only.
 */
function bruteForceOneGameweek(input: PlanInput, max: number, allowHits: boolean): number {
  const gw = input.startGameweek;
  let best = -Infinity;
  // FPL's club rule: a squad over 3 of a club after a move may hold; transfers must leave at most 3 of each.
  const legal = (squad: PlannerPlayer[], bank: number, made: number) => {
    if (bank < 0) return false;
    if (made === 0) return true;
    const clubs = new Map<number, number>();
    for (const p of squad) clubs.set(p.teamId, (clubs.get(p.teamId) ?? 0) + 1);
    return [...clubs.values()].every((count) => count <= 3);
  };
  const visit = (squad: PlannerPlayer[], bank: number, from: number, made: number) => {
    const hits = Math.max(0, made - input.freeTransfers);
    if ((allowHits || hits === 0) && legal(squad, bank, made)) {
      best = Math.max(best, bestLineup(squad, gw, input.points).points - 4 * hits);
    }
    if (made === max) return;
    for (let slot = from; slot < 15; slot++) {
      const out = squad[slot];
      if (!out || !input.squad.some((p) => p.id === out.id)) continue;
      for (const buy of input.pool) {
        if (buy.position !== out.position || input.squad.some((p) => p.id === buy.id)) continue;
        if (squad.some((p) => p.id === buy.id)) continue;
        const money = bank + Math.round(out.price * 10) - Math.round(buy.price * 10);
        visit(
          squad.map((p, i) => (i === slot ? buy : p)),
          money,
          slot + 1,
          made + 1,
        );
      }
    }
  };
  visit(input.squad, Math.round(input.bank * 10), 0, 0);
  return best;
}

describe('planTransfers on small made-up leagues', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'finds the one-gameweek optimum with up to 2 transfers (seed %i)',
    (seed) => {
      const input = smallProblem(seed);
      const options: PlanOptions = { horizon: 1, maxTransfersPerGameweek: 2, allowHits: seed % 2 === 0 };
      const plan = planTransfers(input, options);
      expect(planViolations(input, options, plan)).toEqual([]);
      expect(plan.objective).toBeCloseTo(bruteForceOneGameweek(input, 2, seed % 2 === 0), 6);
    },
  );

  it.each([11, 12, 13, 14, 15, 16])(
    'finds the one-gameweek optimum on a squad holding 4 of a club after a move (seed %i)',
    (seed) => {
      const input = withMovedPlayers({ ...smallProblem(seed), freeTransfers: 2 }, 4, seededRandom(seed));
      const options: PlanOptions = { horizon: 1, maxTransfersPerGameweek: 2, allowHits: seed % 2 === 0 };
      const plan = planTransfers(input, options);
      expect(planViolations(input, options, plan)).toEqual([]);
      expect(plan.objective).toBeCloseTo(bruteForceOneGameweek(input, 2, seed % 2 === 0), 6);
    },
  );

  it('finds the one-gameweek optimum with 3 transfers and hits', () => {
    const input = smallProblem(42, 7, 6, 1);
    const options: PlanOptions = { horizon: 1, maxTransfersPerGameweek: 3, allowHits: true };
    const plan = planTransfers(input, options);
    expect(planViolations(input, options, plan)).toEqual([]);
    expect(plan.objective).toBeCloseTo(bruteForceOneGameweek(input, 3, true), 6);
  });

  it.each([21, 22, 23, 24])(
    'an estimate (effort "estimate") is a legal plan close to the full search, and exact over one gameweek (seed %i)',
    (seed) => {
      const input = { ...smallProblem(seed), freeTransfers: 2 };
      const options: PlanOptions = { horizon: 4, maxTransfersPerGameweek: 2 };
      const full = planTransfers(input, options);
      const quick = planTransfers(input, { ...options, effort: 'estimate' });
      expect(planViolations(input, options, quick)).toEqual([]);
      expect(quick.gameweeks).toHaveLength(4);
      expect(quick.objective).toBeGreaterThan(full.objective * 0.97);
      const one: PlanOptions = { horizon: 1, maxTransfersPerGameweek: 2 };
      expect(planTransfers(input, { ...one, effort: 'estimate' }).objective).toBeCloseTo(
        bruteForceOneGameweek(input, 2, false),
        6,
      );
    },
  );

  it('rolls an unused free transfer into the next gameweek', () => {
    const input = { ...smallProblem(3), freeTransfers: 1 };
    const plan = planTransfers(input, { horizon: 3, maxTransfersPerGameweek: 2 });
    let free = 1;
    for (const gw of plan.gameweeks) {
      expect(gw.freeTransfers).toBe(free);
      free = Math.min(5, Math.max(0, free - gw.transfers.length) + 1);
    }
  });

  it('never sells a locked player and never buys a banned one', () => {
    const input = smallProblem(5);
    const random = seededRandom(5);
    const locked = input.squad.filter(() => random() < 0.4).map((p) => p.id);
    const banned = input.pool.filter(() => random() < 0.3).map((p) => p.id);
    const options: PlanOptions = { horizon: 3, allowHits: true, locked, banned };
    const plan = planTransfers(input, options);
    expect(planViolations(input, options, plan)).toEqual([]);
    const sold = plan.gameweeks.flatMap((g) => g.transfers.map((t) => t.out));
    const bought = plan.gameweeks.flatMap((g) => g.transfers.map((t) => t.in));
    expect(sold.filter((id) => locked.includes(id))).toEqual([]);
    expect(bought.filter((id) => banned.includes(id))).toEqual([]);
  });

  it('makes no transfer when nothing in the pool is better', () => {
    const input = smallProblem(9);
    const owned = new Set(input.squad.map((p) => p.id));
    const worse: PlanInput = {
      ...input,
      points: (id, gw) => (owned.has(id) ? input.points(id, gw) + 100 : 0),
    };
    const plan = planTransfers(worse, { horizon: 2, allowHits: true });
    expect(plan.gameweeks.flatMap((g) => g.transfers)).toEqual([]);
    expect(plan.gameweeks.map((g) => g.hits)).toEqual([0, 0]);
  });

  it('takes a hit only when the buy gains more than 4 points', () => {
    const input = { ...smallProblem(11), freeTransfers: 1 };
    const noHits = planTransfers(input, { horizon: 1, maxTransfersPerGameweek: 3 });
    const hits = planTransfers(input, { horizon: 1, maxTransfersPerGameweek: 3, allowHits: true });
    expect(noHits.gameweeks[0]?.hits).toBe(0);
    expect(hits.objective).toBeGreaterThanOrEqual(noHits.objective);
    const extra = (hits.gameweeks[0]?.transfers.length ?? 0) - 1;
    if (extra > 0) expect(hits.objective - noHits.objective).toBeGreaterThan(0);
  });

  it('reports the budget before and after the first gameweek’s transfers', () => {
    const input = smallProblem(13);
    const plan = planTransfers(input, { horizon: 2 });
    expect(plan.budget.starting).toBe(input.bank);
    expect(plan.budget.afterTransfers).toBe(plan.gameweeks[0]?.bank);
    expect(plan.budget.affordable).toBe(true);
  });

  it('rejects a squad that is not 2/5/5/3', () => {
    const input = smallProblem(1);
    expect(() => planTransfers({ ...input, squad: input.squad.slice(1) })).toThrow(/15 players/);
    const twoKeepersShort = input.squad.map((p, i) => (i === 0 ? { ...p, position: 'DEF' as const } : p));
    expect(() => planTransfers({ ...input, squad: twoKeepersShort })).toThrow(/2 GKP, 5 DEF/);
  });
});

describe('planTransfers with a Bench Boost planned', () => {
  // Fifteen clubs, everyone 5 points a gameweek but an injured defender (0%: no points), who sits on the bench;
  // a fit defender of the same price projects 1.
  const shape: PlannerPlayer['position'][] = [
    'GKP',
    'GKP',
    ...Array<PlannerPlayer['position']>(5).fill('DEF'),
    ...Array<PlannerPlayer['position']>(5).fill('MID'),
    ...Array<PlannerPlayer['position']>(3).fill('FWD'),
  ];
  const squad: PlannerPlayer[] = shape.map((position, i) => ({
    id: i + 1,
    position,
    teamId: i + 1,
    price: 5,
  }));
  const INJURED = 3;
  const FIT = 99;
  const input: PlanInput = {
    squad,
    bank: 0,
    freeTransfers: 1,
    startGameweek: 10,
    pool: [{ id: FIT, position: 'DEF', teamId: 16, price: 5 }],
    points: (id) => (id === INJURED ? 0 : id === FIT ? 1 : 5),
  };

  it('replaces a 0% bench player before the Bench Boost week when a fit one is affordable', () => {
    const options: PlanOptions = { horizon: 2, benchBoostGameweeks: [11] };
    const plan = planTransfers(input, options);
    expect(planViolations(input, options, plan)).toEqual([]);
    const sold = plan.gameweeks.flatMap((g) => g.transfers);
    expect(sold).toEqual([{ out: INJURED, in: FIT }]);
    expect(plan.gameweeks[1]?.bench).toContain(FIT);
    // GW11's bench counts in full: goalkeeper 5, the two other benched outfielders 5 each, the fit defender 1.
    const hold = planTransfers(input, { horizon: 2, maxTransfersPerGameweek: 0 });
    expect(plan.objective).toBeCloseTo(hold.objective + 16, 9);
  });

  it('has no reason to without one: the bench does not count', () => {
    const plan = planTransfers(input, { horizon: 2 });
    const hold = planTransfers(input, { horizon: 2, maxTransfersPerGameweek: 0 });
    expect(plan.objective).toBeCloseTo(hold.objective, 9);
  });
});
