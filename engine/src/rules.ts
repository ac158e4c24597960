// The game's squad and transfer rules, each written once. The planners, the server's schemas, the CLI and the
// front ends all import these numbers; none of them repeats a literal.
import type { Position } from './types.js';

/** Players in an FPL squad. */
export const SQUAD_SIZE = 15;

/** FPL's squad: 2 goalkeepers, 5 defenders, 5 midfielders, 3 forwards. */
export const SQUAD_SHAPE: Readonly<Record<Position, number>> = { GKP: 2, DEF: 5, MID: 5, FWD: 3 };

/** Players in a starting XI. */
export const XI_SIZE = 11;

/** Players on the bench, in bench order (the first is the substitute goalkeeper). */
export const BENCH_SIZE = SQUAD_SIZE - XI_SIZE;

/** The ranges of each position in a legal starting XI: one goalkeeper, 3–5 defenders, 2–5 midfielders, 1–3 forwards. */
export const XI_LIMITS: Readonly<Record<Position, { readonly min: number; readonly max: number }>> = {
  GKP: { min: 1, max: 1 },
  DEF: { min: 3, max: 5 },
  MID: { min: 2, max: 5 },
  FWD: { min: 1, max: 3 },
};

/** The most players a squad may hold from one Premier League club. */
export const MAX_PER_CLUB = 3;

/** Points deducted for each transfer beyond the free ones (a "hit"). */
export const HIT_POINTS = 4;

/** The most free transfers a manager can bank (rolled over since 2024-25). */
export const MAX_FREE_TRANSFERS = 5;

/** The last gameweek of a Premier League season: 20 clubs, 38 matches each, one gameweek a round. */
export const LAST_GAMEWEEK = 38;

/**
 * How many gameweeks projections and transfer plans look ahead by default. Not a game rule: five weeks is where
 * the replay of past seasons stopped gaining from looking further.
 */
export const DEFAULT_HORIZON = 5;

/** FPL's fixture difficulty rating runs 1–5; 3 is an average opponent. */
export const AVERAGE_DIFFICULTY = 3;

/**
 * The lowest price, in millions, FPL has set a player at (3.5 in past seasons; 3.7 and 4.0 since): no selling
 * price is below it.
 */
export const MIN_PLAYER_PRICE = 3.5;

/**
 * The highest price, in millions, a squad player may carry when no player list is at hand to say the season's
 * dearest (a selling price is never above the player's current price).
 */
export const MAX_PLAYER_PRICE = 20;

/** FPL's bank: never below zero, and never more than the 100.0m every squad starts with. */
export const BANK_RANGE = { min: 0, max: 100 } as const;
