import { describe, expect, it } from 'vitest';
import { explainFixtureProjection } from './explain.js';
import { projectPlayers } from './project-players.js';
import { smallSeason } from './test-data.js';

describe('explainFixtureProjection', () => {
  const projections = projectPlayers(smallSeason());
  const forward = projections.find((p) => p.element === 10)?.gameweeks[2]?.fixtures[0];
  const defender = projections.find((p) => p.element === 11)?.gameweeks[2]?.fixtures[0];

  it('lists the parts largest first, with their numbers', () => {
    if (!forward) throw new Error('no fixture');
    const reasons = explainFixtureProjection(forward);
    const sizes = reasons.map((r) => Math.abs(r.points));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const goals = reasons.find((r) => r.part === 'goals');
    expect(goals?.detail).toContain(`xG ${forward.expectedGoals.toFixed(2)}`);
    expect(reasons.some((r) => r.part === 'cleanSheet')).toBe(false);
  });

  it('keeps every part when asked, summing to the expected points', () => {
    if (!defender) throw new Error('no fixture');
    const reasons = explainFixtureProjection(defender, 0);
    expect(reasons).toHaveLength(9);
    expect(reasons.reduce((s, r) => s + r.points, 0)).toBeCloseTo(defender.expectedPoints, 10);
  });
});
