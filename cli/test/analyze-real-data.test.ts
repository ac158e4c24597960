// `analyze` through the built binary on real 2025-26 data from ../shared (skipped when absent): a folder laid
// out by endpoint in the OS temp dir, with event-N-live.json for GW1–32 rebuilt from the shared per-gameweek CSV.
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BootstrapStatic, Recommendations } from '@fpl-assistant/engine';
import { havePreGw33Data, PRE_GW33_FILES, writePreGw33DataDir } from '@fpl-assistant/recorded-season';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_DIR, removeDir, runBinary } from './helpers.js';

const SQUAD = join(CLI_DIR, 'test/fixtures/squad-gw33.json');
const available = havePreGw33Data();

describe.skipIf(!available)(
  'analyze on real data, 2025-26 before the GW33 deadline',
  { timeout: 180_000 },
  () => {
    let dir = '';
    beforeAll(async () => {
      dir = writePreGw33DataDir(await mkdtemp(join(tmpdir(), 'fpl-cli-analyze-')), 'final');
    });
    afterAll(async () => {
      if (dir) await removeDir(dir);
    });

    it('--json: captain Haaland in his double, only real names, no more transfers than free ones, affordable', async () => {
      const started = performance.now();
      const result = await runBinary(['analyze', '--squad', SQUAD, '--data', dir, '--json']);
      // A figure for the report, not an assertion: the whole binary run, data loading included.
      console.info(`analyze --json on the GW33 squad: ${Math.round(performance.now() - started)} ms`);
      // The squad holds four from MCI (Semenyo and Guehi moved there in January): allowed, and said.
      expect(result.stderr).toBe(
        'warning: 4 players from MCI: FPL allows this only when one of them moved to MCI after you bought him. Your first transfer must bring MCI down to 3.\n',
      );
      expect(result.code).toBe(0);
      const r = JSON.parse(result.stdout) as Recommendations;
      const bootstrap = JSON.parse(readFileSync(PRE_GW33_FILES.bootstrap, 'utf8')) as BootstrapStatic;
      const names = new Set(bootstrap.elements.map((e) => e.web_name));
      const named = [
        ...r.transfers.flatMap((t) => [t.playerOut, t.playerIn]),
        r.captain.player,
        r.viceCaptain.player,
        ...r.startingXI,
        ...r.bench,
      ];
      for (const name of named) expect(names.has(name), name).toBe(true);
      expect(r.captain).toMatchObject({ player: 'Haaland', fixture: 'ARS (H), BUR (A)' });
      expect(r.transfers.length).toBeLessThanOrEqual(2);
      expect(r.budgetImpact.affordable).toBe(true);
      expect(r.analysis).toContain('per-gameweek history');
      expect(r.chipStrategy?.optimalSequence.find((c) => c.chip === 'free_hit_2')?.timing).toBe(34);
    });

    it('tables on a terminal-width page', async () => {
      const result = await runBinary(['analyze', '--squad', SQUAD, '--data', dir]);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^Analysis for GW33 · 2025\/26 · horizon GW33–37/);
      expect(result.stdout).toMatch(/Captain\s+Haaland\s+ARS \(H\), BUR \(A\)/);
    });
  },
);
