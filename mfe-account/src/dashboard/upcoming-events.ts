import {
  type BootstrapStatic,
  type FplFixture,
  nextGameweek,
  type SpecialGameweek,
  specialGameweeks,
} from '@fpl-assistant/engine';

/** Spec §2: the dashboard keeps doubles and blanks within the current gameweek to +5. */
export const DASHBOARD_EVENTS_SPAN = 5;

export interface GameweekNotice {
  gameweek: number;
  /** Club short names, e.g. ['ARS', 'LIV']. */
  teams: string[];
}

export interface UpcomingEvents {
  doubles: GameweekNotice[];
  blanks: GameweekNotice[];
}

/** The gameweek being played now, or the next one before the season starts. */
export function currentGameweek(events: BootstrapStatic['events']): number | undefined {
  return events.find((event) => event.is_current)?.id ?? nextGameweek(events)?.id;
}

/** Doubles and blanks from the current gameweek to +5, with club short names; empty lists when none. */
export function upcomingEvents(
  bootstrap: Pick<BootstrapStatic, 'events' | 'teams'>,
  fixtures: readonly FplFixture[],
): UpcomingEvents {
  const current = currentGameweek(bootstrap.events);
  if (current === undefined) return { doubles: [], blanks: [] };
  const shortName = new Map(bootstrap.teams.map((team) => [team.id, team.short_name]));
  const notice = ({ gameweek, teamIds }: SpecialGameweek): GameweekNotice => ({
    gameweek,
    teams: teamIds.map((id) => shortName.get(id) ?? `#${id}`),
  });
  const { doubles, blanks } = specialGameweeks(fixtures, bootstrap.teams, current, DASHBOARD_EVENTS_SPAN);
  return { doubles: doubles.map(notice), blanks: blanks.map(notice) };
}
