// pnpm --filter @fpl-assistant/engine exec tsx bench/tune-season-start.ts
// Tunes the season-start parameters (how much last season weighs, and how far it is shrunk towards the
// position-and-price prior) on GW1–11 of 2023-24 and 2024-25, each with the season before as its prior, never
// on 2025-26. Coordinate descent over small grids, the objective of tune.ts (MAE + RMSE − Spearman).
// Prints each step, the chosen values (copy them into projection/params.ts) and GW1 alone.

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PROJECTION_PARAMS, type ProjectionParams } from '../src/projection/params.js';
import { replaySeasonStart, SEASON_START_TUNING } from './season-start.js';
import { score } from './tune.js';

type SeasonStartParam =
  | 'previousSeasonWeight'
  | 'previousSeasonDecay'
  | 'previousStartShrinkMatches'
  | 'previousSeasonLongMatches';

const GRID: Record<SeasonStartParam, number[]> = {
  previousSeasonWeight: [0, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1],
  previousSeasonDecay: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1],
  previousStartShrinkMatches: [0, 1, 2, 3, 5, 10, 20, 40],
  previousSeasonLongMatches: [0, 0.25, 0.5, 1, 2, 5, 10, 20, 40, 80],
};

const show = (s: ReturnType<typeof score>) =>
  `objective ${s.objective.toFixed(4)} (MAE ${s.mae.toFixed(4)}, RMSE ${s.rmse.toFixed(4)}, Spearman ${s.spearman.toFixed(4)}, n ${s.n})`;

function main() {
  const replays = SEASON_START_TUNING.flatMap((season) =>
    replaySeasonStart(season, { previousSeason: true }),
  );
  const without = SEASON_START_TUNING.flatMap((season) =>
    replaySeasonStart(season, { previousSeason: false }),
  );
  console.log(`without last season: ${show(score(without, DEFAULT_PROJECTION_PARAMS))}`);
  let best: ProjectionParams = { ...DEFAULT_PROJECTION_PARAMS };
  let bestScore = score(replays, best);
  console.log(`start: ${show(bestScore)}`);
  const rounds = Number(process.env.TUNE_ROUNDS ?? 3);
  for (let round = 1; round <= rounds; round++) {
    let improved = false;
    for (const [name, values] of Object.entries(GRID) as [SeasonStartParam, number[]][]) {
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
  const firstWeek = (r: { gameweek: number }) => r.gameweek === 1;
  console.log(`GW1 alone, without last season: ${show(score(without.filter(firstWeek), best))}`);
  console.log(`GW1 alone, with it: ${show(score(replays.filter(firstWeek), best))}`);
  const chosen = Object.fromEntries(Object.keys(GRID).map((k) => [k, best[k as SeasonStartParam]]));
  console.log(JSON.stringify(chosen, null, 2));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
