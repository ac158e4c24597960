// pnpm bench:mixed — p99 of authenticated GET /api/suggestions (50 rows) at 50 connections while a steady stream
// of analyses runs (2 a second), with analyses inline on the event loop (ANALYSIS_WORKERS=0, as before issue 18)
// and in the worker pool (the default), beside the same figure with no analyses, all in one run. The analyses
// are real: a GW33 squad over the 2025-26 data in ../shared, with event-live history for GW1–32. Then the CPU
// one analysis costs (the server process's utime + stime, all threads, over sequential analyses), for the
// capacity note in the README. Prints figures and machine facts; asserts nothing.

import fs from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { eventLiveBodies } from '../src/testing/event-live-csv.js';
import { type RunningServer, startServer, waitForExit } from '../test/spawn-server.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(serverDir, '..');
const shared = path.resolve(repo, '../shared/fpl-data');
const BOOTSTRAP = path.join(shared, 'api/2025-26/bootstrap-static_2026-04-18_pre-gw33-deadline.json');
const FIXTURES = path.join(shared, 'derived/2025-26/fixtures_2025-26_final_reconstructed.json');
const LIVE_CSV = path.join(shared, 'derived/2025-26/event_live_player_gw.csv');
const SQUAD = path.join(repo, 'cli/test/fixtures/squad-gw33.json');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ANALYSES_PER_SECOND = Number(process.env.BENCH_ANALYSES_PER_SECOND ?? 2);
const CPU_RUNS = Number(process.env.BENCH_CPU_RUNS ?? 6);
const TICKS_PER_SECOND = 100;

/** A recorded-data folder (FPL_DATA_DIR) for GW33 with event-live history. */
async function fplFolder(dir: string): Promise<void> {
  await copyFile(BOOTSTRAP, path.join(dir, 'bootstrap-static.json'));
  await copyFile(FIXTURES, path.join(dir, 'fixtures.json'));
  for (const [gw, body] of eventLiveBodies(await readFile(LIVE_CSV, 'utf8'), 33)) {
    await writeFile(path.join(dir, `event-${gw}-live.json`), JSON.stringify(body));
  }
}

/** utime + stime of a process and all its threads in seconds (Linux /proc), or NaN. */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

interface Api {
  title: string;
  server: RunningServer;
  token: string;
  dataDir: string;
}

const squadBody = async () =>
  JSON.stringify({ extractedData: JSON.parse(await readFile(SQUAD, 'utf8')), gameweek: 33 });

async function startApi(title: string, fplDir: string, env: Record<string, string>): Promise<Api> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fpl-mixed-'));
  const server = await startServer({ DATA_DIR: dataDir, FPL_DATA_DIR: fplDir, LOG_LEVEL: 'error', ...env });
  const json = { 'content-type': 'application/json' };
  const signup = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'bench@example.com', password: 'secret123' }),
  });
  const { access_token: token } = (await signup.json()) as { access_token: string };
  // Unlimited analyses for the stream: the quota is not what is measured.
  const db = new Database(path.join(dataDir, 'fpl-assistant.db'));
  db.prepare(`UPDATE profiles SET tier = 'season_pass'`).run();
  db.close();
  const api = { title, server, token, dataDir };
  const first = await analyse(api, await squadBody());
  if (first.status !== 200) throw new Error(`${title}: analysis answered ${first.status}`);
  // Every worker parses the data once: warm them all before measuring.
  await Promise.all(
    Array.from({ length: os.availableParallelism() }, async () => analyse(api, await squadBody())),
  );
  const recommendations = (first.body as { recommendations: unknown }).recommendations;
  const extractedData = JSON.parse(await readFile(SQUAD, 'utf8'));
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${server.url}/api/suggestions`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ gameweek: 33, extractedData, recommendations, researchSources: ['FPL API'] }),
    });
    if (res.status !== 201) throw new Error(`seed failed: ${res.status} ${await res.text()}`);
  }
  return api;
}

/** One analysis; status 0 when the connection failed or was cancelled by `signal`. */
async function analyse(
  api: Api,
  body: string,
  signal?: AbortSignal,
): Promise<{ status: number; ms: number; body: unknown }> {
  const started = performance.now();
  try {
    const res = await fetch(`${api.server.url}/api/ai/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
      body,
      ...(signal ? { signal } : {}),
    });
    const text = await res.text();
    return { status: res.status, ms: performance.now() - started, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: 0, ms: performance.now() - started, body: null };
  }
}

