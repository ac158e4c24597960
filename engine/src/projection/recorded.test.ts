import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECTION_PARAMS } from './params.js';
import { ratePlayers } from './players.js';
import { projectPlayers } from './project-players.js';
import { recordedStats, sixtyMinuteAppearances } from './recorded.js';
import { rateTeams } from './teams.js';
import { element, fixture, historyRow, smallSeason } from './test-data.js';
import type { PlayerGameweekHistory } from './types.js';

type Field = 'starts' | 'expectedGoals' | 'expectedAssists' | 'expectedGoalsConceded';

/** The rows without the fields, as a season that did not record them loads. */
function without(history: readonly PlayerGameweekHistory[], fields: readonly Field[]) {
  return history.map((row) => {
    const copy = { ...row };
    for (const f of fields) delete copy[f];
    return copy;
  });
}

/** The rows with the fields 0 for every player, as some recorded files hold before FPL published them. */
function zeroed(history: readonly PlayerGameweekHistory[], fields: readonly Field[]) {
  return history.map((row) => ({ ...row, ...Object.fromEntries(fields.map((f) => [f, 0])) }));
}

const params = DEFAULT_PROJECTION_PARAMS;

describe('recordedStats', () => {
  it('records a stat in a gameweek only where some row holds it above 0', () => {
    const history = [
      historyRow(1, 1, { expectedGoals: 0.4, expectedAssists: 0 }),
      historyRow(2, 1, { expectedGoals: 0, expectedAssists: 0 }),
      ...without([historyRow(1, 2), historyRow(2, 2)], ['starts', 'expectedGoals']),
      historyRow(1, 3, { expectedGoals: 0.2 }),
    ];
    const recorded = recordedStats(history, 3);
    expect(recorded.get(1)).toEqual({
      starts: true,
      expectedGoals: true,
      expectedAssists: false,
      expectedGoalsConceded: true,
    });
    expect(recorded.get(2)).toEqual({
      starts: false,
      expectedGoals: false,
      expectedAssists: false,
      expectedGoalsConceded: true,
    });
    expect(recorded.has(3)).toBe(false);
  });

  it('counts 60-minute appearances, at most one a fixture', () => {
    expect(sixtyMinuteAppearances({ minutes: 90, fixtureCount: 1 })).toBe(1);
    expect(sixtyMinuteAppearances({ minutes: 59, fixtureCount: 1 })).toBe(0);
    expect(sixtyMinuteAppearances({ minutes: 180, fixtureCount: 2 })).toBe(2);
    expect(sixtyMinuteAppearances({ minutes: 200, fixtureCount: 1 })).toBe(1);
  });
});

describe('the starts fallback: 60-minute appearances', () => {
  // Player 1 plays 90 minutes every week, player 2 comes on for 20.
  const elements = [element(1, 1, 3), element(2, 1, 3)];
  const recorded: PlayerGameweekHistory[] = [];
  for (const gw of [1, 2, 3, 4]) {
    recorded.push(historyRow(1, gw, { minutes: 90, starts: 1 }));
    recorded.push(historyRow(2, gw, { minutes: 20, starts: 0 }));
  }
  const rate = (history: PlayerGameweekHistory[], id: number) =>
    ratePlayers(elements, history, 5, params).get(id)?.startRate ?? Number.NaN;

  it('reads a player who plays 90 minutes as a starter where starts are not recorded', () => {
    const absent = without(recorded, ['starts']);
    expect(rate(absent, 1)).toBeGreaterThan(0.95);
    expect(rate(absent, 2)).toBeLessThan(0.05);
    expect(rate(absent, 1)).toBeCloseTo(rate(recorded, 1), 10);
    expect(rate(absent, 2)).toBeCloseTo(rate(recorded, 2), 10);
  });

  it('treats starts that are 0 for every player of a gameweek as not recorded, not as benched', () => {
    expect(rate(zeroed(recorded, ['starts']), 1)).toBeCloseTo(rate(without(recorded, ['starts']), 1), 10);
    expect(rate(zeroed(recorded, ['starts']), 1)).toBeGreaterThan(0.95);
  });
});

