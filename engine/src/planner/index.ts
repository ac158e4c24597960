// The transfer planner: what the rest of the engine may use (the public part is re-exported by src/index.ts).

export {
  CHIP_THRESHOLDS,
  type ChipDecision,
  type ChipThresholds,
  chooseChips,
  lineupChipGain,
  squadMoves,
} from './chips.js';
export { type FreeHitSquad, freeHitSquads } from './free-hit-squads.js';
export { bestLineup } from './lineup.js';
export {
  isBuyable,
  type PlanSquadInput,
  type PointsFn,
  planSquad,
  type SquadPlanInput,
  squadPlanInput,
} from './plan-squad.js';
export { planTransfers } from './plan-transfers.js';
export { type BestSquadOptions, bestSquad } from './rebuild.js';
export { clubsOverLimit, DEFAULT_MAX_TRANSFERS, hitsOf, nextFreeTransfers } from './rules.js';
export type {
  GameweekPlan,
  Lineup,
  PlanInput,
  Planner,
  PlannerPlayer,
  PlanOptions,
  TransferPlan,
} from './types.js';
