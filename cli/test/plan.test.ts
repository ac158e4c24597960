// `fpl-assistant plan` on hand-made data: six clubs, fifteen owned players projected 2 a gameweek and two
// forwards in the pool projected far higher, so the right plan is known by hand.
import { join } from 'node:path';
import type { ExtractedTeamData, FplElement, Position } from '@fpl-assistant/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { type PlanReport, runPlan } from '../src/commands/plan.js';
import { CliError, UsageError } from '../src/errors.js';
import {
  CODES,
  makeBootstrap,
  makeElements,
  makeFixtures,
  memoryIo,
  removeDir,
  tempDataDir,
} from './helpers.js';

const TYPE: Position[] = ['GKP', 'DEF', 'MID', 'FWD'];
/** Pool forwards: STRIKER (£5.5m, club FFF) and ROOKIE (£4.5m, club AAA). */
const STRIKER = 200;
const ROOKIE = 201;

function elements(): FplElement[] {
  // Owned players spread over the clubs 3-3-3-2-2-2 (a legal squad), plus the two pool forwards.
  const owned = makeElements().map((e, i) => ({ ...e, team: (i % 6) + 1 }));
  const forward = owned[12] as FplElement;
  return [
    ...owned,
    { ...forward, id: STRIKER, code: 9000, web_name: 'Striker', team: 6, now_cost: 55 },
    { ...forward, id: ROOKIE, code: 9001, web_name: 'Rookie', team: 1, now_cost: 45 },
  ];
}

function squad(overrides: Partial<ExtractedTeamData> = {}): ExtractedTeamData {
  const players = elements()
    .slice(0, 15)
    .map((e, i) => ({
      id: e.id,
      name: e.web_name,
      team: CODES[e.team - 1] ?? 'AAA',
      position: TYPE[e.element_type - 1] as Position,
      // Selling prices 0.1 below now_cost: the plan must sell at these.
      price: (e.now_cost - 1) / 10,
      isStarter: i !== 1 && i < 12,
      isCaptain: i === 7,
      isViceCaptain: i === 8,
    }));
  return { gameweek: 3, freeTransfers: 1, budget: 0.5, bank: 0.5, formation: '4-4-2', players, ...overrides };
}

/** CSV rows: everyone 2 a gameweek, STRIKER 10, ROOKIE 9, over the given gameweeks. */
function csv(gameweeks: number[]): string {
  const head = ['Pos', 'ID', 'Name', 'BV', ...gameweeks.map((g) => `${g}_Pts`), 'Elite%'].join(',');
  const rows = elements().map((e) => {
    const pts = e.id === STRIKER ? 10 : e.id === ROOKIE ? 9 : 2;
    return [
      TYPE[e.element_type - 1],
      e.id,
      `"${e.web_name}, X"`,
      e.now_cost / 10,
      ...gameweeks.map(() => pts),
      0.5,
    ].join(',');
  });
  return `${head}\n${rows.join('\n')}\n`;
}

let dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs) await removeDir(dir);
  dirs = [];
});

async function dataDir(files: Record<string, unknown> = {}): Promise<string> {
  const dir = await tempDataDir({
    'bootstrap-static.json': makeBootstrap({ elements: elements() }),
    'fixtures.json': makeFixtures(),
    'squad.json': squad(),
    'projections.csv': csv([3, 4, 5, 6]),
    ...files,
  });
  dirs.push(dir);
  return dir;
}

const forwards = new Set([112, 113, 114]);

