// A reviewed squad (ExtractedTeamData: element ids, selling prices, bank, free transfers) turned into the
// planner's input over bootstrap-static, with projections from anywhere: our model or a solver's CSV.

import { EngineError } from '../errors.js';
import type { BootstrapStatic, FplElement } from '../fpl-api.js';
import { isSquadPosition, toPlayerPosition } from '../positions.js';
import { availabilityNext } from '../projection/availability.js';
import { DEFAULT_HORIZON, SQUAD_SIZE } from '../rules.js';
import { resolveSquad, type SquadMember } from '../squad-members.js';
import type { ExtractedTeamData } from '../types.js';
import { planTransfers } from './plan-transfers.js';
import type { PlanInput, PlannerPlayer, PlanOptions, TransferPlan } from './types.js';

/** Projected points of a player (by FPL element id) in a gameweek. */
export type PointsFn = (elementId: number, gameweek: number) => number;

export function plannerPlayer(element: FplElement, price: number): PlannerPlayer {
  return { id: element.id, position: toPlayerPosition(element.element_type), teamId: element.team, price };
}

/**
 * Whether a player may be bought: a squad position and some chance of playing at the deadline. A player FPL
 * gives 0% (status i, s, u or n, or chance_of_playing_next_round 0) is never bought, by a transfer, a Wildcard
 * or a Free Hit: every buy pool the planner builds leaves him out.
 */
export function isBuyable(
  element: Pick<FplElement, 'element_type' | 'status' | 'chance_of_playing_next_round'>,
) {
  return isSquadPosition(element.element_type) && availabilityNext(element) > 0;
}

/** What squadPlanInput needs to turn a reviewed squad into the planner's input. */
export interface SquadPlanInput {
  squad: ExtractedTeamData;
  bootstrap: Pick<BootstrapStatic, 'teams' | 'elements'>;
  /** The first gameweek planned (the next deadline's). */
  gameweek: number;
  points: PointsFn;
  horizon: number;
  /** The squad already tied to bootstrap-static, when the caller has done it. */
  members?: readonly SquadMember[];
}

/**
 * The planner's input: owned players at their selling prices; as the pool, every other player who may be bought
 * (isBuyable: never one FPL gives 0%) with some projected points in the horizon, at now_cost. The Wildcard and
 * Free Hit squads are built from the owned players and this pool, so they never buy a 0% player either.
 */
export function squadPlanInput(input: SquadPlanInput): PlanInput {
  const { squad, bootstrap, gameweek, points, horizon } = input;
  const members = input.members ?? resolveSquad(squad.players, bootstrap.elements, bootstrap.teams);
  const owned = new Set(members.map((m) => m.element.id));
  const horizonTotal = (id: number) => {
    let total = 0;
    for (let gw = gameweek; gw < gameweek + horizon; gw++) total += points(id, gw);
    return total;
  };
  const pool = bootstrap.elements
    .filter((e) => isBuyable(e) && !owned.has(e.id) && horizonTotal(e.id) > 0)
    .map((e) => plannerPlayer(e, e.now_cost / 10));
  return {
    squad: members.map((m) => plannerPlayer(m.element, m.player.price)),
    bank: squad.bank ?? squad.budget,
    freeTransfers: squad.freeTransfers,
    startGameweek: gameweek,
    pool,
    points,
  };
}

/** What planSquad needs: a reviewed squad, FPL's data and projected points, with the planner's options. */
export interface PlanSquadInput extends Omit<SquadPlanInput, 'horizon'> {
  options?: PlanOptions;
}

/** The transfer plan for a reviewed squad with the given projections (horizon from options, default 5). */
export function planSquad(input: PlanSquadInput): TransferPlan {
  const horizon = input.options?.horizon ?? DEFAULT_HORIZON;
  if (input.squad.players.length !== SQUAD_SIZE) {
    throw new EngineError(`A squad has ${SQUAD_SIZE} players, not ${input.squad.players.length}`);
  }
  return planTransfers(squadPlanInput({ ...input, horizon }), { ...input.options, horizon });
}
