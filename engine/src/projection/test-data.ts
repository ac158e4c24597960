// Small hand-made inputs for the projection tests: four clubs, six gameweeks, a handful of players.
import type {
  PlayerGameweekHistory,
  ProjectionElement,
  ProjectionFixture,
  ProjectionInput,
} from './types.js';

export function fixture(
  id: number,
  event: number,
  home: number,
  away: number,
  score?: [number, number],
): ProjectionFixture {
  return {
    id,
    event,
    team_h: home,
    team_a: away,
    team_h_difficulty: 3,
    team_a_difficulty: 3,
    finished: score !== undefined,
    team_h_score: score?.[0] ?? null,
    team_a_score: score?.[1] ?? null,
  };
}

export function historyRow(
  element: number,
  gameweek: number,
  stats: Partial<PlayerGameweekHistory> = {},
): PlayerGameweekHistory {
  return {
    element,
    gameweek,
    fixtureCount: 1,
    minutes: 90,
    starts: 1,
    goalsScored: 0,
    assists: 0,
    expectedGoals: 0,
    expectedAssists: 0,
    expectedGoalsConceded: 1,
    cleanSheets: 0,
    goalsConceded: 1,
    saves: 0,
    bonus: 0,
    bps: 10,
    yellowCards: 0,
    redCards: 0,
    defensiveContribution: 0,
    totalPoints: 2,
    ...stats,
  };
}

export function element(
  id: number,
  team: number,
  elementType: number,
  extra: Partial<ProjectionElement> = {},
) {
  return {
    id,
    team,
    element_type: elementType,
    now_cost: 60,
    status: 'a',
    chance_of_playing_next_round: null,
    ...extra,
  } satisfies ProjectionElement;
}

/**
 * Gameweeks 1–3 played. From gameweek 4: club 1 plays twice in GW4 (a double), club 4 blanks in GW4,
 * and club 1 blanks in GW5.
 */
export function smallSeason(): ProjectionInput {
  const fixtures = [
    fixture(1, 1, 1, 2, [2, 0]),
    fixture(2, 1, 3, 4, [1, 1]),
    fixture(3, 2, 2, 3, [0, 1]),
    fixture(4, 2, 4, 1, [0, 3]),
    fixture(5, 3, 1, 3, [1, 0]),
    fixture(6, 3, 2, 4, [2, 2]),
    fixture(7, 4, 1, 2),
    fixture(8, 4, 3, 1),
    fixture(9, 5, 2, 3),
    fixture(10, 6, 1, 4),
    fixture(11, 6, 2, 3),
  ];
  const elements = [
    element(10, 1, 4, { now_cost: 120 }), // a starting forward of club 1
    element(11, 1, 2), // a starting defender of club 1
    element(12, 1, 1), // club 1's goalkeeper
    element(13, 1, 3, { status: 'i', chance_of_playing_next_round: 0 }), // injured midfielder
    element(14, 4, 3), // a midfielder of club 4 (blank in GW4)
    element(15, 2, 3, { now_cost: 45 }), // a bench midfielder of club 2
  ];
  const history: PlayerGameweekHistory[] = [];
  for (const gw of [1, 2, 3]) {
    history.push(historyRow(10, gw, { expectedGoals: 0.7, goalsScored: 1, expectedAssists: 0.2, bonus: 2 }));
    history.push(
      historyRow(11, gw, { expectedGoalsConceded: 0.6, cleanSheets: 1, defensiveContribution: 11 }),
    );
    history.push(historyRow(12, gw, { expectedGoalsConceded: 0.6, saves: 3, cleanSheets: 1 }));
    history.push(historyRow(13, gw, { expectedGoals: 0.3, expectedAssists: 0.3 }));
    history.push(historyRow(14, gw, { expectedGoals: 0.2, defensiveContribution: 9 }));
    history.push(historyRow(15, gw, { minutes: 0, starts: 0, expectedGoalsConceded: 0, totalPoints: 0 }));
  }
  return {
    elements,
    fixtures,
    history,
    gameweek: 4,
  };
}
