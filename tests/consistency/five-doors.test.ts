// One decision-maker seen through five doors (issue 12 §1): for one squad, data and options, `fpl-assistant chips`,
// `analyze` and `plan` (the built binary) and the API's analyze (the built server over HTTP) give the plan the
// engine's analyzeSquadDetailed computes in this test: the same chip sequence, first-gameweek transfers, captain
// and vice. The fifth door, the web's tabs, is tests/e2e/five-doors.spec.ts. Build first (`pnpm build`).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChipStrategy, ExtractedTeamData, Recommendations } from '@fpl-assistant/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../bench/built-server.js';
import { repoRoot } from '../support/paths.js';
import {
  chipFamiliesWithin,
  chipSequence,
  type EngineRun,
  engineAnalysis,
  type PlanReportLike,
  planReportView,
  recommendationsView,
} from '../support/plan-view.js';
import {
  buildPreGw33DataDir,
  havePreGw33Data,
  PRE_GW33_GAMEWEEK,
  PRE_GW33_SQUAD_FILE,
} from '../support/season-2025-26.js';

const CLI = path.join(repoRoot, 'cli', 'dist', 'index.js');
const SERVER = path.join(repoRoot, 'server', 'dist', 'index.js');

const available = havePreGw33Data();
if (!available)
  console.warn('Skipping the five-door test: ../shared/fpl-data (2025-26 pre-GW33) is not there.');

/** Runs the built CLI; resolves its stdout, rejects with its stderr. Timed for the report, never asserted. */
function cli(args: readonly string[]): Promise<{ stdout: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [CLI, ...args], { maxBuffer: 20 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`fpl-assistant ${args[0]} failed: ${stderr || error.message}`));
      else resolve({ stdout, ms: performance.now() - started });
    });
  });
}

/** POST /api/ai/analyze as a new user, as the web's analyzing page sends it. */
async function apiAnalyze(origin: string, squad: ExtractedTeamData) {
  const started = performance.now();
  const user = { email: `doors-${Date.now()}@example.test`, password: 'correct-horse-9' };
  const post = (url: string, body: unknown, token?: string) =>
    fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  expect((await post('/auth/v1/signup', user)).ok).toBe(true);
  const { access_token } = (await (await post('/auth/v1/token?grant_type=password', user)).json()) as {
    access_token: string;
  };
  const res = await post('/api/ai/analyze', { extractedData: squad, gameweek: squad.gameweek }, access_token);
  const body = (await res.json()) as { recommendations?: Recommendations };
  if (!res.ok || !body.recommendations) throw new Error(`analyze: ${res.status} ${JSON.stringify(body)}`);
  return { recommendations: body.recommendations, ms: performance.now() - started };
}

describe.skipIf(!available)(
  'five doors, one plan: 2025-26 before the GW33 deadline',
  { timeout: 180_000 },
  () => {
    let tmp = '';
    let dataDir = '';
    let server: BuiltServer | undefined;
    beforeAll(async () => {
      for (const built of [CLI, SERVER]) {
        if (!fs.existsSync(built))
          throw new Error(`${path.relative(repoRoot, built)} is missing: run pnpm build`);
      }
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-five-doors-'));
      dataDir = buildPreGw33DataDir(path.join(tmp, 'fpl-data'));
      server = await startBuiltServer('five-doors', { FPL_DATA_DIR: dataDir });
    });
    afterAll(() => {
      server?.stop();
      if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    });

    it('CLI chips, analyze and plan and the API give the engine’s chip sequence, transfers, captain and vice', async () => {
      const squad = JSON.parse(fs.readFileSync(PRE_GW33_SQUAD_FILE, 'utf8')) as ExtractedTeamData;
      const source = ['--squad', PRE_GW33_SQUAD_FILE, '--data', dataDir, '--json'];
      // The four doors run at once (separate processes); the engine's own run happens meanwhile, in this one.
      const doors = Promise.all([
        cli(['chips', ...source]),
        cli(['analyze', ...source]),
        cli(['plan', ...source]),
        apiAnalyze(server?.url ?? '', squad),
      ]);
      const started = performance.now();
      const engine: EngineRun = engineAnalysis(dataDir, squad);
      const engineMs = performance.now() - started;
      const [chips, analyze, plan, api] = await doors;
      console.info(
        `five doors (ms): engine ${Math.round(engineMs)}, cli chips ${Math.round(chips.ms)}, analyze ${Math.round(analyze.ms)}, plan ${Math.round(plan.ms)}, api ${Math.round(api.ms)} (all four at once on ${os.cpus().length} cores)`,
      );
      expect(engine.gameweek).toBe(PRE_GW33_GAMEWEEK);
      expect(engine.analysis.projectionSource).toBe('history');

      const chipStrategy = JSON.parse(chips.stdout) as ChipStrategy;
      const analyzed = JSON.parse(analyze.stdout) as Recommendations;
      const planned = JSON.parse(plan.stdout) as PlanReportLike;
      const expected = recommendationsView(engine.analysis.recommendations);
      const planGameweeks = engine.analysis.plan.gameweeks.map((g) => g.gameweek);

      // One diff names every door that disagrees. The plan names chips by family and only within its horizon.
      expect({
        'cli chips': { chips: chipSequence(chipStrategy) },
        'cli analyze': recommendationsView(analyzed),
        'cli plan': planReportView(planned, engine.bootstrap),
        api: recommendationsView(api.recommendations),
      }).toEqual({
        'cli chips': { chips: expected.chips },
        'cli analyze': expected,
        'cli plan': {
          ...expected,
          chips: chipFamiliesWithin(engine.analysis.recommendations.chipStrategy, planGameweeks),
        },
        api: expected,
      });
      // And the chip plan itself, every figure and text, is the engine's through every door that prints it.
      const engineChips = JSON.parse(JSON.stringify(engine.analysis.recommendations.chipStrategy));
      expect(chipStrategy).toEqual(engineChips);
      expect(analyzed.chipStrategy).toEqual(engineChips);
      expect(api.recommendations.chipStrategy).toEqual(engineChips);
    });
  },
);
