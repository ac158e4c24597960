import { describe, expect, it } from 'vitest';
import type { FplFixture } from '../../src/fpl-api.js';
import type { PlayerGameweekHistory } from '../../src/projection/types.js';
import { LookaheadError, Season, type SeasonData } from './data.js';
import { twoHalfChips } from './data-vaastav.js';

const fixture = (id: number, event: number): FplFixture => ({
  id,
  event,
  team_h: 1,
  team_a: 2,
  team_h_difficulty: 3,
  team_a_difficulty: 3,
  kickoff_time: `2025-08-${10 + event}T14:00:00Z`,
  finished: true,
  team_h_score: 2,
  team_a_score: 1,
});

const row = (gameweek: number): PlayerGameweekHistory => ({
  element: 7,
  gameweek,
  minutes: 90,
  starts: 1,
  goalsScored: 0,
  assists: 0,
  expectedGoals: 0,
  expectedAssists: 0,
  expectedGoalsConceded: 0,
  cleanSheets: 0,
  goalsConceded: 1,
  saves: 0,
  bonus: 0,
  bps: 10,
  yellowCards: 0,
  redCards: 0,
  defensiveContribution: 0,
  totalPoints: gameweek,
});

const data: SeasonData = {
  season: 'test',
  lastGameweek: 3,
  teams: [],
  chips: twoHalfChips(3),
  fixtures: [fixture(1, 1), fixture(2, 2), fixture(3, 3)],
  market: () => [],
  history: [row(1), row(2), row(3)],
  outcomes: new Map([1, 2, 3].map((gw) => [gw, new Map([[7, { points: gw, minutes: 90 }]])])),
  previousSeason: [],
  freeTransferTopUps: new Map(),
};

describe('the deadline view', () => {
  const view = new Season(data).before(2);

  it('holds the history and results of earlier gameweeks only', () => {
    expect(view.history().map((h) => h.gameweek)).toEqual([1]);
    expect(view.outcome(1).get(7)?.points).toBe(1);
  });

  it("throws on a read of the deadline's gameweek or later", () => {
    expect(() => view.outcome(2)).toThrow(LookaheadError);
    expect(() => view.outcome(3)).toThrow(/GW3 read before the GW2 deadline/);
  });

  it('hides the results of the deadline gameweek and later', () => {
    const fixtures = view.fixtures();
    expect(fixtures.map((f) => f.finished)).toEqual([true, false, false]);
    expect(fixtures[1]?.team_h_score).toBeNull();
    expect(view.events().map((e) => [e.finished, e.is_next])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
  });
});
