import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../test/planner-fixtures.js';
import { MAX_PER_CLUB } from '../rules.js';
import { bestSquad } from './rebuild.js';
import { clubsOverLimit } from './rules.js';
import type { PlannerPlayer } from './types.js';

const SHAPE: [PlannerPlayer['position'], number][] = [
  ['GKP', 2],
  ['DEF', 5],
  ['MID', 5],
  ['FWD', 3],
];

describe('bestSquad (the Wildcard and Free Hit squad)', () => {
  it('holds at most 3 of a club, even when one club has all the best players', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const random = seededRandom(seed);
      const pool: PlannerPlayer[] = [];
      const value = new Map<number, number>();
      let id = 1;
      for (const [position, count] of SHAPE) {
        for (let i = 0; i < count * 4; i++) {
          // Club 1's players score far above everyone and cost no more.
          const teamId = i < 4 ? 1 : 2 + Math.floor(random() * 9);
          pool.push({ id, position, teamId, price: 4 + Math.floor(random() * 30) / 10 });
          value.set(id, teamId === 1 ? 20 : random() * 6);
          id++;
        }
      }
      const squad = bestSquad(pool, (p) => value.get(p) ?? 0, 100);
      expect(squad).toHaveLength(15);
      expect(clubsOverLimit(squad ?? [])).toEqual([]);
      expect((squad ?? []).filter((p) => p.teamId === 1)).toHaveLength(MAX_PER_CLUB);
    }
  });

  it('with the bench weighed in full, keeps a fit bench player over a cheaper one who will not play', () => {
    // Fifteen players at £5.0m worth 5 (one defender worth 2, a bench player), a 0% defender at £4.5m worth 0
    // and a midfielder at £5.5m worth 5.6: selling the fit bench defender for the 0% one pays for the upgrade,
    // which gains 1.2 in the XI with the armband and loses 2 on the bench.
    const pool: PlannerPlayer[] = [];
    const value = new Map<number, number>();
    let id = 1;
    for (const [position, count] of SHAPE) {
      for (let i = 0; i < count; i++) {
        pool.push({ id, position, teamId: 1 + (id % 10), price: 5 });
        value.set(id, position === 'DEF' && i === 4 ? 2 : 5);
        id++;
      }
    }
    const FIT_BENCH = 7;
    const ZERO = 90;
    const STAR = 91;
    pool.push({ id: ZERO, position: 'DEF', teamId: 11, price: 4.5 });
    pool.push({ id: STAR, position: 'MID', teamId: 12, price: 5.5 });
    value.set(ZERO, 0);
    value.set(STAR, 5.6);
    const points = (p: number) => value.get(p) ?? 0;
    const xiOnly = (bestSquad(pool, points, 75) ?? []).map((p) => p.id);
    expect(xiOnly).toContain(ZERO);
    expect(xiOnly).toContain(STAR);
    const benchBoost = (bestSquad(pool, points, 75, { benchWeight: 1 }) ?? []).map((p) => p.id);
    expect(benchBoost).toContain(FIT_BENCH);
    expect(benchBoost).not.toContain(ZERO);
  });
});

describe('clubsOverLimit', () => {
  it('names the clubs a squad holds more than 3 of after a move', () => {
    const squad = [1, 1, 1, 1, 2, 2, 2, 3].map((teamId) => ({ teamId }));
    expect(clubsOverLimit(squad)).toEqual([{ teamId: 1, players: 4 }]);
    expect(clubsOverLimit(squad.slice(1))).toEqual([]);
  });
});
