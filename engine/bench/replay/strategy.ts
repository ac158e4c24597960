// The strategy the replay plays by default: the options handed to analyzeSquadDetailed each week.
import type { AnalyzeOptions } from '../../src/analysis.js';

export type ReplayStrategy = Pick<
  AnalyzeOptions,
  | 'horizon'
  | 'allowHits'
  | 'maxTransfersPerGameweek'
  | 'benchWeight'
  | 'viceWeight'
  | 'decay'
  | 'chipThresholds'
>;

/**
 * Chosen on 2023-24 and 2024-25 only (GW1–38 of each, total points of both summed; 2025-26 never looked at):
 * see engine/bench-results/replay-tuning.md for every setting tried and its totals.
 */
export const REPLAY_STRATEGY: Readonly<ReplayStrategy> = {
  horizon: 6,
  allowHits: false,
  benchWeight: 0,
  decay: 1,
};
