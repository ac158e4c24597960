import { describe, expect, it } from 'vitest';
import type { ProjectionParams } from './params.js';
import { previousSeasonFromElements, SEASON_MATCHES } from './previous-season.js';
import { projectPlayers } from './project-players.js';
import { element, fixture, historyRow } from './test-data.js';
import type { PlayerProjection, PreviousSeasonPlayer, ProjectionInput } from './types.js';

/** Last season's totals of a player who played `starts` full matches at `xg90` and `xa90` per 90. */
function lastSeason(code: number, starts: number, xg90 = 0.1, xa90 = 0.1): PreviousSeasonPlayer {
  const minutes = starts * 90;
  return {
    code,
    clubMatches: SEASON_MATCHES,
    minutes,
    starts,
    goalsScored: Math.round((xg90 * minutes) / 90),
    assists: Math.round((xa90 * minutes) / 90),
    expectedGoals: (xg90 * minutes) / 90,
    expectedAssists: (xa90 * minutes) / 90,
    bonus: starts / 5,
    saves: 0,
    yellowCards: 2,
    redCards: 0,
  };
}

/**
 * Four clubs before GW1. Forwards at one price: 100 a regular last season, 101 a backup; 102 new to the league
 * (no code in last season); 103 a regular who scored at twice the rate. Midfielders 110–117 at two prices fit the
 * price line.
 */
function seasonStart(): ProjectionInput {
  const fixtures = [fixture(1, 1, 1, 2), fixture(2, 1, 3, 4), fixture(3, 2, 2, 3), fixture(4, 2, 4, 1)];
  const elements = [
    element(100, 1, 4, { code: 1000, now_cost: 80 }),
    element(101, 2, 4, { code: 1001, now_cost: 80 }),
    element(102, 3, 4, { code: 1002, now_cost: 80 }),
    element(103, 4, 4, { code: 1003, now_cost: 80 }),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
      element(110 + i, 1 + (i % 4), 3, { code: 1100 + i, now_cost: i < 4 ? 50 : 90 }),
    ),
  ];
  const previousSeason = [
    lastSeason(1000, 36, 0.4),
    lastSeason(1001, 3, 0.4),
    lastSeason(1003, 36, 0.8),
    // Cheap midfielders were backups, dear ones regulars.
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => lastSeason(1100 + i, i < 4 ? 6 : 34, 0.15, 0.15)),
  ];
  return { elements, fixtures, history: [], gameweek: 1, previousSeason };
}

function first(projections: PlayerProjection[], id: number) {
  const f = projections.find((p) => p.element === id)?.gameweeks[0]?.fixtures[0];
  if (!f) throw new Error(`no fixture projected for ${id}`);
  return f;
}

const project = (input: ProjectionInput, params: Partial<ProjectionParams> = {}) =>
  projectPlayers(input, { horizon: 2, params });

describe('previousSeasonFromElements', () => {
  it('reads end-of-season bootstrap elements and players_raw rows alike', () => {
    const [fromApi, fromCsv] = previousSeasonFromElements([
      {
        code: 223094,
        minutes: 2953,
        starts: 34,
        goals_scored: 27,
        assists: 8,
        expected_goals: '25.50',
        expected_assists: '3.10',
        bonus: 30,
        saves: 0,
        yellow_cards: 2,
        red_cards: 0,
        defensive_contribution: 120,
      },
      { code: '154561', minutes: '3330', starts: '37', saves: '90', expected_goals: '0.00' },
    ]);
    expect(fromApi).toEqual({
      code: 223094,
      clubMatches: 38,
      minutes: 2953,
      starts: 34,
      goalsScored: 27,
      assists: 8,
      expectedGoals: 25.5,
      expectedAssists: 3.1,
      bonus: 30,
      saves: 0,
      yellowCards: 2,
      redCards: 0,
      defensiveContribution: 120,
    });
    // A season that did not record defensive contributions leaves them out rather than reading 0.
    expect(fromCsv).toMatchObject({ code: 154561, minutes: 3330, starts: 37, saves: 90, expectedGoals: 0 });
    expect(fromCsv).not.toHaveProperty('defensiveContribution');
  });

  it('reads a row of element-summary history_past by its element_code', () => {
    const [past] = previousSeasonFromElements([
      {
        season_name: '2025/26',
        element_code: 219168,
        minutes: 694,
        starts: 8,
        goals_scored: 3,
        assists: 1,
        expected_goals: '2.59',
      },
    ]);
    expect(past).toMatchObject({ code: 219168, minutes: 694, starts: 8, expectedGoals: 2.59 });
  });

  it('counts full matches as starts and goals as xG for seasons that recorded neither', () => {
    const [old] = previousSeasonFromElements([{ code: 1, minutes: 1000, goals_scored: 4, assists: 2 }]);
    expect(old).toMatchObject({ starts: 11, expectedGoals: 4, expectedAssists: 2 });
  });
});

