// The manager's own rules for a decision: players kept or never bought, transfers booked, chips fixed to a
// gameweek or forbidden, a captain fixed for a gameweek, hits and the most transfers a week. Element ids
// throughout; gameweeks are FPL's.
import type { ChipFamily } from '../chips/index.js';
import { EngineError } from '../errors.js';

/**
 * A transfer the manager has booked in `gameweek`: sell `out` and buy `in` (the same position), or one side
 * only, the planner choosing the other: `in` alone buys him for a player of his position the planner picks,
 * `out` alone sells him for a player the planner picks. At least one is given.
 */
export interface BookedTransfer {
  gameweek: number;
  in?: number;
  out?: number;
}

/** A player and the gameweek a one-week rule names. */
export interface PlayerGameweek {
  player: number;
  gameweek: number;
}

/** A chip the manager has fixed to a gameweek. */
export interface FixedChip {
  family: ChipFamily;
  gameweek: number;
}

/** A captain the manager has fixed for a gameweek. */
export interface FixedCaptain {
  gameweek: number;
  player: number;
}

/** The manager's rules; every field optional, none given is the free plan. */
export interface ManagerConstraints {
  /** Owned players kept for the whole horizon. */
  locked?: number[];
  /** Owned players kept up to and including the gameweek named (free to sell after it). */
  lockedThrough?: PlayerGameweek[];
  /** Players never bought; one held is sold in the first gameweek. */
  banned?: number[];
  /**
   * Players out of the squad in the gameweek named: not bought up to it, and one held is sold by it (in that
   * gameweek, unless the plan sells him sooner). Free to buy after it.
   */
  bannedIn?: PlayerGameweek[];
  /** Transfers made in the gameweek named (one side may be left to the planner); the player bought is kept afterwards. */
  booked?: BookedTransfer[];
  /** Chips played in the gameweek named (a Wildcard only in the gameweek being planned). */
  chips?: FixedChip[];
  /** Chips never played in the plan. */
  forbiddenChips?: ChipFamily[];
  /** Captains fixed for a gameweek of the horizon (the player must be held then: owned, or booked in before). */
  captains?: FixedCaptain[];
  /** Whether transfers beyond the free ones may be made at HIT_POINTS each. */
  allowHits?: boolean;
  /** Most transfers in one gameweek. */
  maxTransfersPerGameweek?: number;
}

/** Each kind of rule, as errors and costs name it. */
export const CONSTRAINT_KINDS = [
  'lock',
  'ban',
  'book',
  'chip',
  'no-chip',
  'captain',
  'hits',
  'max-transfers',
] as const;
export type ConstraintKind = (typeof CONSTRAINT_KINDS)[number];

/** A rule the manager gave that cannot be met: `constraint` names its kind, the message says why and what to change. */
export class ConstraintError extends EngineError {
  override name = 'ConstraintError';
  constructor(
    readonly constraint: ConstraintKind,
    message: string,
  ) {
    super(message);
  }
}

/** What one kind of rule costs: the plan with only that kind against the free plan (null: not valid alone). */
export interface ConstraintCost {
  constraint: ConstraintKind;
  /** Expected points the free plan has over the plan with only this kind of rule (≥ 0 up to search noise). */
  cost: number | null;
}

/** The rules as applied and what they cost against the free plan over the plan's gameweeks. */
export interface ConstraintReport {
  constraints: ManagerConstraints;
  /** Expected points of the free plan: Σ of its gameweeks, plus chips beyond them. */
  freePoints: number;
  /** The same for the plan with every rule. */
  points: number;
  /** freePoints − points. */
  cost: number;
  /** Per kind of rule given, each measured alone. */
  costs: ConstraintCost[];
}
