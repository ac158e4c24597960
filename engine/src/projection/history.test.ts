import { describe, expect, it } from 'vitest';
import { type ElementSummaryHistoryRow, historyFromElementSummary, historyFromEventLive } from './history.js';

function summaryRow(
  round: number,
  fixture: number,
  extra: Partial<ElementSummaryHistoryRow> = {},
): ElementSummaryHistoryRow {
  return {
    element: 7,
    fixture,
    opponent_team: 3,
    was_home: true,
    round,
    minutes: 90,
    starts: 1,
    goals_scored: 0,
    assists: 0,
    clean_sheets: 0,
    goals_conceded: 1,
    saves: 0,
    bonus: 0,
    bps: 12,
    yellow_cards: 0,
    red_cards: 0,
    expected_goals: '0.40',
    expected_assists: '0.10',
    expected_goals_conceded: '1.20',
    defensive_contribution: 5,
    total_points: 2,
    ...extra,
  };
}

describe('projection history adapters', () => {
  it('groups element-summary fixtures by gameweek and sums a double', () => {
    const history = historyFromElementSummary(
      [summaryRow(2, 20, { goals_scored: 1, total_points: 6 }), summaryRow(1, 10), summaryRow(2, 21)],
      4,
    );
    expect(history.map((h) => h.gameweek)).toEqual([1, 2]);
    const [single, double] = history;
    expect(single).toMatchObject({
      fixtureCount: 1,
      opponentTeam: 3,
      wasHome: true,
      team: 4,
      expectedGoals: 0.4,
    });
    expect(double).toMatchObject({
      fixtureCount: 2,
      fixtureIds: [20, 21],
      minutes: 180,
      starts: 2,
      goalsScored: 1,
    });
    expect(double?.expectedGoals).toBeCloseTo(0.8, 10);
    expect(double?.totalPoints).toBe(8);
    expect(double?.opponentTeam).toBeUndefined();
  });

  it('reads a live gameweek, counting fixtures from explain', () => {
    const [row] = historyFromEventLive(33, [
      {
        id: 1,
        stats: {
          minutes: 0,
          goals_scored: 0,
          assists: 0,
          clean_sheets: 0,
          goals_conceded: 0,
          saves: 0,
          bonus: 0,
          bps: 0,
          yellow_cards: 0,
          red_cards: 0,
          expected_goals: '0.00',
          total_points: 0,
        },
        explain: [{ fixture: 327 }, { fixture: 330 }],
      },
    ]);
    expect(row).toMatchObject({
      element: 1,
      gameweek: 33,
      fixtureCount: 2,
      starts: 0,
      defensiveContribution: 0,
    });
  });
});
