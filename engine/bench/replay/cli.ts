// pnpm replay [--season 2025-26] [--from N] [--to N] [strategy flags] [--serial] [--jobs N] [--no-write]
// Strategy flags: --horizon N, --allow-hits | --no-allow-hits, --max-transfers N, --bench-weight W,
// --vice-weight W, --decay D, --chip-thresholds bench_boost=12,triple_captain=9,free_hit=14,wildcard=15.
// Plays a season through the engine's decision function from GW1 and, unless --from is given, as a late joiner
// from GW12, each beside its baselines (holding the first squad; FPL's ep_next where recorded; the average
// manager and each week's highest score where the season's final bootstrap is kept). Writes
// bench-results/replay-<season>-gw<from>.{csv,json,svg} and prints the tables.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { hasFplData } from '../data-dir.js';
import { weeklyBaselines } from './baselines.js';
import { type JobResult, type ReplayJob, runJob, runJobsInChildren } from './jobs.js';
import { summarize, summaryJson, summaryTable, weeksCsv } from './output.js';
import type { ReplayMode } from './replay.js';
import { HOLD_OUT_SEASON, hasEpNext, loadSeason } from './seasons.js';
import { REPLAY_STRATEGY, type ReplayStrategy } from './strategy.js';
import { replayChart } from './svg.js';

export const RESULTS_DIR = fileURLToPath(new URL('../../bench-results', import.meta.url));
/** The late joiner's first gameweek. */
export const JOINER_FROM = 12;

