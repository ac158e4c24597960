import { describe, expect, it } from 'vitest';
import { league } from '../../test/planner-league.js';
import { PlanPolisher, type PolishRules } from './polish.js';
import type { PlanStep } from './rollout.js';

const rules: PolishRules = { maxTransfers: 2, allowHits: false, locked: new Set() };
const none: PlanStep = { outs: [], ins: [] };

describe('PlanPolisher.value', () => {
  it('values a legal plan from the rules: lineups of each gameweek, hits at 4 points', () => {
    const { universe, scorer, squad } = league();
    const polisher = new PlanPolisher(
      universe,
      scorer,
      { ...rules, allowHits: true },
      {
        squad,
        bank: 20,
        freeTransfers: 1,
      },
    );
    const after = Int32Array.from(squad);
    after[8] = 15;
    after[2] = 19;
    // GW1: two transfers with one free (a hit); GW2 none.
    const value = polisher.value([{ outs: [8, 2], ins: [15, 19] }, none]);
    expect(value).toBeCloseTo(scorer.gameweek(after, 0) - 4 + scorer.gameweek(after, 1), 9);
  });

  it('rejects every broken rule', () => {
    const { universe, scorer, squad } = league();
    const start = { squad, bank: 20, freeTransfers: 1 };
    const polisher = new PlanPolisher(universe, scorer, rules, start);
    const broken: Record<string, PlanStep[]> = {
      'a hit without hits allowed': [{ outs: [8, 2], ins: [15, 19] }, none],
      'a sale of a player not owned': [{ outs: [16], ins: [15] }, none],
      'a buy already owned': [{ outs: [8], ins: [17] }, none],
      'a buy over the club limit': [{ outs: [8], ins: [18] }, none],
      'a buy over the budget': [{ outs: [8], ins: [16] }, none],
      'a buy of another position': [{ outs: [2], ins: [15] }, none],
      'a player sold twice': [
        { outs: [8], ins: [15] },
        { outs: [8], ins: [17] },
      ],
    };
    for (const [rule, steps] of Object.entries(broken)) {
      expect(polisher.value(steps), rule).toBe(Number.NEGATIVE_INFINITY);
    }
    const locked = new PlanPolisher(universe, scorer, { ...rules, locked: new Set([8]) }, start);
    expect(locked.value([{ outs: [8], ins: [15] }, none]), 'a locked player sold').toBe(
      Number.NEGATIVE_INFINITY,
    );
    expect(polisher.value([{ outs: [8], ins: [15] }, none])).toBeGreaterThan(polisher.value([none, none]));
  });
});

describe('PlanPolisher.polish', () => {
  // Every plan of this league without hits: at most one transfer in GW1, and then the free ones in GW2.
  function bestByEnumeration(polisher: PlanPolisher): number {
    const transfers: [number, number][] = [];
    for (let out = 0; out < 15; out++) for (let row = 15; row < 20; row++) transfers.push([out, row]);
    let best = Number.NEGATIVE_INFINITY;
    const firsts: PlanStep[] = [none, ...transfers.map(([o, i]) => ({ outs: [o], ins: [i] }))];
    for (const first of firsts) {
      const seconds: PlanStep[] = [none, ...transfers.map(([o, i]) => ({ outs: [o], ins: [i] }))];
      if (first.outs.length === 0) {
        transfers.forEach(([o, i], a) => {
          for (const [p, j] of transfers.slice(a + 1)) seconds.push({ outs: [o, p], ins: [i, j] });
        });
      }
      for (const second of seconds) best = Math.max(best, polisher.value([first, second]));
    }
    return best;
  }

  it('reaches the best plan of a small league from doing nothing, or from a transfer made late', () => {
    const { universe, scorer, squad } = league();
    const polisher = new PlanPolisher(universe, scorer, rules, { squad, bank: 20, freeTransfers: 1 });
    const optimum = bestByEnumeration(polisher);
    const late = [none, { outs: [8], ins: [15] }];
    expect(polisher.value(late)).toBeLessThan(optimum);
    for (const start of [[none, none], late]) {
      const polished = polisher.polish(start);
      expect(polished.value).toBeCloseTo(optimum, 9);
      expect(polisher.value(polished.steps)).toBeCloseTo(polished.value, 9);
    }
  });

  it('never returns a worse plan than it was given', () => {
    const { universe, scorer, squad } = league();
    const polisher = new PlanPolisher(universe, scorer, rules, { squad, bank: 20, freeTransfers: 1 });
    const given = [
      { outs: [8], ins: [15] },
      { outs: [2], ins: [19] },
    ];
    const polished = polisher.polish(given);
    expect(polished.value).toBeGreaterThanOrEqual(polisher.value(given));
  });
});
