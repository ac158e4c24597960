// The README's team-ID example on the recorded data in ../shared (skipped when absent): the folder
// `pnpm recorded-data DIR` writes holds no /entry/118670/ and no /transfers/, and the import still settles the
// whole squad from the history and picks.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExtractedTeamData } from '@fpl-assistant/engine';
import { haveSeason2026Data, writeSeason2026DataDir } from '@fpl-assistant/recorded-season';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, runBinary } from './helpers.js';

describe.skipIf(!haveSeason2026Data())('squad --team 118670 on the recorded 2026-27 folder', () => {
  let dir = '';
  beforeAll(async () => {
    dir = writeSeason2026DataDir(await mkdtemp(join(tmpdir(), 'fpl-cli-118670-')));
  });
  afterAll(async () => {
    if (dir) await removeDir(dir);
  });

  it('prints the squad for GW2 with the bench boost played in GW1, every price settled', async () => {
    const table = await runBinary(['squad', '--team', '118670', '--data', dir]);
    expect(table.code).toBe(0);
    expect(table.stderr).toBe('');
    expect(table.stdout).toMatch(
      /^GW2 {2}formation 3-4-3 {2}free transfers 1 {2}bank £0\.0m {2}team value £100\.0m/,
    );
    expect(table.stdout).toContain('Haaland (V)');
    expect(table.stdout).toContain('Chips used: Bench Boost GW1');
    expect(table.stdout).not.toContain("Price '?'");

    const json = await runBinary(['squad', '--team', '118670', '--data', dir, '--json']);
    const squad = JSON.parse(json.stdout) as ExtractedTeamData;
    expect(squad.players).toHaveLength(15);
    expect(squad.chipStatus?.bench_boost).toEqual({ used: true, gameweek: 1 });
    expect(Object.keys(squad.chipStatus ?? {}).sort()).toEqual(
      [
        'bench_boost',
        'bench_boost_2',
        'free_hit',
        'free_hit_2',
        'triple_captain',
        'triple_captain_2',
        'wildcard_1',
        'wildcard_2',
      ].sort(),
    );
  });
});
