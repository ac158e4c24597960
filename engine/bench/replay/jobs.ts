// One replay of a season is a job: a mode of play from a gameweek with a strategy. Jobs are independent, so
// the CLI and the tuner run them in parallel child processes (worker.ts), one per core.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Season } from './data.js';
import { type ReplayMode, type ReplayResult, type ReplayWeek, replaySeason } from './replay.js';
import type { ReplayStrategy } from './strategy.js';

export interface ReplayJob {
  season: string;
  from: number;
  to?: number;
  mode: ReplayMode;
  strategy: ReplayStrategy;
}

export interface JobResult {
  job: ReplayJob;
  result: ReplayResult;
  /** CPU seconds of the process that ran it (user + system). */
  cpuSeconds: number;
}

export const jobLabel = (job: ReplayJob) => `${job.season} gw${job.from} ${job.mode}`;

/** One line to stderr a gameweek. */
export function progressLine(job: ReplayJob, week: ReplayWeek, total: number, seconds: number): string {
  const moves = week.firstPick ? 'first squad' : `${week.transfersIn.length} in`;
  const hits = week.hits > 0 ? `, -${week.hits * 4}` : '';
  return `[${jobLabel(job)}] GW${week.gameweek}: ${String(week.points).padStart(3)} pts, total ${String(total).padStart(4)}; ${moves}${hits}; chip ${week.chip ?? '-'}; captain ${week.captain}; ${seconds.toFixed(1)} s`;
}

/** Runs a job in this process on an already loaded season. */
export function runJob(job: ReplayJob, season: Season): JobResult {
  const cpu = process.cpuUsage();
  let total = 0;
  const result = replaySeason({
    season,
    from: job.from,
    ...(job.to !== undefined ? { to: job.to } : {}),
    mode: job.mode,
    strategy: job.strategy,
    onWeek: (week, seconds) => {
      total += week.points;
      process.stderr.write(`${progressLine(job, week, total, seconds)}\n`);
    },
  });
  const used = process.cpuUsage(cpu);
  return { job, result, cpuSeconds: (used.user + used.system) / 1e6 };
}

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));

function runInChild(job: ReplayJob): Promise<JobResult> {
  return new Promise((resolve, reject) => {
    // process.execArgv carries tsx's loader, so the child runs TypeScript as this process does.
    const child = spawn(process.execPath, [...process.execArgv, WORKER, JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${jobLabel(job)} failed (exit ${code})`));
      else resolve(JSON.parse(out) as JobResult);
    });
  });
}

/** Runs jobs in child processes, `concurrency` at a time, in the order given; results in that order. */
export async function runJobsInChildren(
  jobs: readonly ReplayJob[],
  concurrency: number,
): Promise<JobResult[]> {
  const results: JobResult[] = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await runInChild(jobs[index] as ReplayJob);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, lane));
  return results;
}
