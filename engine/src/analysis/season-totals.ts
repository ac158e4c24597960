// When no per-gameweek history is at hand (no element-summary or event-live data), the projection model still
// needs each player's selection and per-90 rates: bootstrap-static carries them as season totals. One row per
// player stands for the whole season so far, spread over the matches the club has played.
import type { FplElement, FplFixture } from '../fpl-api.js';
import type { PlayerGameweekHistory } from '../projection/index.js';

function stat(element: FplElement, key: string): number {
  const value = element[key];
  const n = typeof value === 'number' ? value : Number.parseFloat(typeof value === 'string' ? value : '');
  return Number.isFinite(n) ? n : 0;
}

/** Matches each club has finished before `gameweek`. */
function matchesPlayed(fixtures: readonly FplFixture[], gameweek: number): Map<number, number> {
  const played = new Map<number, number>();
  for (const f of fixtures) {
    if (f.event === null || f.event >= gameweek || !f.finished) continue;
    played.set(f.team_h, (played.get(f.team_h) ?? 0) + 1);
    played.set(f.team_a, (played.get(f.team_a) ?? 0) + 1);
  }
  return played;
}

/**
 * Season totals from bootstrap-static as one history row per player, dated the gameweek before `gameweek`.
 * The rows carry team 0 so the club ratings keep coming from results alone (a season of xG booked to one
 * gameweek would swamp them). Players who have not played get no row: the model's priors speak for them.
 */
export function seasonTotalsHistory(
  elements: readonly FplElement[],
  fixtures: readonly FplFixture[],
  gameweek: number,
): PlayerGameweekHistory[] {
  const played = matchesPlayed(fixtures, gameweek);
  const rows: PlayerGameweekHistory[] = [];
  for (const e of elements) {
    const matches = played.get(e.team) ?? 0;
    if (matches === 0 || e.minutes <= 0) continue;
    rows.push({
      element: e.id,
      gameweek: gameweek - 1,
      team: 0,
      fixtureCount: matches,
      minutes: e.minutes,
      starts: stat(e, 'starts') || Math.round(e.minutes / 90),
      goalsScored: e.goals_scored,
      assists: e.assists,
      expectedGoals: stat(e, 'expected_goals'),
      expectedAssists: stat(e, 'expected_assists'),
      expectedGoalsConceded: stat(e, 'expected_goals_conceded'),
      cleanSheets: e.clean_sheets,
      goalsConceded: stat(e, 'goals_conceded'),
      saves: stat(e, 'saves'),
      bonus: stat(e, 'bonus'),
      bps: stat(e, 'bps'),
      yellowCards: stat(e, 'yellow_cards'),
      redCards: stat(e, 'red_cards'),
      defensiveContribution: stat(e, 'defensive_contribution'),
      totalPoints: e.total_points,
    });
  }
  return rows;
}
