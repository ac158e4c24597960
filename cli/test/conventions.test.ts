// The CLI's conventions through the built binary (README, Exit codes): a usage error exits 2 with one line naming
// the option; a file that cannot be read is one sentence naming it (exit 1); piped tables fit 100 columns.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { havePreGw33Data, writePreGw33DataDir } from '@fpl-assistant/recorded-season';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLI_DIR,
  eventLive,
  makeBootstrap,
  makeElements,
  makeFixtures,
  makeSquad,
  type RunResult,
  removeDir,
  runBinary,
  tempDataDir,
} from './helpers.js';

let dir = '';
// Long names, as real squads have (Alexander-Arnold, Dominic Calvert-Lewin): every table and list gets wide.
const longName = (i: number) => `Dominic-Calvert${i + 1} Alexander-Arnold`;

beforeAll(async () => {
  const elements = makeElements().map((e, i) => ({ ...e, web_name: longName(i) }));
  const squad = makeSquad();
  dir = await tempDataDir({
    'bootstrap-static.json': makeBootstrap({ elements }),
    'fixtures.json': makeFixtures(),
    'event-1-live.json': eventLive(1),
    'event-2-live.json': eventLive(2),
    'squad.json': { ...squad, players: squad.players.map((p, i) => ({ ...p, name: longName(i) })) },
  });
});
afterAll(async () => {
  await removeDir(dir);
});

function expectUsageError(result: RunResult, option: string) {
  expect(result.code).toBe(2);
  expect(result.stdout).toBe('');
  const lines = result.stderr.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^error: /);
  expect(lines[0]).toContain(option);
}

describe('usage errors exit 2 with one line naming the option', () => {
  const NOW = ['--now', '2026-01-16T09:30:15Z'];
  it.each([
    [['gameweek', '--tz', 'Mars/Olympus'], '--tz'],
    [['gameweek', '--now', 'yesterday'], '--now'],
    [['plan', '--tz', 'Mars/Olympus'], '--tz'],
    [['gameweek', '--bootstrap', 'bootstrap.json', ...NOW], '--bootstrap'],
    [['gameweek', '--fixtures', 'fixtures.json', ...NOW], '--fixtures'],
    [['gameweek', '--data', 'd', '--bootstrap', 'b', '--fixtures', 'f'], '--data'],
    [['gameweek', '--api', 'http://127.0.0.1:9/api', '--data', 'd'], '--api'],
    [['squad', '--team', '1', '--bootstrap', 'nope.json', '--fixtures', 'nope.json'], '--team'],
    [['plan', '--horizon', '0'], '--horizon'],
    [['chips', '--data', 'd'], '--squad'],
  ])('%j', async (args, option) => {
    expectUsageError(await runBinary(args), option);
  });
});

describe('a file that cannot be read is one sentence naming it', () => {
  it.each([
    [['plan', '--squad', 'SQUAD', '--data', 'DIR', '--projections', 'MISSING'], 'projections file'],
    [['chips', '--squad', 'MISSING', '--data', 'DIR'], 'squad file'],
    [['gameweek', '--bootstrap', 'MISSING', '--fixtures', 'MISSING'], 'bootstrap-static file'],
    [['plan', '--squad', 'DIR', '--data', 'DIR'], 'squad file'],
  ])('%j', async (template, what) => {
    const missing = join(dir, 'nope.file');
    const args = template.map((arg) =>
      arg === 'SQUAD' ? join(dir, 'squad.json') : arg === 'DIR' ? dir : arg === 'MISSING' ? missing : arg,
    );
    const result = await runBinary(args);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const file = args.includes(missing) ? missing : dir;
    expect(result.stderr).toMatch(
      new RegExp(`^error: Cannot read ${what} ${file}: (no such file|it is a directory)\\n$`),
    );
    expect(result.stderr).not.toMatch(/ENOENT|EISDIR/);
  });
});

/** The widest line, in characters. */
const widest = (text: string) => Math.max(...text.split('\n').map((line) => [...line].length));

describe('piped output fits 100 columns', { timeout: 60_000 }, () => {
  const NOW = ['--now', '2026-01-16T09:30:15Z'];
  it.each([
    ['analyze', ['analyze', '--squad', 'SQUAD', '--data', 'DIR']],
    ['plan', ['plan', '--squad', 'SQUAD', '--data', 'DIR']],
    ['chips', ['chips', '--squad', 'SQUAD', '--data', 'DIR']],
    ['gameweek', ['gameweek', '--all', '--data', 'DIR', '--tz', 'UTC', ...NOW]],
  ])('%s', async (_name, template) => {
    const args = template.map((arg) =>
      arg === 'SQUAD' ? join(dir, 'squad.json') : arg === 'DIR' ? dir : arg,
    );
    const result = await runBinary(args);
    expect(result.code).toBe(0);
    // The long names are printed, wrapped where they must be.
    if (_name !== 'gameweek') expect(result.stdout).toContain('Alexander-Arnold');
    expect(widest(result.stdout)).toBeLessThanOrEqual(100);
  });
});

describe.skipIf(!havePreGw33Data())(
  'piped output fits 100 columns on the real GW33 squad',
  { timeout: 180_000 },
  () => {
    let real = '';
    beforeAll(async () => {
      real = writePreGw33DataDir(await mkdtemp(join(tmpdir(), 'fpl-cli-width-')), 'final');
    });
    afterAll(async () => {
      if (real) await removeDir(real);
    });
    it.each(['analyze', 'plan', 'chips'])('%s', async (command) => {
      const result = await runBinary([
        command,
        '--squad',
        join(CLI_DIR, 'test/fixtures/squad-gw33.json'),
        '--data',
        real,
      ]);
      expect(result.code).toBe(0);
      console.info(`${command} on the GW33 squad, piped: widest line ${widest(result.stdout)} columns`);
      expect(widest(result.stdout)).toBeLessThanOrEqual(100);
    });
    it('gameweek --all', async () => {
      const result = await runBinary(['gameweek', '--all', '--data', real]);
      expect(result.code).toBe(0);
      console.info(`gameweek --all, piped: widest line ${widest(result.stdout)} columns`);
      expect(widest(result.stdout)).toBeLessThanOrEqual(100);
    });
  },
);
