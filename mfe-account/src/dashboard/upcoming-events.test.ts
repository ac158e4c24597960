import type { FplEvent, FplFixture, FplTeam } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import { upcomingEvents } from './upcoming-events';

const teams = [1, 2, 3, 4].map(
  (id) => ({ id, code: id, name: `Team ${id}`, short_name: `T${id}` }) as FplTeam,
);
const event = (id: number, flags: Partial<FplEvent> = {}): FplEvent => ({
  id,
  name: `Gameweek ${id}`,
  deadline_time: '2026-01-01T11:00:00Z',
  finished: false,
  is_previous: false,
  is_current: false,
  is_next: false,
  ...flags,
});
let nextId = 1;
const fixture = (gameweek: number, home: number, away: number): FplFixture => ({
  id: nextId++,
  event: gameweek,
  team_h: home,
  team_a: away,
  team_h_difficulty: 3,
  team_a_difficulty: 3,
  kickoff_time: null,
  finished: false,
});

/** Every gameweek 10–20 normal (1v2, 3v4) except 12 (team 1 twice, team 4 blank) and 18 (out of range). */
function season(): FplFixture[] {
  const fixtures: FplFixture[] = [];
  for (let gw = 10; gw <= 20; gw++) {
    if (gw === 12) fixtures.push(fixture(gw, 1, 2), fixture(gw, 1, 3));
    else if (gw === 18) fixtures.push(fixture(gw, 1, 2));
    else fixtures.push(fixture(gw, 1, 2), fixture(gw, 3, 4));
  }
  return fixtures;
}

describe('upcomingEvents', () => {
  it('lists doubles and blanks from the current gameweek to +5 with short names', () => {
    const events = [event(10, { is_current: true }), event(11, { is_next: true })];
    expect(upcomingEvents({ events, teams }, season())).toEqual({
      doubles: [{ gameweek: 12, teams: ['T1'] }],
      blanks: [{ gameweek: 12, teams: ['T4'] }],
    });
  });

  it('reaches gameweek 18 once it is within five of the current one', () => {
    const events = [event(13, { is_current: true })];
    expect(upcomingEvents({ events, teams }, season()).blanks).toEqual([
      { gameweek: 18, teams: ['T3', 'T4'] },
    ]);
  });

  it('is empty without a current or next gameweek', () => {
    expect(upcomingEvents({ events: [event(1, { finished: true })], teams }, season())).toEqual({
      doubles: [],
      blanks: [],
    });
  });
});
