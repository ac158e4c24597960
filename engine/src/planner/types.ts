// Public types of the transfer planner. Prices in £m; points are projected points.
import type { ChipFamily } from '../chips/index.js';
import type { Position } from '../types.js';

/** A player as the planner sees him: id, position, club and price. */
export interface PlannerPlayer {
  id: number;
  position: Position;
  teamId: number;
  /** £m: the selling price if owned, now_cost / 10 if bought. */
  price: number;
}

/** How planTransfers searches: horizon, transfers a gameweek, whether hits are allowed, players to keep or avoid. */
export interface PlanOptions {
  /** Gameweeks planned, from startGameweek (default 5). */
  horizon?: number;
  /** Most transfers in one gameweek (default: free transfers available, or 3 with hits). */
  maxTransfersPerGameweek?: number;
  /** Allow transfers beyond the free ones at 4 points each (default false). */
  allowHits?: boolean;
  /** Element ids that must stay in (or, if not owned, must be bought in the first gameweek). */
  locked?: number[];
  /** Element ids never bought (sold when owned is allowed, never forced). */
  banned?: number[];
  /** Weight of the bench's points (default 0). */
  benchWeight?: number;
  /**
   * Gameweeks where a Bench Boost is planned: the bench's points count in full there, so the plan keeps a bench
   * that plays those weeks (a 0% player on it is replaced when a transfer can afford a fit one and is worth it).
   */
  benchBoostGameweeks?: readonly number[];
  /** Weight of the vice-captain's points (default 0). */
  viceWeight?: number;
  /** Gameweek g of the horizon counts decay^g (default 1: no decay). */
  decay?: number;
  /**
   * 'estimate': only the plan's value is needed, to weigh against a threshold (a wildcard's gain), so a narrower,
   * faster search is enough; a planner may ignore it. Default: the full search.
   */
  effort?: 'full' | 'estimate';
}

/** What planTransfers needs: the owned squad at selling prices, bank, free transfers, the players one may buy and their projected points. */
export interface PlanInput {
  /** The 15 owned players, price = selling price. */
  squad: PlannerPlayer[];
  bank: number;
  freeTransfers: number;
  startGameweek: number;
  /** Buyable players, price = now_cost / 10. */
  pool: PlannerPlayer[];
  /** Projected points; 0 for a blank. */
  points: (elementId: number, gameweek: number) => number;
}

/** One gameweek of a transfer plan: transfers, hits, bank, XI, bench, captain and vice, and projected points. */
export interface GameweekPlan {
  gameweek: number;
  /**
   * The chip the plan plays this gameweek, if any. With a wildcard or free hit, `transfers` are the moves that
   * make the chip's squad (no hits); after a free hit the next gameweek starts from the squad before it.
   */
  chip: ChipFamily | null;
  transfers: { out: number; in: number }[];
  /** Free transfers available at this gameweek's deadline, before its transfers. */
  freeTransfers: number;
  hits: number;
  captain: number;
  viceCaptain: number;
  startingXI: number[];
  /** In bench order, goalkeeper first. */
  bench: number[];
  /** XI + captain once more − 4 × hits (unweighted). */
  expectedPoints: number;
  /** Bank after this gameweek's transfers. */
  bank: number;
}

/** planTransfers' result: one GameweekPlan a gameweek over the horizon and the objective it maximised. */
export interface TransferPlan {
  /** The objective's value (weights applied; equals Σ expectedPoints with the defaults). */
  objective: number;
  gameweeks: GameweekPlan[];
  budget: { starting: number; afterTransfers: number; affordable: boolean };
}

/** The XI, bench order, captain and vice of a squad for one gameweek, and the points they project. */
export interface Lineup {
  startingXI: number[];
  /** In bench order, goalkeeper first. */
  bench: number[];
  captain: number;
  viceCaptain: number;
  /** XI + captain once more. */
  points: number;
}

/** A transfer planner with planTransfers' signature, so analyzeSquad can be given another. */
export type Planner = (input: PlanInput, options?: PlanOptions) => TransferPlan;
