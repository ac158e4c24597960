import type { FplEvent, FplFixture } from './fpl-api.js';
import { LAST_GAMEWEEK } from './rules.js';
import type { CalendarEntry, GameweekType } from './types.js';

/** A double or blank gameweek and the clubs that play twice (or not at all) in it. */
export interface SpecialGameweek {
  gameweek: number;
  teamIds: number[];
}

/**
 * A gameweek is blank if fewer than teamCount − 2 distinct teams play, double if more than teamCount / 2 + 2
 * fixtures; blank wins when both apply. `fixtures` are the fixtures of one gameweek.
 */
export function classifyGameweek(fixtures: readonly FplFixture[], teamCount: number): GameweekType {
  const playing = new Set<number>();
  for (const fixture of fixtures) {
    playing.add(fixture.team_h);
    playing.add(fixture.team_a);
  }
  if (playing.size < teamCount - 2) return 'bgw';
  if (fixtures.length > teamCount / 2 + 2) return 'dgw';
  return 'normal';
}

/** Team id → number of fixtures in `gameweek` (0 a blank, 2 a double). With `teams`, absent teams count 0. */
export function teamFixtureCounts(
  fixtures: readonly FplFixture[],
  gameweek: number,
  teams?: readonly { id: number }[],
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const team of teams ?? []) counts.set(team.id, 0);
  for (const fixture of fixtures) {
    if (fixture.event !== gameweek) continue;
    counts.set(fixture.team_h, (counts.get(fixture.team_h) ?? 0) + 1);
    counts.set(fixture.team_a, (counts.get(fixture.team_a) ?? 0) + 1);
  }
  return counts;
}

/** The fixtures scheduled in one gameweek. */
export function fixturesOfGameweek(fixtures: readonly FplFixture[], gameweek: number): FplFixture[] {
  return fixtures.filter((fixture) => fixture.event === gameweek);
}

/** The last gameweek any fixture is scheduled in (38 when the data has none). */
export function lastGameweek(fixtures: readonly FplFixture[]): number {
  let last = 0;
  for (const fixture of fixtures) if (fixture.event !== null && fixture.event > last) last = fixture.event;
  return last || LAST_GAMEWEEK;
}

/**
 * The calendar's type of each gameweek currentGw … currentGw + span, never past the season's last: a blank when
 * any club has no fixture, else a double when any club plays twice (blank wins when both apply). It names the
 * same gameweeks as the Chips tab's double and blank lists (specialGameweeks), so a gameweek the tab lists as a
 * double for two clubs is never "normal" beside it; classifyGameweek keeps the whole-gameweek thresholds.
 */
export function fixtureCalendar(
  fixtures: readonly FplFixture[],
  teamCount: number,
  currentGw: number,
  span = 8,
): CalendarEntry[] {
  const end = Math.min(currentGw + span, lastGameweek(fixtures));
  const calendar: CalendarEntry[] = [];
  for (let gameweek = currentGw; gameweek <= end; gameweek++) {
    const counts = teamFixtureCounts(fixtures, gameweek);
    const blank = counts.size < teamCount;
    const double = [...counts.values()].some((n) => n >= 2);
    calendar.push({ gameweek, type: blank ? 'bgw' : double ? 'dgw' : 'normal' });
  }
  return calendar;
}

/**
 * Doubles and blanks per team over currentGw … currentGw + span. A gameweek is listed when any team has
 * two fixtures (double) or none (blank), even if the gameweek as a whole classifies as normal.
 */
export function specialGameweeks(
  fixtures: readonly FplFixture[],
  teams: readonly { id: number }[],
  currentGw: number,
  span = 12,
): { doubles: SpecialGameweek[]; blanks: SpecialGameweek[] } {
  const doubles: SpecialGameweek[] = [];
  const blanks: SpecialGameweek[] = [];
  const end = Math.min(currentGw + span, lastGameweek(fixtures));
  for (let gameweek = currentGw; gameweek <= end; gameweek++) {
    const counts = teamFixtureCounts(fixtures, gameweek, teams);
    const doubleIds: number[] = [];
    const blankIds: number[] = [];
    for (const [teamId, count] of counts) {
      if (count >= 2) doubleIds.push(teamId);
      else if (count === 0) blankIds.push(teamId);
    }
    if (doubleIds.length > 0) doubles.push({ gameweek, teamIds: doubleIds.sort((a, b) => a - b) });
    if (blankIds.length > 0) blanks.push({ gameweek, teamIds: blankIds.sort((a, b) => a - b) });
  }
  return { doubles, blanks };
}

/** The gameweek whose deadline is next: the one marked is_next, else the first unfinished one. */
export function nextGameweek(events: readonly FplEvent[]): FplEvent | undefined {
  return events.find((event) => event.is_next) ?? events.find((event) => !event.finished);
}

/** The gameweek a squad is being planned for: next if there is one, else the current (season over). */
export function planningGameweek(events: readonly FplEvent[]): number | undefined {
  return nextGameweek(events)?.id ?? events.find((event) => event.is_current)?.id;
}

/** '2026/27' from the first gameweek's deadline (seasons start in August). */
export function seasonLabel(events: readonly FplEvent[]): string {
  const first = events.find((event) => event.id === 1) ?? events[0];
  if (!first) return '';
  const start = new Date(first.deadline_time);
  const year = start.getUTCMonth() >= 6 ? start.getUTCFullYear() : start.getUTCFullYear() - 1;
  return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}
