// pnpm bench:web — the shell's first-load JS (gzip) and the landing page's LCP in headless Chromium, against
// the real server serving the built apps on localhost. Build first: pnpm --filter @fpl-assistant/tests build:web
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.js';
import { buildFplDataDir } from '../support/fpl-data.js';
import { freePort } from '../support/free-port.js';
import { repoRoot } from '../support/paths.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_JS_KB = 150;
const TARGET_LCP_MS = 1000;

async function startServer(): Promise<{ url: string; server: ChildProcess; tmp: string }> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-bench-web-'));
  const port = freePort();
  const server = spawn(process.execPath, [path.join(repoRoot, 'server', 'dist', 'index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      FPL_DATA_DIR: buildFplDataDir(path.join(tmp, 'fpl-data')),
      WEB_ROOT: repoRoot,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, server, tmp };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('server did not start');
}

interface Run {
  lcpMs: number;
  lcpElement: string;
  js: Array<{ url: string; bytes: number; gzip: number }>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main() {
  const shellIndex = path.join(repoRoot, 'shell', 'dist', 'index.html');
  if (!fs.existsSync(shellIndex))
    throw new Error('shell/dist is missing: run pnpm --filter @fpl-assistant/tests build:web');
  const { url, server, tmp } = await startServer();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const runs: Run[] = [];
  try {
    for (let i = 0; i < RUNS + 1; i++) {
      // A fresh context each run: a cold cache, as a first visit.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.route('https://resources.premierleague.com/**', (route) => route.fulfill({ status: 404 }));
      const js: Run['js'] = [];
      page.on('response', async (res) => {
        if (!res.url().endsWith('.js') || !res.ok()) return;
        const body = await res.body().catch(() => Buffer.alloc(0));
        js.push({ url: res.url(), bytes: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const lcp = await page.evaluate(
        () =>
          new Promise<{ ms: number; element: string }>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>;
              const last = entries[entries.length - 1];
              const el = last?.element;
              resolve({
                ms: last?.startTime ?? Number.NaN,
                element: el
                  ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
                  : '?',
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      // The first run warms the server's file reads and Chromium's process; it is not counted.
      if (i > 0) runs.push({ lcpMs: lcp.ms, lcpElement: lcp.element, js });
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const first = runs[0];
  if (!first) throw new Error('no runs');
  const jsGzipKb = first.js.reduce((sum, f) => sum + f.gzip, 0) / 1024;
  const jsRawKb = first.js.reduce((sum, f) => sum + f.bytes, 0) / 1024;
  const lcps = runs.map((r) => r.lcpMs);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log('bench:web — shell landing page, headless Chromium, localhost, cold cache per run');
  console.log(
    `machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`\nfirst-load JS (${first.js.length} files):`);
  for (const f of [...first.js].sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(f.url).pathname}`,
    );
  }
  console.log(
    `  total ${jsGzipKb.toFixed(1)} KB gzip (${jsRawKb.toFixed(1)} KB raw); target <= ${TARGET_JS_KB} KB: ${jsGzipKb <= TARGET_JS_KB ? 'met' : 'NOT met'}`,
  );
  console.log(
    `\nLCP over ${runs.length} runs: median ${median(lcps).toFixed(0)} ms, min ${Math.min(...lcps).toFixed(0)} ms, max ${Math.max(...lcps).toFixed(0)} ms (element ${first.lcpElement}); target <= ${TARGET_LCP_MS} ms: ${median(lcps) <= TARGET_LCP_MS ? 'met' : 'NOT met'}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
