import {
  type ExtractedTeamData,
  formationOf,
  type Player,
  POSITIONS,
  pitchRows,
  type SquadPlanParts,
  squadAfterTransfers,
  type TeamRef,
  XI_SIZE,
} from '@fpl-assistant/engine';

export interface Lineup {
  formation: string;
  /** Goalkeeper, defenders, midfielders, forwards (engine pitchRows). */
  rows: Player[][];
  bench: Player[];
  captain: string;
  viceCaptain: string;
}

/**
 * The squad the plan fields, as a pitch: the engine's squad after the recommended transfers (a player bought
 * takes the seat of the one sold), the plan's XI in its own shape, the bench in order, captain and vice.
 * Without a recommended XI (a saved plan of an older shape), the squad's own.
 */
export function buildLineup(
  extracted: Pick<ExtractedTeamData, 'players' | 'formation'>,
  plan: SquadPlanParts,
  teams: readonly TeamRef[] = [],
): Lineup {
  const squad = squadAfterTransfers(extracted.players, plan, teams);
  const starters = squad.filter((p) => p.isStarter);
  const formation = starters.length === XI_SIZE ? formationOf(starters) : extracted.formation;
  const rows = safePitchRows(squad, formation);
  const onPitch = new Set(rows.flat());
  const bench = squad
    .filter((p) => !onPitch.has(p))
    .sort((a, b) => (a.benchOrder ?? 99) - (b.benchOrder ?? 99));
  return {
    formation,
    rows,
    bench,
    captain: squad.find((p) => p.isCaptain)?.name ?? plan.captain?.player ?? '',
    viceCaptain: squad.find((p) => p.isViceCaptain)?.name ?? plan.viceCaptain?.player ?? '',
  };
}

/** pitchRows, or for an unreadable/illegal formation simply the starters by position, so a pitch always shows. */
function safePitchRows(players: Player[], formation: string): Player[][] {
  try {
    return pitchRows(players, formation);
  } catch {
    const starters = players.filter((p) => p.isStarter);
    return POSITIONS.map((position) => starters.filter((p) => p.position === position));
  }
}
