// Squads made from real FPL data for the real-data tests and benches: a bootstrap element as a reviewed squad
// player (now_cost as selling price), and a manager's /entry/{id}/event/{gw}/picks/ as a squad.
import type { BootstrapStatic, ExtractedTeamData, FplElement, Player } from '../src/index.js';
import { toPlayerPosition } from '../src/index.js';

export interface Picks {
  picks: { element: number; position: number; is_captain?: boolean }[];
}

export function playerOf(
  bootstrap: Pick<BootstrapStatic, 'teams'>,
  e: FplElement,
  extra: Partial<Player> = {},
): Player {
  return {
    id: e.id,
    name: e.web_name,
    team: bootstrap.teams.find((t) => t.id === e.team)?.short_name ?? '',
    position: toPlayerPosition(e.element_type),
    price: e.now_cost / 10,
    isStarter: true,
    isCaptain: false,
    isViceCaptain: false,
    ...extra,
  };
}

/** The picks as a squad for `gameweek`: 1 free transfer, nothing in the bank, starters from the positions. */
export function squadFromPicks(
  bootstrap: BootstrapStatic,
  picks: Picks,
  gameweek: number,
): ExtractedTeamData {
  const byId = new Map(bootstrap.elements.map((e) => [e.id, e]));
  const players = picks.picks.flatMap((p) => {
    const e = byId.get(p.element);
    return e
      ? [playerOf(bootstrap, e, { isStarter: p.position <= 11, isCaptain: p.is_captain ?? false })]
      : [];
  });
  return { gameweek, freeTransfers: 1, budget: 0, bank: 0, formation: '3-4-3', players };
}
