// A Bench Boost week's bench: a player who cannot score that week is replaced when the money and the free
// transfers allow it and the plan gains by it; never when it would break the bank.
import { describe, expect, it } from 'vitest';
import { smallProblem } from '../test/planner-fixtures.js';
import { withFitBoostBench } from './boost-bench.js';
import { withLineups, withRules } from './plan-weeks.js';
import type { ChipDecision, PlanInput, PlannerPlayer, TransferPlan } from './planner/index.js';
import { bestLineup } from './planner/index.js';

/** A plan holding the squad for three weeks with a Bench Boost in the second, and one bench player unable to score. */
function boosted(seed: number, bank: number) {
  const base = smallProblem(seed);
  const gw = base.startGameweek + 1;
  const lineup = bestLineup(base.squad, gw, base.points);
  const dead = lineup.bench[1] as number;
  const input: PlanInput = {
    ...base,
    bank,
    freeTransfers: 2,
    points: (id, g) => (id === dead && g === gw ? 0 : base.points(id, g)),
  };
  const byId = new Map<number, PlannerPlayer>([...input.pool, ...input.squad].map((p) => [p.id, p]));
  const hold: TransferPlan = {
    objective: 0,
    budget: { starting: bank, afterTransfers: bank, affordable: true },
    gameweeks: [0, 1, 2].map((k) => {
      const g = input.startGameweek + k;
      const l = bestLineup(input.squad, g, input.points);
      return {
        gameweek: g,
        chip: k === 1 ? ('bench_boost' as const) : null,
        transfers: [],
        freeTransfers: 0,
        hits: 0,
        captain: l.captain,
        viceCaptain: l.viceCaptain,
        startingXI: l.startingXI,
        bench: l.bench,
        expectedPoints: 0,
        bank,
      };
    }),
  };
  const plan = withLineups(withRules(hold, input), input, byId, input.points);
  const chip: ChipDecision = { family: 'bench_boost', key: 'bench_boost_2', gameweek: gw, gain: 0, lineup };
  return { input, byId, plan, chip, dead, gw };
}

const total = (p: TransferPlan) => p.gameweeks.reduce((s, g) => s + g.expectedPoints, 0);

describe('withFitBoostBench', () => {
  it('replaces a bench player who cannot score in the Bench Boost week, and the plan gains by it', () => {
    const { input, byId, plan, chip, dead, gw } = boosted(3, 20);
    const fixed = withFitBoostBench(plan, input, byId, input.points, [chip]);
    const week = fixed.gameweeks.find((g) => g.gameweek === gw);
    expect(week?.transfers.map((t) => t.out)).toEqual([dead]);
    expect(week?.bench).not.toContain(dead);
    expect(week?.hits).toBe(0);
    expect(total(fixed)).toBeGreaterThan(total(plan));
    expect(fixed.gameweeks.every((g) => g.bank >= 0)).toBe(true);
  });

  it('keeps him when no replacement is affordable', () => {
    const { input, byId, plan, chip, gw } = boosted(3, 0);
    // Every buyable player dearer than anyone the squad could sell.
    const pricey: PlanInput = { ...input, pool: input.pool.map((p) => ({ ...p, price: 20 })) };
    const fixed = withFitBoostBench(plan, pricey, byId, input.points, [chip]);
    expect(fixed.gameweeks.find((g) => g.gameweek === gw)?.transfers).toEqual([]);
  });
});
