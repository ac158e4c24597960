// Chips: what the rest of the engine may use (the public part is re-exported by src/index.ts).

export {
  BENCH_BOOST_RECOMMENDED_AT,
  type BenchBoostLabel,
  benchBoostScore,
  benchBoostVerdict,
} from './bench-boost.js';
export { analyzeBlankGameweek } from './blank-gameweek.js';
export {
  analyzeDoubleGameweek,
  type DoubleGameweekInput,
  type ExpectedPointsFn,
  formatFixture,
  teamGameweekFixtures,
} from './double-gameweek.js';
export { projectedTopAssets } from './plan-assets.js';
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
} from './rules.js';
export {
  CALENDAR_SPAN,
  emptyChipStrategy,
  type RecommendChipsInput,
  recommendChips,
  SPECIALS_SPAN,
  sortChipRecommendations,
} from './strategy.js';
