// pnpm --filter @fpl-assistant/engine backtest
// Replays 2025-26 GW12–38: predicts every player-gameweek from what was known before its deadline and
// compares with actual points and FPL's own pre-deadline ep_next on exactly the same rows. Then the season
// start, GW1–11, with and without 2024-25 as the prior; FPL's pre-deadline ep_next is not on record there.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectPlayers } from '../src/projection/project-players.js';
import { csvLine, num } from './csv.js';
import { hasFplData } from './data-dir.js';
import { BUCKETS, type Metrics, metrics } from './metrics.js';
import type { ReplayGameweek } from './season-2025-26.js';
import { loadSeason2025, replayGameweeks, SEASON } from './season-2025-26.js';
import {
  replaySeasonStart,
  SEASON_START_GAMEWEEKS,
  seasonBefore,
  seasonCodes,
  vaastavPreviousSeason,
  withPreviousSeason,
} from './season-start.js';

export interface BacktestResult {
  ours: Metrics;
  epNext: Metrics;
  rows: { gameweek: number; element: number; predicted: number; epNext: number; actual: number }[];
  /** Ours only (ep_next covers the next gameweek alone): accuracy k gameweeks after the deadline's. */
  byHorizon: { ahead: number; metrics: Metrics }[];
}

export interface BacktestOptions {
  /** Give the model 2024-25 as the previous season (as the analysis does). Default false. */
  previousSeason?: boolean;
}

export function runBacktest(
  fromGameweek = 12,
  toGameweek = 38,
  horizon = 5,
  options: BacktestOptions = {},
): BacktestResult {
  const season = loadSeason2025();
  const actualByKey = new Map(season.live.map((r) => [`${r.gw}:${r.element}`, num(r.total_points)]));
  let replay = replayGameweeks(season, fromGameweek, toGameweek);
  if (options.previousSeason) {
    const codes = seasonCodes(SEASON);
    const previous = vaastavPreviousSeason(seasonBefore(SEASON));
    replay = replay.map((r) => ({ ...r, input: withPreviousSeason(r.input, codes, previous) }));
  }
  return score(replay, actualByKey, toGameweek, horizon);
}

/**
 * 2025-26 GW1–11 from vaastav's files (everyone available: no pre-deadline status is on record), with or
 * without 2024-25 as the prior. `epNext` is NaN on every row: FPL's pre-deadline ep_next starts at GW12.
 */
export function runSeasonStartBacktest(previousSeason: boolean, horizon = 5): BacktestResult {
  const replay = replaySeasonStart(SEASON, { previousSeason });
  const actualByKey = new Map<string, number>();
  for (const r of replay)
    for (const row of r.rows) actualByKey.set(`${row.gameweek}:${row.element}`, row.actual);
  return score(replay, actualByKey, SEASON_START_GAMEWEEKS.to, horizon);
}

function score(
  replay: readonly ReplayGameweek[],
  actualByKey: ReadonlyMap<string, number>,
  toGameweek: number,
  horizon: number,
): BacktestResult {
  const rows: BacktestResult['rows'] = [];
  const ahead = Array.from({ length: horizon }, () => ({
    predicted: [] as number[],
    actual: [] as number[],
  }));
  for (const { gameweek, input, rows: targets } of replay) {
    const projections = projectPlayers(input, { horizon });
    const byElement = new Map(projections.map((p) => [p.element, p]));
    for (const t of targets) {
      // Players the model cannot place (no position) are scored 0 rather than dropped, so rows stay identical.
      const predicted = byElement.get(t.element)?.gameweeks[0]?.expectedPoints ?? 0;
      rows.push({ gameweek, element: t.element, predicted, epNext: t.epNext, actual: t.actual });
    }
    for (const p of projections) {
      p.gameweeks.forEach((g, k) => {
        const actual = actualByKey.get(`${g.gameweek}:${p.element}`);
        if (actual === undefined || g.gameweek > toGameweek) return;
        ahead[k]?.predicted.push(g.expectedPoints);
        ahead[k]?.actual.push(actual);
      });
    }
  }
  const actual = rows.map((r) => r.actual);
  return {
    ours: metrics(
      rows.map((r) => r.predicted),
      actual,
    ),
    epNext: metrics(
      rows.map((r) => r.epNext),
      actual,
    ),
    rows,
    byHorizon: ahead.map((a, k) => ({ ahead: k, metrics: metrics(a.predicted, a.actual) })),
  };
}

/** A table of models' figures; a model without figures (null) prints n/a. */
function formatTable(models: [string, Metrics | null][]): string {
  const header = ['model', 'n', 'MAE', 'RMSE', 'Spearman', ...BUCKETS.map((b) => `RMSE ${b}`)];
  const line = (name: string, m: Metrics | null) =>
    m
      ? [
          name,
          String(m.n),
          m.mae.toFixed(3),
          m.rmse.toFixed(3),
          m.spearman.toFixed(3),
          ...BUCKETS.map((b) => m.bucketRmse[b].toFixed(3)),
        ]
      : [name, ...header.slice(1).map(() => 'n/a')];
  const table = [header, ...models.map(([name, m]) => line(name, m))];
  const first = models[0]?.[1];
  const counts = first
    ? `bucket sizes: ${BUCKETS.map((b) => `${b}: ${first.bucketCount[b]}`).join(', ')}`
    : '';
  const widths = header.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
  const render = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    render(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...table.slice(1).map(render),
    counts,
  ].join('\n');
}

