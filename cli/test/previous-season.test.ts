// Last season for analyze, chips and plan: --previous-season FILE, or previous-bootstrap-static.json in the --data
// folder. Self-made data first (the helper league is 2025/26 with two matches played, so without last season
// the projections lean on FPL's ep_next); then the built binary on real 2026-27 data from ../shared.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  type BootstrapStatic,
  type FplEvent,
  type Recommendations,
  toPlayerPosition,
} from '@fpl-assistant/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { runAnalyze } from '../src/commands/analyze.js';
import { runChips } from '../src/commands/chips.js';
import { runPlan } from '../src/commands/plan.js';
import { DataError } from '../src/errors.js';
import { PREVIOUS_SEASON_FILE } from '../src/previous-season.js';
import {
  CLI_DIR,
  makeBootstrap,
  makeElements,
  makeFixtures,
  makeSquad,
  memoryIo,
  removeDir,
  runBinary,
  tempDataDir,
} from './helpers.js';

const EP_NEXT = "FPL's ep_next";

/** The helper league's players a season earlier (2024/25): same codes, a whole season's totals, all finished. */
function lastSeason(year = 2024): Pick<BootstrapStatic, 'events' | 'elements'> {
  const events = makeBootstrap().events.map(
    (e, i): FplEvent => ({
      ...e,
      deadline_time: `${year}-${String(8 + i).padStart(2, '0')}-16T10:00:00Z`,
      finished: true,
      is_next: false,
    }),
  );
  const elements = makeElements().map((e, i) => ({
    ...e,
    id: i + 1,
    minutes: 3000,
    starts: 34,
    goals_scored: i,
  }));
  return { events, elements };
}

let dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs) await removeDir(dir);
  dirs = [];
});

async function dataDir(extra: Record<string, unknown> = {}): Promise<string> {
  const dir = await tempDataDir({
    'bootstrap-static.json': makeBootstrap(),
    'fixtures.json': makeFixtures(),
    'squad.json': makeSquad(),
    'last-season.json': lastSeason(),
    ...extra,
  });
  dirs.push(dir);
  return dir;
}

async function analyzeJson(dir: string, options: { previousSeason?: string } = {}) {
  const { io, stdout } = memoryIo();
  await runAnalyze(undefined, { squad: join(dir, 'squad.json'), data: dir, json: true, ...options }, io);
  return JSON.parse(stdout()) as Recommendations;
}

