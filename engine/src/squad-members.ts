// Ties a reviewed squad to bootstrap-static: every player the analysis names must exist in the data.
import { EngineError } from './errors.js';
import type { FplElement, FplTeam } from './fpl-api.js';
import type { Player } from './types.js';

/** A squad player matched to his FPL element. */
export interface SquadMember {
  player: Player;
  element: FplElement;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/**
 * How a squad player is found in bootstrap-static: by element id when the name agrees, else by the one element
 * of that name and club. Undefined when neither settles who he is.
 */
export function elementFinder(
  elements: readonly FplElement[],
  teams: readonly FplTeam[],
): (player: Pick<Player, 'id' | 'name' | 'team' | 'teamId'>) => FplElement | undefined {
  const byId = new Map(elements.map((e) => [e.id, e]));
  const teamIdOf = new Map(teams.map((t) => [t.short_name.toUpperCase(), t.id]));
  return (player) => {
    const element = byId.get(player.id);
    if (element && fold(element.web_name) === fold(player.name)) return element;
    const teamId = player.teamId ?? teamIdOf.get(player.team.trim().toUpperCase());
    const byName = elements.filter(
      (e) => fold(e.web_name) === fold(player.name) && (teamId === undefined || e.team === teamId),
    );
    return byName.length === 1 ? byName[0] : element;
  };
}

/**
 * Each player by element id (the id the review screen stores), else by a unique name-and-club match. Throws
 * an EngineError naming every player it cannot find: the analysis never guesses who a player is.
 */
export function resolveSquad(
  players: readonly Player[],
  elements: readonly FplElement[],
  teams: readonly FplTeam[],
): SquadMember[] {
  const find = elementFinder(elements, teams);
  const members: SquadMember[] = [];
  const missing: string[] = [];
  for (const player of players) {
    const element = find(player);
    if (element) members.push({ player, element });
    else missing.push(`${player.name} (${player.team}, id ${player.id})`);
  }
  if (missing.length > 0) {
    // The manager reads this on the results step: say what to do, not only what is wrong.
    throw new EngineError(
      `Not in this season's player list: ${missing.join(', ')}. Choose them again from the player list on the review page.`,
    );
  }
  const seen = new Set<number>();
  for (const m of members) {
    if (seen.has(m.element.id))
      throw new EngineError(
        `${m.element.web_name} is in the squad twice. Replace one of them on the review page.`,
      );
    seen.add(m.element.id);
  }
  return members;
}