describe('fpl-assistant plan --projections', () => {
  it('prints the plan as JSON: transfers, hits, captain, vice, XI, bench and expected points', async () => {
    const dir = await dataDir();
    const { io, stdout, stderr } = memoryIo();
    await runPlan(
      {
        squad: join(dir, 'squad.json'),
        data: dir,
        projections: join(dir, 'projections.csv'),
        horizon: 2,
        json: true,
      },
      io,
    );
    expect(stderr()).toBe('');
    const report = JSON.parse(stdout()) as PlanReport;
    expect(report.projections).toBe('csv');
    expect(report.gameweeks.map((g) => g.gameweek)).toEqual([3, 4]);
    const [gw3, gw4] = report.gameweeks;
    // One free transfer: a forward out for STRIKER (the bank of 0.5 + a selling price of at least 6.1 pays 5.5).
    expect(gw3?.transfers).toHaveLength(1);
    expect(forwards.has(gw3?.transfers[0]?.out ?? 0)).toBe(true);
    expect(gw3?.transfers[0]?.in).toBe(STRIKER);
    expect(gw3?.hits).toBe(0);
    expect(gw3?.captain).toBe(STRIKER);
    expect(gw3?.startingXI).toHaveLength(11);
    expect(gw3?.startingXI).toContain(STRIKER);
    expect(gw3?.bench).toHaveLength(4);
    expect([100, 101]).toContain(gw3?.bench[0]);
    // Ten starters at 2 and STRIKER's 10 twice: 40. GW4: the next free transfer brings ROOKIE for another
    // forward: nine at 2, ROOKIE 9, STRIKER 10 twice = 47.
    expect(gw3?.expectedPoints).toBe(40);
    expect(gw4?.transfers.map((t) => t.in)).toEqual([ROOKIE]);
    expect(gw4?.expectedPoints).toBe(47);
    expect(report.objective).toBe(87);
    const sold = elements().find((e) => e.id === gw3?.transfers[0]?.out);
    expect(gw3?.bank).toBeCloseTo(0.5 + ((sold?.now_cost ?? 0) - 1) / 10 - 5.5, 9);
    expect(report.budget).toEqual({ starting: 0.5, afterTransfers: gw3?.bank, affordable: true });
  });

  it('takes a hit with --hits when the second buy gains more than 4', async () => {
    const dir = await dataDir();
    const { io, stdout } = memoryIo();
    const options = {
      squad: join(dir, 'squad.json'),
      data: dir,
      projections: join(dir, 'projections.csv'),
      horizon: 1,
      maxTransfers: 2,
      json: true,
    };
    await runPlan({ ...options, hits: true }, io);
    const gw = (JSON.parse(stdout()) as PlanReport).gameweeks[0];
    expect(gw?.transfers.map((t) => t.in).sort()).toEqual([STRIKER, ROOKIE]);
    expect(gw?.hits).toBe(1);
    // Nine at 2, ROOKIE 9, STRIKER 10 twice, minus 4.
    expect(gw?.expectedPoints).toBe(18 + 9 + 20 - 4);
    const noHits = memoryIo();
    await runPlan(options, noHits.io);
    expect((JSON.parse(noHits.stdout()) as PlanReport).gameweeks[0]?.hits).toBe(0);
  });

  it('plans only the gameweeks the CSV covers, and says so', async () => {
    const dir = await dataDir({ 'short.csv': csv([3]) });
    const { io, stdout, stderr } = memoryIo();
    await runPlan(
      { squad: join(dir, 'squad.json'), data: dir, projections: join(dir, 'short.csv'), json: true },
      io,
    );
    expect((JSON.parse(stdout()) as PlanReport).gameweeks).toHaveLength(1);
    expect(stderr()).toBe('warning: The projections CSV stops at GW3: planning 1 gameweek, not 4.\n');
  });

  it('rejects a CSV without the first gameweek, without an ID column, or unreadable', async () => {
    const dir = await dataDir({ 'late.csv': csv([5, 6]), 'noid.csv': 'Name,3_Pts\nA,1\n' });
    const { io } = memoryIo();
    const run = (file: string) =>
      runPlan({ squad: join(dir, 'squad.json'), data: dir, projections: join(dir, file) }, io);
    await expect(run('late.csv')).rejects.toThrow(
      new CliError('The projections CSV has no 3_Pts column (it covers GW5, GW6)'),
    );
    await expect(run('noid.csv')).rejects.toThrow(
      new CliError(`${join(dir, 'noid.csv')}: The projections CSV has no ID column`),
    );
    await expect(run('missing.csv')).rejects.toThrow(
      /^Cannot read projections file .*missing\.csv: no such file$/,
    );
  });

  it('prints a table with names on a terminal, and progress on stderr', async () => {
    const dir = await dataDir();
    const { io, stdout, stderr } = memoryIo({ stderrTTY: true, columns: 110 });
    await runPlan(
      { squad: join(dir, 'squad.json'), data: dir, projections: join(dir, 'projections.csv'), horizon: 2 },
      io,
    );
    expect(stdout()).toMatch(/^Plan for GW3–4 \(projections from the CSV\): 87\.0 points/);
    expect(stdout()).toMatch(/GW3 +Player1[345] → Striker +1 +0 +Striker/);
    expect(stdout()).toContain('GW3 starting XI:');
    expect(stderr()).toContain('Planning transfers');
    expect(stderr().endsWith('\r\x1b[2K')).toBe(true);
  });
});

