// pnpm bench:web — the shell's first-load JS (gzip) and the landing page's LCP in headless Chromium, against
// the real server serving the built apps on localhost. Build first: pnpm --filter @fpl-assistant/tests build:web
import os from 'node:os';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.js';
import { startBuiltServer } from './built-server.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_JS_KB = 150;
const TARGET_LCP_MS = 1000;

interface Run {
  lcpMs: number;
  lcpElement: string;
  referenceLcpMs: number;
  js: Array<{ url: string; bytes: number; gzip: number }>;
}

// The reference: the landing page's headline as plain HTML with no script, served by the same server
// origin in the same browser, measured in the same run: the floor this machine allows right now.
const REFERENCE_PATH = '/__bench-reference';
const REFERENCE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>reference</title></head>
<body style="font-family:system-ui,sans-serif;margin:0;padding:64px 24px">
<h1 style="font-size:48px;max-width:18ch">Make smarter FPL decisions with AI</h1></body></html>`;

/** The page's largest contentful paint; NaN if none comes within 10 s (a blank page must not hang the bench). */
function largestContentfulPaint(page: Page): Promise<{ ms: number; element: string }> {
  return page.evaluate(
    () =>
      new Promise<{ ms: number; element: string }>((resolve) => {
        setTimeout(() => resolve({ ms: Number.NaN, element: 'none (nothing painted in 10 s)' }), 10_000);
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
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main() {
  const server = await startBuiltServer('bench-web');
  const { url } = server;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const chromiumVersion = browser.version();
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
      const lcp = await largestContentfulPaint(page);
      const referencePage = await context.newPage();
      await referencePage.route(`${url}${REFERENCE_PATH}`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: REFERENCE_HTML }),
      );
      await referencePage.goto(`${url}${REFERENCE_PATH}`, { waitUntil: 'load' });
      const reference = await largestContentfulPaint(referencePage);
      // The first run warms the server's file reads and Chromium's process; it is not counted.
      if (i > 0) runs.push({ lcpMs: lcp.ms, lcpElement: lcp.element, referenceLcpMs: reference.ms, js });
      await context.close();
    }
  } finally {
    await browser.close();
    server.stop();
  }

  const first = runs[0];
  if (!first) throw new Error('no runs');
  const jsGzipKb = first.js.reduce((sum, f) => sum + f.gzip, 0) / 1024;
  const jsRawKb = first.js.reduce((sum, f) => sum + f.bytes, 0) / 1024;
  const lcps = runs.map((r) => r.lcpMs);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log('bench:web — shell landing page, headless Chromium, localhost, cold cache per run');
  console.log(
    `machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, Chromium ${chromiumVersion}, load average ${os
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
  const references = runs.map((r) => r.referenceLcpMs);
  console.log(
    `\nLCP over ${runs.length} runs: median ${median(lcps).toFixed(0)} ms, min ${Math.min(...lcps).toFixed(0)} ms, max ${Math.max(...lcps).toFixed(0)} ms (element ${first.lcpElement}); target <= ${TARGET_LCP_MS} ms: ${median(lcps) <= TARGET_LCP_MS ? 'met' : 'NOT met'}`,
  );
  console.log(
    `reference (the headline as static HTML, no script, same server and browser, same run): LCP median ${median(references).toFixed(0)} ms, min ${Math.min(...references).toFixed(0)} ms, max ${Math.max(...references).toFixed(0)} ms`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
