// Public API of @fpl-assistant/engine: the FPL domain an outside app needs (gameweeks, fixtures, chips,
// projections, the transfer planner, squad analysis and the squad types). The app's own rules sit behind
// sub-path entries: /pricing (tiers and quota), /prompts (Gemini prompts), /extraction (reading a screenshot's
// OCR text), /app (messages, upload and password limits). Named exports only; types with `export type`.

export {
  type AnalyzeOptions,
  type AnalyzeSquadInput,
  analyzeSquad,
  analyzeSquadDetailed,
  DOUBTFUL_START_MARGIN,
  type LineupFn,
  type PointsFn,
  type SquadAnalysis,
  seasonTotalsHistory,
} from './analysis/index.js';
export {
  analyzeBlankGameweek,
  analyzeDoubleGameweek,
  BENCH_BOOST_RECOMMENDED_AT,
  type BenchBoostLabel,
  benchBoostScore,
  benchBoostVerdict,
  CALENDAR_SPAN,
  CHIP_FAMILY_LABELS,
  CHIP_LABELS,
  type ChipFamily,
  type ChipWindow,
  chipFamily,
  chipFamilyOfFplName,
  chipPriority,
  chipWindows,
  type DoubleGameweekInput,
  type ExpectedPointsFn,
  emptyChipStrategy,
  formatFixture,
  isWindowUsed,
  playableWindow,
  type RecommendChipsInput,
  recommendChips,
  remainingChips,
  SPECIALS_SPAN,
  sortChipRecommendations,
  teamGameweekFixtures,
} from './chips/index.js';
export { type Countdown, countdown } from './countdown.js';
export {
  EntryDataError,
  type EntryFreeTransfers,
  type EntryFreeTransfersInput,
  type EntryTeamInput,
  entryChipStatus,
  entryFreeTransfers,
  entryPlayersHeldSinceStart,
  entryPriceHistoriesNeeded,
  entrySquadGameweek,
  entryToTeamData,
  type FplGet,
  loadEntryTeamData,
} from './entry/index.js';
export { EngineError, FormationError, InvalidInputError } from './errors.js';
export { type DifficultyLabel, difficultyLabel, type FixtureDay, groupFixturesByDate } from './fixtures.js';
export { type Formation, formatFormation, formationOf, parseFormation, pitchRows } from './formation.js';
export type {
  BootstrapStatic,
  FplChip,
  FplChipName,
  FplElement,
  FplElementType,
  FplElementTypeId,
  FplEntry,
  FplEntryChipPlay,
  FplEntryGameweek,
  FplEntryHistory,
  FplEntryPicks,
  FplEntryTransfer,
  FplEvent,
  FplFixture,
  FplPick,
  FplPriceHistoryRow,
  FplTeam,
} from './fpl-api.js';
export {
  classifyGameweek,
  fixtureCalendar,
  fixturesOfGameweek,
  lastGameweek,
  nextGameweek,
  planningGameweek,
  type SpecialGameweek,
  seasonLabel,
  specialGameweeks,
  teamFixtureCounts,
} from './gameweeks.js';
export { foldName } from './names.js';
export type {
  GameweekPlan,
  Lineup,
  PlanInput,
  Planner,
  PlannerPlayer,
  PlanOptions,
  TransferPlan,
} from './planner/index.js';
export {
  bestLineup,
  CHIP_THRESHOLDS,
  type ChipDecision,
  type ChipThresholds,
  chooseChips,
  DEFAULT_MAX_TRANSFERS,
  nextFreeTransfers,
  type PlanSquadInput,
  planSquad,
  planTransfers,
  type SquadPlanInput,
  squadPlanInput,
} from './planner/index.js';
export { toPlayerPosition } from './positions.js';
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
} from './projection/index.js';
export {
  availabilityAhead,
  availabilityNext,
  DEFAULT_PROJECTION_PARAMS,
  type ElementSummaryHistoryRow,
  type EventLiveElement,
  explainFixtureProjection,
  type FplPlayerMatchStats,
  historyFromElementSummary,
  historyFromEventLive,
  type PreviousSeasonElement,
  type ProjectionOptions,
  type ProjectionParams,
  type ProjectionReason,
  type ProjectionTable,
  parseProjectionCsv,
  previousSeasonFromElements,
  projectPlayers,
} from './projection/index.js';
export {
  BENCH_SIZE,
  DEFAULT_HORIZON,
  HIT_POINTS,
  LAST_GAMEWEEK,
  MAX_FREE_TRANSFERS,
  MAX_PER_CLUB,
  SQUAD_SHAPE,
  SQUAD_SIZE,
  XI_LIMITS,
  XI_SIZE,
} from './rules.js';
export { sellingPrice, sellingPriceRange } from './selling-price.js';
export {
  bankAfterTransfers,
  type SquadPlanParts,
  type SquadTransfer,
  squadAfterTransfers,
  teamValue,
} from './squad-after-transfers.js';
export { decideSquad, type SquadDecision, type SquadDecisionInput } from './squad-decision.js';
export { resolveSquad, type SquadMember } from './squad-members.js';
export { playerTeamId, type TeamRef, teamShortName } from './squad-teams.js';
export { hitCost } from './transfers.js';
export type {
  AlternativeStrategy,
  BlankGameweekAnalysis,
  BudgetImpact,
  CalendarEntry,
  CaptainPick,
  ChipKey,
  ChipPriority,
  ChipRecommendation,
  ChipState,
  ChipStatus,
  ChipStrategy,
  DoubleGameweekAnalysis,
  DoubleGameweekAsset,
  DoubleGameweekTeam,
  ExtractedTeamData,
  GameweekFixture,
  GameweekType,
  Player,
  Position,
  Priority,
  Recommendations,
  RotationRisk,
  SquadField,
  TransferRecommendation,
  TransferStats,
  TripleCaptainPick,
  UnresolvedPlate,
  Venue,
} from './types.js';
export { CHIP_KEYS, CHIP_PRIORITY_LABELS, POSITIONS, SQUAD_POSITIONS } from './types.js';
