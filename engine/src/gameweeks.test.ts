import { describe, expect, it } from 'vitest';
import type { FplEvent } from './fpl-api.js';
import {
  classifyGameweek,
  fixtureCalendar,
  nextGameweek,
  seasonLabel,
  specialGameweeks,
  teamFixtureCounts,
} from './gameweeks.js';
import { fixture, makeTeams, normalRound, normalSeason } from './test-fixtures.js';

describe('classifyGameweek', () => {
  it('is normal for a full round of 10 fixtures among 20 teams', () => {
    expect(classifyGameweek(normalRound(1), 20)).toBe('normal');
  });

  it('needs more than teamCount/2 + 2 fixtures for a double: 12 is normal, 13 is a double', () => {
    const twelve = [...normalRound(1), fixture(1, 1, 3), fixture(1, 2, 4)];
    expect(classifyGameweek(twelve, 20)).toBe('normal');
    expect(classifyGameweek([...twelve, fixture(1, 5, 7)], 20)).toBe('dgw');
  });

  it('needs fewer than teamCount − 2 teams playing for a blank: 18 is normal, 16 is a blank', () => {
    expect(classifyGameweek(normalRound(1).slice(0, 9), 20)).toBe('normal');
    expect(classifyGameweek(normalRound(1).slice(0, 8), 20)).toBe('bgw');
  });

  it('calls it a blank when both rules apply', () => {
    // 13 fixtures but only teams 1–16 play.
    const crowded = [
      ...normalRound(1, 16),
      fixture(1, 1, 3),
      fixture(1, 2, 4),
      fixture(1, 5, 7),
      fixture(1, 6, 8),
      fixture(1, 9, 11),
    ];
    expect(crowded).toHaveLength(13);
    expect(classifyGameweek(crowded, 20)).toBe('bgw');
  });

  it('calls an empty gameweek a blank', () => {
    expect(classifyGameweek([], 20)).toBe('bgw');
  });
});

describe('teamFixtureCounts', () => {
  it('counts each team’s fixtures in one gameweek only', () => {
    const fixtures = [...normalRound(1, 4), fixture(2, 1, 2), fixture(2, 1, 3)];
    const counts = teamFixtureCounts(fixtures, 2);
    expect(counts.get(1)).toBe(2);
    expect(counts.get(2)).toBe(1);
    expect(counts.has(4)).toBe(false);
  });

  it('gives 0 to teams without a fixture when the team list is given', () => {
    const counts = teamFixtureCounts([fixture(5, 1, 2)], 5, makeTeams(4));
    expect([...counts.entries()]).toEqual([
      [1, 1],
      [2, 1],
      [3, 0],
      [4, 0],
    ]);
  });
});

describe('fixtureCalendar', () => {
  it('covers current … current + span', () => {
    const calendar = fixtureCalendar(normalSeason(1, 38), 20, 10, 8);
    expect(calendar.map((entry) => entry.gameweek)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(calendar.every((entry) => entry.type === 'normal')).toBe(true);
  });

  it('never runs past the last gameweek', () => {
    const calendar = fixtureCalendar(normalSeason(1, 38), 20, 35);
    expect(calendar.map((entry) => entry.gameweek)).toEqual([35, 36, 37, 38]);
  });

  it('marks a gameweek where any club plays twice a double, as the double list does', () => {
    // GW36 of 2025-26: two clubs play twice, eleven fixtures; the whole-gameweek rule calls it normal.
    const fixtures = [...normalSeason(1, 3), ...normalRound(4), fixture(4, 1, 3)];
    expect(
      classifyGameweek(
        fixtures.filter((f) => f.event === 4),
        20,
      ),
    ).toBe('normal');
    expect(fixtureCalendar(fixtures, 20, 4, 0)).toEqual([{ gameweek: 4, type: 'dgw' }]);
  });

  it('marks a gameweek where one club has no fixture a blank, blank winning over a double', () => {
    const round = normalRound(4);
    const fixtures = [...normalSeason(1, 3), ...round.slice(1), fixture(4, 3, 5)];
    expect(fixtureCalendar(fixtures, 20, 4, 0)).toEqual([{ gameweek: 4, type: 'bgw' }]);
  });

  it('marks doubles and blanks', () => {
    const fixtures = [
      ...normalSeason(1, 3),
      ...normalRound(4).slice(0, 5),
      ...normalRound(5),
      fixture(5, 1, 3),
      fixture(5, 2, 4),
      fixture(5, 5, 7),
    ];
    expect(fixtureCalendar(fixtures, 20, 3, 2)).toEqual([
      { gameweek: 3, type: 'normal' },
      { gameweek: 4, type: 'bgw' },
      { gameweek: 5, type: 'dgw' },
    ]);
  });
});

describe('specialGameweeks', () => {
  it('lists a double for any team even when the gameweek as a whole is normal', () => {
    const fixtures = [...normalSeason(1, 9), ...normalRound(10).slice(1), fixture(10, 3, 5)];
    expect(
      classifyGameweek(
        fixtures.filter((f) => f.event === 10),
        20,
      ),
    ).toBe('normal');
    const { doubles, blanks } = specialGameweeks(fixtures, makeTeams(20), 8);
    expect(doubles).toEqual([{ gameweek: 10, teamIds: [3, 5] }]);
    expect(blanks).toEqual([{ gameweek: 10, teamIds: [1, 2] }]);
  });

  it('looks 12 gameweeks ahead by default and no further', () => {
    const fixtures = [...normalSeason(1, 38).filter((f) => f.event !== 14 || f.team_h !== 1)];
    expect(specialGameweeks(fixtures, makeTeams(20), 2).blanks).toEqual([{ gameweek: 14, teamIds: [1, 2] }]);
    expect(specialGameweeks(fixtures, makeTeams(20), 1).blanks).toEqual([]);
  });
});

function event(id: number, extra: Partial<FplEvent> = {}): FplEvent {
  return {
    id,
    name: `Gameweek ${id}`,
    deadline_time: '2026-08-21T17:30:00Z',
    finished: false,
    is_previous: false,
    is_current: false,
    is_next: false,
    ...extra,
  };
}

describe('nextGameweek and seasonLabel', () => {
  it('takes the gameweek marked next, else the first unfinished', () => {
    expect(nextGameweek([event(1, { finished: true }), event(2, { is_next: true }), event(3)])?.id).toBe(2);
    expect(nextGameweek([event(1, { finished: true }), event(2), event(3)])?.id).toBe(2);
    expect(nextGameweek([event(1, { finished: true })])).toBeUndefined();
  });

  it('labels the season from the first deadline', () => {
    expect(seasonLabel([event(1, { deadline_time: '2026-08-21T17:30:00Z' })])).toBe('2026/27');
    expect(seasonLabel([event(1, { deadline_time: '2099-08-15T17:30:00Z' })])).toBe('2099/00');
  });
});
