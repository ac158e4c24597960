import type { FplTeam } from './fpl-api.js';
import type { Player } from './types.js';

export type TeamRef = Pick<FplTeam, 'id' | 'short_name'> & Partial<Pick<FplTeam, 'name'>>;

/** The FPL team id of a squad player: its own teamId, else its three-letter club code looked up in `teams`. */
export function playerTeamId(player: Player, teams: readonly TeamRef[] = []): number | undefined {
  if (player.teamId !== undefined) return player.teamId;
  const code = player.team.trim().toUpperCase();
  return teams.find((team) => team.short_name.toUpperCase() === code)?.id;
}

export function teamShortName(teamId: number, teams: readonly TeamRef[] = []): string {
  return teams.find((team) => team.id === teamId)?.short_name ?? `Team ${teamId}`;
}
