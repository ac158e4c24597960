import { describe, expect, it } from 'vitest';
import type { FplElement } from '../fpl-api.js';
import type { FixtureProjection, PlayerProjection } from '../projection/index.js';
import { fixture } from '../test-fixtures.js';
import { blendWithEpNext, EARLY_SEASON_MATCHES, epNextShare, matchesPlayedBefore } from './early-season.js';

function fixtureProjection(gameweek: number, difficulty: number, expectedPoints: number): FixtureProjection {
  return {
    fixtureId: gameweek,
    gameweek,
    opponent: 2,
    home: true,
    difficulty,
    pStart: 0.3,
    pAppear: 0.4,
    p60: 0.25,
    expectedMinutes: 25,
    expectedGoals: 0.05,
    expectedAssists: 0.05,
    pTeamCleanSheet: 0.3,
    teamGoals: 1.3,
    teamConceded: 1.3,
    expectedPoints,
    breakdown: {
      appearance: expectedPoints / 2,
      goals: expectedPoints / 2,
      assists: 0,
      cleanSheet: 0,
      goalsConceded: 0,
      saves: 0,
      bonus: 0,
      defensiveContribution: 0,
      cards: 0,
    },
  };
}

/** A flat model projection of 1 point a match: GW2 one fixture (FDR 3), GW3 a double (FDR 2 and 4). */
const flat: PlayerProjection = {
  element: 7,
  team: 1,
  position: 'FWD',
  availability: 1,
  gameweeks: [
    { gameweek: 2, expectedPoints: 1, fixtures: [fixtureProjection(2, 3, 1)] },
    { gameweek: 3, expectedPoints: 2, fixtures: [fixtureProjection(3, 2, 1), fixtureProjection(3, 4, 1)] },
  ],
  totalExpectedPoints: 3,
};
const elements = new Map([[7, { id: 7, ep_next: '6.0' } as FplElement]]);

describe('blendWithEpNext', () => {
  it('before any match: ep_next per match, ±10% per difficulty step, parts scaled to add up', () => {
    const [p] = blendWithEpNext([flat], elements, 0);
    expect(p?.gameweeks.map((g) => g.fixtures.map((f) => f.expectedPoints))).toEqual([
      [6],
      [6.6000000000000005, 5.4],
    ]);
    expect(p?.totalExpectedPoints).toBeCloseTo(18);
    for (const f of p?.gameweeks.flatMap((g) => g.fixtures) ?? []) {
      expect(Object.values(f.breakdown).reduce((s, v) => s + v, 0)).toBeCloseTo(f.expectedPoints);
    }
  });

  it('hands over to the model match by match, and leaves it alone once each club has played enough', () => {
    const [half] = blendWithEpNext([flat], elements, EARLY_SEASON_MATCHES / 2);
    expect(half?.gameweeks[0]?.expectedPoints).toBeCloseTo((6 + 1) / 2);
    expect(blendWithEpNext([flat], elements, EARLY_SEASON_MATCHES)[0]).toBe(flat);
    // No ep_next: the model's numbers stand.
    expect(blendWithEpNext([flat], new Map(), 0)[0]).toBe(flat);
  });

  it('gives ep_next no share once last season is known, else a share fading over the first matches', () => {
    expect(epNextShare(0, true)).toBe(0);
    expect(epNextShare(0, false)).toBe(1);
    expect(epNextShare(EARLY_SEASON_MATCHES / 2, false)).toBe(0.5);
    expect(epNextShare(EARLY_SEASON_MATCHES + 3, false)).toBe(0);
  });

  it('counts the median club’s finished matches before the gameweek', () => {
    const fixtures = [
      fixture(1, 1, 2, { finished: true }),
      fixture(1, 3, 4, { finished: true }),
      fixture(2, 1, 3, { finished: false }),
      fixture(2, 2, 4, { finished: true }),
    ];
    expect(matchesPlayedBefore(fixtures, 3, [1, 2, 3, 4])).toBe(1);
    expect(matchesPlayedBefore(fixtures, 2, [1, 2, 3, 4])).toBe(1);
    expect(matchesPlayedBefore(fixtures, 1, [1, 2, 3, 4])).toBe(0);
  });
});
