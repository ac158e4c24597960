// pnpm bench:analysis [--count N] [--runs R] [--json] — the whole analysis as the server and the CLI run it
// (projections, decideSquad with chips, the Recommendations document: analyzeSquadDetailed over an FPL data folder
// with every earlier gameweek's history), on a fixed set of real squads: the five-door squad and N seeded random
// legal squads of 2025-26 before the GW33 deadline (tests/consistency/random-squad.ts: some start a 0% player, some
// have spent second-half chips, 1-5 free transfers), and team 118670 at 2026-27 GW2 with last season's prior.
// Prints median, p95 and max wall ms per analysis, CPU ms, peak memory (RSS), and the CLI's `analyze --squad` end to end
// (node start, data, analysis, output) on the five-door squad; each analysis twice: from the data folder (read, parsed
// and projected for that squad alone, as the CLI does) and on data parsed and projected once (as the server does,
// once per data version; that step is timed apart). Issue 28's figures; build first.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analysisCases } from '../support/analysis-cases.js';
import { repoRoot } from '../support/paths.js';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '20' },
    runs: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
  },
});
const COUNT = Number(values.count);
const RUNS = Number(values.runs);
const CLI = path.join(repoRoot, 'cli', 'dist', 'index.js');

interface Measured {
  label: string;
  wallMs: number;
  cpuMs: number;
}

function measure(label: string, run: () => unknown): Measured {
  const cpu = process.cpuUsage();
  const started = performance.now();
  run();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { label, wallMs, cpuMs: (used.user + used.system) / 1000 };
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

function cliAnalyze(args: readonly string[]): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CLI, 'analyze', ...args],
      { maxBuffer: 20 * 1024 * 1024 },
      (error, _out, stderr) => {
        if (error) reject(new Error(stderr || error.message));
        else resolve(performance.now() - started);
      },
    );
  });
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-bench-analysis-'));
try {
  const { dataDir, cases, prepare } = analysisCases(tmp, COUNT);
  const fiveDoor = cases[0]?.squad;
  const results: Measured[] = [];
  const sharedResults: Measured[] = [];
  const prepared = measure('data parsed and projected once', prepare);
  for (let r = 0; r < RUNS; r++) {
    for (const { label, run, runShared } of cases) {
      const m = measure(label, run);
      const s = measure(label, runShared);
      results.push(m);
      sharedResults.push(s);
      if (!values.json)
        console.log(
          `${label}: ${m.wallMs.toFixed(0)} ms wall, ${m.cpuMs.toFixed(0)} ms CPU; on shared data ` +
            `${s.wallMs.toFixed(0)} ms wall, ${s.cpuMs.toFixed(0)} ms CPU`,
        );
    }
  }
  const figures = (list: readonly Measured[]) => {
    const walls = list.map((m) => m.wallMs).sort((a, b) => a - b);
    const cpus = list.map((m) => m.cpuMs).sort((a, b) => a - b);
    return {
      wallMs: { median: quantile(walls, 0.5), p95: quantile(walls, 0.95), max: walls.at(-1) ?? 0 },
      cpuMs: { median: quantile(cpus, 0.5), p95: quantile(cpus, 0.95), max: cpus.at(-1) ?? 0 },
    };
  };
  const fiveDoorFile = path.join(tmp, 'five-door.json');
  fs.writeFileSync(fiveDoorFile, JSON.stringify(fiveDoor));
  const cliMs =
    fiveDoor && fs.existsSync(CLI)
      ? await cliAnalyze(['--squad', fiveDoorFile, '--data', dataDir, '--json'])
      : Number.NaN;
  const summary = {
    machine: `${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, node ${process.version}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
    analyses: results.length,
    ...figures(results),
    /** As the server runs them: data parsed and projected once per version (`preparedMs`), then each squad. */
    shared: { ...figures(sharedResults), preparedMs: prepared.wallMs, preparedCpuMs: prepared.cpuMs },
    // Peak resident memory of this process (maxRSS is in KB).
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    cliAnalyzeMs: cliMs,
  };
  if (values.json) console.log(JSON.stringify(summary));
  else
    console.log(
      `\n${summary.machine}\n${summary.analyses} analyses: wall median ${summary.wallMs.median.toFixed(0)} ms, ` +
        `p95 ${summary.wallMs.p95.toFixed(0)} ms, max ${summary.wallMs.max.toFixed(0)} ms; CPU median ` +
        `${summary.cpuMs.median.toFixed(0)} ms, p95 ${summary.cpuMs.p95.toFixed(0)} ms\n` +
        `on shared data (as the server, after ${summary.shared.preparedMs.toFixed(0)} ms to parse and project ` +
        `once): wall median ${summary.shared.wallMs.median.toFixed(0)} ms, p95 ${summary.shared.wallMs.p95.toFixed(0)} ` +
        `ms, max ${summary.shared.wallMs.max.toFixed(0)} ms; CPU median ${summary.shared.cpuMs.median.toFixed(0)} ` +
        `ms, p95 ${summary.shared.cpuMs.p95.toFixed(0)} ms; peak RSS ` +
        `${summary.peakRssMb.toFixed(0)} MB; CLI analyze --squad (five-door) ${cliMs.toFixed(0)} ms end to end`,
    );
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
