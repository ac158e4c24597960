// The season replay (issue 12 §2): a season played week by week through analyzeSquadDetailed under FPL's
// rules, checked by an independent referee, beside its baselines. `pnpm replay` runs it (cli.ts).
export { epNextPoints, fixtureCounts, type WeeklyBaselines, weeklyBaselines } from './baselines.js';
export {
  type DeadlineView,
  LookaheadError,
  type Outcome,
  Season,
  type SeasonData,
} from './data.js';
export { AFCON_TOP_UP, loadReplay2025 } from './data-2025-26.js';
export { loadVaastavReplay, twoHalfChips } from './data-vaastav.js';
export { type FirstSquadInput, firstSquad } from './first-squad.js';
export { type JobResult, type ReplayJob, runJob, runJobsInChildren } from './jobs.js';
export {
  CSV_HEADER,
  type ReplaySummary,
  summarize,
  summaryJson,
  summaryTable,
  type WeeklySeries,
  weeksCsv,
} from './output.js';
export { type DeclaredWeek, Referee, RefereeError, type RefereeFacts, refereeScore } from './referee.js';
export {
  type ReplayConfig,
  type ReplayMode,
  type ReplayResult,
  type ReplayWeek,
  replaySeason,
} from './replay.js';
export {
  applyTransfers,
  autoSubstitute,
  buySquad,
  freeTransfersAfter,
  hitsCharged,
  type OwnedPlayer,
  STARTING_BUDGET,
  scoreGameweek,
  sellingPrice,
  type WeekLineup,
} from './rules.js';
export { EP_NEXT_FROM, HOLD_OUT_SEASON, hasEpNext, loadSeason, REPLAY_SEASONS } from './seasons.js';
export { REPLAY_STRATEGY, type ReplayStrategy } from './strategy.js';
export { replayChart } from './svg.js';
