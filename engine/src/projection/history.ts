// Builds the model's per-gameweek history from the FPL API: `/element-summary/{id}/` history (one row per
// fixture) or `/event/{gw}/live/` (one row per player, summed over the gameweek's fixtures).
import type { PlayerGameweekHistory } from './types.js';

/** A player's match statistics as both history endpoints send them. Decimal stats arrive as strings. */
export interface FplPlayerMatchStats {
  minutes: number;
  starts?: number;
  goals_scored: number;
  assists: number;
  clean_sheets: number;
  goals_conceded: number;
  saves: number;
  bonus: number;
  bps: number;
  yellow_cards: number;
  red_cards: number;
  expected_goals?: string | number;
  expected_assists?: string | number;
  expected_goals_conceded?: string | number;
  defensive_contribution?: number;
  total_points: number;
  [extra: string]: unknown;
}

/** A row of `/element-summary/{id}/` `history`. */
export interface ElementSummaryHistoryRow extends FplPlayerMatchStats {
  element: number;
  fixture: number;
  opponent_team: number;
  was_home: boolean;
  round: number;
}

/** An element of `/event/{gw}/live/`. */
export interface EventLiveElement {
  id: number;
  stats: FplPlayerMatchStats;
  /** One entry per fixture of the player's club in the gameweek, played or not. */
  explain: { fixture: number }[];
  [extra: string]: unknown;
}

function decimal(value: string | number | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : 0;
}

type Stats = EventLiveElement['stats'];

function fromStats(
  element: number,
  gameweek: number,
  stats: Stats,
  fixtureIds: number[],
): PlayerGameweekHistory {
  return {
    element,
    gameweek,
    fixtureCount: fixtureIds.length,
    fixtureIds,
    minutes: stats.minutes,
    starts: stats.starts ?? (stats.minutes >= 60 ? 1 : 0),
    goalsScored: stats.goals_scored,
    assists: stats.assists,
    expectedGoals: decimal(stats.expected_goals),
    expectedAssists: decimal(stats.expected_assists),
    expectedGoalsConceded: decimal(stats.expected_goals_conceded),
    cleanSheets: stats.clean_sheets,
    goalsConceded: stats.goals_conceded,
    saves: stats.saves,
    bonus: stats.bonus,
    bps: stats.bps,
    yellowCards: stats.yellow_cards,
    redCards: stats.red_cards,
    defensiveContribution: stats.defensive_contribution ?? 0,
    totalPoints: stats.total_points,
  };
}

/** One player's element-summary history, grouped by gameweek (a double's two fixtures summed). */
export function historyFromElementSummary(
  rows: readonly ElementSummaryHistoryRow[],
  team?: number,
): PlayerGameweekHistory[] {
  const byRound = new Map<number, ElementSummaryHistoryRow[]>();
  for (const row of rows) byRound.set(row.round, [...(byRound.get(row.round) ?? []), row]);
  return [...byRound.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([round, fixtures]) => {
      const sum = (pick: (r: ElementSummaryHistoryRow) => number) =>
        fixtures.reduce((s, r) => s + pick(r), 0);
      const first = fixtures[0];
      const history = fromStats(
        first?.element ?? 0,
        round,
        {
          minutes: sum((r) => r.minutes),
          starts: sum((r) => r.starts ?? (r.minutes >= 60 ? 1 : 0)),
          goals_scored: sum((r) => r.goals_scored),
          assists: sum((r) => r.assists),
          clean_sheets: sum((r) => r.clean_sheets),
          goals_conceded: sum((r) => r.goals_conceded),
          saves: sum((r) => r.saves),
          bonus: sum((r) => r.bonus),
          bps: sum((r) => r.bps),
          yellow_cards: sum((r) => r.yellow_cards),
          red_cards: sum((r) => r.red_cards),
          expected_goals: sum((r) => decimal(r.expected_goals)),
          expected_assists: sum((r) => decimal(r.expected_assists)),
          expected_goals_conceded: sum((r) => decimal(r.expected_goals_conceded)),
          defensive_contribution: sum((r) => r.defensive_contribution ?? 0),
          total_points: sum((r) => r.total_points),
        },
        fixtures.map((r) => r.fixture),
      );
      if (team !== undefined) history.team = team;
      if (first && fixtures.length === 1) {
        history.opponentTeam = first.opponent_team;
        history.wasHome = first.was_home;
      }
      return history;
    });
}

/** Every player's row of one gameweek's live data. */
export function historyFromEventLive(
  gameweek: number,
  elements: readonly EventLiveElement[],
): PlayerGameweekHistory[] {
  return elements.map((e) =>
    fromStats(
      e.id,
      gameweek,
      e.stats,
      e.explain.map((x) => x.fixture),
    ),
  );
}
