import type { FplFixture, FplTeam, Player } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import { fixturesOfFrom, pitchFixturesFrom, upcomingByTeam } from './team-fixtures';

const team = (id: number, short_name: string) => ({ id, short_name, name: short_name, code: id }) as FplTeam;
const fixture = (id: number, event: number, team_h: number, team_a: number, hd: number, ad: number) =>
  ({
    id,
    event,
    team_h,
    team_a,
    team_h_difficulty: hd,
    team_a_difficulty: ad,
    kickoff_time: null,
    finished: false,
  }) as FplFixture;

const teams = [team(1, 'ARS'), team(2, 'AVL'), team(3, 'BOU')];
const fixtures = [
  fixture(1, 9, 1, 2, 3, 4), // before the window
  fixture(2, 10, 1, 2, 3, 4),
  fixture(3, 11, 3, 1, 5, 2),
];

describe('upcoming fixtures by club', () => {
  it("sees each fixture from the club's side, from the given gameweek on", () => {
    const upcoming = upcomingByTeam(fixtures, teams, 10);
    expect(upcoming.get('ARS')).toEqual([
      { opponent: 'AVL', venue: 'H', difficulty: 3 },
      { opponent: 'BOU', venue: 'A', difficulty: 2 },
    ]);
    expect(upcoming.get('AVL')).toEqual([{ opponent: 'ARS', venue: 'A', difficulty: 4 }]);
  });
  it('colours labels, or leaves them neutral without data', () => {
    const upcoming = upcomingByTeam(fixtures, teams, 10);
    expect(fixturesOfFrom(upcoming)('ars', ['AVL (H)', 'BOU (A)']).map((l) => l.difficulty)).toEqual([3, 2]);
    expect(fixturesOfFrom(null)('ARS', ['AVL (H)'])[0]).toEqual({
      text: 'AVL (H)',
      opponent: 'AVL',
      venue: 'H',
      difficulty: null,
    });
  });
});

describe("a pitch player's fixtures in the plan's gameweek", () => {
  const player = (team: string, teamId?: number) =>
    ({
      id: 1,
      name: 'X',
      team,
      position: 'MID',
      price: 5,
      isStarter: true,
      fixture: 'SOU (H)',
      ...(teamId ? { teamId } : {}),
    }) as Player;
  // GW12: ARS twice (a double), AVL once, BOU not at all (a blank).
  const gw12 = [...fixtures, fixture(4, 12, 1, 2, 2, 4), fixture(5, 12, 4, 1, 3, 3)];
  const of = pitchFixturesFrom(gw12, [...teams, team(4, 'CHE')], 12);

  it('both opponents in a double, in fixture order, whatever the screenshot read', () => {
    expect(of(player('ARS'))).toEqual([
      { opponent: 'AVL', venue: 'H', difficulty: 2 },
      { opponent: 'CHE', venue: 'A', difficulty: 3 },
    ]);
  });
  it('finds the club by team id before its code', () => {
    expect(of(player('???', 2))).toEqual([{ opponent: 'ARS', venue: 'A', difficulty: 4 }]);
  });
  it('none in a blank; unknown for a club the data does not have', () => {
    expect(of(player('BOU'))).toEqual([]);
    expect(of(player('XYZ'))).toBeUndefined();
  });
});
