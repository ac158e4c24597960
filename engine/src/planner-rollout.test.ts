import { describe, expect, it } from 'vitest';
import { Rollout, type RolloutRules } from './planner-rollout.js';
import { SquadScorer } from './planner-score.js';
import { emptyUniverse, SCRATCH_ROWS } from './planner-search.js';

// Rows 0–14: the squad (2 GKP, 5 DEF, 5 MID, 3 FWD), clubs 1–5 three each, £5.0m, 1 point a gameweek.
// Pool: 15 a £6.0m MID of club 6 (5 points), 16 a £9.9m MID of club 7 (9 points), 17 row 7's player at
// now_cost (owned already), 18 a £4.0m MID of club 1 (club 1 already has 3), 19 a £4.5m DEF of club 8 (4 points).
const POSITIONS = [0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3];
const HORIZON = 2;

function league() {
  const rows = 20;
  const universe = emptyUniverse(rows);
  const points = new Float64Array((rows + SCRATCH_ROWS) * HORIZON);
  const set = (row: number, id: number, position: number, team: number, price: number, pts: number) => {
    universe.ids[row] = id;
    universe.positions[row] = position;
    universe.teams[row] = team;
    universe.prices[row] = price;
    universe.buyable[row] = row >= 15 ? 1 : 0;
    for (let g = 0; g < HORIZON; g++) points[row * HORIZON + g] = pts;
  };
  POSITIONS.forEach((position, row) => {
    set(row, 100 + row, position, 1 + Math.floor(row / 3), 50, 1);
  });
  set(15, 200, 2, 6, 60, 5);
  set(16, 201, 2, 7, 99, 9);
  set(17, 107, 2, 3, 52, 1);
  set(18, 202, 2, 1, 40, 3);
  set(19, 203, 1, 8, 45, 4);
  const scorer = new SquadScorer(points, HORIZON, {
    gameweek: Float64Array.from([1, 1]),
    bench: 0,
    vice: 0,
  });
  const squad = Int32Array.from({ length: 15 }, (_, i) => i);
  return { universe, scorer, squad };
}

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
