import { describe, expect, it } from 'vitest';
import { SHAPE, seededRandom } from '../../test/planner-fixtures.js';
import { freeHitCeiling } from './free-hit-ceiling.js';
import { bestLineup } from './lineup.js';
import { bestSquad } from './rebuild.js';
import type { PlannerPlayer } from './types.js';

function world(seed: number) {
  const random = seededRandom(seed);
  const players: PlannerPlayer[] = [];
  const points = new Map<number, number>();
  let id = 1;
  for (const [position, count] of SHAPE) {
    for (let i = 0; i < count * 8; i++, id++) {
      const price = 4 + Math.floor(random() * 90) / 10;
      players.push({ id, position, teamId: 1 + (id % 20), price });
      // Dearer players score more, with noise, and some score nothing (injured, rotated).
      points.set(id, random() < 0.2 ? 0 : (price - 3) * (0.4 + random()));
    }
  }
  return { players, points: (elementId: number) => points.get(elementId) ?? 0 };
}

describe('freeHitCeiling (what no free hit squad can beat)', () => {
  it('is at least the lineup of the best squad the budget buys, on every budget', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { players, points } = world(seed);
      for (const budget of [80, 100, 110]) {
        const squad = bestSquad(players, points, budget);
        if (!squad) continue;
        const lineup = bestLineup(squad, 1, (elementId) => points(elementId));
        expect(freeHitCeiling(players, points, budget)).toBeGreaterThanOrEqual(lineup.points - 1e-9);
      }
    }
  });

  it('counts the money: a small budget gives a lower ceiling than the best XI regardless of price', () => {
    const { players, points } = world(5);
    const unlimited = freeHitCeiling(players, points, 1000);
    const tight = freeHitCeiling(players, points, 70);
    expect(tight).toBeLessThan(unlimited - 5);
    // And it stays close enough to the best squad to rule weeks out: within a fifth of it.
    const squad = bestSquad(players, points, 100);
    const lineup = bestLineup(squad ?? [], 1, (elementId) => points(elementId));
    expect(freeHitCeiling(players, points, 100)).toBeLessThan(lineup.points * 1.2);
  });
});