describe('--previous-season', () => {
  it('analyze: with last season the projections stand on their own; without, they lean on ep_next', async () => {
    const dir = await dataDir();
    expect((await analyzeJson(dir)).analysis).toContain(EP_NEXT);
    const r = await analyzeJson(dir, { previousSeason: join(dir, 'last-season.json') });
    expect(r.analysis).not.toContain(EP_NEXT);
    expect(r.startingXI).toHaveLength(11);
  });

  it(`--data DIR reads ${PREVIOUS_SEASON_FILE} there when present; the option wins over it`, async () => {
    const dir = await dataDir({ [PREVIOUS_SEASON_FILE]: lastSeason() });
    expect((await analyzeJson(dir)).analysis).not.toContain(EP_NEXT);
    // A bad file named on the command line is read instead of the folder's, and fails.
    await writeFile(join(dir, 'broken.json'), '{"events": [');
    await expect(analyzeJson(dir, { previousSeason: join(dir, 'broken.json') })).rejects.toThrow(
      /is not valid JSON/,
    );
  });

  it('chips and plan take it too, from the same analysis', async () => {
    const dir = await dataDir();
    const previousSeason = join(dir, 'last-season.json');
    const chips = await runChips(
      { squad: join(dir, 'squad.json'), data: dir, previousSeason },
      memoryIo().io,
    );
    expect(chips.strategy.fixtureCalendar.length).toBeGreaterThan(0);
    const withLast = await runPlan(
      { squad: join(dir, 'squad.json'), data: dir, previousSeason },
      memoryIo().io,
    );
    const analysis = await analyzeJson(dir, { previousSeason });
    expect(withLast.gameweeks[0]?.captain).toBe(
      makeElements().find((e) => e.web_name === analysis.captain.player)?.id,
    );
    // Other errors than the data's: each command reads the file the same way.
    for (const run of [
      () =>
        runChips(
          { squad: join(dir, 'squad.json'), data: dir, previousSeason: join(dir, 'nope.json') },
          memoryIo().io,
        ),
      () =>
        runPlan(
          { squad: join(dir, 'squad.json'), data: dir, previousSeason: join(dir, 'nope.json') },
          memoryIo().io,
        ),
    ]) {
      await expect(run()).rejects.toThrow(
        `Cannot read previous-season file ${join(dir, 'nope.json')}: no such file`,
      );
    }
  });

  it('plan --projections says the file is not used', async () => {
    const dir = await dataDir({
      'projections.csv': `ID,3_Pts\n${makeElements()
        .map((e) => `${e.id},2`)
        .join('\n')}\n`,
    });
    const { io, stderr } = memoryIo();
    await runPlan(
      {
        squad: join(dir, 'squad.json'),
        data: dir,
        projections: join(dir, 'projections.csv'),
        previousSeason: join(dir, 'last-season.json'),
        horizon: 1,
      },
      io,
    );
    expect(stderr()).toContain('warning: --previous-season is not used with --projections');
  });

  it('an unreadable, malformed or same-season file is a one-line DataError', async () => {
    const dir = await dataDir({
      'bad.json': '{"events": [',
      'shape.json': { ...lastSeason(), elements: [{ id: 1, minutes: 90 }] },
      'same.json': lastSeason(2025),
    });
    const cases: [string, string][] = [
      ['missing.json', `Cannot read previous-season file ${join(dir, 'missing.json')}: no such file`],
      ['bad.json', `previous-season file ${join(dir, 'bad.json')} is not valid JSON`],
      [
        'shape.json',
        `previous-season file ${join(dir, 'shape.json')} is not FPL bootstrap-static data: elements[0].code: missing (expected number)`,
      ],
      [
        'same.json',
        `previous-season file ${join(dir, 'same.json')} is 2025/26 data, not a season before the data's 2025/26: give last season's final bootstrap-static`,
      ],
    ];
    for (const [file, message] of cases) {
      const error = await analyzeJson(dir, { previousSeason: join(dir, file) }).catch((err: unknown) => err);
      expect(error, file).toBeInstanceOf(DataError);
      expect((error as Error).message, file).toContain(message);
    }
  });

  it('the binary prints a bad file as one line and exits 1; it reads the folder’s file', async () => {
    const dir = await dataDir({ 'bad.json': '{"events": [' });
    const squad = join(dir, 'squad.json');
    const bad = await runBinary([
      'analyze',
      '--squad',
      squad,
      '--data',
      dir,
      '--previous-season',
      join(dir, 'bad.json'),
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
    const lines = bad.stderr.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: previous-season file .*bad\.json is not valid JSON/);

    await writeFile(join(dir, PREVIOUS_SEASON_FILE), JSON.stringify(lastSeason()));
    const good = await runBinary(['analyze', '--squad', squad, '--data', dir, '--json']);
    expect(good.code).toBe(0);
    expect((JSON.parse(good.stdout) as Recommendations).analysis).not.toContain(EP_NEXT);
  });
});

const SHARED = resolve(CLI_DIR, '..', '..', 'shared', 'fpl-data');
const SEASON_2026_27 = {
  bootstrap: join(SHARED, 'api/2026-27/bootstrap-static_2026-08-22_gw1-current.json'),
  fixtures: join(SHARED, 'api/2026-27/fixtures_2026-08-22.json'),
  picks: join(SHARED, 'api/2026-27/entry-118670_picks_gw1.json'),
  lastSeason: join(SHARED, 'api/2025-26/bootstrap-static_2026-05-28_end-of-season.json'),
};
const available = Object.values(SEASON_2026_27).every((file) => existsSync(file));

describe.skipIf(!available)(
  'the binary at 2026-27 GW2 with 2025-26 as last season',
  { timeout: 120_000 },
  () => {
    it('no ep_next blend and no goalkeeper captain or vice with it; ep_next without', async () => {
      const bootstrap = JSON.parse(await readFile(SEASON_2026_27.bootstrap, 'utf8')) as BootstrapStatic;
      const { picks } = JSON.parse(await readFile(SEASON_2026_27.picks, 'utf8')) as {
        picks: { element: number; position: number; is_captain: boolean; is_vice_captain: boolean }[];
      };
      const byId = new Map(bootstrap.elements.map((e) => [e.id, e]));
      const players = picks.map((pick) => {
        const e = byId.get(pick.element);
        if (!e) throw new Error(`element ${pick.element} is not in the 2026-27 bootstrap`);
        return {
          id: e.id,
          name: e.web_name,
          team: bootstrap.teams.find((t) => t.id === e.team)?.short_name ?? '',
          position: toPlayerPosition(e.element_type),
          price: e.now_cost / 10,
          isStarter: pick.position <= 11,
          isCaptain: pick.is_captain,
          isViceCaptain: pick.is_vice_captain,
        };
      });
      const dir = await tempDataDir({
        'squad.json': { gameweek: 2, freeTransfers: 1, budget: 0, bank: 0, formation: '3-4-3', players },
      });
      dirs.push(dir);
      const args = [
        'analyze',
        '--squad',
        join(dir, 'squad.json'),
        '--bootstrap',
        SEASON_2026_27.bootstrap,
        '--fixtures',
        SEASON_2026_27.fixtures,
        '--json',
      ];
      const [withLast, without] = await Promise.all([
        runBinary([...args, '--previous-season', SEASON_2026_27.lastSeason]),
        runBinary(args),
      ]);
      expect(withLast.code, withLast.stderr).toBe(0);
      expect(without.code, without.stderr).toBe(0);
      const r = JSON.parse(withLast.stdout) as Recommendations;
      expect(r.analysis).not.toContain(EP_NEXT);
      const goalkeepers = new Set(players.filter((p) => p.position === 'GKP').map((p) => p.name));
      expect(goalkeepers.has(r.captain.player)).toBe(false);
      expect(goalkeepers.has(r.viceCaptain.player)).toBe(false);
      expect((JSON.parse(without.stdout) as Recommendations).analysis).toContain(EP_NEXT);
    });
  },
);
