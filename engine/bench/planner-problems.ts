// Planner benchmark problems from real data: our projections for 2025-26 as they stood before a deadline, and
// random legal squads (2/5/5/3, ≤ 3 per club, ≤ £100m at now_cost) drawn with a seeded RNG.
import type { PlanInput, PlannerPlayer } from '../src/planner/types.js';
import { projectPlayers } from '../src/projection/project-players.js';
import type { Position } from '../src/types.js';
import { SHAPE, seededRandom } from '../test/planner-fixtures.js';
import { loadSeason2025, replayGameweeks } from './season-2025-26.js';

// The bench draws with the tests' seeded RNG, so a failing squad reproduces in both.
export { seededRandom };

export interface Snapshot {
  gameweek: number;
  /** All players with a nonzero projection over the horizon, price = now_cost / 10. */
  pool: PlannerPlayer[];
  points: Map<number, number[]>;
}

const POSITION_OF_TYPE: Record<number, Position> = { 1: 'GKP', 2: 'DEF', 3: 'MID', 4: 'FWD' };

export function loadSnapshots(gameweeks: readonly number[], horizon: number): Snapshot[] {
  const season = loadSeason2025();
  return gameweeks.map((gameweek) => {
    const [replay] = replayGameweeks(season, gameweek, gameweek);
    if (!replay) throw new Error(`No pre-deadline data for GW${gameweek}`);
    const projections = projectPlayers(replay.input, { horizon });
    const byId = new Map(replay.input.elements.map((e) => [e.id, e]));
    const pool: PlannerPlayer[] = [];
    const points = new Map<number, number[]>();
    for (const p of projections) {
      const element = byId.get(p.element);
      const position = element && POSITION_OF_TYPE[element.element_type];
      if (!element || !position || p.totalExpectedPoints <= 0) continue;
      pool.push({ id: p.element, position, teamId: element.team, price: element.now_cost / 10 });
      // Two decimals, as projection CSVs carry them, so both solvers see exactly the same numbers.
      points.set(
        p.element,
        p.gameweeks.map((g) => Math.round(g.expectedPoints * 100) / 100),
      );
    }
    return { gameweek, pool, points };
  });
}

/** A random legal squad from the pool: selling prices 0–0.3 below now_cost, bank £0–3m within £100m. */
export function randomProblem(
  snapshot: Snapshot,
  random: () => number,
  freeTransfers: number,
): Omit<PlanInput, 'points'> {
  for (;;) {
    const clubs = new Map<number, number>();
    const squad: PlannerPlayer[] = [];
    let cost = 0;
    for (const [position, count] of SHAPE) {
      const options = snapshot.pool.filter((p) => p.position === position);
      let picked = 0;
      for (let tries = 0; picked < count && tries < 500; tries++) {
        const p = options[Math.floor(random() * options.length)];
        if (!p || squad.some((s) => s.id === p.id) || (clubs.get(p.teamId) ?? 0) >= 3) continue;
        squad.push(p);
        clubs.set(p.teamId, (clubs.get(p.teamId) ?? 0) + 1);
        cost += Math.round(p.price * 10);
        picked++;
      }
    }
    if (squad.length !== 15 || cost > 1000) continue;
    const owned = squad.map((p) => ({
      ...p,
      price: (Math.round(p.price * 10) - Math.floor(random() * 4)) / 10,
    }));
    const bank = Math.floor(random() * Math.min(31, 1000 - cost + 1)) / 10;
    return { squad: owned, bank, freeTransfers, startGameweek: snapshot.gameweek, pool: snapshot.pool };
  }
}
