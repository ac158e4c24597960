// pnpm --filter @fpl-assistant/engine backtest
// Replays 2025-26 GW12–38: predicts every player-gameweek from what was known before its deadline and
// compares with actual points and FPL's own pre-deadline ep_next on exactly the same rows.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectPlayers } from '../src/projection.js';
import { csvLine } from './csv.js';
import { hasFplData } from './data-dir.js';
import { BUCKETS, type Metrics, metrics } from './metrics.js';
import { loadSeason2025, replayGameweeks, SEASON } from './season-2025-26.js';

export interface BacktestResult {
  ours: Metrics;
  epNext: Metrics;
  rows: { gameweek: number; element: number; predicted: number; epNext: number; actual: number }[];
}

export function runBacktest(fromGameweek = 12, toGameweek = 38): BacktestResult {
  const replay = replayGameweeks(loadSeason2025(), fromGameweek, toGameweek);
  const rows: BacktestResult['rows'] = [];
  for (const { gameweek, input, rows: targets } of replay) {
    const projections = projectPlayers(input, { horizon: 1 });
    const byElement = new Map(projections.map((p) => [p.element, p.gameweeks[0]?.expectedPoints ?? 0]));
    for (const t of targets) {
      // Players the model cannot place (no position) are scored 0 rather than dropped, so rows stay identical.
      rows.push({
        gameweek,
        element: t.element,
        predicted: byElement.get(t.element) ?? 0,
        epNext: t.epNext,
        actual: t.actual,
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
  console.log(
    `${seconds.toFixed(1)} s on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