interface Phase {
  run: string;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  analyses: string;
  analysisMs: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The list read under autocannon, with a stream of analyses at ANALYSES_PER_SECOND when `stream`. */
async function phase(api: Api, stream: boolean): Promise<Phase> {
  const body = await squadBody();
  const answers: Promise<{ status: number; ms: number }>[] = [];
  // Analyses still waiting when the run ends are cancelled (the client goes away), as a user would give up.
  const giveUp = new AbortController();
  const timer = stream
    ? setInterval(() => answers.push(analyse(api, body, giveUp.signal)), 1000 / ANALYSES_PER_SECOND)
    : undefined;
  const result = await autocannon({
    url: `${api.server.url}/api/suggestions`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization: `Bearer ${api.token}` },
  });
  clearInterval(timer);
  giveUp.abort();
  const done = await Promise.all(answers);
  const byStatus = new Map<number, number>();
  for (const a of done) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  const ok = done.filter((a) => a.status === 200).map((a) => a.ms);
  return {
    run: `${api.title}, ${stream ? `${ANALYSES_PER_SECOND} analyses/s` : 'no analyses'}`,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.non2xx,
    analyses: stream
      ? [...byStatus.entries()]
          .sort()
          .map(([status, n]) => `${n}×${status === 0 ? 'cancelled' : status}`)
          .join(' ')
      : '–',
    analysisMs: ok.length > 0 ? `${Math.round(median(ok))} / ${Math.round(Math.max(...ok))}` : '–',
  };
}

/** CPU seconds of the server process per analysis, over sequential analyses with nothing else running. */
async function cpuPerAnalysis(api: Api): Promise<{ cpu: number; wall: number }> {
  const body = await squadBody();
  // Analyses of the stream whose clients left may still be running: wait for every lane first.
  await Promise.all(Array.from({ length: os.availableParallelism() }, () => analyse(api, body)));
  const before = cpuSeconds(api.server.child.pid);
  const started = performance.now();
  for (let i = 0; i < CPU_RUNS; i++) await analyse(api, body);
  return {
    cpu: (cpuSeconds(api.server.child.pid) - before) / CPU_RUNS,
    wall: (performance.now() - started) / 1000 / CPU_RUNS,
  };
}

async function main() {
  if (![BOOTSTRAP, FIXTURES, LIVE_CSV, SQUAD].every((file) => fs.existsSync(file))) {
    console.log(`bench:mixed needs the 2025-26 data in ${shared} and ${SQUAD}`);
    return;
  }
  const fplDir = await mkdtemp(path.join(os.tmpdir(), 'fpl-mixed-data-'));
  const apis: Api[] = [];
  try {
    await fplFolder(fplDir);
    const workers = os.availableParallelism();
    apis.push(await startApi('inline (ANALYSIS_WORKERS=0)', fplDir, { ANALYSIS_WORKERS: '0' }));
    apis.push(await startApi(`pool (${workers} workers)`, fplDir, {}));
    const loadBefore = os.loadavg();
    const phases: Phase[] = [];
    // No analyses first on each server, then the stream: the same machine state for the pair.
    for (const api of apis) {
      phases.push(await phase(api, false));
      phases.push(await phase(api, true));
    }
    const cpu = [];
    for (const api of apis) cpu.push({ title: api.title, ...(await cpuPerAnalysis(api)) });
    const loadAfter = os.loadavg();

    console.log(
      `\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
    );
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${DURATION} s a run, GET /api/suggestions (50 rows, auth); analyses: real GW33 squad, 2025-26 data, history GW1–32\n`,
    );
    console.log('| run | req/s | p50 ms | p99 ms | max ms | non-2xx | analyses | analysis ms median / max |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |');
    for (const p of phases) {
      console.log(
        `| ${p.run} | ${p.rps} | ${p.p50} | ${p.p99} | ${p.max} | ${p.errors} | ${p.analyses} | ${p.analysisMs} |`,
      );
    }
    console.log('\nCPU per analysis (server process, all threads; sequential, nothing else running):');
    for (const c of cpu) {
      console.log(`  ${c.title}: ${(c.cpu * 1000).toFixed(0)} ms CPU, ${(c.wall * 1000).toFixed(0)} ms wall`);
    }
    const withPool = phases[3];
    console.log(`\np99 with analyses in the pool: ${withPool?.p99} ms (target ≤ 25 ms)`);
    const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
    console.log(`load average (1/5/15 min): before ${fmt(loadBefore)}, after ${fmt(loadAfter)}`);
  } finally {
    for (const api of apis) {
      api.server.child.kill('SIGTERM');
      await waitForExit(api.server.child);
      await rm(api.dataDir, { recursive: true, force: true });
    }
    await rm(fplDir, { recursive: true, force: true });
  }
}

await main();
