// pnpm bench:planner [--count N] [--case 0|1] [--seed S] [--highs-cache FILE [--cached-only]] [--log FILE]
// Solves the same planning problems with our planner and with HiGHS (a MILP of exactly the same problem) over
// random legal squads built from real 2025-26 data and our own pre-deadline projections; prints the objective
// gap, the time ratio, the medians and the machine.
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import highsLoader, { type Highs } from 'highs';
import { planTransfers } from '../src/planner/plan-transfers.js';
import type { PlanInput, PlanOptions } from '../src/planner/types.js';
import { planViolations } from '../test/planner-check.js';
import { hasFplData } from './data-dir.js';
import { plannerMilp } from './planner-milp.js';
import { loadSnapshots, randomProblem, seededRandom } from './planner-problems.js';

interface Case {
  label: string;
  horizon: number;
  options: PlanOptions;
  freeTransfers: (random: () => number) => number;
}

const CASES: Case[] = [
  {
    label: '1 GW, ≤ 3 transfers, hits allowed, 1–3 FT',
    horizon: 1,
    options: { horizon: 1, maxTransfersPerGameweek: 3, allowHits: true },
    freeTransfers: (r) => 1 + Math.floor(r() * 3),
  },
  {
    label: '5 GW, ≤ 2 transfers a GW, hits allowed, 1–2 FT',
    horizon: 5,
    options: { horizon: 5, maxTransfersPerGameweek: 2, allowHits: true },
    freeTransfers: (r) => 1 + Math.floor(r() * 2),
  },
];

const START_GAMEWEEKS = [14, 20, 26, 32];

/** HiGHS's optimum; XI and captain relaxed to continuous unless that leaves them fractional. */
function solveMilp(highs: Highs, input: PlanInput, options: PlanOptions, relaxed: string) {
  const start = performance.now();
  let solution = highs.solve(relaxed, { mip_rel_gap: 1e-9, mip_abs_gap: 1e-6 });
  const fractional = Object.entries(solution.Columns).some(
    ([name, column]) => /^[yc]\d/.test(name) && Math.abs(column.Primal - Math.round(column.Primal)) > 1e-6,
  );
  if (fractional)
    solution = highs.solve(plannerMilp(input, options), { mip_rel_gap: 1e-9, mip_abs_gap: 1e-6 });
  if (solution.Status !== 'Optimal') throw new Error(`HiGHS: ${solution.Status}`);
  return { objective: solution.ObjectiveValue, ms: performance.now() - start };
}

