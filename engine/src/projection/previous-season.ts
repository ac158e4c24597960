// Last season as the prior for this one: each player's season totals, taken from the previous season's
// end-of-season bootstrap-static (or vaastav's players_raw.csv, the same fields flattened, or the last season
// of each player's element-summary `history_past`), keyed by the player's stable `code`.

import { LAST_GAMEWEEK } from '../rules.js';
import type { PreviousSeasonPlayer, ProjectionInput } from './types.js';

/** Matches a Premier League club plays in a season: one a gameweek. */
export const SEASON_MATCHES = LAST_GAMEWEEK;

/**
 * An element of the previous season's end-of-season bootstrap-static; a whole `FplElement` fits, and so does
 * a players_raw.csv row, whose numbers arrive as strings, or a row of `/element-summary/{id}/` `history_past`,
 * which names the code `element_code`.
 */
export type PreviousSeasonElement = ({ code: number | string } | { element_code: number | string }) & {
  minutes: number | string;
  [stat: string]: unknown;
};

function stat(element: PreviousSeasonElement, key: string): number | undefined {
  const value = element[key];
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value));
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Season totals per player from the previous season's elements. Fields a season did not record fall back
 * on what it did: starts on full matches of minutes (before 2022-23), xG and xA on goals and assists;
 * defensive contributions stay absent (before 2025-26) so the model does not read them as zero.
 */
export function previousSeasonFromElements(
  elements: readonly PreviousSeasonElement[],
  clubMatches = SEASON_MATCHES,
): PreviousSeasonPlayer[] {
  const players: PreviousSeasonPlayer[] = [];
  for (const e of elements) {
    const code = stat(e, 'code') ?? stat(e, 'element_code');
    if (code === undefined) continue;
    const minutes = stat(e, 'minutes') ?? 0;
    const goalsScored = stat(e, 'goals_scored') ?? 0;
    const assists = stat(e, 'assists') ?? 0;
    const player: PreviousSeasonPlayer = {
      code,
      clubMatches,
      minutes,
      starts: Math.min(clubMatches, stat(e, 'starts') ?? Math.floor(minutes / 90)),
      goalsScored,
      assists,
      expectedGoals: stat(e, 'expected_goals') ?? goalsScored,
      expectedAssists: stat(e, 'expected_assists') ?? assists,
      bonus: stat(e, 'bonus') ?? 0,
      saves: stat(e, 'saves') ?? 0,
      yellowCards: stat(e, 'yellow_cards') ?? 0,
      redCards: stat(e, 'red_cards') ?? 0,
    };
    const defcon = stat(e, 'defensive_contribution');
    if (defcon !== undefined) player.defensiveContribution = defcon;
    players.push(player);
  }
  return players;
}

/** What the model reads of last season: each element's totals, and how far this season has moved on. */
export interface LastSeason {
  /** Each element's previous season, by element id. */
  players: ReadonlyMap<number, PreviousSeasonPlayer>;
  /** Matches each club has finished before the projected gameweek: last season fades with each. */
  clubMatches: ReadonlyMap<number, number>;
}

export const NO_LAST_SEASON: LastSeason = { players: new Map(), clubMatches: new Map() };

/**
 * Each element's previous season, matched by `code` (elements without one, or without a code, have none), and
 * each club's finished matches before the gameweek.
 */
export function lastSeasonOf(
  input: Pick<ProjectionInput, 'elements' | 'fixtures' | 'gameweek' | 'previousSeason'>,
): LastSeason {
  if (!input.previousSeason || input.previousSeason.length === 0) return NO_LAST_SEASON;
  const byCode = new Map(input.previousSeason.map((p) => [p.code, p]));
  const players = new Map<number, PreviousSeasonPlayer>();
  for (const e of input.elements) {
    const p = e.code === undefined ? undefined : byCode.get(e.code);
    if (p) players.set(e.id, p);
  }
  const clubMatches = new Map<number, number>();
  for (const f of input.fixtures) {
    if (f.event === null || f.event >= input.gameweek || !f.finished) continue;
    for (const team of [f.team_h, f.team_a]) clubMatches.set(team, (clubMatches.get(team) ?? 0) + 1);
  }
  return { players, clubMatches };
}