function main() {
  if (!hasFplData()) {
    console.error(
      'No FPL data found: expected ../shared/fpl-data beside the repository (or set FPL_DATA_DIR).',
    );
    process.exitCode = 1;
    return;
  }
  const started = performance.now();
  const result = runBacktest(12, 38, 5, { previousSeason: true });
  const withoutLastSeason = runBacktest();
  console.log(`Backtest ${SEASON} GW12–38: ours vs FPL ep_next on identical rows`);
  console.log(
    formatTable([
      ['ours', result.ours],
      ['ours, no last season', withoutLastSeason.ours],
      ['ep_next', result.epNext],
    ]),
  );
  const out = join(process.cwd(), 'bench-results');
  mkdirSync(out, { recursive: true });
  const file = join(out, `backtest-${SEASON}.csv`);
  const lines = [csvLine(['season', 'gw', 'element', 'predicted', 'ep_next', 'actual'])];
  for (const r of result.rows) {
    lines.push(csvLine([SEASON, r.gameweek, r.element, r.predicted.toFixed(4), r.epNext, r.actual]));
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
  const verdict =
    result.ours.mae < result.epNext.mae && result.ours.spearman > result.epNext.spearman
      ? 'beats'
      : 'does not beat';
  console.log(`ours ${verdict} ep_next on both MAE and Spearman`);
  console.log(`rows written to ${file}`);
  console.log("\nOurs by gameweeks after the deadline (0 = the deadline's own gameweek, the rows above):");
  for (const { ahead, metrics: m } of result.byHorizon) {
    console.log(
      `  +${ahead}: n ${m.n}, MAE ${m.mae.toFixed(3)}, RMSE ${m.rmse.toFixed(3)}, Spearman ${m.spearman.toFixed(3)}`,
    );
  }

  const start = runSeasonStartBacktest(true);
  const startWithout = runSeasonStartBacktest(false);
  const firstWeek = (r: BacktestResult) => {
    const rows = r.rows.filter((row) => row.gameweek === SEASON_START_GAMEWEEKS.from);
    return metrics(
      rows.map((row) => row.predicted),
      rows.map((row) => row.actual),
    );
  };
  const { from, to } = SEASON_START_GAMEWEEKS;
  console.log(
    `\nSeason start, ${SEASON} GW${from}–${to} (hold-out; ${seasonBefore(SEASON)} as the previous season):`,
  );
  console.log(
    formatTable([
      ['ours', start.ours],
      ['ours, no last season', startWithout.ours],
      ['ep_next', null],
      [`ours GW${from}`, firstWeek(start)],
      [`ours GW${from}, no last season`, firstWeek(startWithout)],
    ]),
  );
  console.log(
    `ep_next n/a: FPL's pre-deadline ep_next is on record from GW12 only (derived/pre_deadline_elements.csv);
vaastav's merged_gw xP is FPL's ep_this scraped after each gameweek (it leaks) and is never read.
GW${from}–${to} come from vaastav's merged_gw, with everyone available (no pre-deadline status is on record).`,
  );
  const startFile = join(out, `backtest-${SEASON}-gw${from}-${to}.csv`);
  const startLines = [
    csvLine(['season', 'gw', 'element', 'predicted', 'predicted_no_last_season', 'actual']),
  ];
  const withoutByKey = new Map(startWithout.rows.map((r) => [`${r.gameweek}:${r.element}`, r.predicted]));
  for (const r of start.rows) {
    const without = withoutByKey.get(`${r.gameweek}:${r.element}`) ?? Number.NaN;
    startLines.push(
      csvLine([SEASON, r.gameweek, r.element, r.predicted.toFixed(4), without.toFixed(4), r.actual]),
    );
  }
  writeFileSync(startFile, `${startLines.join('\n')}\n`);
  console.log(`rows written to ${startFile}`);
  console.log(
    `\nOurs by gameweeks after the deadline, GW${from}–${to} deadlines (targets up to GW${to}), and without last season:`,
  );
  const fmt = (m: Metrics) =>
    `MAE ${m.mae.toFixed(3)}, RMSE ${m.rmse.toFixed(3)}, Spearman ${m.spearman.toFixed(3)}`;
  for (const { ahead, metrics: m } of start.byHorizon) {
    const other = startWithout.byHorizon[ahead]?.metrics;
    console.log(`  +${ahead}: n ${m.n}, ${fmt(m)}${other ? `; without: ${fmt(other)}` : ''}`);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${seconds.toFixed(1)} s on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
