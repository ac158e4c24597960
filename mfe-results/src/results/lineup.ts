import {
  type ExtractedTeamData,
  formationOf,
  type Player,
  pitchRows,
  type Recommendations,
} from '@fpl-assistant/engine';

export interface Lineup {
  formation: string;
  /** Goalkeeper, defenders, midfielders, forwards (engine pitchRows). */
  rows: Player[][];
  bench: Player[];
  captain: string;
  viceCaptain: string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The recommended XI and bench as squad players: names resolve against the squad after the recommended
 * transfers (a player bought takes the position of the one sold). Without a recommended XI, the squad's own.
 */
export function buildLineup(extracted: ExtractedTeamData, recommendations: Recommendations): Lineup {
  const squad = extracted.players.map((player) => ({ ...player }));
  for (const transfer of recommendations.transfers) {
    const index = squad.findIndex((p) => sameName(p.name, transfer.playerOut));
    const out = squad[index];
    if (!out) continue;
    squad[index] = {
      ...out,
      id: transfer.playerInId ?? -1 - index,
      name: transfer.playerIn,
      team: transfer.playerInTeam,
      teamId: undefined,
      price: out.price + transfer.cost,
      // No fixture: the pitch then shows the price, as for every other player (one fixture among prices
      // read as a mistake).
      fixture: undefined,
      form: undefined,
    };
  }
  const byName = (name: string) => squad.find((p) => sameName(p.name, name));
  const recommendedXI = recommendations.startingXI.map(byName).filter((p): p is Player => p !== undefined);
  const useRecommended = recommendedXI.length === 11;
  const starters = useRecommended ? recommendedXI : squad.filter((p) => p.isStarter);
  const starterSet = new Set(starters);
  const lineup = squad.map((p) => ({ ...p, isStarter: starterSet.has(p) }));
  // Keep the recommended order within each line, as pitchRows keeps squad order.
  const ordered = [
    ...starters.map((s) => lineup[squad.indexOf(s)] as Player),
    ...lineup.filter((p) => !p.isStarter),
  ];
  const formation = useRecommended ? formationOf(starters) : extracted.formation;
  const rows = safePitchRows(ordered, formation);
  const onPitch = new Set(rows.flat().map((p) => p.name));
  const benchByName = recommendations.bench.map(byName).filter((p): p is Player => p !== undefined);
  const rest = ordered
    .filter((p) => !onPitch.has(p.name) && !benchByName.some((b) => b.name === p.name))
    .sort((a, b) => (a.benchOrder ?? 99) - (b.benchOrder ?? 99));
  const bench = [...benchByName.filter((p) => !onPitch.has(p.name)), ...rest];
  return {
    formation,
    rows,
    bench,
    captain: recommendations.captain.player,
    viceCaptain: recommendations.viceCaptain.player,
  };
}

/** pitchRows, or for an unreadable/illegal formation simply the starters by position, so a pitch always shows. */
function safePitchRows(players: Player[], formation: string): Player[][] {
  try {
    return pitchRows(players, formation);
  } catch {
    const starters = players.filter((p) => p.isStarter);
    return (['GKP', 'DEF', 'MID', 'FWD'] as const).map((position) =>
      starters.filter((p) => p.position === position),
    );
  }
}
