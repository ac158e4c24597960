// `analyze` through the built binary on real 2025-26 data from ../shared (skipped when absent): a folder laid
// out by endpoint in the OS temp dir, with event-N-live.json for GW1–32 rebuilt from the shared per-gameweek CSV.
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BootstrapStatic, Recommendations } from '@fpl-assistant/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_DIR, removeDir, runBinary } from './helpers.js';

const SHARED = resolve(CLI_DIR, '..', '..', 'shared', 'fpl-data');
const BOOTSTRAP = join(SHARED, 'api/2025-26/bootstrap-static_2026-04-18_pre-gw33-deadline.json');
const FIXTURES = join(SHARED, 'derived/2025-26/fixtures_2025-26_final_reconstructed.json');
const LIVE_CSV = join(SHARED, 'derived/2025-26/event_live_player_gw.csv');
const SQUAD = join(CLI_DIR, 'test/fixtures/squad-gw33.json');
const available = [BOOTSTRAP, FIXTURES, LIVE_CSV].every((file) => existsSync(file));

const STATS = [
  'minutes',
  'starts',
  'goals_scored',
  'assists',
  'clean_sheets',
  'goals_conceded',
  'saves',
  'bonus',
  'bps',
  'yellow_cards',
  'red_cards',
  'defensive_contribution',
  'total_points',
] as const;
const DECIMALS = ['expected_goals', 'expected_assists', 'expected_goals_conceded'] as const;

/** The CSV's rows of gameweeks before `before` as /event/{gw}/live/ bodies. */
function eventLiveBodies(csv: string, before: number): Map<number, { elements: unknown[] }> {
  const [head = '', ...lines] = csv.trim().split('\n');
  const columns = head.split(',');
  const at = (name: string) => columns.indexOf(name);
  const bodies = new Map<number, { elements: unknown[] }>();
  for (const line of lines) {
    const cells = line.split(',');
    const gw = Number(cells[at('gw')]);
    if (gw >= before) continue;
    const stats: Record<string, number | string> = {};
    for (const s of STATS) stats[s] = Number(cells[at(s)]);
    for (const d of DECIMALS) stats[d] = cells[at(d)] ?? '0';
    const fixtures = (cells[at('fixture_ids')] ?? '').split(';').filter(Boolean);
    const body = bodies.get(gw) ?? { elements: [] };
    body.elements.push({
      id: Number(cells[at('element')]),
      stats,
      explain: fixtures.map((fixture) => ({ fixture: Number(fixture) })),
    });
    bodies.set(gw, body);
  }
  return bodies;
}

describe.skipIf(!available)(
  'analyze on real data, 2025-26 before the GW33 deadline',
  { timeout: 180_000 },
  () => {
    let dir = '';
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'fpl-cli-analyze-'));
      await copyFile(BOOTSTRAP, join(dir, 'bootstrap-static.json'));
      await copyFile(FIXTURES, join(dir, 'fixtures.json'));
      for (const [gw, body] of eventLiveBodies(readFileSync(LIVE_CSV, 'utf8'), 33)) {
        await writeFile(join(dir, `event-${gw}-live.json`), JSON.stringify(body));
      }
    });
    afterAll(async () => {
      if (dir) await removeDir(dir);
    });

    it('--json: captain Haaland in his double, only real names, no more transfers than free ones, affordable', async () => {
      const started = performance.now();
      const result = await runBinary(['analyze', '--squad', SQUAD, '--data', dir, '--json']);
      // A figure for the report, not an assertion: the whole binary run, data loading included.
      console.info(`analyze --json on the GW33 squad: ${Math.round(performance.now() - started)} ms`);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const r = JSON.parse(result.stdout) as Recommendations;
      const bootstrap = JSON.parse(readFileSync(BOOTSTRAP, 'utf8')) as BootstrapStatic;
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
