// pnpm bench:mixed — p99 of authenticated GET /api/suggestions (50 rows) at 50 connections while a steady stream
// of analyses runs (2 a second), with analyses inline on the event loop (ANALYSIS_WORKERS=0, as before issue 18),
// in worker threads at nice 10 (ANALYSIS_RUNTIME=thread), in child processes at nice 19 (the default), the default
// on PostgreSQL, and through the PostgreSQL job queue (WORK_QUEUE=postgres, one process both serving and working)
// when this machine has Postgres binaries, beside the same figure with no analyses, all in one run
// (BENCH_SERVERS=inline,threads,processes,postgres,queue picks some). The analyses are real: a GW33 squad over the
// 2025-26 data in ../shared, with event-live history for GW1–32. Then the CPU one analysis and one screenshot read
// cost (utime + stime of the server and its work processes, all threads, over sequential runs), for the capacity
// note in the README. Prints figures and machine facts (load average per run); asserts nothing.

import fs from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { havePreGw33Data, sharedRoot, writePreGw33DataDir } from '@fpl-assistant/recorded-season';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { findPostgresBin, startTestPostgres, type TestPostgres } from '../src/testing/postgres.js';
import { type RunningServer, startServer, waitForExit } from '../test/spawn-server.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(serverDir, '..');
const SQUAD = path.join(repo, 'cli/test/fixtures/squad-gw33.json');
// Any real screenshot costs the full read (decode, layout, Tesseract) whether or not its names match GW33's list.
const SCREENSHOT = path.join(sharedRoot, 'screenshots/fpl_pickteam_2021-22_gw13_b.jpeg');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ANALYSES_PER_SECOND = Number(process.env.BENCH_ANALYSES_PER_SECOND ?? 2);
const CPU_RUNS = Number(process.env.BENCH_CPU_RUNS ?? 4);
const TICKS_PER_SECOND = 100;
const SERVERS = new Set(
  (process.env.BENCH_SERVERS ?? 'inline,threads,processes,postgres,queue').split(',').map((s) => s.trim()),
);

/** /proc/{pid}/stat's fields after the command name, or undefined. */
function statOf(pid: number | string): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * utime + stime in seconds (Linux /proc) of a process and all its threads, plus its running children (the work
 * processes) and theirs; NaN when the process is gone.
 */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const own = statOf(pid);
  if (!own) return Number.NaN;
  let total = (Number(own[11]) + Number(own[12])) / TICKS_PER_SECOND;
  for (const name of fs.readdirSync('/proc')) {
    if (/^\d+$/.test(name) && statOf(name)?.[1] === String(pid)) total += cpuSeconds(Number(name));
  }
  return total;
}

/** utime + stime in seconds of the process alone (all its threads), without its children. */
function ownCpuSeconds(pid: number | undefined): number {
  const own = pid === undefined ? undefined : statOf(pid);
  return own ? (Number(own[11]) + Number(own[12])) / TICKS_PER_SECOND : Number.NaN;
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
  const upgrade = `UPDATE profiles SET tier = 'season_pass'`;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(upgrade);
    await client.end();
  } else {
    const db = new Database(path.join(dataDir, 'fpl-assistant.db'));
    db.prepare(upgrade).run();
    db.close();
  }
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
  load: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  analyses: string;
  analysisMs: string;
  /** CPU seconds the server's work processes used during the run; undefined when the work runs in-process. */
  workCpu: number | undefined;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The list read under autocannon, with a stream of analyses at ANALYSES_PER_SECOND when `stream`. */
async function phase(api: Api, stream: boolean): Promise<Phase> {
  const body = await squadBody();
  const answers: Promise<{ status: number; ms: number }>[] = [];
  // Analyses still waiting when the run ends are cancelled (the client goes away), as a user would give up.
  const giveUp = new AbortController();
  const load = os.loadavg()[0] ?? Number.NaN;
  const timer = stream
    ? setInterval(() => answers.push(analyse(api, body, giveUp.signal)), 1000 / ANALYSES_PER_SECOND)
    : undefined;
  const serverPid = api.server.child.pid;
  const cpuBefore = cpuSeconds(serverPid);
  const ownBefore = ownCpuSeconds(serverPid);
  const result = await autocannon({
    url: `${api.server.url}/api/suggestions`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization: `Bearer ${api.token}` },
  });
  clearInterval(timer);
  const workCpu = api.title.startsWith('processes')
    ? cpuSeconds(serverPid) - cpuBefore - (ownCpuSeconds(serverPid) - ownBefore)
    : undefined;
  giveUp.abort();
  const done = await Promise.all(answers);
  const byStatus = new Map<number, number>();
  for (const a of done) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  const ok = done.filter((a) => a.status === 200).map((a) => a.ms);
  return {
    run: `${api.title}, ${stream ? `${ANALYSES_PER_SECOND} analyses/s` : 'no analyses'}`,
    load,
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
    workCpu,
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

/** CPU seconds of the server and its work processes per screenshot read (POST /api/ai/extract), sequential. */
async function cpuPerScreenshot(api: Api): Promise<{ cpu: number; wall: number; status: string }> {
  const body = JSON.stringify({ imageBase64: (await readFile(SCREENSHOT)).toString('base64'), gameweek: 33 });
  const extract = async () => {
    const res = await fetch(`${api.server.url}/api/ai/extract`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
      body,
    });
    await res.arrayBuffer();
    return res.status;
  };
  // The first read starts Tesseract in a work process: not counted.
  const statuses = [await extract()];
  const before = cpuSeconds(api.server.child.pid);
  const started = performance.now();
  for (let i = 0; i < CPU_RUNS; i++) statuses.push(await extract());
  return {
    cpu: (cpuSeconds(api.server.child.pid) - before) / CPU_RUNS,
    wall: (performance.now() - started) / 1000 / CPU_RUNS,
    status: [...new Set(statuses)].join('/'),
  };
}

