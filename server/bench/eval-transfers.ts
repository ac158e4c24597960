// pnpm eval:transfers — renders generated Transfers pages (random legal squads, desktop and phone, two plate
// looks, full pages and crops) and runs the screenshot extractor on each: raw, as the CLI and the web app's
// extraction read them (the browser sends the original file), and web, the stored copy resized to fit 900×900
// (spec §5), which extraction reads only after a reload of /analyze. Prints per page the plates resolved right
// (right player AND right selling price) and the totals; target >= 99%.
// Usage: tsx bench/eval-transfers.ts [--count 24] [--seed 1] [--source FILE|DIR] [--out DIR] [--upload raw|web|both]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FplFixture } from '@fpl-assistant/engine';
import { ocrExtractor } from '../src/extraction/index.js';
import type { FplService } from '../src/services/fpl.js';
import { DEFAULT_SOURCE, loadPlayerPool, type PlayerPool } from './transfers-page/player-pool.js';
import { type GeneratedPage, generatePages, launchChromium } from './transfers-page/render.js';
import { type PageScore, scorePage } from './transfers-page/score.js';
import { resizeLikeUpload } from './transfers-page/upload-resize.js';

const TARGET = 0.99;

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '24' },
    seed: { type: 'string', default: '1' },
    source: { type: 'string', default: DEFAULT_SOURCE },
    out: { type: 'string', default: 'bench-results/transfers-page' },
    upload: { type: 'string', default: 'both' },
  },
});

/** The FPL data an extractor reads, served from the generator's own player list (no network). */
function poolFplService(pool: PlayerPool): FplService {
  const fetchedAt = new Date().toISOString();
  const bootstrap = JSON.stringify(pool.bootstrap);
  const fixturesOf = (filter: (fixture: FplFixture) => boolean) =>
    JSON.stringify(pool.fixtures.filter(filter));
  return {
    async get(endpoint) {
      const body =
        endpoint.kind === 'bootstrap-static'
          ? bootstrap
          : endpoint.kind === 'fixtures'
            ? JSON.stringify(pool.fixtures)
            : endpoint.kind === 'fixtures-event'
              ? fixturesOf((fixture) => fixture.event === endpoint.gameweek)
              : endpoint.kind === 'fixtures-future'
                ? fixturesOf((fixture) => !fixture.finished)
                : '[]';
      return { body, source: 'FILE', fetchedAt };
    },
  };
}

const silentLogger = { info() {}, error() {}, debug() {} };

/** The default (OCR) extractor over the generator's own player list. */
function loadOcrExtractor(fpl: FplService) {
  return ocrExtractor({ fpl, logger: silentLogger });
}

interface Run {
  page: GeneratedPage;
  mode: 'raw' | 'web';
  score?: PageScore;
  error?: string;
  seconds: number;
  size: string;
}

const modes =
  values.upload === 'both' ? (['raw', 'web'] as const) : ([values.upload as 'raw' | 'web'] as const);
const pool = loadPlayerPool(values.source);
const outDir = path.resolve(values.out);
const browser = await launchChromium();
const runs: Run[] = [];
try {
  const started = performance.now();
  const pages = await generatePages({
    pool,
    count: Number(values.count),
    seed: Number(values.seed),
    outDir,
    browser,
  });
  console.log(
    `${pages.length} pages from ${pool.source} in ${((performance.now() - started) / 1000).toFixed(1)} s -> ${outDir}`,
  );
  const extractor = loadOcrExtractor(poolFplService(pool));
  for (const mode of modes) {
    for (const page of pages) {
      const raw = fs.readFileSync(page.png);
      const image = mode === 'web' ? await resizeLikeUpload(browser, raw) : raw;
      if (mode === 'web') fs.writeFileSync(page.png.replace(/\.png$/, '.web.png'), image);
      const size = `${image.readUInt32BE(16)}x${image.readUInt32BE(20)}`;
      const t0 = performance.now();
      const run: Run = { page, mode, seconds: 0, size };
      try {
        const result = await extractor.extract({
          imageBase64: image.toString('base64'),
          gameweek: page.truth.gameweek,
        });
        run.score = scorePage(page.truth, result.data);
      } catch (err) {
        run.error = (err as Error).message;
      }
      run.seconds = (performance.now() - t0) / 1000;
      runs.push(run);
      printRun(run);
    }
  }
  await extractor.close();
  printTotals(runs);
} finally {
  await browser.close();
}

function printRun(run: Run) {
  const { truth } = run.page;
  const label = `${run.mode} ${truth.file.replace(/\.png$/, '')} ${run.size}`.padEnd(58);
  if (!run.score) {
    console.log(`${label}  ERROR ${run.error}  ${run.seconds.toFixed(2)} s`);
    return;
  }
  const s = run.score;
  const truthHeader = `gw ${truth.gameweek} ft ${truth.freeTransfers} bank ${truth.bank}`;
  const headerOk = s.headerRight.gameweek && s.headerRight.freeTransfers && s.headerRight.bank;
  const header = truth.crop
    ? 'no header (crop)'
    : headerOk
      ? 'header ok'
      : `header read '${s.headerRead}' vs '${truthHeader}'`;
  console.log(
    `${label}  ${s.right}/${s.plates} right  pos ${s.positionsRight}/${s.plates}  bench ${s.startersRight}/${s.plates}  ${header}  ${run.seconds.toFixed(2)} s`,
  );
  for (const miss of s.misses) console.log(`    expected ${miss.expected}  got ${miss.got}`);
}

function printTotals(all: Run[]) {
  console.log(
    `\nmachine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? '?'}, load ${os.loadavg()[0]?.toFixed(2)}`,
  );
  for (const mode of modes) {
    const ofMode = all.filter((run) => run.mode === mode);
    for (const device of ['desktop', 'phone', 'all'] as const) {
      const runs = ofMode.filter((run) => device === 'all' || run.page.truth.device === device);
      const plates = runs.reduce((sum, run) => sum + run.page.truth.players.length, 0);
      const right = runs.reduce((sum, run) => sum + (run.score?.right ?? 0), 0);
      const seconds = runs.reduce((sum, run) => sum + run.seconds, 0) / Math.max(1, runs.length);
      const pct = plates === 0 ? 0 : (100 * right) / plates;
      const withHeader = runs.filter((run) => !run.page.truth.crop);
      const headersRight = withHeader.filter(
        (run) =>
          run.score?.headerRight.gameweek &&
          run.score.headerRight.freeTransfers &&
          run.score.headerRight.bank,
      ).length;
      console.log(
        `${mode.padEnd(4)} ${device.padEnd(8)} ${String(runs.length).padStart(3)} pages  ${right}/${plates} plates right = ${pct.toFixed(1)}%  header ${headersRight}/${withHeader.length}  (${runs.filter((run) => run.error).length} errors, ${seconds.toFixed(2)} s/page)`,
      );
    }
  }
  const raw = all.filter((run) => run.mode === modes[0]);
  const plates = raw.reduce((sum, run) => sum + run.page.truth.players.length, 0);
  const right = raw.reduce((sum, run) => sum + (run.score?.right ?? 0), 0);
  const pass = plates > 0 && right / plates >= TARGET;
  console.log(`${modes[0]}: ${pass ? 'PASS' : 'FAIL'} (target ${TARGET * 100}% of plates right)`);
  if (!pass) process.exitCode = 1;
}
