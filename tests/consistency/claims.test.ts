// Every word of the advice is the plan's (issue 27 §6): for seeded random legal squads of the recorded 2025-26
// season before the GW33 deadline (a double for six clubs, a blank for them in GW34, a double for two in GW36),
// and for a real manager's squad at 2026-27 GW2, the advice is checked by an independent referee (claims.ts)
// against the plan and FPL's rules: the bench Bench Boost names, the Triple Captain cards, the calendar, chips
// remaining, chip weeks labelled, no 0% buy, the club rule, the lineups. The engine's own document is checked
// for ten squads; the built CLI's `analyze --json` and `plan --json` (what a power user reads) for two.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  analyzeSquadDetailed,
  type BootstrapStatic,
  type ExtractedTeamData,
  type FplFixture,
  type Recommendations,
} from '@fpl-assistant/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths.js';
import { engineAnalysis } from '../support/plan-view.js';
import { buildPreGw33DataDir, havePreGw33Data, PRE_GW33_GAMEWEEK } from '../support/season-2025-26.js';
import { haveSeason2026Data, recordedTeamAtGw2 } from '../support/team-118670.js';
import { checkClaims, countByKind, type PlanDocument } from './claims.js';
import { claimsSquads } from './random-squad.js';

const CLI = path.join(repoRoot, 'cli', 'dist', 'index.js');
const available = havePreGw33Data();
if (!available) console.warn('Skipping the claims test: ../shared/fpl-data (2025-26 pre-GW33) is not there.');

/** Development seeds: the referee and the fixes were built looking at these. The report range is 9000 up. */
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

function cli(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [CLI, ...args], { maxBuffer: 20 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`fpl-assistant ${args[0]} failed: ${stderr || error.message}`));
      else resolve(stdout);
    });
  });
}

describe.skipIf(!available)(
  'the advice says what the plan does (2025-26, before GW33)',
  { timeout: 600_000 },
  () => {
    let tmp = '';
    let dataDir = '';
    let bootstrap: BootstrapStatic;
    let fixtures: FplFixture[];
    beforeAll(() => {
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-claims-'));
      dataDir = buildPreGw33DataDir(path.join(tmp, 'fpl-data'));
      bootstrap = readJson(path.join(dataDir, 'bootstrap-static.json'));
      fixtures = readJson(path.join(dataDir, 'fixtures.json'));
    });
    afterAll(() => {
      if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    });

    it('the engine’s document for ten seeded squads breaks no claim and no rule', () => {
      const findings = claimsSquads(bootstrap, PRE_GW33_GAMEWEEK, SEEDS).flatMap(({ seed, squad }) => {
        const run = engineAnalysis(dataDir, squad);
        const plan: PlanDocument = { gameweek: run.gameweek, gameweeks: run.analysis.plan.gameweeks };
        return checkClaims({
          bootstrap,
          fixtures,
          squad,
          recommendations: run.analysis.recommendations,
          plan,
        }).map((f) => `seed ${seed}: ${f.kind}: ${f.detail}`);
      });
      expect(findings).toEqual([]);
    });

    it('the referee catches what the advice used to say', () => {
      const squad = claimsSquads(bootstrap, PRE_GW33_GAMEWEEK, [1])[0]?.squad as ExtractedTeamData;
      const run = engineAnalysis(dataDir, squad);
      const plan: PlanDocument = { gameweek: run.gameweek, gameweeks: run.analysis.plan.gameweeks };
      const r = run.analysis.recommendations;
      const chips = r.chipStrategy;
      if (!chips) throw new Error('no chip strategy');
      // A calendar that calls GW36 normal; a bench that is not the plan's; a chip already played; a double's card
      // offering a Triple Captain the plan does not play; a chip week without its label.
      const broken: Recommendations = {
        ...r,
        chipStrategy: {
          ...chips,
          fixtureCalendar: chips.fixtureCalendar.map((e) =>
            e.gameweek === 36 ? { ...e, type: 'normal' } : e,
          ),
          optimalSequence: [
            ...chips.optimalSequence,
            {
              chip: 'bench_boost',
              timing: 38,
              reasoning: 'Bench Boost: your bench (Pope, J.Murphy) projects 6.1 points in GW38.',
              confidence: 0.85,
              expectedGain: 6.1,
              priority: 'future',
            },
          ],
          upcomingDGWs: chips.upcomingDGWs.map((d) => ({
            ...d,
            tripleCaptainRecommendation: { player: 'Haaland', expectedPoints: 31.7, reasoning: 'x' },
          })),
        },
      };
      const kinds = Object.keys(
        countByKind(checkClaims({ bootstrap, fixtures, squad, recommendations: broken, plan })),
      );
      expect(kinds).toEqual(
        expect.arrayContaining([
          'calendar type',
          'plans a chip already played',
          'bench boost names another bench',
          'triple captain card offers a week the plan does not use',
        ]),
      );
      const chipWeek = {
        ...plan,
        gameweeks: plan.gameweeks.map((g, i) => (i === 0 ? { ...g, chip: 'wildcard' } : g)),
      };
      const unlabelled = checkClaims({
        bootstrap,
        fixtures,
        squad,
        recommendations: { ...r, transferChip: undefined },
        plan: chipWeek,
      });
      expect(unlabelled.map((f) => f.kind)).toContain('chip week unlabelled');
    });

    it('the CLI’s analyze --json and plan --json for two squads break no claim and no rule', async () => {
      if (!fs.existsSync(CLI)) throw new Error('cli/dist is missing: run pnpm build');
      const findings: string[] = [];
      for (const { seed, squad } of claimsSquads(bootstrap, PRE_GW33_GAMEWEEK, [3, 8])) {
        const file = path.join(tmp, `squad-${seed}.json`);
        fs.writeFileSync(file, JSON.stringify(squad));
        const source = ['--squad', file, '--data', dataDir, '--json'];
        const [analyzed, planned] = await Promise.all([
          cli(['analyze', ...source]),
          cli(['plan', ...source]),
        ]);
        const recommendations = JSON.parse(analyzed) as Recommendations;
        const plan = JSON.parse(planned) as PlanDocument;
        for (const f of checkClaims({ bootstrap, fixtures, squad, recommendations, plan }))
          findings.push(`seed ${seed}: ${f.kind}: ${f.detail}`);
      }
      expect(findings).toEqual([]);
    });
  },
);

describe.skipIf(!haveSeason2026Data())(
  'the advice says what the plan does (2026-27 GW2, team 118670)',
  () => {
    it('a Wildcard week is labelled and breaks no claim or rule', () => {
      const input = recordedTeamAtGw2();
      const { squad, bootstrap, fixtures } = input;
      const a = analyzeSquadDetailed(input);
      const plan: PlanDocument = { gameweek: 2, gameweeks: a.plan.gameweeks };
      const findings = checkClaims({ bootstrap, fixtures, squad, recommendations: a.recommendations, plan });
      expect(findings).toEqual([]);
      const first = a.plan.gameweeks[0];
      if (first?.chip === 'wildcard') {
        expect(a.recommendations.transferChip?.heading).toBe(
          `Wildcard: ${first.transfers.length} moves, no points cost`,
        );
      }
    });
  },
);
