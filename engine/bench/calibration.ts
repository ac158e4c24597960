// pnpm --filter @fpl-assistant/engine exec tsx bench/calibration.ts [2023-24|2024-25|2025-26]
// Diagnostics for the minutes model: players grouped by predicted start probability, with predicted and
// actual start, 60+ minute and appearance rates and points (single-fixture gameweeks, GW12–38).
import { projectPlayers } from '../src/projection/project-players.js';
import { loadSeason2025, type ReplayGameweek, replayGameweeks, SEASON } from './season-2025-26.js';
import { replayVaastavSeason } from './season-vaastav.js';

const BINS = [0.05, 0.2, 0.4, 0.6, 0.8, 0.9, 1.01];

interface Bin {
  n: number;
  predicted: { start: number; sixty: number; appear: number; points: number };
  actual: { start: number; sixty: number; appear: number; points: number };
}

function calibrate(replays: readonly ReplayGameweek[], defensiveContribution: boolean): Bin[] {
  const bins: Bin[] = BINS.map(() => ({
    n: 0,
    predicted: { start: 0, sixty: 0, appear: 0, points: 0 },
    actual: { start: 0, sixty: 0, appear: 0, points: 0 },
  }));
  for (const { input, rows } of replays) {
    const projections = projectPlayers(input, { horizon: 1, defensiveContribution });
    const byElement = new Map(projections.map((p) => [p.element, p.gameweeks[0]]));
    for (const r of rows) {
      const gameweek = byElement.get(r.element);
      const fixture = gameweek?.fixtures[0];
      if (!gameweek || !fixture || gameweek.fixtures.length !== 1) continue;
      const bin = bins[BINS.findIndex((upper) => fixture.pStart < upper)];
      if (!bin) continue;
      bin.n++;
      bin.predicted.start += fixture.pStart;
      bin.predicted.sixty += fixture.p60;
      bin.predicted.appear += fixture.pAppear;
      bin.predicted.points += gameweek.expectedPoints;
      bin.actual.start += Math.min(1, r.starts);
      bin.actual.sixty += r.minutes >= 60 ? 1 : 0;
      bin.actual.appear += r.minutes > 0 ? 1 : 0;
      bin.actual.points += r.actual;
    }
  }
  return bins;
}

function main() {
  const season = process.argv[2] ?? SEASON;
  const replays = season === SEASON ? replayGameweeks(loadSeason2025()) : replayVaastavSeason(season);
  const bins = calibrate(replays, season === SEASON);
  console.log(`${season}: predicted / actual, by predicted start probability`);
  console.log('pStart <  |     n | start         | 60+ minutes   | appeared      | points');
  bins.forEach((b, i) => {
    if (b.n === 0) return;
    const pair = (k: keyof Bin['actual'], digits: number) =>
      `${(b.predicted[k] / b.n).toFixed(digits)} / ${(b.actual[k] / b.n).toFixed(digits)}`;
    console.log(
      `${String(Math.min(1, BINS[i] ?? 1)).padEnd(9)} | ${String(b.n).padStart(5)} | ${pair('start', 3)} | ${pair('sixty', 3)} | ${pair('appear', 3)} | ${pair('points', 2)}`,
    );
  });
}

main();
