import type { FplTeam } from './fpl-api.js';
import type { Player } from './types.js';

/** The fields of an FPL team the squad helpers need: id, short name, optionally the name. */
export type TeamRef = Pick<FplTeam, 'id' | 'short_name'> & Partial<Pick<FplTeam, 'name'>>;

/** The FPL team id of a squad player: its own teamId, else its three-letter club code looked up in `teams`. */
export function playerTeamId(player: Player, teams: readonly TeamRef[] = []): number | undefined {
  if (player.teamId !== undefined) return player.teamId;
  const code = player.team.trim().toUpperCase();
  return teams.find((team) => team.short_name.toUpperCase() === code)?.id;
}

/** The three-letter code of an FPL team id, e.g. 1 → `ARS`. */
export function teamShortName(teamId: number, teams: readonly TeamRef[] = []): string {
  return teams.find((team) => team.id === teamId)?.short_name ?? `Team ${teamId}`;
}
