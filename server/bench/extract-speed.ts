// Extraction speed with the OCR worker warm, and memory over many consecutive extractions.
// Usage: pnpm bench:extract [--runs 50]   (from the repo root or server/)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createOcrWorker, ocrExtractor } from '../src/extraction/index.js';
import { memoryFplService } from './extract-fpl.js';
import { loadPlayerPool, sharedDir } from './transfers-page/player-pool.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '50' } } });
const runs = Number(values.runs);
const screenshots = path.join(sharedDir, 'screenshots');
if (!fs.existsSync(screenshots)) {
  console.error(`No screenshots at ${screenshots}: this benchmark needs ../shared beside the repository.`);
  process.exit(1);
}
const files = fs
  .readdirSync(screenshots)
  .filter((file) => file.startsWith('fpl_pickteam_'))
  .sort();
const images = files.map((file) => fs.readFileSync(path.join(screenshots, file)).toString('base64'));
const pool = loadPlayerPool(path.join(sharedDir, 'fpl-data/vaastav/2021-22'));
const ocr = createOcrWorker();
const extractor = ocrExtractor({ fpl: memoryFplService(pool.bootstrap, pool.fixtures), ocr });

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
/**
 * A fixed CPU task timed in the same run (sorting a million seeded numbers): on a shared machine the
 * extraction times are read against it (the slower it is, the busier the machine).
 */
function reference(): number {
  let seed = 7;
  const numbers = Float64Array.from({ length: 1_000_000 }, () => {
    seed = (seed * 16807) % 2147483647;
    return seed;
  });
  const started = performance.now();
  numbers.sort();
  return performance.now() - started;
}
const referenceBefore = Math.min(reference(), reference(), reference());
console.log(`reference (sort 1M numbers, best of 3) before: ${referenceBefore.toFixed(0)} ms`);

const memory = (label: string) => {
  const usage = process.memoryUsage();
  console.log(
    `  ${label}: rss ${mb(usage.rss)}, heap used ${mb(usage.heapUsed)}, external ${mb(usage.external)}`,
  );
};
memory('start (before the worker)');

let started = performance.now();
await extractor.extract({ imageBase64: images[0] as string, gameweek: 13 });
console.log(`cold (worker start + first image): ${((performance.now() - started) / 1000).toFixed(2)} s`);

const times: number[] = [];
// CPU seconds of the whole process (the OCR worker is a thread of it): what the extraction costs whatever
// else the machine is doing. On a quiet machine the wall time is about this.
const cpuTimes: number[] = [];
const rss: number[] = [];
for (let i = 0; i < runs; i++) {
  started = performance.now();
  const cpuBefore = process.cpuUsage();
  await extractor.extract({ imageBase64: images[i % images.length] as string, gameweek: 13 });
  const cpu = process.cpuUsage(cpuBefore);
  cpuTimes.push((cpu.user + cpu.system) / 1e6);
  times.push((performance.now() - started) / 1000);
  rss.push(process.memoryUsage().rss);
  if (i + 1 === Math.ceil(runs / 2)) memory(`middle (run ${i + 1})`);
  if (i + 1 === runs) memory(`end (run ${i + 1})`);
}
await extractor.close();
const sorted = [...times].sort((a, b) => a - b);
const at = (q: number) =>
  (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number).toFixed(2);
const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
console.log(
  `warm, ${runs} runs over ${files.length} screenshots: mean ${mean.toFixed(2)} s, median ${at(0.5)} s, p90 ${at(0.9)} s, max ${at(1)} s`,
);
const cpuSorted = [...cpuTimes].sort((a, b) => a - b);
console.log(
  `cpu per extraction: mean ${(cpuTimes.reduce((sum, t) => sum + t, 0) / runs).toFixed(2)} s, median ${(
    cpuSorted[Math.floor(runs / 2)] as number
  ).toFixed(2)} s, max ${(cpuSorted[runs - 1] as number).toFixed(2)} s`,
);
const tenth = Math.max(1, Math.floor(runs / 10));
const first = rss.slice(0, tenth).reduce((a, b) => a + b, 0) / tenth;
const last = rss.slice(-tenth).reduce((a, b) => a + b, 0) / tenth;
console.log(
  `rss: first ${tenth} runs ${mb(first)}, last ${tenth} runs ${mb(last)}, peak ${mb(Math.max(...rss))}`,
);
const referenceAfter = Math.min(reference(), reference(), reference());
console.log(`reference (sort 1M numbers, best of 3) after: ${referenceAfter.toFixed(0)} ms`);
console.log(
  `load after: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
