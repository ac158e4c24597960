// Public API of @fpl-assistant/engine. Named exports only; types with `export type`.

export {
  type AnalyzeOptions,
  type AnalyzeSquadInput,
  analyzeSquad,
  analyzeSquadDetailed,
  DOUBTFUL_START_MARGIN,
  type LineupFn,
  type PointsFn,
  type SquadAnalysis,
} from './analysis.js';
export { seasonTotalsHistory } from './analysis-history.js';
export { resolveSquad, type SquadMember } from './analysis-squad.js';
export {
  BENCH_BOOST_RECOMMENDED_AT,
  type BenchBoostLabel,
  benchBoostScore,
  benchBoostVerdict,
} from './bench-boost.js';
export {
  analyzeBlankGameweek,
  BASELINE_GAMEWEEK_POINTS,
  BLANK_POINTS_LOST_PER_PLAYER,
  FREE_HIT_MIN_AFFECTED,
  FREE_HIT_RECOVERY_SHARE,
} from './blank-gameweek.js';
export {
  BENCH_BOOST_MIN_GAIN,
  type ChipProjections,
  FREE_HIT_MIN_LOSS,
  type ProjectedLineup,
  WILDCARD_MIN_GAIN,
} from './chip-plan.js';
export {
  CALENDAR_SPAN,
  CHIP_RULES,
  emptyChipStrategy,
  type RecommendChipsInput,
  recommendChips,
  SPECIALS_SPAN,
  sortChipRecommendations,
} from './chip-strategy.js';
export {
  CHIP_FAMILY_LABELS,
  CHIP_LABELS,
  type ChipFamily,
  type ChipWindow,
  chipFamily,
  chipFamilyOfFplName,
  chipPriority,
  chipWindows,
  isWindowUsed,
  playableWindow,
  remainingChips,
  SPEC_CHIP_WINDOWS,
} from './chips.js';
export { type Countdown, countdown } from './countdown.js';
export { type CsvRecord, parseCsvRecords, parseCsvRows } from './csv.js';
export {
  analyzeDoubleGameweek,
  type DoubleGameweekInput,
  type ExpectedPointsFn,
  formatFixture,
  teamGameweekFixtures,
} from './double-gameweek.js';
export {
  type EntryFreeTransfers,
  type EntryFreeTransfersInput,
  entryFreeTransfers,
  FREE_TRANSFER_TOP_UPS,
  type FreeTransferTopUp,
} from './entry-free-transfers.js';
/**
 * A team by its FPL team ID: FPL's public entry data (`/entry/{id}/`, `/history/`, `/transfers/`, the picks of
 * `entrySquadGameweek(history)` and bootstrap-static) → ExtractedTeamData for the next deadline, with selling
 * prices, bank, free transfers and chips; what the data cannot settle is in `lowConfidenceFields`.
 */
