// The 2025-26 backtest on the real data in ../shared (skipped where it is absent).
import { describe, expect, it } from 'vitest';
import { runBacktest } from '../bench/backtest.js';
import { hasFplData } from '../bench/data-dir.js';
import { loadSeason2025, replayGameweeks } from '../bench/season-2025-26.js';
import { projectPlayers } from '../src/projection/project-players.js';

// Replaying a season takes seconds, more on a busy CI machine: a generous limit, not a timing assertion.
const SLOW = { timeout: 120_000 };

describe.skipIf(!hasFplData())('projection backtest on 2025-26 (real data in ../shared)', () => {
  it('shows each gameweek only what was known before its deadline', SLOW, () => {
    const replay = replayGameweeks(loadSeason2025(), 12, 14);
    expect(replay.map((r) => r.gameweek)).toEqual([12, 13, 14]);
    for (const { gameweek, input } of replay) {
      expect(Math.max(...input.history.map((h) => h.gameweek))).toBe(gameweek - 1);
      for (const f of input.fixtures) {
        if (f.event === null || f.event >= gameweek) expect(f.team_h_score ?? null).toBeNull();
      }
    }
  });

  it('projects the GW33 double and the GW34 blank from the GW33 deadline', SLOW, () => {
    const [gw33] = replayGameweeks(loadSeason2025(), 33, 33);
    if (!gw33) throw new Error('no GW33 snapshot');
    const projections = projectPlayers(gw33.input);
    const doubled = projections.filter((p) => p.gameweeks[0]?.fixtures.length === 2);
    expect(new Set(doubled.map((p) => p.team)).size).toBe(6);
    for (const p of doubled) {
      expect(p.gameweeks[1]?.gameweek).toBe(34);
      expect(p.gameweeks[1]?.expectedPoints).toBe(0);
    }
    const best = projections.reduce((a, b) =>
      (b.gameweeks[0]?.expectedPoints ?? 0) > (a.gameweeks[0]?.expectedPoints ?? 0) ? b : a,
    );
    expect(best.gameweeks[0]?.fixtures).toHaveLength(2);
  });

  it('beats FPL ep_next on MAE and Spearman over GW12–38 on identical rows', SLOW, () => {
    const result = runBacktest();
    expect(result.ours.n).toBe(result.epNext.n);
    expect(result.ours.n).toBeGreaterThan(20000);
    for (const r of result.rows) expect(Number.isFinite(r.predicted)).toBe(true);
    expect(result.ours.mae).toBeLessThan(result.epNext.mae);
    expect(result.ours.spearman).toBeGreaterThan(result.epNext.spearman);
  });
});
