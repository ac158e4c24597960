// The built binary on real FPL data from ../shared (never copied into the repo). Skips when it is absent.
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BootstrapStatic, type FplElement, toPlayerPosition } from '@fpl-assistant/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_DIR, removeDir, runBinary } from './helpers.js';

const SHARED = resolve(CLI_DIR, '..', '..', 'shared', 'fpl-data');
const PRE_GW33 = {
  bootstrap: join(SHARED, 'api/2025-26/bootstrap-static_2026-04-18_pre-gw33-deadline.json'),
  fixtures: join(SHARED, 'derived/2025-26/fixtures_2025-26_final_reconstructed.json'),
  // The snapshot was taken at 07:01 UTC, three hours before the GW33 deadline.
  now: '2026-04-18T07:01:00Z',
};
const SEASON_2026_27 = {
  bootstrap: join(SHARED, 'api/2026-27/bootstrap-static_2026-08-22_gw1-current.json'),
  fixtures: join(SHARED, 'api/2026-27/fixtures_2026-08-22.json'),
  now: '2026-08-22T03:13:00Z',
  picks: join(SHARED, 'api/2026-27/entry-118670_picks_gw1.json'),
};
const SQUAD = join(CLI_DIR, 'test/fixtures/squad-gw33.json');
// Burnley, Bournemouth, Brighton, Chelsea, Leeds and Man City: a double in GW33, a blank in GW34.
const SIX = ['Bournemouth', 'Brighton', 'Burnley', 'Chelsea', 'Leeds', 'Man City'];

const available = [
  PRE_GW33.bootstrap,
  PRE_GW33.fixtures,
  SEASON_2026_27.bootstrap,
  SEASON_2026_27.fixtures,
  SEASON_2026_27.picks,
].every((file) => existsSync(file));
if (!available) console.warn(`Skipping the real-data CLI tests: ${SHARED} is not there.`);

interface TeamsByGameweek {
  gameweek: number;
  teams: { name: string }[];
}

function namesOf(entries: TeamsByGameweek[], gameweek: number): string[] {
  return (entries.find((entry) => entry.gameweek === gameweek)?.teams ?? []).map((team) => team.name).sort();
}

