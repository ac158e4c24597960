// pnpm --filter @fpl-assistant/engine exec tsx bench/backtest-tuning.ts [season ...]
// The projection backtest on the tuning seasons (default all four), GW12–38 each, with the current parameters
// and tune.ts's objective: MAE, RMSE, Spearman per season and pooled. Everyone counts as available (no
// pre-deadline status on record), no ep_next to compare with, defensive contributions off (they scored from
// 2025-26). 2020-21 and 2021-22 have no starts or expected-goals columns: the model reads its fallbacks.

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PROJECTION_PARAMS } from '../src/projection/params.js';
import { replayVaastavSeason, TUNING_SEASONS } from './season-vaastav.js';
import { score } from './tune.js';

function main() {
  const seasons = process.argv.length > 2 ? process.argv.slice(2) : [...TUNING_SEASONS];
  const all = [];
  console.log('| season (GW12–38) | n | MAE | RMSE | Spearman | objective |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const line = (name: string, s: ReturnType<typeof score>) =>
    console.log(
      `| ${name} | ${s.n} | ${s.mae.toFixed(3)} | ${s.rmse.toFixed(3)} | ${s.spearman.toFixed(3)} | ${s.objective.toFixed(4)} |`,
    );
  for (const season of seasons) {
    const replays = replayVaastavSeason(season);
    all.push(...replays);
    line(season, score(replays, DEFAULT_PROJECTION_PARAMS));
  }
  if (seasons.length > 1) line('all', score(all, DEFAULT_PROJECTION_PARAMS));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