function argText(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

async function main() {
  if (!hasFplData()) {
    console.log('bench:planner needs the shared FPL data (../shared/fpl-data); skipped.');
    return;
  }
  // --count N (or --squads N): fewer problems when HiGHS is too slow for the full 200.
  const squads = arg('count', arg('squads', 200));
  const only = arg('case', -1);
  const seed = arg('seed', 2026);
  const highs = await highsLoader();
  // HiGHS takes ~25 s on a five-gameweek problem, so its optima (and times) can be kept between runs.
  const cacheFile = argText('highs-cache');
  const log = argText('log');
  // --cached-only: only the squads whose optimum the cache holds (the others are skipped and counted); the
  // cache is never written, so it can be read while another run fills it.
  const cachedOnly = process.argv.includes('--cached-only');
  if (cachedOnly && !cacheFile) throw new Error('--cached-only needs --highs-cache FILE');
  const cache = new Map<string, { objective: number; ms: number }>();
  if (cacheFile && existsSync(cacheFile)) {
    for (const line of readFileSync(cacheFile, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const entry = JSON.parse(line) as { key: string; objective: number; ms: number };
      cache.set(entry.key, { objective: entry.objective, ms: entry.ms });
    }
    console.log(
      `HiGHS results of earlier runs: ${cache.size} (from ${cacheFile}; their times were measured then)`,
    );
  }
  const loadStart = performance.now();
  const snapshots = loadSnapshots(START_GAMEWEEKS, 5);
  console.log(
    `Data: 2025-26 pre-deadline state for GW ${START_GAMEWEEKS.join(', ')}, our projections (2 decimals); ` +
      `pool = every player with a nonzero 5-GW projection (${snapshots.map((s) => s.pool.length).join(', ')} players); ` +
      `loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
  );
  console.log(
    `Machine: ${cpus()[0]?.model ?? 'unknown cpu'}, ${cpus().length} cores, node ${process.version}`,
  );
  for (const [index, c] of CASES.entries()) {
    if (only >= 0 && only !== index) continue;
    const random = seededRandom(seed + index);
    const gaps: number[] = [];
    const ours: number[] = [];
    const theirs: number[] = [];
    let worst = { gap: 0, squad: -1 };
    let skipped = 0;
    for (let s = 0; s < squads; s++) {
      const snapshot = snapshots[s % snapshots.length];
      if (!snapshot) continue;
      const problem = randomProblem(snapshot, random, c.freeTransfers(random));
      const input: PlanInput = {
        ...problem,
        points: (id, gameweek) => snapshot.points.get(id)?.[gameweek - snapshot.gameweek] ?? 0,
      };
      const lp = plannerMilp(input, c.options, true);
      const key = `${createHash('sha1').update(lp).digest('hex')}`;
      if (cachedOnly && !cache.has(key)) {
        skipped++;
        continue;
      }
      const t0 = performance.now();
      const plan = planTransfers(input, c.options);
      const t1 = performance.now();
      // The referee replays the plan from the rules and recomputes its objective: a plan it rejects has no gap.
      const problems = planViolations(input, c.options, plan);
      if (problems.length > 0) throw new Error(`Illegal plan on squad ${s}: ${problems.join('; ')}`);
      const optimum = cache.get(key) ?? solveMilp(highs, input, c.options, lp);
      if (!cache.has(key)) {
        cache.set(key, optimum);
        if (cacheFile) appendFileSync(cacheFile, `${JSON.stringify({ key, ...optimum })}\n`);
      }
      const gap = Math.max(0, (optimum.objective - plan.objective) / Math.abs(optimum.objective));
      if (plan.objective > optimum.objective + 1e-6) {
        throw new Error(`Planner beat HiGHS on squad ${s}: ${plan.objective} > ${optimum.objective}`);
      }
      if (log)
        appendFileSync(
          log,
          `${JSON.stringify({ case: index, squad: s, planner: plan.objective, highs: optimum.objective, plannerMs: t1 - t0, highsMs: optimum.ms })}\n`,
        );
      if (gap > worst.gap) worst = { gap, squad: s };
      gaps.push(gap);
      ours.push(t1 - t0);
      theirs.push(optimum.ms);
      if ((s + 1) % 20 === 0) process.stdout.write(`  ${c.label}: ${s + 1}/${squads}\r`);
    }
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    const exact = gaps.filter((g) => g < 1e-9).length;
    const over = gaps.filter((g) => g > 0.005).length;
    const skippedText = skipped > 0 ? ` (${skipped} skipped: no cached HiGHS optimum)` : '';
    console.log(`\n${c.label} — ${gaps.length} squads${skippedText}`);
    console.log(
      `  gap: max ${(100 * Math.max(...gaps)).toFixed(3)}% (squad ${worst.squad}), mean ${(100 * mean).toFixed(4)}%, ` +
        `optimal ${exact}/${gaps.length}, above 0.5% ${over}/${gaps.length}`,
    );
    console.log(
      `  time: planner median ${median(ours).toFixed(1)} ms (p90 ${quantile(ours, 0.9).toFixed(1)}, max ${Math.max(...ours).toFixed(1)}), ` +
        `HiGHS median ${median(theirs).toFixed(1)} ms; ratio of medians ${(median(theirs) / median(ours)).toFixed(1)}×, ` +
        `of totals ${(sum(theirs) / sum(ours)).toFixed(1)}×`,
    );
  }
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const median = (xs: number[]) => quantile(xs, 0.5);
function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

await main();