export {
  EntryDataError,
  type EntryTeamInput,
  entryChipStatus,
  entryPlayersHeldSinceStart,
  entryPriceHistoriesNeeded,
  entrySquadGameweek,
  entryToTeamData,
} from './entry-team.js';
export { type FplGet, loadEntryTeamData } from './entry-team-load.js';
export { EngineError, FormationError } from './errors.js';
export {
  EXTRACTION_CONFIDENCE_THRESHOLD,
  type ExtractionContext,
  extractSquad,
  MIN_SQUAD_PLAYERS_FOUND,
} from './extraction.js';
export { ExtractionError } from './extraction-error.js';
export {
  HEADER_ROW_REACH,
  type HeaderFacts,
  isTransferCost,
  isUnderLabel,
  readHeader,
} from './extraction-header.js';
export {
  type Badge,
  type BenchLabel,
  badgedPlate,
  benchLabelOf,
  layoutPlates,
  mergeFragments,
  type Plate,
  type PlateLayout,
  parseBenchLabel,
  pitchRowsOf,
  plateOfBadge,
} from './extraction-layout.js';
export {
  cleanPlateText,
  type FixtureText,
  looksLikeName,
  parseBadgeText,
  parseFixtureText,
  parsePointsText,
  parsePriceText,
} from './extraction-text.js';
export { type Box, boxHeight, boxWidth, centreX, centreY, type OcrLine } from './extraction-types.js';
export {
  BASELINE_POINTS_PER_MATCH,
  difficultyFactor,
  estimateGameweekPoints,
  pointsPerMatch,
} from './fixture-points.js';
export { type DifficultyLabel, difficultyLabel, type FixtureDay, groupFixturesByDate } from './fixtures.js';
export {
  type Formation,
  formatFormation,
  formationOf,
  parseFormation,
  pitchRows,
  XI_LIMITS,
} from './formation.js';
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
  LAST_GAMEWEEK,
  lastGameweek,
  nextGameweek,
  planningGameweek,
  type SpecialGameweek,
  seasonLabel,
  specialGameweeks,
  teamFixtureCounts,
} from './gameweeks.js';
export {
  ENTRY_REVIEW_HINTS,
  fplProxyFailedMessage,
  fplTeamNotFoundMessage,
  httpErrorMessage,
  MESSAGES,
  productNotConfiguredMessage,
  REVIEW_HINTS,
} from './messages.js';
export {
  buildNameIndex,
  type NameCandidate,
  type NameIndexEntry,
  nameCandidates,
  normaliseName,
  similarity,
  splitTruncation,
} from './name-resolution.js';
export { type PlanSquadInput, planSquad, type SquadPlanInput, squadPlanInput } from './plan-squad.js';
export { planTransfers } from './planner.js';
export {
  CHIP_THRESHOLDS,
  type ChipDecision,
  type ChipThresholds,
  chooseChips,
} from './planner-chips.js';
export { bestLineup } from './planner-lineup.js';
export { DEFAULT_MAX_TRANSFERS, DEFAULT_PLAN_HORIZON, nextFreeTransfers } from './planner-rules.js';
export { MAX_PER_CLUB } from './planner-search.js';
export type {
  GameweekPlan,
  Lineup,
  PlanInput,
  Planner,
  PlannerPlayer,
  PlanOptions,
  TransferPlan,
} from './planner-types.js';
export {
  CRUNCH_HOUR,
  isUnlimited,
  LOW_QUOTA_THRESHOLD,
  PLANS,
  RECENT_SUGGESTIONS_SHOWN,
  SQUAD_SIZE,
  UNLIMITED,
} from './plans.js';
export { toPlayerPosition } from './positions.js';
export { DEFAULT_HORIZON, projectPlayers } from './projection.js';
export { availabilityAhead, availabilityNext } from './projection-availability.js';
export { type ProjectionTable, parseProjectionCsv } from './projection-csv.js';
export { explainFixtureProjection, type ProjectionReason } from './projection-explain.js';
export {
  type ElementSummaryHistoryRow,
  type EventLiveElement,
  type FplPlayerMatchStats,
  historyFromElementSummary,
  historyFromEventLive,
} from './projection-history.js';
export {
  DEFAULT_PROJECTION_PARAMS,
  type ProjectionOptions,
  type ProjectionParams,
} from './projection-params.js';
export {
  type PreviousSeasonElement,
  previousSeasonFromElements,
  SEASON_MATCHES,
} from './projection-previous-season.js';
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
} from './projection-types.js';
export {
  applyProse,
  foldName,
  type KnownNames,
  knownNames,
  PROSE_RESPONSE_SCHEMA,
  PROSE_SYSTEM_INSTRUCTION,
  type ProseAnswer,
  ProseRejected,
  prosePrompt,
} from './prompt-analysis.js';
export { NEXT_FIXTURES_SHOWN, nextFixtures, transferStats } from './recommendations-stats.js';
export { PRIORITY_GAIN, transferPriority } from './recommendations-text.js';
export {
  ACCEPTED_IMAGE_TYPES,
  fitWithin,
  MAX_IMAGE_SIDE,
  MAX_UPLOAD_BYTES,
  PNG_QUALITY,
  validateScreenshotFile,
} from './screenshot-file.js';
export { sellingPrice, sellingPriceRange } from './selling-price.js';
export {
  bankAfterTransfers,
  type SquadPlanParts,
  type SquadTransfer,
  squadAfterTransfers,
  teamValue,
} from './squad-after-transfers.js';
export { decideSquad, type SquadDecision, type SquadDecisionInput } from './squad-decision.js';
export { playerTeamId, type TeamRef, teamShortName } from './squad-teams.js';
export { HIT_POINTS, hitCost, MAX_FREE_TRANSFERS } from './transfers.js';
export type {
  AiError,
  AiErrorCode,
  AiResponse,
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
  Plan,
  Player,
  Position,
  Priority,
  Recommendations,
  RotationRisk,
  SquadField,
  Suggestion,
  Tier,
  TransferRecommendation,
  TransferStats,
  TripleCaptainPick,
  UnresolvedPlate,
  UsageInfo,
  UsageProfile,
  User,
  Venue,
} from './types.js';
export {
  CHIP_KEYS,
  CHIP_PRIORITY_LABELS,
  POSITIONS,
  SPEC_CHIP_KEYS,
  SQUAD_POSITIONS,
  SQUAD_SHAPE,
  TIERS,
} from './types.js';
export {
  hasAnalysesLeft,
  isoDate,
  isUsageResetDue,
  nextResetDate,
  type QuotaBannerTitle,
  quotaBanner,
  resolveUsage,
} from './usage.js';
