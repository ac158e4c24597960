// `pnpm --filter @fpl-assistant/tests claims:report [--seed N] [--count K]`: the issue 27 figure. For K seeded
// random legal squads of 2025-26 before the GW33 deadline (seeds from 9000: the report range, never looked at
// while developing; the tests use 1-10), runs the built CLI's `analyze --json` and `plan --json` and has the
// independent referee (claims.ts) check each pair. Prints a line per squad and the findings by kind.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BootstrapStatic, FplFixture, Recommendations } from '@fpl-assistant/engine';
import { repoRoot } from '../support/paths.js';
import { buildPreGw33DataDir, havePreGw33Data, PRE_GW33_GAMEWEEK } from '../support/season-2025-26.js';
import { checkClaims, countByKind, type Finding, type PlanDocument } from './claims.js';
import { claimsSquads } from './random-squad.js';

const REPORT_SEED = 9000;
const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(REPORT_SEED) },
    count: { type: 'string', default: '10' },
  },
});
const first = Number(values.seed);
const count = Number(values.count);
const CLI = path.join(repoRoot, 'cli', 'dist', 'index.js');
if (!havePreGw33Data()) throw new Error('../shared/fpl-data has no 2025-26 pre-GW33 data');
if (!fs.existsSync(CLI)) throw new Error('cli/dist is missing: run pnpm build');

const cli = (args: readonly string[]) =>
  new Promise<{ stdout: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    execFile(process.execPath, [CLI, ...args], { maxBuffer: 20 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`fpl-assistant ${args[0]}: ${stderr || error.message}`));
      else resolve({ stdout, ms: performance.now() - started });
    });
  });

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-claims-report-'));
try {
  const dataDir = buildPreGw33DataDir(path.join(tmp, 'fpl-data'));
  const read = <T>(name: string) => JSON.parse(fs.readFileSync(path.join(dataDir, name), 'utf8')) as T;
  const bootstrap = read<BootstrapStatic>('bootstrap-static.json');
  const fixtures = read<FplFixture[]>('fixtures.json');
  const seeds = Array.from({ length: count }, (_, i) => first + i);
  const all: Finding[] = [];
  let clean = 0;
  for (const { seed, squad } of claimsSquads(bootstrap, PRE_GW33_GAMEWEEK, seeds)) {
    const file = path.join(tmp, `squad-${seed}.json`);
    fs.writeFileSync(file, JSON.stringify(squad));
    const source = ['--squad', file, '--data', dataDir, '--json'];
    const analyzed = await cli(['analyze', ...source]);
    const planned = await cli(['plan', ...source]);
    const recommendations = JSON.parse(analyzed.stdout) as Recommendations;
    const plan = JSON.parse(planned.stdout) as PlanDocument;
    const findings = checkClaims({ bootstrap, fixtures, squad, recommendations, plan });
    if (findings.length === 0) clean++;
    all.push(...findings);
    const chips = plan.gameweeks.filter((g) => g.chip).map((g) => `${g.chip}@${g.gameweek}`);
    console.log(
      `seed ${seed}: ${findings.length === 0 ? 'clean' : `${findings.length} findings`} · ` +
        `${squad.freeTransfers} FT, ${squad.players.length} players, chips used ${Object.keys(squad.chipStatus ?? {}).length}, ` +
        `plan chips ${chips.join(' ') || 'none'} · analyze ${Math.round(analyzed.ms)} ms, plan ${Math.round(planned.ms)} ms`,
    );
    for (const f of findings) console.log(`    ${f.kind}: ${f.detail}`);
  }
  console.log(`\n${clean}/${seeds.length} squads clean (seeds ${first}-${first + count - 1})`);
  console.log(JSON.stringify(countByKind(all)));
  process.exitCode = clean === seeds.length ? 0 : 1;
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
