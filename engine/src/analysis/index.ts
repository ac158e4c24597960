// Squad analysis: what the rest of the engine may use (the public part is re-exported by src/index.ts).

export {
  type AnalysisProjections,
  type ProjectionData,
  projectAnalysis,
  projectionSpan,
} from './analysis-projections.js';
export {
  type AnalyzeOptions,
  type AnalyzeSquadInput,
  analyzeSquad,
  analyzeSquadDetailed,
  DOUBTFUL_START_MARGIN,
  type LineupFn,
  type PointsFn,
  type SquadAnalysis,
} from './analyze-squad.js';
export { seasonTotalsHistory } from './season-totals.js';
