// pnpm --filter @fpl-assistant/engine backtest
// Replays 2025-26 GW12–38: predicts every player-gameweek from what was known before its deadline and
// compares with actual points and FPL's own pre-deadline ep_next on exactly the same rows.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectPlayers } from '../src/projection.js';
import { csvLine, num } from './csv.js';
import { hasFplData } from './data-dir.js';
import { BUCKETS, type Metrics, metrics } from './metrics.js';
import { loadSeason2025, replayGameweeks, SEASON } from './season-2025-26.js';

export interface BacktestResult {
  ours: Metrics;
  epNext: Metrics;
  rows: { gameweek: number; element: number; predicted: number; epNext: number; actual: number }[];
  /** Ours only (ep_next covers the next gameweek alone): accuracy k gameweeks after the deadline's. */
  byHorizon: { ahead: number; metrics: Metrics }[];
}

export function runBacktest(fromGameweek = 12, toGameweek = 38, horizon = 5): BacktestResult {
  const season = loadSeason2025();
  const actualByKey = new Map(season.live.map((r) => [`${r.gw}:${r.element}`, num(r.total_points)]));
  const replay = replayGameweeks(season, fromGameweek, toGameweek);
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

function formatTable(result: BacktestResult): string {
  const header = ['model', 'n', 'MAE', 'RMSE', 'Spearman', ...BUCKETS.map((b) => `RMSE ${b}`)];
  const line = (name: string, m: Metrics) => [
    name,
    String(m.n),
    m.mae.toFixed(3),
    m.rmse.toFixed(3),
    m.spearman.toFixed(3),
    ...BUCKETS.map((b) => m.bucketRmse[b].toFixed(3)),
  ];
  const table = [header, line('ours', result.ours), line('ep_next', result.epNext)];
  const counts = `bucket sizes: ${BUCKETS.map((b) => `${b}: ${result.ours.bucketCount[b]}`).join(', ')}`;
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
  const result = runBacktest();
  const seconds = (performance.now() - started) / 1000;
  console.log(`Backtest ${SEASON} GW12–38: ours vs FPL ep_next on identical rows`);
  console.log(formatTable(result));
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
  console.log(
    `${seconds.toFixed(1)} s on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