const OPTIONS = {
  season: { type: 'string', default: HOLD_OUT_SEASON },
  from: { type: 'string' },
  to: { type: 'string' },
  horizon: { type: 'string' },
  'allow-hits': { type: 'boolean' },
  'no-allow-hits': { type: 'boolean' },
  'max-transfers': { type: 'string' },
  'bench-weight': { type: 'string' },
  'vice-weight': { type: 'string' },
  decay: { type: 'string' },
  'chip-thresholds': { type: 'string' },
  modes: { type: 'string' },
  serial: { type: 'boolean', default: false },
  jobs: { type: 'string' },
  'no-write': { type: 'boolean', default: false },
  out: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

function numberFlag(values: Values, name: keyof Values): number | undefined {
  const raw = values[name];
  if (raw === undefined || typeof raw !== 'string') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new RangeError(`--${name} takes a number, not '${raw}'`);
  return n;
}

const CHIP_FAMILIES = ['bench_boost', 'triple_captain', 'free_hit', 'wildcard'] as const;

/** 'bench_boost=12,wildcard=20' → thresholds (projected points a chip must gain to be played early). */
export function parseChipThresholds(text: string): NonNullable<ReplayStrategy['chipThresholds']> {
  const thresholds: NonNullable<ReplayStrategy['chipThresholds']> = {};
  for (const part of text.split(',')) {
    const [key, raw] = part.split('=').map((s) => s.trim());
    const family = CHIP_FAMILIES.find((f) => f === key);
    const value = Number(raw);
    if (!family || !Number.isFinite(value)) {
      throw new RangeError(`--chip-thresholds takes ${CHIP_FAMILIES.join('|')}=N pairs, not '${part}'`);
    }
    thresholds[family] = value;
  }
  return thresholds;
}

/** The default strategy with any flags given on top. */
export function strategyFromFlags(values: Values): ReplayStrategy {
  const strategy: ReplayStrategy = { ...REPLAY_STRATEGY };
  const set = <K extends keyof ReplayStrategy>(key: K, value: ReplayStrategy[K] | undefined) => {
    if (value !== undefined) strategy[key] = value;
  };
  set('horizon', numberFlag(values, 'horizon'));
  set('maxTransfersPerGameweek', numberFlag(values, 'max-transfers'));
  set('benchWeight', numberFlag(values, 'bench-weight'));
  set('viceWeight', numberFlag(values, 'vice-weight'));
  set('decay', numberFlag(values, 'decay'));
  const chips = values['chip-thresholds'];
  if (chips) strategy.chipThresholds = { ...strategy.chipThresholds, ...parseChipThresholds(chips) };
  if (values['allow-hits']) strategy.allowHits = true;
  if (values['no-allow-hits']) strategy.allowHits = false;
  return strategy;
}

export function replayJobs(
  season: string,
  froms: readonly number[],
  to: number | undefined,
  strategy: ReplayStrategy,
  modes?: readonly ReplayMode[],
) {
  const jobs: ReplayJob[] = [];
  for (const from of froms) {
    const wanted: ReplayMode[] = ['ours', ...(hasEpNext(season, from) ? (['epNext'] as const) : []), 'hold'];
    for (const mode of wanted) {
      if (modes && !modes.includes(mode)) continue;
      jobs.push({ season, from, ...(to !== undefined ? { to } : {}), mode, strategy });
    }
  }
  // The longest first, so the lanes finish together: ours, then ep_next, then holding (no planning).
  const weight = (j: ReplayJob) => (40 - j.from) * (j.mode === 'hold' ? 1 : 4);
  return jobs.sort((a, b) => weight(b) - weight(a));
}

async function main() {
  const { values } = parseArgs({ options: OPTIONS, allowPositionals: false });
  if (!hasFplData()) {
    console.error(
      'No FPL data found: expected ../shared/fpl-data beside the repository (or set FPL_DATA_DIR).',
    );
    process.exitCode = 1;
    return;
  }
  const season = values.season;
  const from = numberFlag(values, 'from');
  const to = numberFlag(values, 'to');
  const froms = from === undefined ? [1, JOINER_FROM] : [from];
  const strategy = strategyFromFlags(values);
  const modes = values.modes?.split(',').map((m) => m.trim() as ReplayMode);
  const jobs = replayJobs(season, froms, to, strategy, modes);
  const concurrency = numberFlag(values, 'jobs') ?? cpus().length;
  console.error(
    `Replaying ${season} from GW${froms.join(' and GW')}: ${jobs.length} replays, strategy ${JSON.stringify(strategy)}`,
  );

  const started = performance.now();
  let results: JobResult[];
  if (values.serial || concurrency <= 1) {
    const loaded = loadSeason(season);
    results = jobs.map((job) => runJob(job, loaded));
  } else {
    results = await runJobsInChildren(jobs, concurrency);
  }
  const wall = (performance.now() - started) / 1000;
  const cpu = results.reduce((s, r) => s + r.cpuSeconds, 0);

  const baselines = weeklyBaselines(season);
  const out = values.out ? resolve(values.out) : RESULTS_DIR;
  for (const start of froms) {
    const find = (mode: ReplayMode) =>
      results.find((r) => r.job.from === start && r.job.mode === mode)?.result ?? null;
    const ours = find('ours');
    if (!ours) continue;
    const summary = summarize({
      ours,
      epNext: find('epNext'),
      hold: find('hold'),
      average: baselines?.average ?? null,
      ceiling: baselines?.highest ?? null,
    });
    console.log(`\n${summaryTable(summary)}`);
    if (!values['no-write']) {
      mkdirSync(out, { recursive: true });
      const base = join(out, `replay-${season}-gw${start}`);
      writeFileSync(`${base}.csv`, weeksCsv(ours.weeks));
      writeFileSync(`${base}.json`, summaryJson(summary));
      writeFileSync(`${base}.svg`, replayChart(summary));
      console.log(`written: ${base}.{csv,json,svg}`);
    }
  }
  const cpuModel = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\n${results.length} replays in ${wall.toFixed(0)} s wall, ${cpu.toFixed(0)} s CPU (${results.map((r) => `${r.job.mode} gw${r.job.from} ${r.cpuSeconds.toFixed(0)} s`).join(', ')}); ${cpus().length} × ${cpuModel}, Node ${process.version}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  });
}
