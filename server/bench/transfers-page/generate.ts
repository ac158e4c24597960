// Writes generated Transfers pages (PNG + ground truth JSON) to a gitignored folder.
// Usage: tsx bench/transfers-page/generate.ts [--count 8] [--seed 1] [--out bench-results/transfers-page]
//        [--source <bootstrap-static.json | vaastav season folder>]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SOURCE, loadPlayerPool } from './player-pool.js';
import { generatePages } from './render.js';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '8' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string', default: 'bench-results/transfers-page' },
    source: { type: 'string', default: DEFAULT_SOURCE },
  },
});

const started = performance.now();
const pool = loadPlayerPool(values.source);
const pages = await generatePages({
  pool,
  count: Number(values.count),
  seed: Number(values.seed),
  outDir: path.resolve(values.out),
});
for (const { png, truth } of pages) {
  const truncated = truth.players.filter((player) => player.shown !== player.webName).length;
  console.log(
    `${png}  GW${truth.gameweek} ${truth.formation} bank £${truth.bank.toFixed(1)}m, ${truncated} truncated`,
  );
}
console.log(
  `${pages.length} pages from ${pool.source} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
