// The strategy the replay plays by default: the options handed to analyzeSquadDetailed each week.
import type { AnalyzeOptions } from '../../src/analysis/analyze-squad.js';

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
 * Chosen on 2023-24 and 2024-25 only (each replayed from GW1 with £100.0m, total points of both summed; 2025-26
 * never replayed per setting). Horizon 6 beat 3 and 5 (4,736 against 4,697 and 4,546). At horizon 5, hits,
 * decay 0.9 and bench weight 0.1 each gained (4,678, 4,597, 4,701) but none reached horizon 6; at horizon 6 bench
 * weight 0.1 lost (4,609) and hits trailed when stopped (and took 45–175 s a gameweek, far past the replay's
 * budget). The engine's chip thresholds times 1.5 edged its own (4,752 against 4,736; × 0.5 4,588, × 2 4,683), a
 * margin small beside the spread between settings. Every setting: engine/bench-results/replay-tuning.md.
 */
export const REPLAY_STRATEGY: Readonly<ReplayStrategy> = {
  horizon: 6,
  allowHits: false,
  benchWeight: 0,
  decay: 1,
  chipThresholds: { bench_boost: 18, triple_captain: 13.5, free_hit: 21, wildcard: 22.5 },
};
