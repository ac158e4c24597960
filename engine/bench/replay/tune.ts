// pnpm --filter @fpl-assistant/engine exec tsx bench/replay/tune.ts [--settings a,b] [--to N]
// (REPLAY_COMMIT names the engine's commit when the checkout is a `git archive` copy without .git.)
// Replays the tuning seasons (2020-21, 2021-22, 2023-24, 2024-25; never 2025-26) from GW1 under each strategy
// setting, in parallel child processes, and appends each setting's totals to bench-results/replay-tuning.md. The
// strategy.ts holds was chosen by the sum over 2023-24 and 2024-25, before the older two joined.
import { execSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHIP_THRESHOLDS, type ChipThresholds } from '../../src/planner/chips.js';
import { TUNING_SEASONS } from '../season-vaastav.js';
import { RESULTS_DIR } from './cli.js';
import { type ReplayJob, runJobsInChildren } from './jobs.js';
import type { ReplayStrategy } from './strategy.js';

/**
 * A setting named by its changes to the engine's planner defaults (horizon 5, no hits, bench weight 0, no decay,
 * CHIP_THRESHOLDS), joined by '+': hN horizon, hits, maxN transfers a gameweek, decayX, benchX, viceX, chipsX
 * (every chip threshold times X), bbX, tcX, fhX, wcX (one threshold). E.g. 'h6+hits+decay0.9'.
 */
export function tuningSetting(name: string): ReplayStrategy {
  const strategy: ReplayStrategy = { horizon: 5, allowHits: false, benchWeight: 0, decay: 1 };
  const chips: Record<string, number> = { ...CHIP_THRESHOLDS };
  let chipsChanged = false;
  for (const token of name.split('+')) {
    const match = /^([a-z]+)([\d.]*)$/.exec(token);
    const key = match?.[1] ?? '';
    const value = Number(match?.[2] ?? '');
    const numeric = match?.[2] !== '' && Number.isFinite(value);
    if (key === 'h' && numeric) strategy.horizon = value;
    else if (key === 'hits' && !numeric) strategy.allowHits = true;
    else if (key === 'max' && numeric) strategy.maxTransfersPerGameweek = value;
    else if (key === 'decay' && numeric) strategy.decay = value;
    else if (key === 'bench' && numeric) strategy.benchWeight = value;
    else if (key === 'vice' && numeric) strategy.viceWeight = value;
    else if (key === 'chips' && numeric) {
      for (const family of Object.keys(chips)) chips[family] = (chips[family] ?? 0) * value;
      chipsChanged = true;
    } else if (key in CHIP_TOKENS && numeric) {
      chips[CHIP_TOKENS[key] as string] = value;
      chipsChanged = true;
    } else throw new RangeError(`Unknown setting token '${token}' in '${name}'`);
  }
  if (chipsChanged) strategy.chipThresholds = chips as unknown as ChipThresholds;
  return strategy;
}

const CHIP_TOKENS: Record<string, keyof ChipThresholds> = {
  bb: 'bench_boost',
  tc: 'triple_captain',
  fh: 'free_hit',
  wc: 'wildcard',
};

const TABLE_HEADER = [
  `| date | commit | setting | strategy | ${TUNING_SEASONS.join(' | ')} | sum | CPU s |`,
  `| --- | --- | --- | --- | ${TUNING_SEASONS.map(() => '---:').join(' | ')} | ---: | ---: |`,
  '',
].join('\n');

const HEADER = [
  `# Replay strategy tuning (${TUNING_SEASONS.join(', ')} from GW1, never 2025-26)`,
  '',
  'Each row: one `tsx bench/replay/tune.ts` setting, the replay (ours) from GW1 with £100.0m on each tuning season,',
  'total points after hits; chosen by the sum. Rows are appended run by run, so the engine may have changed between',
  'them (the date and commit say when).',
  '',
  TABLE_HEADER,
].join('\n');

/** A new table under its own heading when the file's tables have other seasons' columns (earlier runs). */
const NEW_SEASONS_TABLE = ['', `## The tuning seasons ${TUNING_SEASONS.join(', ')}`, '', TABLE_HEADER].join(
  '\n',
);

function gitHead(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const { values } = parseArgs({
    options: { settings: { type: 'string' }, to: { type: 'string' }, jobs: { type: 'string' } },
  });
  const names = (values.settings ?? 'h5').split(',');
  const to = values.to === undefined ? undefined : Number(values.to);
  const jobs: ReplayJob[] = [];
  for (const name of names) {
    const strategy = tuningSetting(name);
    for (const season of TUNING_SEASONS) {
      jobs.push({ season, from: 1, ...(to !== undefined ? { to } : {}), mode: 'ours', strategy });
    }
  }
  // The engine the children load is the checkout's at the start.
  const commit = process.env.REPLAY_COMMIT ?? gitHead();
  const results = await runJobsInChildren(jobs, Number(values.jobs ?? cpus().length));
  const file = join(RESULTS_DIR, 'replay-tuning.md');
  mkdirSync(RESULTS_DIR, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, HEADER);
  else if (to === undefined && !readFileSync(file, 'utf8').includes(TABLE_HEADER))
    appendFileSync(file, NEW_SEASONS_TABLE);
  const date = new Date().toISOString().slice(0, 10);
  names.forEach((name, index) => {
    // Results come back in job order: each setting's seasons side by side.
    const rows = results.slice(index * TUNING_SEASONS.length, (index + 1) * TUNING_SEASONS.length);
    const total = (season: string) => rows.find((r) => r.job.season === season)?.result.total ?? 0;
    const sum = TUNING_SEASONS.reduce((s, season) => s + total(season), 0);
    const cpu = rows.reduce((s, r) => s + r.cpuSeconds, 0);
    const span = to === undefined ? '' : ` (GW1–${to})`;
    const line = `| ${date} | ${commit} | ${name}${span} | \`${JSON.stringify(tuningSetting(name))}\` | ${TUNING_SEASONS.map(total).join(' | ')} | ${sum} | ${cpu.toFixed(0)} |`;
    console.log(line);
    if (to === undefined) appendFileSync(file, `${line}\n`);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  });
}