describe('projectPlayers with last season', () => {
  const input = seasonStart();
  const withPrior = project(input);
  const { previousSeason: _, ...withoutInput } = input;
  const without = project(withoutInput);

  it('starts last season’s regular and benches his backup at GW1; without it they look alike', () => {
    expect(first(withPrior, 100).pStart).toBeGreaterThan(0.85);
    expect(first(withPrior, 101).pStart).toBeLessThan(0.15);
    expect(first(without, 100).pStart).toBeCloseTo(first(without, 101).pStart, 10);
    expect(first(withPrior, 100).expectedPoints).toBeGreaterThan(2 * first(withPrior, 101).expectedPoints);
  });

  it('projects a regular near last season’s rates: a higher scorer then scores more now', () => {
    const regular = first(withPrior, 100);
    const scorer = first(withPrior, 103);
    expect(scorer.expectedGoals / scorer.expectedMinutes).toBeGreaterThan(
      regular.expectedGoals / regular.expectedMinutes,
    );
  });

  it('keeps the price prior for a player new to the league', () => {
    // 102 has no previous season: his start rate is the price line's, which a regular reaches only when
    // his own record is shrunk away entirely.
    const shrunkAway = project(input, { previousStartShrinkMatches: 1e9 });
    expect(first(withPrior, 102).pStart).toBeCloseTo(first(shrunkAway, 100).pStart, 6);
    expect(first(withPrior, 102).pStart).toBeGreaterThan(first(withPrior, 101).pStart);
    expect(first(withPrior, 102).pStart).toBeLessThan(first(withPrior, 100).pStart);
    // The price line is fitted on last season: dearer midfielders were the regulars.
    expect(first(withPrior, 117).pStart).toBeGreaterThan(first(withPrior, 110).pStart + 0.3);
  });

  it('shrinks last season towards the price prior by the tuned factor', () => {
    const strong = project(input, { previousStartShrinkMatches: 40 });
    const regular = first(withPrior, 100).pStart;
    const backup = first(withPrior, 101).pStart;
    const priceLine = first(withPrior, 102).pStart;
    expect(first(strong, 100).pStart).toBeLessThan(regular);
    expect(first(strong, 100).pStart).toBeGreaterThan(priceLine);
    expect(first(strong, 101).pStart).toBeGreaterThan(backup);
    expect(first(strong, 101).pStart).toBeLessThan(priceLine);
    // Per-90 rates: the more last season weighs, the further the scorer is from the price line.
    const heavy = project(input, { previousSeasonWeight: 1 });
    const light = project(input, { previousSeasonWeight: 0 });
    const rate = (p: PlayerProjection[]) => first(p, 103).expectedGoals / first(p, 103).expectedMinutes;
    expect(rate(heavy)).toBeGreaterThan(rate(withPrior));
    expect(rate(withPrior)).toBeGreaterThan(rate(light));
  });

  it('gives way to this season as matches are played', () => {
    // GW3: last season's regular has been on the bench twice, the backup has started twice.
    const played: ProjectionInput = {
      ...input,
      fixtures: [
        fixture(1, 1, 1, 2, [1, 0]),
        fixture(2, 1, 3, 4, [0, 0]),
        fixture(3, 2, 2, 3, [2, 1]),
        fixture(4, 2, 4, 1, [0, 2]),
        fixture(5, 3, 1, 3),
        fixture(6, 3, 2, 4),
      ],
      history: [1, 2].flatMap((gw) => [
        historyRow(100, gw, { minutes: 0, starts: 0 }),
        historyRow(101, gw),
        ...input.elements.filter((e) => e.id >= 110).map((e) => historyRow(e.id, gw)),
      ]),
      gameweek: 3,
    };
    const later = project(played);
    expect(first(later, 101).pStart).toBeGreaterThan(0.8);
    expect(first(later, 100).pStart).toBeLessThan(0.3);
  });

  it('ignores last season for elements without a code', () => {
    const noCodes = {
      ...input,
      elements: input.elements.map(({ code: _, ...e }) => e),
    };
    expect(project(noCodes)).toEqual(without);
  });
});
