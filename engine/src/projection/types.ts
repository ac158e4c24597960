// Inputs and outputs of the expected-points model (project-players.ts). Field names follow the FPL API where the
// value comes straight from it, and the FPL domain elsewhere.
import type { FplElement, FplFixture } from '../fpl-api.js';
import type { Position } from '../types.js';

/**
 * One player's returns in one gameweek, summed over the gameweek's fixtures (a double holds two). This is what
 * `/element-summary/{id}/` history gives once grouped by `round`, or `/event/{gw}/live/` when replaying.
 */
export interface PlayerGameweekHistory {
  element: number;
  gameweek: number;
  /** The club the player played for then; the player's current club when absent. */
  team?: number;
  /** Fixtures the player's club played in the gameweek: 0 in a blank, 2 in a double. Default 1. */
  fixtureCount?: number;
  /** The fixtures, when known (FPL fixture ids). */
  fixtureIds?: number[];
  /** Opponent and venue of a single-fixture gameweek, when known. */
  opponentTeam?: number;
  wasHome?: boolean;
  minutes: number;
  /**
   * Starts, xG, xA and xG conceded are absent where a season did not record them (before 2022-23); a gameweek in
   * which none of its rows records one (absent, or 0 for every player) uses the model's fallback for it: 60-minute
   * appearances, goals, assists, goals conceded (see recorded.ts).
   */
  starts?: number;
  goalsScored: number;
  assists: number;
  expectedGoals?: number;
  expectedAssists?: number;
  /** The club's xG against while the player was on the pitch. */
  expectedGoalsConceded?: number;
  cleanSheets: number;
  goalsConceded: number;
  saves: number;
  bonus: number;
  bps: number;
  yellowCards: number;
  redCards: number;
  /** FPL's `defensive_contribution`: CBIT for defenders, CBIRT for midfielders and forwards. */
  defensiveContribution: number;
  totalPoints: number;
}

/** The bootstrap-static fields the model reads; a whole `FplElement` fits. */
export type ProjectionElement = Pick<
  FplElement,
  'id' | 'team' | 'element_type' | 'status' | 'chance_of_playing_next_round' | 'now_cost'
> &
  Partial<Pick<FplElement, 'web_name' | 'code' | 'news' | 'news_added'>>;

/** The fixture fields the model reads; a whole `FplFixture` fits. */
export type ProjectionFixture = Pick<
  FplFixture,
  'id' | 'event' | 'team_h' | 'team_a' | 'team_h_difficulty' | 'team_a_difficulty' | 'finished'
> &
  Partial<Pick<FplFixture, 'team_h_score' | 'team_a_score' | 'kickoff_time'>>;

/** What projectPlayers needs: FPL's players and fixtures, per-gameweek history and the first gameweek to project. */
export interface ProjectionInput {
  elements: ProjectionElement[];
  /** The season's fixtures. Only those of earlier gameweeks are read as results. */
  fixtures: ProjectionFixture[];
  /** Per-player per-gameweek history; only gameweeks before `gameweek` are read. */
  history: PlayerGameweekHistory[];
  /** The first gameweek to project: the next deadline's. */
  gameweek: number;
  /**
   * Every player's totals over the previous season, matched to `elements` by `code`: the prior for each
   * player's selection and per-90 rates until this season's matches outweigh it. Without it (or for a player
   * it does not hold: promoted, new to the league) the priors come from position and price alone.
   */
  previousSeason?: readonly PreviousSeasonPlayer[];
}

/**
 * One player's totals over a whole previous season (see previousSeasonFromElements). Keyed by FPL's `code`,
 * which a player keeps from season to season; `id` is renumbered every season.
 */
export interface PreviousSeasonPlayer {
  code: number;
  /** Matches his club played that season: his start share is starts over this. */
  clubMatches: number;
  minutes: number;
  starts: number;
  goalsScored: number;
  assists: number;
  expectedGoals: number;
  expectedAssists: number;
  bonus: number;
  saves: number;
  yellowCards: number;
  redCards: number;
  /** Absent for seasons that did not record it (before 2025-26). */
  defensiveContribution?: number;
}

/** Expected points of one fixture, by the scoring rule they come from. Sums to the fixture's expectedPoints. */
export interface PointsBreakdown {
  appearance: number;
  goals: number;
  assists: number;
  cleanSheet: number;
  goalsConceded: number;
  saves: number;
  bonus: number;
  defensiveContribution: number;
  cards: number;
}

/** One player's projection for one fixture: expected minutes and points, broken down by source. */
export interface FixtureProjection {
  fixtureId: number;
  gameweek: number;
  opponent: number;
  home: boolean;
  /** FPL's difficulty rating of the fixture for the player's club (1–5). */
  difficulty: number;
  /** Probability the player starts, plays at all, and plays 60 minutes or more. */
  pStart: number;
  pAppear: number;
  p60: number;
  expectedMinutes: number;
  /** Expected goals and assists of the player in this fixture. */
  expectedGoals: number;
  expectedAssists: number;
  /** Probability of the club keeping a clean sheet over the whole match. */
  pTeamCleanSheet: number;
  /** Goals the club is expected to score and concede. */
  teamGoals: number;
  teamConceded: number;
  expectedPoints: number;
  breakdown: PointsBreakdown;
}

/** One player's projected points for one gameweek (the sum of its fixtures; 0 in a blank). */
export interface GameweekProjection {
  gameweek: number;
  /** Sum over the gameweek's fixtures: 0 in a blank. */
  expectedPoints: number;
  fixtures: FixtureProjection[];
}

/** One player's projections over the horizon, per gameweek and per fixture. */
export interface PlayerProjection {
  element: number;
  team: number;
  position: Position;
  /** Probability of being available this gameweek, from status and chance of playing. */
  availability: number;
  gameweeks: GameweekProjection[];
  /** Sum over the horizon. */
  totalExpectedPoints: number;
}
