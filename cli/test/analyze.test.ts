import { join } from 'node:path';
import type { Recommendations } from '@fpl-assistant/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { runAnalyze } from '../src/commands/analyze.js';
import { UsageError } from '../src/errors.js';
import {
  eventLive,
  FOUR_FROM_CCC,
  fplRoutes,
  makeBootstrap,
  makeFixtures,
  makeSquad,
  memoryIo,
  removeDir,
  startLocalApi,
  tempDataDir,
} from './helpers.js';

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
    ...extra,
  });
  dirs.push(dir);
  return dir;
}

describe('fpl-assistant analyze', () => {
  it('prints transfers, captaincy, XI, plan and chips as tables; warns that it projects from season totals', async () => {
    const dir = await dataDir();
    const { io, stdout, stderr } = memoryIo({ columns: 100 });
    await runAnalyze(undefined, { squad: join(dir, 'squad.json'), data: dir }, io);
    const out = stdout();
    for (const heading of [
      'Transfers',
      'Budget:',
      'Captaincy',
      'Starting XI:',
      'Bench:',
      'Plan',
      'Chips',
      'Summary',
    ]) {
      expect(out).toContain(heading);
    }
    expect(out).toMatch(/^Analysis for GW3 · 2025\/26 · horizon GW3–6/);
    expect(stderr()).toContain('warning: no usable event-N-live.json');
    // Not a terminal: no progress line.
    expect(stderr()).not.toContain('\x1b[2K');
  });

  it('--json prints the spec’s Recommendations, projected from event live data when the folder has it', async () => {
    const dir = await dataDir({ 'event-1-live.json': eventLive(1), 'event-2-live.json': eventLive(2) });
    const { io, stdout, stderr } = memoryIo();
    await runAnalyze(undefined, { squad: join(dir, 'squad.json'), data: dir, json: true }, io);
    const r = JSON.parse(stdout()) as Recommendations;
    expect(stderr()).toBe(FOUR_FROM_CCC);
    expect(r.startingXI).toHaveLength(11);
    expect(r.bench).toHaveLength(4);
    expect(r.captain.player).toBe('Player13');
    expect(r.captain.reason).toMatch(/^Captain: Player13 projects \d+\.\d points in GW3/);
    expect(r.analysis).toContain('per-gameweek history');
    const names = new Set(makeBootstrap().elements.map((e) => e.web_name));
    for (const name of [...r.startingXI, ...r.bench, r.captain.player, r.viceCaptain.player]) {
      expect(names.has(name)).toBe(true);
    }
  });

  it('fetches every earlier gameweek’s event live data from the API', async () => {
    const api = await startLocalApi({
      ...fplRoutes(makeBootstrap(), makeFixtures()),
      '/api/event/1/live/': { body: JSON.stringify(eventLive(1)) },
      '/api/event/2/live/': { body: JSON.stringify(eventLive(2)) },
    });
    try {
      const dir = await dataDir();
      const { io, stdout, stderr } = memoryIo();
      await runAnalyze(undefined, { squad: join(dir, 'squad.json'), api: api.base, json: true }, io);
      expect(stderr()).toBe(FOUR_FROM_CCC);
      expect(api.requests.filter((r) => r.startsWith('/api/event/')).sort()).toEqual([
        '/api/event/1/live/',
        '/api/event/2/live/',
      ]);
      expect((JSON.parse(stdout()) as Recommendations).captain.player).toBe('Player13');
    } finally {
      await api.close();
    }
  });

  it('shows progress on a terminal’s stderr and clears it', async () => {
    const dir = await dataDir();
    const { io, stderr } = memoryIo({ stderrTTY: true });
    await runAnalyze(undefined, { squad: join(dir, 'squad.json'), data: dir, json: true }, io);
    expect(stderr()).toContain('Loading history: 2/2 gameweeks');
    expect(stderr()).toContain('Projecting players and planning transfers');
    expect(stderr()).toContain('\r\x1b[2K');
  });

  it('needs exactly one of SCREENSHOT, --squad FILE and --team ID', async () => {
    const { io } = memoryIo();
    await expect(runAnalyze('team.png', { squad: 'x.json' }, io)).rejects.toThrow(
      new UsageError('Give either SCREENSHOT or --squad FILE, not both'),
    );
    await expect(runAnalyze(undefined, {}, io)).rejects.toThrow(
      new UsageError('Give SCREENSHOT, --squad FILE or --team ID'),
    );
    await expect(runAnalyze(undefined, { squad: 'x.json', team: 1 }, io)).rejects.toThrow(
      new UsageError('Give only one of SCREENSHOT, --squad FILE, --team ID'),
    );
  });

  it('SCREENSHOT: extracts over the loaded data, then analyses what was read', async () => {
    const dir = await dataDir();
    const { io, stdout } = memoryIo();
    const calls: { file: string; gameweek: number | undefined; elements: number }[] = [];
    await runAnalyze('team.png', { data: dir, json: true }, io, {
      extract: async (file, options, _io, data) => {
        calls.push({ file, gameweek: options.gameweek, elements: data?.bootstrap.elements.length ?? 0 });
        return makeSquad();
      },
    });
    expect(calls).toEqual([{ file: 'team.png', gameweek: undefined, elements: 15 }]);
    const recommendations = JSON.parse(stdout()) as Recommendations;
    expect(recommendations.startingXI).toHaveLength(11);
  });

  it('SCREENSHOT: refuses to analyse a squad read with players missing', async () => {
    const dir = await dataDir();
    const { io } = memoryIo();
    const short = makeSquad();
    short.players = short.players.slice(0, 13);
    await expect(runAnalyze('team.png', { data: dir }, io, { extract: async () => short })).rejects.toThrow(
      /^Read 13 of 15 players from team\.png: check them with `fpl-assistant extract --json`/,
    );
  });

  it('names a squad player the data does not hold', async () => {
    const squad = makeSquad();
    squad.players[0] = { ...(squad.players[0] as (typeof squad.players)[number]), id: 9999, name: 'Nobody' };
    const dir = await dataDir({ 'squad.json': squad });
    const { io } = memoryIo();
    await expect(runAnalyze(undefined, { squad: join(dir, 'squad.json'), data: dir }, io)).rejects.toThrow(
      "Not in this season's player list: Nobody (CCC, id 9999)",
    );
  });
});
