import {
  type BootstrapStatic,
  type FixtureDay,
  type FplFixture,
  type FplTeam,
  groupFixturesByDate,
  nextGameweek,
  seasonLabel,
} from '@fpl-assistant/engine';
import { MESSAGES } from '@fpl-assistant/engine/app';

/** What the live gameweek card shows (spec §2 "Live gameweek card"). */
export interface LiveGameweek {
  gameweekId: number;
  gameweekName: string;
  season: string;
  /** ISO deadline. */
  deadline: string;
  days: FixtureDay[];
  teams: ReadonlyMap<number, FplTeam>;
}

export class LiveDataError extends Error {
  override name = 'LiveDataError';
}

/** The next gameweek from bootstrap-static; throws 'No upcoming gameweek found' when there is none. */
export function upcomingGameweek(bootstrap: Pick<BootstrapStatic, 'events'>) {
  const next = nextGameweek(bootstrap.events);
  if (!next) throw new LiveDataError(MESSAGES.noUpcomingGameweek);
  return next;
}

export function liveGameweek(
  bootstrap: Pick<BootstrapStatic, 'events' | 'teams'>,
  fixtures: readonly FplFixture[],
  now: Date | number,
  timeZone?: string,
): LiveGameweek {
  const next = upcomingGameweek(bootstrap);
  return {
    gameweekId: next.id,
    gameweekName: next.name,
    season: seasonLabel(bootstrap.events),
    deadline: next.deadline_time,
    days: groupFixturesByDate(fixtures, now, timeZone),
    teams: new Map(bootstrap.teams.map((team) => [team.id, team])),
  };
}

/** 'Saturday, 29 August 2026 at 12:30' style: the deadline in the visitor's long local format. */
export function formatDeadline(iso: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** A fixture day heading from its YYYY-MM-DD local date. */
export function formatFixtureDay(date: string, locale?: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1),
  );
}

export function formatKickoff(iso: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}
