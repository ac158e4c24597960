// Hyper-parameters of the expected-points model. The defaults were tuned on 2023-24 and 2024-25
// (engine/bench/tune.ts, see engine/bench/README.md), never on 2025-26, which the backtest measures.

/** The projection model's tunable parameters (see DEFAULT_PROJECTION_PARAMS). */
export interface ProjectionParams {
  /** Weight kept per gameweek of age in the short-memory start rate (last week's team sheet). */
  minutesDecay: number;
  /** Weight kept per gameweek of age in the long-memory start rate (the player's standing in the squad). */
  longMinutesDecay: number;
  /** Share of the short-memory start rate in the blend with the long-memory one. */
  recentSelectionWeight: number;
  /** Pseudo-matches of the price-based prior start rate. */
  startPriorMatches: number;
  /** Pseudo-matches on the bench of the position's rate of coming on. */
  subPriorMatches: number;
  /** Weight kept per gameweek of age in per-90 rates (goals, assists, bonus, saves, cards, defcon). */
  rateDecay: number;
  /** Pseudo-minutes of the position-and-price prior in xG and xA per 90. */
  attackPriorMinutes: number;
  /** Share of actual goals and assists blended into xG and xA (finishing, set pieces xG misses). */
  finishingWeight: number;
  /** Pseudo-minutes of the position prior in bonus per 90. */
  bonusPriorMinutes: number;
  /** Pseudo-minutes of the position prior in saves and cards per 90. */
  otherPriorMinutes: number;
  /** Weight kept per gameweek of age in club attack and defence ratings. */
  teamDecay: number;
  /** Pseudo-matches of an average club in each rating. */
  teamPriorMatches: number;
  /** Share of actual goals (vs xG) in club ratings. */
  teamGoalsWeight: number;
  /** Ratio of home to away scoring rates. */
  homeAdvantage: number;
  /** How strongly the opponent's strength moves a player's attacking returns (1 = proportional). */
  fixtureElasticity: number;
  /** Share of an unavailable player's absence expected to remain one gameweek later (horizon only). */
  absencePersistence: number;
  /** Weight of a minute of last season against one of this season in per-90 rates (goals, assists, bonus, ...). */
  previousSeasonWeight: number;
  /** Share of last season's weight (previousSeasonWeight, previousSeasonLongMatches) kept per match his club plays. */
  previousSeasonDecay: number;
  /** Pseudo-matches of the price line's start rate in last season's start share: the shrink towards the prior. */
  previousStartShrinkMatches: number;
  /** Pseudo-matches of last season's start share in the long-memory start rate. */
  previousSeasonLongMatches: number;
}

/** The projection model's parameters as tuned on past seasons; pass `params` to projectPlayers to change some. */
export const DEFAULT_PROJECTION_PARAMS: ProjectionParams = {
  minutesDecay: 0.4,
  longMinutesDecay: 0.95,
  recentSelectionWeight: 0.75,
  startPriorMatches: 0.01,
  subPriorMatches: 0.02,
  rateDecay: 0.99,
  attackPriorMinutes: 400,
  finishingWeight: 0.35,
  bonusPriorMinutes: 10000,
  otherPriorMinutes: 5000,
  teamDecay: 0.95,
  teamPriorMatches: 10,
  teamGoalsWeight: 0.4,
  homeAdvantage: 1.1,
  fixtureElasticity: 1,
  absencePersistence: 0.5,
  previousSeasonWeight: 0.1,
  previousSeasonDecay: 0.4,
  previousStartShrinkMatches: 3,
  previousSeasonLongMatches: 20,
};

/** Average minutes of a 60+ appearance, of a start cut short, and of a substitute appearance (2023-24, 2024-25). */
export const MINUTES_FULL = 86;
export const MINUTES_SHORT_START = 47;
export const MINUTES_SUB = 18;

/** Options of projectPlayers: horizon, model parameters, and whether defensive contributions score. */
export interface ProjectionOptions {
  /** Gameweeks to project from `input.gameweek`; default 5. */
  horizon?: number;
  /** Score defensive contributions (2025/26 rule); false for seasons before it. Default true. */
  defensiveContribution?: boolean;
  /** Only these element ids (all when absent). */
  elements?: readonly number[];
  params?: Partial<ProjectionParams>;
}