describe('fpl-assistant plan with our projections', () => {
  it('plans every gameweek left (GW3–6) from the model and reports legal lineups', async () => {
    const dir = await dataDir();
    const { io, stdout, stderr } = memoryIo();
    await runPlan({ squad: join(dir, 'squad.json'), data: dir, json: true, hits: true }, io);
    const report = JSON.parse(stdout()) as PlanReport;
    expect(report.projections).toBe('model');
    expect(report.gameweeks.map((g) => g.gameweek)).toEqual([3, 4, 5, 6]);
    for (const g of report.gameweeks) {
      expect(new Set([...g.startingXI, ...g.bench]).size).toBe(15);
      expect(g.startingXI).toContain(g.captain);
      // Each gameweek says which chip the plan plays, null for none; a wildcard's or free hit's moves are free.
      expect([null, 'wildcard', 'free_hit', 'bench_boost', 'triple_captain']).toContain(g.chip);
      const chipSquad = g.chip === 'wildcard' || g.chip === 'free_hit';
      expect(g.hits).toBe(chipSquad ? 0 : Math.max(0, g.transfers.length - g.freeTransfers));
    }
    const sum = report.gameweeks.reduce((s, g) => s + g.expectedPoints, 0);
    expect(report.objective).toBeCloseTo(sum, 3);
    expect(stderr()).toContain('warning: no usable event-N-live.json');
  });

  it('rejects a squad file naming a player the data does not hold', async () => {
    const bad = squad();
    bad.players[0] = {
      ...(bad.players[0] as ExtractedTeamData['players'][number]),
      id: 9999,
      name: 'Nobody',
    };
    const dir = await dataDir({ 'bad.json': bad });
    const { io } = memoryIo();
    await expect(
      runPlan({ squad: join(dir, 'bad.json'), data: dir, projections: join(dir, 'projections.csv') }, io),
    ).rejects.toThrow(/^Not in this season's player list: Nobody/);
  });
});

describe("fpl-assistant plan with the manager's rules", () => {
  it('keeps a lock, a ban and a booked move, and carries them back in --json', async () => {
    const dir = await dataDir();
    const { io, stdout } = memoryIo();
    await runPlan(
      {
        squad: join(dir, 'squad.json'),
        data: dir,
        json: true,
        lock: ['101'],
        ban: ['Striker'],
        book: ['4:in=Rookie,out=112'],
        captain: ['5:101'],
      },
      io,
    );
    const report = JSON.parse(stdout()) as PlanReport;
    for (const g of report.gameweeks) {
      expect([...g.startingXI, ...g.bench]).toContain(101);
      expect(g.transfers.map((t) => t.in)).not.toContain(STRIKER);
    }
    expect(report.gameweeks[1]?.transfers).toContainEqual({ out: 112, in: ROOKIE });
    expect(report.gameweeks[2]?.captain).toBe(101);
    expect(report.constraints?.constraints).toEqual({
      locked: [101],
      banned: [STRIKER],
      booked: [{ gameweek: 4, in: ROOKIE, out: 112 }],
      captains: [{ gameweek: 5, player: 101 }],
    });
    expect(report.constraints?.costs.map((c) => c.constraint)).toEqual(['lock', 'ban', 'book', 'captain']);
  });

  it('keeps one-week locks and bans and one-sided bookings (PLAYER@GW, GW:in=, GW:out=)', async () => {
    const dir = await dataDir();
    const { io, stdout } = memoryIo();
    await runPlan(
      {
        squad: join(dir, 'squad.json'),
        data: dir,
        json: true,
        lock: ['101@4'],
        ban: ['Striker@3'],
        // Rookie's club has three players: only 112, of that club, can make way for him.
        book: ['4:in=Rookie', '5:out=113'],
        hits: true,
      },
      io,
    );
    const report = JSON.parse(stdout()) as PlanReport;
    const held = (i: number) => [
      ...(report.gameweeks[i]?.startingXI ?? []),
      ...(report.gameweeks[i]?.bench ?? []),
    ];
    expect(held(0)).toContain(101);
    expect(held(1)).toContain(101);
    expect(held(0)).not.toContain(STRIKER);
    expect(report.gameweeks[1]?.transfers.map((t) => t.in)).toContain(ROOKIE);
    expect(report.gameweeks[1]?.transfers).toContainEqual({ out: 112, in: ROOKIE });
    // The planner picks the buy: the one forward the pool has left, free to buy again after GW3.
    expect(report.gameweeks[2]?.transfers).toContainEqual({ out: 113, in: STRIKER });
    expect(held(2)).not.toContain(113);
    expect(report.constraints?.constraints).toEqual({
      lockedThrough: [{ player: 101, gameweek: 4 }],
      bannedIn: [{ player: STRIKER, gameweek: 3 }],
      booked: [
        { gameweek: 4, in: ROOKIE },
        { gameweek: 5, out: 113 },
      ],
    });
    expect(report.constraints?.costs.map((c) => c.constraint)).toEqual(['lock', 'ban', 'book']);
  });

  it('refuses a rule that cannot be kept with a usage error naming the flag', async () => {
    const dir = await dataDir();
    const { io } = memoryIo();
    const plan = (extra: Record<string, string[]>) =>
      runPlan({ squad: join(dir, 'squad.json'), data: dir, json: true, ...extra }, io);
    await expect(plan({ lock: ['Striker'] })).rejects.toThrow(
      new UsageError('--lock: Striker cannot be kept: he is not in your squad.'),
    );
    await expect(plan({ book: ['4:in='] })).rejects.toThrow(
      /^--book: "4:in=" is not GW:in=PLAYER,out=PLAYER, GW:in=PLAYER or GW:out=PLAYER/,
    );
    await expect(plan({ lock: ['Striker@3'] })).rejects.toThrow(
      new UsageError('--lock: Striker cannot be kept through GW3: he is not in your squad.'),
    );
    await expect(plan({ lock: ['101@x'] })).rejects.toThrow(/^--lock: "101@x" has no gameweek/);
    await expect(plan({ book: ['4:out=Striker'] })).rejects.toThrow(
      /^--book: The booked sale of Striker in GW4 sells him, but he is not in your squad then\./,
    );
    await expect(plan({ chip: ['bench_boost@40'] })).rejects.toThrow(
      /^--chip: The Bench Boost can be fixed to GW3–/,
    );
    await expect(plan({ chip: ['!double_up'] })).rejects.toThrow(
      /^--no-chip: there is no chip called "double_up"/,
    );
    await expect(plan({ lock: ['Nobody'] })).rejects.toThrow(/^--lock: no FPL player is called "Nobody"/);
    await expect(
      runPlan(
        {
          squad: join(dir, 'squad.json'),
          data: dir,
          projections: join(dir, 'projections.csv'),
          lock: ['101'],
        },
        io,
      ),
    ).rejects.toThrow(/drop --projections/);
  });
});
