// A tiny hand-made league in the planner's row layout, for the rollout and polish tests.
import { SquadScorer } from '../src/planner/score.js';
import { emptyUniverse, SCRATCH_ROWS } from '../src/planner/search.js';

// Rows 0–14: the squad (2 GKP, 5 DEF, 5 MID, 3 FWD), clubs 1–5 three each, £5.0m, 1 point a gameweek.
// Pool: 15 a £6.0m MID of club 6 (5 points), 16 a £9.9m MID of club 7 (9 points), 17 row 7's player at
// now_cost (owned already), 18 a £4.0m MID of club 1 (club 1 already has 3), 19 a £4.5m DEF of club 8 (4 points).
const POSITIONS = [0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3];
const HORIZON = 2;

export function league() {
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
