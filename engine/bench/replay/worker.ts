// Child process of jobs.ts: runs one replay job (JSON in argv[2]) and prints its JobResult as JSON.
import { type ReplayJob, runJob } from './jobs.js';
import { loadSeason } from './seasons.js';

const job = JSON.parse(process.argv[2] ?? '{}') as ReplayJob;
try {
  const result = runJob(job, loadSeason(job.season));
  process.stdout.write(JSON.stringify(result));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
}
