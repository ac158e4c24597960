import { describe, expect, it } from 'vitest';
import { league } from '../../test/planner-league.js';
import { Rollout, type RolloutRules } from './rollout.js';

const rules: RolloutRules = { maxTransfers: 2, allowHits: true, locked: new Set() };

describe('Rollout.complete', () => {
  it("makes the base plan's legal transfers and values the gameweeks from the rules", () => {
    const { universe, scorer, squad } = league();
    const rollout = new Rollout(universe, scorer, rules);
    const base = [
      { outs: [], ins: [] },
      { outs: [8, 2], ins: [15, 19] },
    ];
    const result = rollout.complete({ squad, bank: 20, freeTransfers: 1 }, 1, base, true);
    expect(result.steps).toEqual([{ outs: [8, 2], ins: [15, 19] }]);
    const after = Int32Array.from(squad);
    after[8] = 15;
    after[2] = 19;
    // Two transfers with one free: one hit.
    expect(result.value).toBeCloseTo(scorer.gameweek(after, 1) - 4, 9);
  });

  it('skips a sale of a player already gone, a buy already owned and a buy over the club limit', () => {
    const { universe, scorer, squad } = league();
    const rollout = new Rollout(universe, scorer, rules);
    const sold = Int32Array.from(squad);
    sold[9] = 15;
    const base = [
      { outs: [9, 7], ins: [16, 17] },
      { outs: [10], ins: [18] },
    ];
    const result = rollout.complete({ squad: sold, bank: 100, freeTransfers: 1 }, 0, base, true);
    expect(result.steps).toEqual([
      { outs: [], ins: [] },
      { outs: [], ins: [] },
    ]);
    expect(result.value).toBeCloseTo(scorer.gameweek(sold, 0) + scorer.gameweek(sold, 1), 9);
  });

  it('undoes the last transfers while the bank is short, and makes only free ones without hits', () => {
    const { universe, scorer, squad } = league();
    const base = [{ outs: [7, 8], ins: [15, 16] }];
    const short = new Rollout(universe, scorer, rules).complete(
      { squad, bank: 10, freeTransfers: 1 },
      0,
      base,
      true,
    );
    // £1.0m + £5.0m sold: the £6.0m buy fits, the £9.9m one does not.
    expect(short.steps[0]).toEqual({ outs: [7], ins: [15] });
    const noHits = new Rollout(universe, scorer, { ...rules, allowHits: false });
    const free = noHits.complete({ squad, bank: 100, freeTransfers: 1 }, 0, base, true);
    expect(free.steps[0]).toEqual({ outs: [7], ins: [15] });
    expect(free.steps[1]).toEqual({ outs: [], ins: [] });
  });
});