async function main() {
  if (!havePreGw33Data() || !fs.existsSync(SQUAD)) {
    console.log(`bench:mixed needs the 2025-26 data in ${sharedRoot} and ${SQUAD}`);
    return;
  }
  const fplDir = await mkdtemp(path.join(os.tmpdir(), 'fpl-mixed-data-'));
  const apis: Api[] = [];
  let postgres: TestPostgres | undefined;
  try {
    // A recorded-data folder (FPL_DATA_DIR) for GW33 with event-live history.
    writePreGw33DataDir(fplDir, 'final');
    const workers = os.availableParallelism();
    const processes = `processes (${workers} at nice 19)`;
    if (SERVERS.has('inline')) {
      apis.push(await startApi('inline (ANALYSIS_WORKERS=0)', fplDir, { ANALYSIS_WORKERS: '0' }));
    }
    if (SERVERS.has('threads')) {
      apis.push(await startApi(`threads (${workers} at nice 10)`, fplDir, { ANALYSIS_RUNTIME: 'thread' }));
    }
    if (SERVERS.has('processes')) {
      apis.push(await startApi(processes, fplDir, { ANALYSIS_RUNTIME: 'process' }));
    }
    const wantsPostgres = SERVERS.has('postgres') || SERVERS.has('queue');
    if (wantsPostgres && findPostgresBin()) postgres = await startTestPostgres();
    if (postgres && SERVERS.has('postgres')) {
      apis.push(await startApi(`${processes}, PostgreSQL`, fplDir, { DATABASE_URL: postgres.url }));
    }
    if (postgres && SERVERS.has('queue')) {
      // Its own database: the job queue's server must not share users or cache with the one above.
      const url = new URL(postgres.url);
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      await client.query('CREATE DATABASE bench_queue');
      await client.end();
      url.pathname = '/bench_queue';
      apis.push(
        await startApi(`${processes}, PostgreSQL job queue (WORK_QUEUE=postgres)`, fplDir, {
          DATABASE_URL: url.toString(),
          WORK_QUEUE: 'postgres',
        }),
      );
    }
    const loadBefore = os.loadavg();
    const phases: Phase[] = [];
    // No analyses first on each server, then the stream: the same machine state for the pair.
    for (const api of apis) {
      phases.push(await phase(api, false));
      phases.push(await phase(api, true));
    }
    const cpu = [];
    for (const api of apis) cpu.push({ title: api.title, ...(await cpuPerAnalysis(api)) });
    const reader = apis.find((api) => api.title === processes);
    const screenshot = reader && fs.existsSync(SCREENSHOT) ? await cpuPerScreenshot(reader) : undefined;
    const loadAfter = os.loadavg();

    console.log(
      `\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
    );
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${DURATION} s a run, GET /api/suggestions (50 rows, auth); analyses: real GW33 squad, 2025-26 data, history GW1–32\n`,
    );
    console.log(
      '| run | load (1 min) | req/s | p50 ms | p99 ms | max ms | non-2xx | analyses | analysis ms median / max | work processes CPU s |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: |');
    for (const p of phases) {
      console.log(
        `| ${p.run} | ${p.load.toFixed(1)} | ${p.rps} | ${p.p50} | ${p.p99} | ${p.max} | ${p.errors} | ${p.analyses} | ${p.analysisMs} | ${p.workCpu?.toFixed(1) ?? 'in process'} |`,
      );
    }
    console.log('\nCPU per analysis (server process, all threads; sequential, nothing else running):');
    for (const c of cpu) {
      console.log(`  ${c.title}: ${(c.cpu * 1000).toFixed(0)} ms CPU, ${(c.wall * 1000).toFixed(0)} ms wall`);
    }
    if (screenshot) {
      console.log(
        `CPU per screenshot read (${reader?.title}, ${path.basename(SCREENSHOT)}, answered ${screenshot.status}): ${(screenshot.cpu * 1000).toFixed(0)} ms CPU, ${(screenshot.wall * 1000).toFixed(0)} ms wall`,
      );
    }
    console.log('\np99 with analyses (target ≤ 25 ms), beside no analyses in the same run:');
    for (const [i, api] of apis.entries()) {
      console.log(`  ${api.title}: ${phases[2 * i + 1]?.p99} ms (no analyses ${phases[2 * i]?.p99} ms)`);
    }
    const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
    console.log(`load average (1/5/15 min): before ${fmt(loadBefore)}, after ${fmt(loadAfter)}`);
  } finally {
    for (const api of apis) {
      api.server.child.kill('SIGTERM');
      await waitForExit(api.server.child);
      await rm(api.dataDir, { recursive: true, force: true });
    }
    postgres?.stop();
    await rm(fplDir, { recursive: true, force: true });
  }
}

await main();
