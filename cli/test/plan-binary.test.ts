// `plan` and `analyze SCREENSHOT` end to end through the built binary (dist/index.js) on self-made data; the
// screenshot is drawn by pitch-fixture and read by the real OCR.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Recommendations } from '@fpl-assistant/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanReport } from '../src/commands/plan.js';
import { makeFixtures, removeDir, runBinary, tempDataDir } from './helpers.js';
import { NAMES, pitchBootstrap, pitchPng } from './pitch-fixture.js';

let dir = '';
beforeAll(async () => {
  const bootstrap = pitchBootstrap();
  const players = bootstrap.elements.map((e, i) => ({
    id: e.id,
    name: e.web_name,
    team: bootstrap.teams[e.team - 1]?.short_name ?? '',
    position: (['GKP', 'DEF', 'MID', 'FWD'] as const)[e.element_type - 1] ?? 'MID',
    price: e.now_cost / 10,
    isStarter: i !== 1 && i < 12,
    isCaptain: false,
    isViceCaptain: false,
  }));
  // Only Castellano (a defender) and Marchetti (a forward) are projected to score much.
  const rows = bootstrap.elements.map((e) => {
    const pts = e.web_name === 'Marchetti' ? 8 : e.web_name === 'Castellano' ? 5 : 2;
    return `${e.id},${e.web_name},${pts},${pts}`;
  });
  dir = await tempDataDir({
    'bootstrap-static.json': bootstrap,
    'fixtures.json': makeFixtures(),
    'squad.json': { gameweek: 3, freeTransfers: 1, budget: 0, bank: 0, formation: '4-4-2', players },
    'projections.csv': `ID,Name,3_Pts,4_Pts\n${rows.join('\n')}\n`,
  });
  await writeFile(join(dir, 'pitch.png'), await pitchPng());
});
afterAll(async () => {
  await removeDir(dir);
});

describe('fpl-assistant binary: plan and analyze SCREENSHOT', () => {
  it('plan --projections --json prints the objective and each gameweek', async () => {
    const result = await runBinary([
      'plan',
      '--squad',
      join(dir, 'squad.json'),
      '--data',
      dir,
      '--projections',
      join(dir, 'projections.csv'),
      '--horizon',
      '2',
      '--json',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as PlanReport;
    // Nothing to buy (the pool is the squad): XI = ten at 2 or more, Marchetti captain.
    const marchetti = pitchBootstrap().elements.find((e) => e.web_name === 'Marchetti')?.id;
    expect(report.gameweeks.map((g) => [g.gameweek, g.transfers.length, g.captain])).toEqual([
      [3, 0, marchetti],
      [4, 0, marchetti],
    ]);
    // Per gameweek: nine at 2, Castellano 5, Marchetti 8 twice.
    expect(report.objective).toBe(2 * (18 + 5 + 16));
  });

  it('plan exits 2 (a usage error) with one line when --squad is missing', async () => {
    const result = await runBinary(['plan', '--data', dir]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe('error: Give --squad FILE or --team ID');
  });

  it('analyze SCREENSHOT reads the squad with OCR and prints the recommendations', async () => {
    const result = await runBinary([
      'analyze',
      join(dir, 'pitch.png'),
      '--data',
      dir,
      '--gameweek',
      '3',
      '--json',
    ]);
    expect(result.code).toBe(0);
    const r = JSON.parse(result.stdout) as Recommendations;
    expect([...r.startingXI, ...r.bench].sort()).toEqual([...NAMES].sort());
  }, 90_000);
});
