import {
  type FplFixture,
  type FplTeam,
  type GameweekFixture,
  type Player,
  playerTeamId,
  teamGameweekFixtures,
} from '@fpl-assistant/engine';
import { type FixtureLabel, labelFixtures, parseFixtureText } from './fixture-difficulty';

// A blank or two can push a team's next five fixtures past five gameweeks.
const LOOK_AHEAD_GAMEWEEKS = 8;

export type FixturesOf = (teamCode: string, texts: readonly string[]) => FixtureLabel[];

/**
 * A pitch player's fixtures in the plan's gameweek from the FPL fixture list: two in a double, none in a blank;
 * undefined while the list is loading or when it cannot be had (never the screenshot's text in its place).
 */
export type PitchFixturesOf = (player: Player) => readonly GameweekFixture[] | undefined;

export const NO_PITCH_FIXTURES: PitchFixturesOf = () => undefined;

/** PitchFixturesOf over the FPL fixture list: the player's club by team id, else by its three-letter code. */
export function pitchFixturesFrom(
  fixtures: readonly FplFixture[],
  teams: readonly FplTeam[],
  gameweek: number,
): PitchFixturesOf {
  const byTeam = teamGameweekFixtures(fixtures, gameweek, teams);
  return (player) => {
    const teamId = playerTeamId(player, teams);
    return teamId === undefined ? undefined : (byTeam.get(teamId) ?? []);
  };
}

/** Each club's fixtures from `fromGameweek` on, in gameweek order, keyed by its three-letter code. */
export function upcomingByTeam(
  fixtures: readonly FplFixture[],
  teams: readonly FplTeam[],
  fromGameweek: number,
): Map<string, GameweekFixture[]> {
  const byCode = new Map<string, GameweekFixture[]>();
  for (let gw = fromGameweek; gw < fromGameweek + LOOK_AHEAD_GAMEWEEKS; gw++) {
    for (const [teamId, list] of teamGameweekFixtures(fixtures, gw, teams)) {
      const code = teams.find((team) => team.id === teamId)?.short_name.toUpperCase();
      if (code) byCode.set(code, [...(byCode.get(code) ?? []), ...list]);
    }
  }
  return byCode;
}

/** Difficulty-coloured labels from the fixture list; uncoloured when the club or fixture is unknown. */
export function fixturesOfFrom(upcoming: Map<string, GameweekFixture[]> | null): FixturesOf {
  return (teamCode, texts) =>
    upcoming
      ? labelFixtures(texts, upcoming.get(teamCode.trim().toUpperCase()) ?? [])
      : texts.map((text) => ({ text, ...parseFixtureText(text), difficulty: null }));
}
