// End to end through the built binary (node dist/index.js, built by the globalSetup) on self-made data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closedPort,
  FOUR_FROM_CCC,
  fplRoutes,
  type LocalApi,
  makeBootstrap,
  makeFixtures,
  makeSquad,
  removeDir,
  runBinary,
  startLocalApi,
  tempDataDir,
} from './helpers.js';

const NOW = ['--now', '2026-01-16T09:30:15Z'];
let dir = '';
let api: LocalApi;

beforeAll(async () => {
  dir = await tempDataDir({
    'bootstrap-static.json': makeBootstrap(),
    'fixtures.json': makeFixtures(),
    'squad.json': makeSquad(),
    'broken.json': '{"events": [',
    // Five from CCC, fourteen players: FPL never allowed it.
    'illegal.json': makeSquad({
      players: makeSquad()
        .players.slice(1)
        .map((p) => (p.position === 'MID' ? { ...p, team: 'CCC' } : p)),
    }),
  });
  api = await startLocalApi(fplRoutes(makeBootstrap(), makeFixtures()));
});

afterAll(async () => {
  await api.close();
  await removeDir(dir);
});

/** A failure: non-zero exit, nothing on stdout, exactly one line on stderr. */
function expectOneLineError(result: { code: number; stdout: string; stderr: string }, message: string) {
  expect(result.code).not.toBe(0);
  expect(result.stdout).toBe('');
  expect(result.stderr.split('\n').filter(Boolean)).toEqual([`error: ${message}`]);
}

describe('fpl-assistant binary', () => {
  it('prints the gameweek once when piped', async () => {
    const result = await runBinary(['gameweek', '--data', dir, '--tz', 'UTC', ...NOW]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Gameweek 3 · 2025/26');
    expect(result.stdout).toContain('Countdown  1d 01h 29m 45s');
    expect(result.stdout).toMatch(/GW5 +Blank +4 clubs/);
  });

  it('reads the API given with --api', async () => {
    const result = await runBinary(['gameweek', '--api', api.base, '--json', ...NOW]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).gameweek.id).toBe(3);
    expect(api.requests).toContain('/api/bootstrap-static/');
  });

  it('runs chips with --bootstrap and --fixtures', async () => {
    const result = await runBinary([
      'chips',
      '--squad',
      `${dir}/squad.json`,
      '--bootstrap',
      `${dir}/bootstrap-static.json`,
      '--fixtures',
      `${dir}/fixtures.json`,
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Chip strategy from GW3 · 2025\/26\n/);
    expect(result.stdout).toContain('GW5: no fixture for CCC, DDD, EEE, FFF');
    // The helper league's squad holds four from CCC: allowed after a real-life move, and said so.
    expect(result.stderr).toBe(
      `${FOUR_FROM_CCC}warning: no per-gameweek history with --bootstrap/--fixtures: projecting from season totals\n`,
    );
  });

  it('fails in one line on a missing file', async () => {
    expectOneLineError(
      await runBinary(['gameweek', '--bootstrap', `${dir}/nope.json`, '--fixtures', `${dir}/fixtures.json`]),
      `Cannot read bootstrap-static file ${dir}/nope.json: no such file`,
    );
  });

  it('fails in one line on bad JSON', async () => {
    const result = await runBinary(['chips', '--squad', `${dir}/broken.json`, '--data', dir]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(
      new RegExp(`^error: squad file ${dir}/broken.json is not valid JSON: [^\\n]+\\n$`),
    );
  });

  it('fails in one line on an unreachable API', async () => {
    const port = await closedPort();
    expectOneLineError(
      await runBinary(['gameweek', '--api', `http://127.0.0.1:${port}/api`]),
      `Unable to load live data: cannot reach http://127.0.0.1:${port}/api/bootstrap-static/ (ECONNREFUSED)`,
    );
  });

  it('fails in one line on the wrong shape', async () => {
    expectOneLineError(
      await runBinary(['gameweek', '--bootstrap', `${dir}/squad.json`, '--fixtures', `${dir}/fixtures.json`]),
      `${dir}/squad.json is not FPL bootstrap-static data: events: missing (expected array)`,
    );
  });

  it('fails in one line on a usage error', async () => {
    expectOneLineError(await runBinary(['chips', '--data', dir]), 'Give --squad FILE or --team ID');
    expectOneLineError(
      await runBinary(['gameweek', '--bootstrap', 'b.json']),
      '--bootstrap needs --fixtures FILE as well',
    );
  });

  it('refuses a squad FPL would never allow: exit 2, every broken rule a line, as the API lists them', async () => {
    for (const command of ['chips', 'plan', 'analyze']) {
      const result = await runBinary([command, '--squad', `${dir}/illegal.json`, '--data', dir]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.split('\n').filter(Boolean)).toEqual([
        `error: Squad file ${dir}/illegal.json breaks FPL's squad rules:`,
        '  - A squad has 15 players; this one has 14.',
        '  - A squad has 2 goalkeepers, 5 defenders, 5 midfielders, 3 forwards; this one has 1 goalkeeper.',
        '  - 7 players from CCC: at most 3 from one club are allowed.',
      ]);
    }
  });
});
