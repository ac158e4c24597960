// POST /api/ai/analyze over real 2025-26 data from ../shared (skipped when absent), read through the server's
// folder mode: bootstrap and fixtures as recorded, event-N-live.json for GW1–32 rebuilt from the shared CSV.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BootstrapStatic, ExtractedTeamData, Recommendations } from '@fpl-assistant/engine';
import { havePreGw33Data, PRE_GW33_FILES, writePreGw33DataDir } from '@fpl-assistant/recorded-season';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryFplService } from '../../services/fpl.js';
import { call, makeTestApp, signUp, testClock } from '../../testing/harness.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '../../../..');
const SQUAD = path.join(REPO, 'cli/test/fixtures/squad-gw33.json');
const available = havePreGw33Data() && existsSync(SQUAD);

describe.skipIf(!available)('POST /api/ai/analyze on a real GW33 squad', { timeout: 120_000 }, () => {
  let dir = '';
  beforeAll(async () => {
    dir = writePreGw33DataDir(await mkdtemp(path.join(tmpdir(), 'fpl-server-analyze-')), 'final');
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('plans GW33 from the data’s next deadline with event-live history; legal and only real names', async () => {
    const clock = testClock('2026-04-18T07:01:00Z');
    const { app } = makeTestApp({ clock, fpl: directoryFplService(dir, clock) });
    const s = await signUp(app);
    const squad = JSON.parse(readFileSync(SQUAD, 'utf8')) as ExtractedTeamData;
    const started = performance.now();
    // The web app still sends gameweek 15 (spec §7): the server plans from the data's next deadline.
    const res = await call(app, 'POST', '/api/ai/analyze', {
      token: s.access_token,
      body: { extractedData: squad, gameweek: 15 },
    });
    console.info(`POST /api/ai/analyze, real GW33 squad: ${Math.round(performance.now() - started)} ms`);
    expect(res.status).toBe(200);
    const r = res.body.recommendations as Recommendations;
    const bootstrap = JSON.parse(readFileSync(PRE_GW33_FILES.bootstrap, 'utf8')) as BootstrapStatic;
    const names = new Set(bootstrap.elements.map((e) => e.web_name));
    for (const name of [
      ...r.transfers.flatMap((t) => [t.playerOut, t.playerIn]),
      r.captain.player,
      r.viceCaptain.player,
      ...r.startingXI,
      ...r.bench,
    ]) {
      expect(names.has(name), name).toBe(true);
    }
    expect(r.captain).toMatchObject({ player: 'Haaland', fixture: 'ARS (H), BUR (A)' });
    expect(r.captain.reason).toContain('in GW33');
    expect(r.startingXI).toHaveLength(11);
    expect(r.transfers.length).toBeLessThanOrEqual(squad.freeTransfers);
    expect(r.budgetImpact.affordable).toBe(true);
    expect(r.researchSources).toContain('FPL API: event live data, GW1–32');
    expect(r.chipStrategy?.optimalSequence.every((c) => c.chip.endsWith('_2'))).toBe(true);
  });
});
