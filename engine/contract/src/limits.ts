// The bounds of a squad the API accepts, from the engine's rules where the game sets them. No zod here, so a
// front end that only shows or checks a limit does not bundle the schema library.
import { BENCH_SIZE, LAST_GAMEWEEK, MAX_FREE_TRANSFERS, SQUAD_SIZE } from '@fpl-assistant/engine';

/** The bounds of each field of a squad (ExtractedTeamData) the API accepts. */
export const SQUAD_CONTRACT_LIMITS = {
  /** Players in a squad: at most a full squad; a reviewed squad has at least one. */
  players: { min: 1, max: SQUAD_SIZE },
  /** A gameweek of the season. */
  gameweek: { min: 1, max: LAST_GAMEWEEK },
  /** Free transfers at the deadline. */
  freeTransfers: { min: 0, max: MAX_FREE_TRANSFERS },
  /** Bench order: 1 is the substitute goalkeeper. */
  benchOrder: { min: 1, max: BENCH_SIZE },
  /** £m in the bank; negative when the squad costs more than the budget. */
  bank: { min: -100, max: 200 },
  /** £m, a player's price: far above any real one, so only nonsense is refused. */
  price: { min: 0, max: 50 },
  /** £m, the squad's value. */
  teamValue: { min: 0, max: 300 },
  /** An FPL team id of the season (20 clubs, room for renumbering). */
  teamId: { min: 1, max: 40 },
  /** Characters of a player's name, a club code, a fixture text. */
  nameLength: 100,
  clubLength: 40,
  fixtureLength: 100,
} as const;
