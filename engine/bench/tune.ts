// pnpm --filter @fpl-assistant/engine exec tsx bench/tune.ts
// Tunes the projection hyper-parameters on the tuning seasons (TUNING_SEASONS; never 2025-26) by coordinate
// descent over small grids, scoring GW12–38 of every season together (the values held were tuned on 2023-24 and
// 2024-25 alone, before 2020-21 and 2021-22 joined). Defensive contributions did not score then, so they
// are switched off here. Prints each step and the chosen values (copy them into projection/params.ts).

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PROJECTION_PARAMS, type ProjectionParams } from '../src/projection/params.js';
import { projectPlayers } from '../src/projection/project-players.js';
import { metrics } from './metrics.js';
import type { ReplayGameweek } from './season-2025-26.js';
import { replayVaastavSeason, TUNING_SEASONS } from './season-vaastav.js';

const GRID: Record<keyof ProjectionParams, number[]> = {
  minutesDecay: [0.2, 0.3, 0.4, 0.5, 0.55, 0.65, 0.75, 0.85],
  longMinutesDecay: [0.8, 0.85, 0.9, 0.95, 1],
  recentSelectionWeight: [0.4, 0.5, 0.6, 0.75, 0.9, 1],
  startPriorMatches: [0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2],
  subPriorMatches: [0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2],
  rateDecay: [0.9, 0.95, 0.97, 0.99, 1],
  attackPriorMinutes: [200, 400, 900, 1400, 2000, 3000],
  finishingWeight: [0, 0.2, 0.35, 0.5, 0.65, 0.8, 1],
  bonusPriorMinutes: [600, 1400, 2000, 3000, 5000, 10000],
  otherPriorMinutes: [600, 900, 1500, 2500, 5000],
  teamDecay: [0.7, 0.78, 0.85, 0.9, 0.95, 1],
  teamPriorMatches: [5, 10, 15, 25, 40],
  teamGoalsWeight: [0, 0.4, 0.6, 0.8, 1],
  homeAdvantage: [1, 1.05, 1.1, 1.2, 1.3],
  fixtureElasticity: [0.25, 0.5, 0.75, 1],
  // Needs availability history, which these seasons lack: kept as set.
  absencePersistence: [],
  // Season-start parameters: tuned on GW1–11 by tune-season-start.ts.
  previousSeasonWeight: [],
  previousSeasonDecay: [],
  previousStartShrinkMatches: [],
  previousSeasonLongMatches: [],
};

/**
 * Lower is better: MAE + RMSE − Spearman. MAE and Spearman are the backtest's target; MAE alone rewards
 * predicting 0 for anyone unsure to play (its optimum is the median), so RMSE keeps the forecasts expected values.
 */
export function score(replays: readonly ReplayGameweek[], params: ProjectionParams) {
  const predicted: number[] = [];
  const actual: number[] = [];
  for (const { input, rows } of replays) {
    const projections = projectPlayers(input, { horizon: 1, defensiveContribution: false, params });
    const byElement = new Map(projections.map((p) => [p.element, p.gameweeks[0]?.expectedPoints ?? 0]));
    for (const r of rows) {
      predicted.push(byElement.get(r.element) ?? 0);
      actual.push(r.actual);
    }
  }
  const m = metrics(predicted, actual);
  return { ...m, objective: m.mae + m.rmse - m.spearman };
}

function main() {
  const replays = TUNING_SEASONS.flatMap((season) => replayVaastavSeason(season));
  let best: ProjectionParams = { ...DEFAULT_PROJECTION_PARAMS };
  let bestScore = score(replays, best);
  const show = (s: ReturnType<typeof score>) =>
    `objective ${s.objective.toFixed(4)} (MAE ${s.mae.toFixed(4)}, RMSE ${s.rmse.toFixed(4)}, Spearman ${s.spearman.toFixed(4)}, n ${s.n})`;
  console.log(`start: ${show(bestScore)}`);
  const rounds = Number(process.env.TUNE_ROUNDS ?? 3);
  for (let round = 1; round <= rounds; round++) {
    let improved = false;
    for (const [name, values] of Object.entries(GRID) as [keyof ProjectionParams, number[]][]) {
      for (const value of values) {
        if (value === best[name]) continue;
        const candidate = { ...best, [name]: value };
        const s = score(replays, candidate);
        if (s.objective < bestScore.objective - 1e-5) {
          best = candidate;
          bestScore = s;
          improved = true;
          console.log(`round ${round}: ${name} = ${value}: ${show(s)}`);
        }
      }
    }
    if (!improved) break;
  }
  console.log(`best: ${show(bestScore)}`);
  console.log(JSON.stringify(best, null, 2));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
