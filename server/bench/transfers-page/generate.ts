// Writes generated Transfers pages (PNG or JPEG + ground truth JSON) to a gitignored folder.
// Usage: tsx bench/transfers-page/generate.ts [--count 8] [--seed 1 | --report] [--out bench-results/transfers-page]
//        [--source <bootstrap-static.json | vaastav season folder>]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SOURCE, loadPlayerPool } from './player-pool.js';
import { generatePages } from './render.js';
import { pageSeeds } from './seeds.js';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '8' },
    seed: { type: 'string' },
    report: { type: 'boolean', default: false },
    out: { type: 'string', default: 'bench-results/transfers-page' },
    source: { type: 'string', default: DEFAULT_SOURCE },
  },
});

const started = performance.now();
const count = Number(values.count);
const seed = pageSeeds({ report: values.report, seed: values.seed, count });
if (values.report) console.log(`REPORT RANGE: seeds ${seed}-${seed + count - 1}`);
const pool = loadPlayerPool(values.source);
const pages = await generatePages({ pool, count, seed, outDir: path.resolve(values.out) });
for (const { image, truth } of pages) {
  const truncated = truth.players.filter((player) => player.shown !== player.webName).length;
  const belowNow = truth.players.filter((player) => player.price < player.nowCost).length;
  console.log(
    `${image}  GW${truth.gameweek} ${truth.formation} ft ${truth.freeTransfers} bank £${truth.bank.toFixed(1)}m, ${truncated} truncated, ${belowNow} sold below now, ${truth.font.family}`,
  );
}
console.log(
  `${pages.length} pages from ${pool.source} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
