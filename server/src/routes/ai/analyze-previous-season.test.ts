// POST /api/ai/analyze at 2026-27 GW2 (one gameweek started, nothing finished) over real data from ../shared
// (skipped when absent), with and without 2025-26's final bootstrap-static as last season. The recorded files
// are copied into a temp FPL_DATA_DIR at test time, never into the repository.
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BootstrapStatic,
  type ExtractedTeamData,
  type Recommendations,
  toPlayerPosition,
} from '@fpl-assistant/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryFplService } from '../../services/fpl.js';
import { PREVIOUS_SEASON_FILE } from '../../services/previous-season.js';
import { call, makeTestApp, signUp, testClock } from '../../testing/harness.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SHARED = path.resolve(HERE, '../../../../../shared/fpl-data');
const BOOTSTRAP = path.join(SHARED, 'api/2026-27/bootstrap-static_2026-08-22_gw1-current.json');
const FIXTURES = path.join(SHARED, 'api/2026-27/fixtures_2026-08-22.json');
const PICKS = path.join(SHARED, 'api/2026-27/entry-118670_picks_gw1.json');
const LAST_SEASON = path.join(SHARED, 'api/2025-26/bootstrap-static_2026-05-28_end-of-season.json');
const available = [BOOTSTRAP, FIXTURES, PICKS, LAST_SEASON].every((file) => existsSync(file));

const EP_NEXT = "FPL's ep_next";
const LAST_SEASON_SOURCE = "FPL API: 2025/26 final bootstrap-static (last season's totals)";

/** A real manager's GW1 picks as the squad the review screen would send for GW2. */
function squadFromPicks(): ExtractedTeamData {
  const bootstrap = JSON.parse(readFileSync(BOOTSTRAP, 'utf8')) as BootstrapStatic;
  const { picks } = JSON.parse(readFileSync(PICKS, 'utf8')) as {
    picks: { element: number; position: number; is_captain: boolean; is_vice_captain: boolean }[];
  };
  const byId = new Map(bootstrap.elements.map((e) => [e.id, e]));
  const players = picks.map((pick) => {
    const element = byId.get(pick.element);
    if (!element) throw new Error(`element ${pick.element} is not in the 2026-27 bootstrap`);
    return {
      id: element.id,
      name: element.web_name,
      team: bootstrap.teams.find((t) => t.id === element.team)?.short_name ?? '',
      position: toPlayerPosition(element.element_type),
      price: element.now_cost / 10,
      isStarter: pick.position <= 11,
      isCaptain: pick.is_captain,
      isViceCaptain: pick.is_vice_captain,
    };
  });
  return { gameweek: 2, freeTransfers: 1, budget: 0, bank: 0, formation: '3-4-3', players };
}

describe.skipIf(!available)(
  'POST /api/ai/analyze at 2026-27 GW2 with last season',
  { timeout: 180_000 },
  () => {
    let root = '';
    let withLastSeason = '';
    let without = '';
    let squad: ExtractedTeamData;
    const clock = testClock('2026-08-22T03:13:00Z');

    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'fpl-server-previous-season-'));
      withLastSeason = path.join(root, 'with');
      without = path.join(root, 'without');
      for (const dir of [withLastSeason, without]) {
        await mkdir(dir);
        await copyFile(BOOTSTRAP, path.join(dir, 'bootstrap-static.json'));
        await copyFile(FIXTURES, path.join(dir, 'fixtures.json'));
      }
      await copyFile(LAST_SEASON, path.join(withLastSeason, PREVIOUS_SEASON_FILE));
      squad = squadFromPicks();
    });
    afterAll(async () => {
      if (root) await rm(root, { recursive: true, force: true });
    });

    async function analyze(dir: string, env: Record<string, string> = {}) {
      const { app } = makeTestApp({
        clock,
        env: { FPL_DATA_DIR: dir, ...env },
        fpl: directoryFplService(dir, clock),
      });
      const s = await signUp(app);
      const res = await call(app, 'POST', '/api/ai/analyze', {
        token: s.access_token,
        body: { extractedData: squad, gameweek: 2 },
      });
      expect(res.status).toBe(200);
      return res.body.recommendations as Recommendations;
    }

    it('reads FPL_DATA_DIR/previous-bootstrap-static.json: no ep_next blend, no goalkeeper captain or vice', async () => {
      const r = await analyze(withLastSeason);
      expect(r.analysis).not.toContain(EP_NEXT);
      expect(r.captain.reason).not.toContain('ep_next');
      expect(r.researchSources).toContain(LAST_SEASON_SOURCE);
      const goalkeepers = new Set(squad.players.filter((p) => p.position === 'GKP').map((p) => p.name));
      expect(goalkeepers.has(r.captain.player)).toBe(false);
      expect(goalkeepers.has(r.viceCaptain.player)).toBe(false);
    });

    it('without last season the projections lean on FPL’s ep_next and say so', async () => {
      const r = await analyze(without);
      expect(r.analysis).toContain(EP_NEXT);
      expect(r.researchSources).not.toContain(LAST_SEASON_SOURCE);
    });

    it('PREVIOUS_SEASON_BOOTSTRAP points at last season from anywhere', async () => {
      const r = await analyze(without, { PREVIOUS_SEASON_BOOTSTRAP: LAST_SEASON });
      expect(r.analysis).not.toContain(EP_NEXT);
      expect(r.researchSources).toContain(LAST_SEASON_SOURCE);
    });

    it('ignores a malformed file and a file of the same season, and still analyses', async () => {
      const malformed = path.join(root, 'malformed.json');
      await writeFile(malformed, '{"events": [], "elements": "truncated');
      for (const file of [malformed, BOOTSTRAP]) {
        const r = await analyze(without, { PREVIOUS_SEASON_BOOTSTRAP: file });
        expect(r.analysis, file).toContain(EP_NEXT);
        expect((r.researchSources ?? []).some((s) => s.includes('final bootstrap-static'))).toBe(false);
      }
    });
  },
);
