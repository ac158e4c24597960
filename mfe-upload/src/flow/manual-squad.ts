import {
  type ExtractedTeamData,
  FormationError,
  parseFormation,
  type SquadField,
} from '@fpl-assistant/engine';
import { FALLBACK_GAMEWEEK } from './extract-squad';

/** A formation to start a hand-built XI from; the manager can change it, the analysis picks its own XI. */
const MANUAL_FORMATION = '4-4-2';

/**
 * The squad a manager entering the team by hand starts from: no players, the gameweek being planned, one free
 * transfer and nothing in the bank. None of these was read, so each is flagged for the review (the gameweek
 * too when the live data could not say which it is).
 */
export function emptySquad(gameweek: number | undefined): ExtractedTeamData {
  const lowConfidenceFields: SquadField[] =
    gameweek === undefined ? ['gameweek', 'freeTransfers', 'bank'] : ['freeTransfers', 'bank'];
  return {
    gameweek: gameweek ?? FALLBACK_GAMEWEEK,
    freeTransfers: 1,
    budget: 0,
    bank: 0,
    formation: MANUAL_FORMATION,
    players: [],
    lowConfidenceFields,
  };
}

/**
 * What /confirm opens with after a failed read: the squad as far as it was read, else an empty one. It is planned
 * for the next deadline (`gameweek`), whatever gameweek the screenshot showed: a read header can be an old one.
 * Only when the next deadline is unknown does the read gameweek stay, flagged. A partial read has too few
 * starters for a formation ('0-0-0'), so it starts from the hand-built default instead.
 */
export function squadAfterFailure(
  partial: ExtractedTeamData | null | undefined,
  gameweek: number | undefined,
): ExtractedTeamData {
  if (!partial) return emptySquad(gameweek);
  const flags = new Set<SquadField>(partial.lowConfidenceFields ?? []);
  if (gameweek === undefined) flags.add('gameweek');
  else flags.delete('gameweek');
  const { lowConfidenceFields: _read, ...rest } = partial;
  const squad: ExtractedTeamData = {
    ...rest,
    gameweek: gameweek ?? partial.gameweek,
    ...(flags.size > 0 ? { lowConfidenceFields: [...flags] } : {}),
  };
  try {
    parseFormation(squad.formation);
    return squad;
  } catch (err) {
    if (!(err instanceof FormationError)) throw err;
    return { ...squad, formation: MANUAL_FORMATION };
  }
}
