// The tuning seasons before 2022-23 on the real data (../shared): vaastav's 2020-21 has no starts, xG, xA or xG
// conceded, so the loader leaves them absent and the model uses its fallbacks. Skipped when the shared data is
// not beside the repository.
import { describe, expect, it } from 'vitest';
import { projectPlayers } from '../src/projection/project-players.js';
import { hasSharedData } from '../test/shared-data.js';
import { metrics } from './metrics.js';
import { addRecorded, loadVaastavSeason, replayVaastavSeason } from './season-vaastav.js';

describe('addRecorded', () => {
  it('leaves a stat absent for a missing column or an empty field, and sums what is there', () => {
    const h = {
      element: 1,
      gameweek: 1,
      minutes: 90,
      goalsScored: 0,
      assists: 0,
      cleanSheets: 0,
      goalsConceded: 0,
      saves: 0,
      bonus: 0,
      bps: 0,
      yellowCards: 0,
      redCards: 0,
      defensiveContribution: 0,
      totalPoints: 2,
    };
    addRecorded(h, 'expectedGoals', undefined);
    addRecorded(h, 'expectedGoals', '');
    expect('expectedGoals' in h).toBe(false);
    addRecorded(h, 'starts', '0');
    expect(h).toHaveProperty('starts', 0);
    addRecorded(h, 'expectedAssists', '0.25');
    addRecorded(h, 'expectedAssists', '0.5');
    expect(h).toHaveProperty('expectedAssists', 0.75);
  });
});

describe.skipIf(!hasSharedData)('2020-21 from vaastav, without the advanced stats', () => {
  it('loads every gameweek with starts, xG, xA and xG conceded absent, not 0', () => {
    const { history, fixtures } = loadVaastavSeason('2020-21');
    expect(fixtures).toHaveLength(380);
    expect(new Set(history.map((h) => h.gameweek)).size).toBe(38);
    expect(history.length).toBeGreaterThan(20_000);
    for (const field of ['starts', 'expectedGoals', 'expectedAssists', 'expectedGoalsConceded'] as const)
      expect(history.filter((h) => h[field] !== undefined)).toHaveLength(0);
    expect(history.reduce((s, h) => s + h.goalsScored, 0)).toBeGreaterThan(900);
  });

  it('projects GW20-22 with the fallbacks, far from degenerate', { timeout: 120_000 }, () => {
    const predicted: number[] = [];
    const actual: number[] = [];
    const starts: number[] = [];
    for (const { input, rows } of replayVaastavSeason('2020-21', 20, 22)) {
      const projections = projectPlayers(input, { horizon: 1, defensiveContribution: false });
      const byElement = new Map(projections.map((p) => [p.element, p.gameweeks[0]]));
      for (const r of rows) {
        const gameweek = byElement.get(r.element);
        predicted.push(gameweek?.expectedPoints ?? 0);
        actual.push(r.actual);
        for (const f of gameweek?.fixtures ?? []) starts.push(f.pStart);
      }
    }
    const m = metrics(predicted, actual);
    expect(m.n).toBeGreaterThan(1500);
    expect(m.spearman).toBeGreaterThan(0.6);
    expect(m.mae).toBeLessThan(1.3);
    // Regular starters and the rarely used both exist: starts came from 60-minute appearances, not zeros.
    expect(starts.filter((p) => p > 0.8).length).toBeGreaterThan(150);
    expect(starts.filter((p) => p < 0.1).length).toBeGreaterThan(150);
    expect(Math.max(...predicted)).toBeGreaterThan(5);
  });
});
