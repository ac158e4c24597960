// pnpm bench:server — authenticated GET /api/suggestions (50 rows) next to a bare Hono hello-world, same run.
// Both servers are child processes started the same way (node --import tsx), measured with the same autocannon
// settings one after the other. A third line serves the measured route's exact response body from the bare
// server: the share of the gap owed to the payload size (about 10 KB against 12 bytes) rather than to our code.
// Prints figures and machine facts; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sampleSquad } from '../src/testing/harness.js';
import { freePort, startServer, waitForExit } from '../test/spawn-server.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/** Rounds per target: the targets take turns, so a burst of other work on the machine hits all of them alike. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));

interface Target {
  title: string;
  url: string;
  headers?: Record<string, string>;
  /** The serving process, whose CPU time per request is read from /proc (steadier than req/s on a busy machine). */
  pid?: number;
}

interface Figures {
  title: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bytesPerReq: number;
  roundRps: number[];
  /** Server CPU (user + system) per request, µs; NaN where /proc is not readable. */
  cpuUsPerReq: number;
}

const TICKS_PER_SECOND = 100;

/** utime + stime of a process in seconds (Linux /proc), or NaN. */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Warms each target up, then runs them in turn, ROUNDS times, for DURATION seconds each in total. */
async function measure(targets: Target[]): Promise<Figures[]> {
  const seconds = Math.max(1, Math.round(DURATION / ROUNDS));
  const load = (t: Target, duration: number) =>
    autocannon({ url: t.url, connections: CONNECTIONS, duration, headers: t.headers ?? {} });
  // A short warm-up so the JIT has settled before measuring.
  for (const t of targets) await load(t, 2);
  const rounds: autocannon.Result[][] = targets.map(() => []);
  const cpu = targets.map(() => 0);
  for (let r = 0; r < ROUNDS; r++) {
    for (const [i, t] of targets.entries()) {
      const before = cpuSeconds(t.pid);
      rounds[i]?.push(await load(t, seconds));
      cpu[i] = (cpu[i] ?? 0) + cpuSeconds(t.pid) - before;
    }
  }
  return targets.map((t, i) => {
    const results = rounds[i] ?? [];
    const requests = results.reduce((sum, res) => sum + res.requests.total, 0);
    const bytes = results.reduce((sum, res) => sum + res.throughput.total, 0);
    return {
      title: t.title,
      rps: Math.round(requests / (seconds * results.length)),
      p50: median(results.map((res) => res.latency.p50)),
      p99: median(results.map((res) => res.latency.p99)),
      errors: results.reduce((sum, res) => sum + res.errors + res.non2xx, 0),
      bytesPerReq: Math.round(bytes / Math.max(1, requests)),
      roundRps: results.map((res) => Math.round(res.requests.total / seconds)),
      cpuUsPerReq: ((cpu[i] ?? Number.NaN) * 1e6) / Math.max(1, requests),
    };
  });
}

async function startHello(payloadFile: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), PAYLOAD_FILE: payloadFile },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return { url, child };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('hello-world did not start');
}

async function seed(url: string): Promise<string> {
  const json = { 'content-type': 'application/json' };
  const signup = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'bench@example.com', password: 'secret123' }),
  });
  const { access_token: token } = (await signup.json()) as { access_token: string };
  const auth = { ...json, authorization: `Bearer ${token}` };
  const analysis = await fetch(`${url}/api/ai/analyze`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ extractedData: sampleSquad(3), gameweek: 3 }),
  });
  const { recommendations } = (await analysis.json()) as { recommendations: unknown };
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${url}/api/suggestions`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        gameweek: 3,
        extractedData: sampleSquad(3),
        recommendations,
        researchSources: ['FPL API'],
      }),
    });
    if (res.status !== 201) throw new Error(`seed failed: ${res.status} ${await res.text()}`);
  }
  return token;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-bench-'));
  const fplDir = path.join(serverDir, 'test', 'fixtures', 'fpl');
  // The request log goes to a file, as in production; reading it here would load the autocannon process.
  const logFile = path.join(dataDir, 'server.log');
  const logFd = fs.openSync(logFile, 'a');
  const api = await startServer(
    {
      DATA_DIR: dataDir,
      FPL_DATA_DIR: fplDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    },
    // BENCH_CPU_PROF=DIR writes the API server's V8 CPU profile there (open it in Chrome DevTools).
    process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
    logFd,
  );
  let hello: { url: string; child: ChildProcess } | undefined;
  try {
    const token = await seed(api.url);
    const body = await (
      await fetch(`${api.url}/api/suggestions`, { headers: { authorization: `Bearer ${token}` } })
    ).text();
    const rows = JSON.parse(body) as unknown[];
    if (rows.length !== 50) throw new Error(`expected 50 rows, got ${rows.length}`);
    const payloadFile = path.join(dataDir, 'payload.json');
    fs.writeFileSync(payloadFile, body);
    hello = await startHello(payloadFile);

    const auth = { authorization: `Bearer ${token}` };
    const [baseline, samePayload, suggestions] = await measure([
      { title: 'bare Hono hello-world', url: hello.url, pid: hello.child.pid },
      {
        title: `bare Hono, same ${Math.round(Buffer.byteLength(body) / 1024)} KB body`,
        url: `${hello.url}payload`,
        pid: hello.child.pid,
      },
      {
        title: 'GET /api/suggestions (50 rows, auth)',
        url: `${api.url}/api/suggestions`,
        headers: auth,
        pid: api.child.pid,
      },
    ]);
    if (!baseline || !samePayload || !suggestions) throw new Error('missing figures');
    const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
    console.log(
      `\nmachine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
    );
    const logLines = fs.readFileSync(logFile, 'utf8').split('\n').length - 1;
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${DURATION} s per target in ${ROUNDS} interleaved rounds (after 2 s warm-up; p50/p99: median of the rounds); server logs at ${process.env.BENCH_LOG_LEVEL ?? 'info'} to a file (${logLines} lines)\n`,
    );
    console.log(
      '| run | req/s | p50 ms | p99 ms | errors | bytes/req | server CPU µs/req | req/s by round |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const r of [baseline, samePayload, suggestions]) {
      console.log(
        `| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.bytesPerReq} | ${r.cpuUsPerReq.toFixed(1)} | ${r.roundRps.join(' ')} |`,
      );
    }
    const share = Math.round((suggestions.rps / baseline.rps) * 100);
    console.log(
      `\nsuggestions ${suggestions.rps} req/s / hello-world ${baseline.rps} req/s = ${share}% (target ≥ 50%); ` +
        `p99 ${suggestions.p99} ms (target ≤ 25 ms)`,
    );
    const byRound = suggestions.roundRps.map(
      (rps, i) => `${Math.round((rps / (baseline.roundRps[i] ?? 1)) * 100)}%`,
    );
    console.log(`suggestions / hello-world by round: ${byRound.join(' ')}`);
    console.log(
      `same body from the bare server: ${samePayload.rps} req/s = ${Math.round((samePayload.rps / baseline.rps) * 100)}% of hello-world; ` +
        `suggestions reach ${Math.round((suggestions.rps / samePayload.rps) * 100)}% of it`,
    );
    // Other work on the machine skews figures; say how busy it was.
    console.log(
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    hello?.child.kill('SIGTERM');
    api.child.kill('SIGTERM');
    await Promise.all([hello ? waitForExit(hello.child) : undefined, waitForExit(api.child)]);
    fs.closeSync(logFd);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
