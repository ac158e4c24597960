import { describe, expect, it } from 'vitest';
import type { FplElement, FplFixture } from '../fpl-api.js';
import { projectPlayers } from './project-players.js';
import { element, historyRow, smallSeason } from './test-data.js';
import type { PlayerProjection, ProjectionInput } from './types.js';

function byElement(projections: PlayerProjection[], id: number): PlayerProjection {
  const found = projections.find((p) => p.element === id);
  if (!found) throw new Error(`no projection for ${id}`);
  return found;
}

describe('projectPlayers', () => {
  const input = smallSeason();
  const projections = projectPlayers(input);

  it('takes bootstrap-static elements and API fixtures as they come', () => {
    const fromApi: ProjectionInput = {
      elements: [] as FplElement[],
      fixtures: [] as FplFixture[],
      history: [],
      gameweek: 1,
    };
    expect(projectPlayers(fromApi)).toEqual([]);
  });

  it('projects five gameweeks by default, starting at the input gameweek', () => {
    for (const p of projections) expect(p.gameweeks.map((g) => g.gameweek)).toEqual([4, 5, 6, 7, 8]);
  });

  it('gives 0 in a blank gameweek', () => {
    const blank = byElement(projections, 14).gameweeks[0];
    expect(blank?.fixtures).toEqual([]);
    expect(blank?.expectedPoints).toBe(0);
    const clubOneBlank = byElement(projections, 10).gameweeks[1];
    expect(clubOneBlank?.expectedPoints).toBe(0);
  });

  it('sums both fixtures of a double gameweek', () => {
    const forward = byElement(projections, 10);
    const double = forward.gameweeks[0];
    expect(double?.fixtures).toHaveLength(2);
    const [first, second] = double?.fixtures ?? [];
    expect(double?.expectedPoints).toBeCloseTo(
      (first?.expectedPoints ?? 0) + (second?.expectedPoints ?? 0),
      10,
    );
    const single = forward.gameweeks[2];
    expect(single?.fixtures).toHaveLength(1);
    expect(double?.expectedPoints ?? 0).toBeGreaterThan(1.5 * (single?.expectedPoints ?? 0));
  });

  it('projects nothing for an injured player with no return date, and a return once FPL gives a date', () => {
    const injured = byElement(projections, 13);
    expect(injured.availability).toBe(0);
    expect(injured.gameweeks.map((g) => g.expectedPoints)).toEqual([0, 0, 0, 0, 0]);
    const season = smallSeason();
    const dated = projectPlayers({
      ...season,
      elements: season.elements.map((e) =>
        e.id === 13 ? { ...e, news: 'Knock - Expected back 10 Apr', news_added: '2026-04-01T10:00:00Z' } : e,
      ),
    });
    const back = byElement(dated, 13);
    expect(back.gameweeks[0]?.expectedPoints).toBe(0);
    expect(back.gameweeks[2]?.expectedPoints ?? 0).toBeGreaterThan(0);
  });

  it('projects less for a player who has not been playing', () => {
    const bench = byElement(projections, 15).gameweeks[2]?.expectedPoints ?? 0;
    const starter = byElement(projections, 14).gameweeks[2]?.expectedPoints ?? 0;
    expect(bench).toBeLessThan(starter / 2);
  });

  it('keeps every probability within [0, 1] and every breakdown summing to its total', () => {
    for (const p of projections) {
      for (const g of p.gameweeks) {
        for (const f of g.fixtures) {
          for (const prob of [f.pStart, f.pAppear, f.p60, f.pTeamCleanSheet]) {
            expect(prob).toBeGreaterThanOrEqual(0);
            expect(prob).toBeLessThanOrEqual(1);
          }
          expect(f.p60).toBeLessThanOrEqual(f.pStart + 1e-12);
          expect(f.pStart).toBeLessThanOrEqual(f.pAppear + 1e-12);
          const sum = Object.values(f.breakdown).reduce((a, b) => a + b, 0);
          expect(sum).toBeCloseTo(f.expectedPoints, 10);
        }
      }
      expect(p.totalExpectedPoints).toBeCloseTo(
        p.gameweeks.reduce((a, g) => a + g.expectedPoints, 0),
        10,
      );
    }
  });

  it('explains a defender by clean sheets, conceded goals and defensive contributions', () => {
    const f = byElement(projections, 11).gameweeks[2]?.fixtures[0];
    expect(f?.breakdown.cleanSheet ?? 0).toBeGreaterThan(0);
    expect(f?.breakdown.goalsConceded ?? 0).toBeLessThan(0);
    expect(f?.breakdown.defensiveContribution ?? 0).toBeGreaterThan(0);
    expect(f?.breakdown.saves).toBe(0);
    const keeper = byElement(projections, 12).gameweeks[2]?.fixtures[0];
    expect(keeper?.breakdown.saves ?? 0).toBeGreaterThan(0);
    expect(keeper?.breakdown.defensiveContribution).toBe(0);
  });

  it('scores no defensive contributions for seasons before 2025/26', () => {
    const old = projectPlayers(input, { defensiveContribution: false });
    for (const p of old)
      for (const g of p.gameweeks)
        for (const f of g.fixtures) {
          expect(f.breakdown.defensiveContribution).toBe(0);
        }
  });

  it('reads no history from the projected gameweek onwards', () => {
    const leaked = {
      ...input,
      history: [...input.history, historyRow(15, 4, { expectedGoals: 3, goalsScored: 3 })],
    };
    const again = projectPlayers(leaked, { elements: [15] });
    expect(again[0]?.totalExpectedPoints).toBeCloseTo(byElement(projections, 15).totalExpectedPoints, 12);
  });

  it('ranks a high-xG forward above a defender who offers little else', () => {
    const forward = byElement(projections, 10).gameweeks[2]?.expectedPoints ?? 0;
    const midfielder = byElement(projections, 14).gameweeks[2]?.expectedPoints ?? 0;
    expect(forward).toBeGreaterThan(midfielder);
  });

  it('projects a new player with no history from position and price priors', () => {
    const withNewcomer = { ...input, elements: [...input.elements, element(99, 2, 4, { now_cost: 80 })] };
    const newcomer = byElement(projectPlayers(withNewcomer, { elements: [99] }), 99);
    const points = newcomer.gameweeks[0]?.expectedPoints ?? 0;
    expect(points).toBeGreaterThan(0);
    expect(points).toBeLessThan(10);
  });

  it('projects a doubtful player in proportion to his chance of playing', () => {
    const doubtful = {
      ...input,
      elements: input.elements.map((e) =>
        e.id === 10 ? { ...e, status: 'd', chance_of_playing_next_round: 50 } : e,
      ),
    };
    const half =
      byElement(projectPlayers(doubtful, { elements: [10] }), 10).gameweeks[0]?.expectedPoints ?? 0;
    const full = byElement(projections, 10).gameweeks[0]?.expectedPoints ?? 0;
    expect(half).toBeCloseTo(full / 2, 6);
  });
});
