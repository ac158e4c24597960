// Player projections: what the rest of the engine may use (the public part is re-exported by src/index.ts).

export { availabilityAhead, availabilityNext } from './availability.js';
export { type ProjectionTable, parseProjectionCsv } from './csv.js';
export { explainFixtureProjection, type ProjectionReason } from './explain.js';
export {
  type ElementSummaryHistoryRow,
  type EventLiveElement,
  type FplPlayerMatchStats,
  historyFromElementSummary,
  historyFromEventLive,
} from './history.js';
export { DEFAULT_PROJECTION_PARAMS, type ProjectionOptions, type ProjectionParams } from './params.js';
export { type PreviousSeasonElement, previousSeasonFromElements } from './previous-season.js';
export { projectPlayers } from './project-players.js';
export type {
  FixtureProjection,
  GameweekProjection,
  PlayerGameweekHistory,
  PlayerProjection,
  PointsBreakdown,
  PreviousSeasonPlayer,
  ProjectionElement,
  ProjectionFixture,
  ProjectionInput,
} from './types.js';
