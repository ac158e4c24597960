// Issue 16's two out-of-memory recipes against the real server process, with its resident memory and the
// latency of /health sampled throughout. (a) One free account saves as much as it can, ~1 MB a suggestion, then
// reads whole pages of 200 forty at a time; (b) many free accounts each fill the summary-list cache. Before the
// fixes (a) alone took the process to 7.9 GB and killed it. Prints its figures; asserts the memory bound only
// (the /health latency depends on how busy the machine is: read it from the figures). Several minutes on two
// cores, so it runs on request: `pnpm --filter @fpl-assistant/server test:resource`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleSquad } from '../src/testing/harness.js';
import { pngBytes } from '../src/testing/images.js';
import { startServer, waitForExit } from './spawn-server.js';

const ACCOUNTS = Number(process.env.RESOURCE_ACCOUNTS ?? 120);
const GB = 1024 ** 3;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-resource-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;

describe.skipIf(!process.env.RESOURCE_TEST)('resource bounds', () => {
  it('keeps RSS under 1 GB through both out-of-memory recipes, printing /health latency', async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      FPL_DATA_DIR: path.resolve('test/fixtures/fpl'),
      TRUST_PROXY: '1',
      LOG_LEVEL: 'error',
    });
    const pid = server.child.pid as number;
    let peakRss = rssBytes(pid);
    const health: number[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const started = performance.now();
        await fetch(`${server.url}/health`);
        health.push(performance.now() - started);
        peakRss = Math.max(peakRss, rssBytes(pid));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const json = { 'content-type': 'application/json' };
    let ip = 0;
    const signUp = async (email: string) => {
      const res = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        // Each account from its own address, as an attacker with many would.
        headers: { ...json, 'x-forwarded-for': `10.0.${Math.floor(++ip / 250)}.${ip % 250}` },
        body: JSON.stringify({ email, password: 'secret123' }),
      });
      const body = (await res.json()) as { access_token: string };
      return { ...json, authorization: `Bearer ${body.access_token}` };
    };
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const started = performance.now();
    try {
      // (a) one free account
      const auth = await signUp('big@example.com');
      const analysis = await fetch(`${server.url}/api/ai/analyze`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ extractedData: sampleSquad(3), gameweek: 3 }),
      });
      const { recommendations } = (await analysis.json()) as { recommendations: Record<string, unknown> };
      const save = async (body: unknown) => {
        const res = await fetch(`${server.url}/api/suggestions`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify(body),
        });
        count(res.status);
        await res.arrayBuffer();
        return res.status;
      };
      const padded = { ...recommendations, padding: 'x'.repeat(1000 * 1000) };
      for (let i = 0; i < 200; i++)
        await save({ gameweek: 3, extractedData: sampleSquad(3), recommendations: padded });
      // Then the largest suggestions the rules allow, until the plan's cap answers.
      const largest = {
        gameweek: 3,
        extractedData: sampleSquad(3),
        recommendations: { ...recommendations, analysis: 'x'.repeat(20_000) },
        researchSources: Array(50).fill('s'.repeat(500)),
        userNotes: 'n'.repeat(5000),
      };
      while ((await save(largest)) === 201);
      const read = async (url: string) => {
        const res = await fetch(url, { headers: auth });
        count(res.status);
        await res.arrayBuffer();
      };
      for (let round = 0; round < 5; round++) {
        await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            read(`${server.url}/api/suggestions?${i % 2 ? 'view=full&' : ''}limit=200`),
          ),
        );
      }
      const afterA = rssBytes(pid);

      // (b) many free accounts, each filling its summary pages
      const fill = async (n: number) => {
        const headers = await signUp(`cache${n}@example.com`);
        for (let i = 0; i < 50; i++) {
          const res = await fetch(`${server.url}/api/suggestions`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ ...largest, researchSources: [], recommendations }),
          });
          count(res.status);
          await res.arrayBuffer();
        }
        for (let offset = 0; offset < 8; offset++) {
          const res = await fetch(`${server.url}/api/suggestions?limit=200&offset=${offset}`, { headers });
          count(res.status);
          await res.arrayBuffer();
        }
      };
      for (let n = 0; n < ACCOUNTS; n += 8) {
        await Promise.all(Array.from({ length: Math.min(8, ACCOUNTS - n) }, (_, i) => fill(n + i)));
      }
      sampling = false;
      await sampler;
      const p99 = quantile(health, 0.99);
      console.log(
        [
          `resource recipes: ${((performance.now() - started) / 1000).toFixed(0)} s on ${os.cpus().length} × ${os.cpus()[0]?.model}, load ${os.loadavg()[0]?.toFixed(1)}`,
          `responses by status: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`,
          `RSS after (a) ${(afterA / 2 ** 20).toFixed(0)} MB, peak ${(peakRss / 2 ** 20).toFixed(0)} MB, after (b) ${(rssBytes(pid) / 2 ** 20).toFixed(0)} MB (${ACCOUNTS} accounts)`,
          `/health over ${health.length} samples: p50 ${quantile(health, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms`,
        ].join('\n'),
      );
      expect(peakRss).toBeLessThan(1 * GB);
    } finally {
      sampling = false;
      server.child.kill('SIGTERM');
      await waitForExit(server.child);
    }
  }, 600_000);

  it('holds 60 parallel 10 MB uploads without their bodies in memory', async () => {
    const server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: '1', LOG_LEVEL: 'error' });
    const pid = server.child.pid as number;
    try {
      // Six free accounts (each from its own address) of ten uploads each: within the day's 100 MB, all stored.
      const tokens: string[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${server.url}/auth/v1/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i + 1}` },
          body: JSON.stringify({ email: `uploads${i}@example.com`, password: 'secret123' }),
        });
        tokens.push(((await res.json()) as { access_token: string }).access_token);
      }
      const form = new FormData();
      form.append(
        'file',
        new File([new Uint8Array(pngBytes(1000, 1000, Math.round(9.8 * 1024 * 1024)))], 'big.png', {
          type: 'image/png',
        }),
      );
      const framed = new Request('http://x/', { method: 'POST', body: form });
      const body = new Uint8Array(await framed.arrayBuffer());
      const type = framed.headers.get('content-type') ?? '';
      const before = rssBytes(pid);
      let peak = before;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          peak = Math.max(peak, rssBytes(pid));
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      const started = process.cpuUsage();
      const statuses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          fetch(`${server.url}/api/uploads`, {
            method: 'POST',
            headers: { authorization: `Bearer ${tokens[i % 6]}`, 'content-type': type },
            body,
          }).then(async (res) => {
            await res.arrayBuffer();
            return res.status;
          }),
        ),
      );
      sampling = false;
      await sampler;
      const cpu = process.cpuUsage(started);
      console.log(
        [
          `60 parallel uploads of ${(body.byteLength / 2 ** 20).toFixed(1)} MB: ${statuses.filter((s) => s === 201).length} × 201, load ${os.loadavg()[0]?.toFixed(1)}, client CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`,
          `server RSS before ${(before / 2 ** 20).toFixed(0)} MB, peak ${(peak / 2 ** 20).toFixed(0)} MB (+${((peak - before) / 2 ** 20).toFixed(0)} MB)`,
        ].join('\n'),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(60);
      // Buffered whole, 60 bodies are 600 MB before any copy; streamed, a few stream buffers each.
      expect(peak - before).toBeLessThan(250 * 2 ** 20);
    } finally {
      server.child.kill('SIGTERM');
      await waitForExit(server.child);
    }
  }, 600_000);
});