describe.skipIf(!available)('real data, 2025-26 before the GW33 deadline', () => {
  let dataDir = '';
  beforeAll(async () => {
    // A folder laid out by endpoint, as --data and the server read it; made in the OS temp dir.
    dataDir = await mkdtemp(join(tmpdir(), 'fpl-cli-real-'));
    await copyFile(PRE_GW33.bootstrap, join(dataDir, 'bootstrap-static.json'));
    await copyFile(PRE_GW33.fixtures, join(dataDir, 'fixtures.json'));
  });
  afterAll(async () => {
    if (dataDir) await removeDir(dataDir);
  });

  const files = ['--bootstrap', PRE_GW33.bootstrap, '--fixtures', PRE_GW33.fixtures];

  it.each([
    ['--bootstrap/--fixtures', () => files],
    ['--data', () => ['--data', dataDir]],
  ])('gameweek --json with %s: GW33 a double and GW34 a blank for the same six', async (_label, source) => {
    const result = await runBinary(['gameweek', ...source(), '--json', '--now', PRE_GW33.now]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.gameweek).toMatchObject({ id: 33, name: 'Gameweek 33', deadline: '2026-04-18T10:00:00Z' });
    expect(report.season).toBe('2025/26');
    expect(report.countdown).toEqual({ days: 0, hours: 2, minutes: 59, seconds: 0 });
    expect(report.calendar.slice(0, 2)).toEqual([
      { gameweek: 33, type: 'dgw' },
      { gameweek: 34, type: 'bgw' },
    ]);
    expect(report.calendar.at(-1).gameweek).toBe(38);
    expect(namesOf(report.doubles, 33)).toEqual(SIX);
    expect(namesOf(report.blanks, 34)).toEqual(SIX);
    // The reconstructed season file marks every fixture finished, so none is upcoming.
    expect(report.fixtures).toEqual([]);
  });

  it('gameweek prints the calendar for people', async () => {
    const result = await runBinary([
      'gameweek',
      '--data',
      dataDir,
      '--now',
      PRE_GW33.now,
      '--tz',
      'Europe/London',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Gameweek 33 · 2025/26');
    expect(result.stdout).toContain('Countdown  0d 02h 59m 00s');
    expect(result.stdout).toMatch(/GW33 Double +GW34 Blank/);
    expect(result.stdout).toMatch(
      /GW33 +Double +6 clubs: +Burnley, Bournemouth, Brighton, Chelsea, Leeds, Man City/,
    );
    expect(result.stdout).toMatch(
      /GW34 +Blank +6 clubs: +Burnley, Bournemouth, Brighton, Chelsea, Leeds, Man City/,
    );
  });

  it('chips --json: the chip plan analyze --json gives, over the double GW33 and the blank GW34', async () => {
    const [chips, analyze] = await Promise.all([
      runBinary(['chips', '--squad', SQUAD, '--data', dataDir, '--json']),
      runBinary(['analyze', '--squad', SQUAD, '--data', dataDir, '--json']),
    ]);
    expect(chips.code).toBe(0);
    // No event-N-live.json in the folder: both project from season totals, and say so.
    expect(chips.stderr).toContain('projecting from season totals');
    const strategy = JSON.parse(chips.stdout);
    expect(strategy).toEqual(JSON.parse(analyze.stdout).chipStrategy);
    const blank = strategy.upcomingBGWs.find((bgw: { gameweek: number }) => bgw.gameweek === 34);
    // Which of them blank is the plan's business (its squad by then); the blank itself is the data's.
    expect(blank.teamsAffected).toHaveLength(6);
    expect(blank.userPlayersAffected.length).toBeGreaterThan(0);
    const double = strategy.upcomingDGWs.find((dgw: { gameweek: number }) => dgw.gameweek === 33);
    expect(double.teams).toHaveLength(6);
    // Second-half wildcard used in GW24; the first-half chips closed after GW19.
    expect(strategy.chipsRemaining).toBe(3);
    for (const rec of strategy.optimalSequence) {
      expect(['free_hit_2', 'bench_boost_2', 'triple_captain_2']).toContain(rec.chip);
    }
  }, 60_000);

  it('chips prints the tables over a --data folder', async () => {
    const result = await runBinary(['chips', '--squad', SQUAD, '--data', dataDir]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Chip strategy from GW33 · 2025\/26\n/);
    expect(result.stdout).toMatch(/GW33: 6 clubs play twice · bench boost \d+\/10/);
    expect(result.stdout).toContain('GW34: no fixture for');
    expect(result.stdout).toContain('Chips remaining: 3 (Free Hit 2, Bench Boost 2, Triple Captain 2)');
  }, 60_000);
});

describe.skipIf(!available)('real data, 2026-27 after GW1 started', () => {
  const files = ['--bootstrap', SEASON_2026_27.bootstrap, '--fixtures', SEASON_2026_27.fixtures];

  it('gameweek shows GW2 next, GW1 and GW2 fixtures, and no doubles or blanks', async () => {
    const result = await runBinary(['gameweek', ...files, '--json', '--now', SEASON_2026_27.now]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.gameweek.id).toBe(2);
    expect(report.season).toBe('2026/27');
    expect(report.doubles).toEqual([]);
    expect(report.blanks).toEqual([]);
    expect(report.calendar).toHaveLength(9);
    expect(report.calendar.every((entry: { type: string }) => entry.type === 'normal')).toBe(true);
    const gameweeks = new Set(
      report.fixtures.flatMap((day: { fixtures: { gameweek: number }[] }) =>
        day.fixtures.map((f) => f.gameweek),
      ),
    );
    expect([...gameweeks].sort()).toEqual([1, 2]);
  });

  it('gameweek text says there are no specials', async () => {
    const result = await runBinary(['gameweek', ...files, '--now', SEASON_2026_27.now]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Doubles and blanks by club, GW2–GW14\n {2}None/);
  });

  it('chips finds no doubles or blanks ahead for a squad of that season', async () => {
    // A real manager's GW1 picks (../shared), as a squad file of 2026-27 players at their prices.
    const bootstrap = JSON.parse(await readFile(SEASON_2026_27.bootstrap, 'utf8')) as BootstrapStatic;
    const picks = JSON.parse(await readFile(SEASON_2026_27.picks, 'utf8')) as {
      picks: { element: number; position: number; is_captain: boolean; is_vice_captain: boolean }[];
    };
    const byId = new Map(bootstrap.elements.map((e) => [e.id, e]));
    const players = picks.picks.map((pick) => {
      const element = byId.get(pick.element) as FplElement;
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
    const dir = await mkdtemp(join(tmpdir(), 'fpl-cli-2026-'));
    try {
      const squad = join(dir, 'squad.json');
      await writeFile(
        squad,
        JSON.stringify({ gameweek: 2, freeTransfers: 1, budget: 0, bank: 0, formation: '3-4-3', players }),
      );
      const result = await runBinary(['chips', '--squad', squad, ...files, '--json']);
      expect(result.code).toBe(0);
      const strategy = JSON.parse(result.stdout);
      expect(strategy.upcomingDGWs).toEqual([]);
      expect(strategy.upcomingBGWs).toEqual([]);
      expect(strategy.fixtureCalendar[0]).toEqual({ gameweek: 2, type: 'normal' });
    } finally {
      await removeDir(dir);
    }
  }, 60_000);
});