describe('the xG fallback: goals', () => {
  // Player 1 scores a goal every week; player 2's xG is recorded where the gameweek records xG.
  const elements = [element(1, 1, 4, { now_cost: 80 }), element(2, 2, 4, { now_cost: 80 })];
  const rows = (xg1: number | undefined, xg2: number | undefined) =>
    [1, 2, 3, 4].flatMap((gw) => [
      historyRow(1, gw, { goalsScored: 1, ...(xg1 === undefined ? {} : { expectedGoals: xg1 }) }),
      historyRow(2, gw, { goalsScored: 0, ...(xg2 === undefined ? {} : { expectedGoals: xg2 }) }),
    ]);
  const xg90 = (history: PlayerGameweekHistory[]) =>
    ratePlayers(elements, history, 5, params).get(1)?.xg90 ?? Number.NaN;

  it('reads goals where no row of the gameweek records xG', () => {
    const absent = without(rows(0, 0), ['expectedGoals']);
    // Goals per xG has a prior of 1, so xG recorded as the goals themselves gives the same rate.
    expect(xg90(absent)).toBeCloseTo(xg90(rows(1, 0)), 10);
    expect(xg90(zeroed(absent, ['expectedGoals']))).toBeCloseTo(xg90(absent), 10);
  });

  it('still reads a recorded 0 as a fact when others in the gameweek have xG', () => {
    expect(xg90(rows(0, 0.5))).toBeLessThan(0.6 * xg90(without(rows(0, 0), ['expectedGoals'])));
  });
});

describe('the xA fallback: assists', () => {
  const elements = [element(1, 1, 3, { now_cost: 80 }), element(2, 2, 3, { now_cost: 80 })];
  const rows = (xa1: number | undefined, xa2: number | undefined) =>
    [1, 2, 3, 4].flatMap((gw) => [
      historyRow(1, gw, { assists: 1, ...(xa1 === undefined ? {} : { expectedAssists: xa1 }) }),
      historyRow(2, gw, { assists: 0, ...(xa2 === undefined ? {} : { expectedAssists: xa2 }) }),
    ]);
  const xa90 = (history: PlayerGameweekHistory[]) =>
    ratePlayers(elements, history, 5, params).get(1)?.xa90 ?? Number.NaN;

  it('reads assists where no row of the gameweek records xA, without the assists-per-xA scaling', () => {
    const absent = without(rows(0, 0), ['expectedAssists']);
    expect(xa90(zeroed(absent, ['expectedAssists']))).toBeCloseTo(xa90(absent), 10);
    // Far above a recorded 0, and below xA equal to the assists, which FPL's assist credit scales up.
    expect(xa90(absent)).toBeGreaterThan(1.5 * xa90(rows(0, 0.5)));
    expect(xa90(absent)).toBeLessThan(xa90(rows(1, 0)));
  });
});

describe('the xG-conceded fallback: goals conceded', () => {
  // Club 1 concedes 3 a match, club 2 none; xG for is absent throughout, so goals for come from the score.
  const fixtures = [
    fixture(1, 1, 1, 2, [0, 3]),
    fixture(2, 2, 2, 1, [3, 0]),
    fixture(3, 3, 1, 2, [0, 3]),
    fixture(4, 4, 1, 2),
  ];
  const elements = [element(1, 1, 1), element(2, 2, 1)];
  const rows = (xgc1: number | undefined, xgc2: number | undefined) =>
    without(
      [1, 2, 3].flatMap((gw) => [
        historyRow(1, gw, {
          goalsConceded: 3,
          ...(xgc1 === undefined ? {} : { expectedGoalsConceded: xgc1 }),
        }),
        historyRow(2, gw, {
          goalsConceded: 0,
          ...(xgc2 === undefined ? {} : { expectedGoalsConceded: xgc2 }),
        }),
      ]),
      ['expectedGoals'],
    );
  const defence = (history: PlayerGameweekHistory[]) =>
    rateTeams(fixtures, history, elements, 4, params).defence.get(1) ?? Number.NaN;

  it('rates a club on the goals it conceded where no row of the gameweek records xG conceded', () => {
    const absent = without(rows(0, 0), ['expectedGoalsConceded']);
    expect(defence(absent)).toBeCloseTo(defence(rows(3, 0.001)), 6);
    expect(defence(zeroed(absent, ['expectedGoalsConceded']))).toBeCloseTo(defence(absent), 10);
    // Zeros read as facts would make the club that concedes 3 a match look tighter.
    expect(defence(absent)).toBeGreaterThan(defence(rows(0, 0.5)));
  });
});

describe('projectPlayers without the advanced stats', () => {
  it('projects the same whether the stats are absent or 0 for every player', () => {
    const season = smallSeason();
    const fields: Field[] = ['starts', 'expectedGoals', 'expectedAssists', 'expectedGoalsConceded'];
    const absent = projectPlayers({ ...season, history: without(season.history, fields) });
    expect(projectPlayers({ ...season, history: zeroed(season.history, fields) })).toEqual(absent);
    const forward = absent.find((p) => p.element === 10);
    expect(forward?.gameweeks[2]?.fixtures[0]?.pStart).toBeGreaterThan(0.9);
    expect(forward?.gameweeks[2]?.fixtures[0]?.expectedGoals).toBeGreaterThan(0.3);
  });
});
