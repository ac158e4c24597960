// Small hand-made fixtures for the engine's unit tests (never real Premier League data).
import type { FplFixture, FplTeam } from './fpl-api.js';
import { type ExtractedTeamData, type Player, type Position, SQUAD_POSITIONS } from './types.js';

export const TEAM_CODES = ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'GGG', 'HHH', 'III', 'JJJ'] as const;

/** `count` clubs with ids 1…count and short names AAA, BBB, … (T11… beyond ten). */
export function makeTeams(count = 20): FplTeam[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    code: 100 + i,
    name: `Club ${i + 1}`,
    short_name: TEAM_CODES[i] ?? `T${i + 1}`,
  }));
}

let nextFixtureId = 1;

export function fixture(
  event: number | null,
  home: number,
  away: number,
  extra: Partial<FplFixture> = {},
): FplFixture {
  return {
    id: nextFixtureId++,
    event,
    team_h: home,
    team_a: away,
    team_h_difficulty: 3,
    team_a_difficulty: 3,
    kickoff_time: '2026-01-01T15:00:00Z',
    finished: false,
    ...extra,
  };
}

/** A full round: teams 1–2, 3–4, … each play once. */
export function normalRound(event: number, teamCount = 20): FplFixture[] {
  return Array.from({ length: teamCount / 2 }, (_, i) => fixture(event, 2 * i + 1, 2 * i + 2));
}

/** A season of normal rounds for gameweeks first…last. */
export function normalSeason(first: number, last: number, teamCount = 20): FplFixture[] {
  const all: FplFixture[] = [];
  for (let gw = first; gw <= last; gw++) all.push(...normalRound(gw, teamCount));
  return all;
}

export function player(id: number, position: Position, team: string, extra: Partial<Player> = {}): Player {
  return {
    id,
    name: `Player ${id}`,
    team,
    position,
    price: 5,
    isStarter: true,
    isCaptain: false,
    isViceCaptain: false,
    ...extra,
  };
}

/** A legal 15 (2/5/5/3) spread over clubs AAA…JJJ as given, starters in a 3-4-3 with bench GK, DEF, DEF, MID. */
export function squad(teamsByIndex: readonly string[] = [], gameweek = 15): ExtractedTeamData {
  const positions = SQUAD_POSITIONS;
  const bench = new Set([1, 5, 6, 11]);
  const players = positions.map((position, i) =>
    player(i + 1, position, teamsByIndex[i] ?? TEAM_CODES[i % TEAM_CODES.length] ?? 'AAA', {
      isStarter: !bench.has(i),
      isCaptain: i === 12,
      isViceCaptain: i === 10,
    }),
  );
  return { gameweek, freeTransfers: 1, budget: 0.5, formation: '3-4-3', players };
}
