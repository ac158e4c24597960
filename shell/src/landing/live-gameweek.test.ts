import type { FplEvent, FplFixture, FplTeam } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import { formatDeadline, LiveDataError, liveGameweek } from './live-gameweek';

const event = (id: number, extra: Partial<FplEvent> = {}): FplEvent => ({
  id,
  name: `Gameweek ${id}`,
  deadline_time: `2026-08-${String(14 + id * 7).padStart(2, '0')}T17:30:00Z`,
  finished: false,
  is_previous: false,
  is_current: false,
  is_next: false,
  ...extra,
});
const team = (id: number, short: string): FplTeam => ({ id, code: id + 100, name: short, short_name: short });
const fixture = (id: number, kickoff: string, finished = false): FplFixture => ({
  id,
  event: 2,
  team_h: 1,
  team_a: 2,
  team_h_difficulty: 2,
  team_a_difficulty: 3,
  kickoff_time: kickoff,
  finished,
});

describe('live gameweek card data', () => {
  it('takes the gameweek marked next, the season and the upcoming fixtures grouped by day', () => {
    const bootstrap = {
      events: [event(1, { finished: true, is_current: true }), event(2, { is_next: true }), event(3)],
      teams: [team(1, 'ARS'), team(2, 'CHE')],
    };
    const fixtures = [
      fixture(12, '2026-08-30T15:30:00Z'),
      fixture(10, '2026-08-29T11:30:00Z'),
      fixture(11, '2026-08-29T14:00:00Z'),
      fixture(9, '2026-08-22T14:00:00Z', true),
    ];
    const view = liveGameweek(bootstrap, fixtures, Date.parse('2026-08-24T12:00:00Z'), 'UTC');
    expect(view.gameweekName).toBe('Gameweek 2');
    expect(view.season).toBe('2026/27');
    expect(view.days.map((d) => [d.date, d.fixtures.map((f) => f.id)])).toEqual([
      ['2026-08-29', [10, 11]],
      ['2026-08-30', [12]],
    ]);
    expect(view.teams.get(2)?.short_name).toBe('CHE');
  });

  it("says 'No upcoming gameweek found' when the season is over", () => {
    const bootstrap = { events: [event(1, { finished: true })], teams: [] };
    expect(() => liveGameweek(bootstrap, [], 0)).toThrow(new LiveDataError('No upcoming gameweek found'));
  });

  it('formats the deadline in the long local format', () => {
    expect(formatDeadline('2026-08-28T17:30:00Z', 'en-GB', 'UTC')).toMatch(
      /^Friday,? 28 August 2026 at 17:30$/,
    );
  });
});
