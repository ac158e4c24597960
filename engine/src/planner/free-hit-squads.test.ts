import { describe, expect, it } from 'vitest';
import { SHAPE, seededRandom } from '../../test/planner-fixtures.js';
import { freeHitSquads } from './free-hit-squads.js';
import { bestSquad } from './rebuild.js';
import type { PlannerPlayer } from './types.js';

function world(seed: number) {
  const random = seededRandom(seed);
  const pool: PlannerPlayer[] = [];
  const points = new Map<string, number>();
  let id = 1;
  for (const [position, count] of SHAPE) {
    for (let i = 0; i < count * 4; i++, id++) {
      pool.push({ id, position, teamId: 1 + (id % 12), price: 4 + Math.floor(random() * 40) / 10 });
      for (const gw of [10, 11]) points.set(`${id}:${gw}`, random() * 8);
    }
  }
  const squad = SHAPE.flatMap(([position, count]) =>
    pool.filter((p) => p.position === position).slice(0, count),
  );
  const owned = new Set(squad.map((p) => p.id));
  return {
    pool: pool.filter((p) => !owned.has(p.id)),
    squad,
    points: (elementId: number, gw: number) => points.get(`${elementId}:${gw}`) ?? 0,
  };
}

describe('freeHitSquads (a free hit squad once per decision)', () => {
  it('gives the squad bestSquad gives, per gameweek and bank, and the same one when asked again', () => {
    const { pool, squad, points } = world(3);
    const squadFor = freeHitSquads(pool, points);
    for (const [gw, bank] of [
      [10, 0.5],
      [11, 0.5],
      [10, 4],
    ] as const) {
      const budget = squad.reduce((s, p) => s + p.price, 0) + bank;
      const expected = bestSquad([...squad, ...pool], (id) => points(id, gw), budget);
      const first = squadFor(squad, bank, gw);
      expect(first?.map((p) => p.id)).toEqual(expected?.map((p) => p.id));
      expect(squadFor(squad, bank, gw)).toBe(first);
    }
    // Another gameweek's points give another squad: the memory is keyed on the week.
    expect(squadFor(squad, 0.5, 11)?.map((p) => p.id)).not.toEqual(
      squadFor(squad, 0.5, 10)?.map((p) => p.id),
    );
  });

  it('rebuilds for a squad that holds a player at another selling price', () => {
    const { pool, squad, points } = world(4);
    const squadFor = freeHitSquads(pool, points);
    const first = squadFor(squad, 0, 10);
    const dearer = squad.map((p, i) => (i === 0 ? { ...p, price: p.price + 2 } : p));
    expect(squadFor(dearer, 0, 10)).not.toBe(first);
  });
});
