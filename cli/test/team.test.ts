// `--team ID` on squad, analyze, plan and chips: a hand-written manager (FPL's wire format) read from a --data
// folder laid out as the server's FPL_DATA_DIR, and from a local stand-in for the FPL API.
import type { ExtractedTeamData, FplElement, Recommendations } from '@fpl-assistant/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { runAnalyze } from '../src/commands/analyze.js';
import { runChips } from '../src/commands/chips.js';
import { runPlan } from '../src/commands/plan.js';
import { runSquad } from '../src/commands/squad.js';
import { DataError } from '../src/errors.js';
import {
  FOUR_FROM_CCC,
  fplRoutes,
  makeBootstrap,
  makeElements,
  makeFixtures,
  memoryIo,
  removeDir,
  startLocalApi,
  tempDataDir,
} from './helpers.js';

const TEAM = 4242;

/** The helper league's fifteen (ids 100–114) at unchanged season-start prices, plus a forward 115 bought later. */
function bootstrap() {
  const elements: FplElement[] = makeElements().map((e) => ({ ...e, cost_change_start: 0 }));
  const base = elements[14] as FplElement;
  elements.push({
    ...base,
    id: 115,
    code: 6000,
    web_name: 'Player16',
    second_name: 'Player16',
    team: 6,
    now_cost: 70,
    cost_change_start: 4,
  });
  return makeBootstrap({ elements });
}

const row = (event: number, bank: number, value: number, transfers = 0, cost = 0) => ({
  event,
  points: 50,
  total_points: 50 * event,
  bank,
  value,
  event_transfers: transfers,
  event_transfers_cost: cost,
  points_on_bench: 3,
});

/** GW1 first squad 100–114; GW2: 114 → 115 bought at 6.6, bench boost. GW3 next. */
const history = {
  current: [row(1, 15, 1000), row(2, 19, 1004, 1)],
  chips: [{ name: 'bboost', event: 2, time: '2026-01-09T10:00:00Z' }],
  past: [],
};
const transfers = [
  {
    element_in: 115,
    element_in_cost: 66,
    element_out: 114,
    element_out_cost: 64,
    entry: TEAM,
    event: 2,
    time: '2026-01-09T09:00:00Z',
  },
];
// XI: 100; 102 103 104 105; 107 108 109 110; 112 113 — bench 101, 106, 111, 115. Captain 109, vice 112.
const ORDER = [100, 102, 103, 104, 105, 107, 108, 109, 110, 112, 113, 101, 106, 111, 115];
const picks = {
  active_chip: 'bboost',
  automatic_subs: [],
  entry_history: row(2, 19, 1004, 1),
  picks: ORDER.map((element, i) => ({
    element,
    position: i + 1,
    multiplier: element === 109 ? 2 : 1,
    is_captain: element === 109,
    is_vice_captain: element === 112,
    element_type: element < 102 ? 1 : element < 107 ? 2 : element < 112 ? 3 : 4,
  })),
};
const ENTRY = { id: TEAM, name: 'Test XI', started_event: 1, joined_time: '2025-12-20T10:00:00Z' };

let dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs) await removeDir(dir);
  dirs = [];
});

async function dataDir(): Promise<string> {
  const dir = await tempDataDir({
    'bootstrap-static.json': bootstrap(),
    'fixtures.json': makeFixtures(),
    [`entry-${TEAM}.json`]: ENTRY,
    [`entry-${TEAM}-history.json`]: history,
    [`entry-${TEAM}-transfers.json`]: transfers,
    [`entry-${TEAM}-event-2-picks.json`]: picks,
  });
  dirs.push(dir);
  return dir;
}

describe('fpl-assistant squad --team', () => {
  it('--json prints the ExtractedTeamData the engine builds from the recorded entry', async () => {
    const dir = await dataDir();
    const { io, stdout } = memoryIo();
    await runSquad({ team: TEAM, data: dir, json: true }, io);
    const data = JSON.parse(stdout()) as ExtractedTeamData;
    expect(data.players.map((p) => p.id)).toEqual(ORDER);
    // GW2 row: bank 19 → £1.9m, value 1004 → £100.4m; GW2 had 1 free and used it → 1 at GW3.
    expect(data).toMatchObject({
      gameweek: 3,
      formation: '4-4-2',
      bank: 1.9,
      teamValue: 100.4,
      freeTransfers: 1,
    });
    // 115 bought at 6.6, now 7.0: 6.6 + 0.2 = 6.8. 100 held since GW1 at 5.0, unchanged.
    expect(data.players.find((p) => p.id === 115)?.price).toBe(6.8);
    expect(data.players.find((p) => p.id === 100)?.price).toBe(5);
    expect(data.chipStatus?.bench_boost).toEqual({ used: true, gameweek: 2 });
  });

  it('prints the squad as a table with bank, free transfers and chips', async () => {
    const dir = await dataDir();
    const { io, stdout, stderr } = memoryIo();
    await runSquad({ team: TEAM, data: dir }, io);
    // The helper league's squad holds four from CCC: allowed after a real-life move, and said.
    expect(stderr()).toBe(FOUR_FROM_CCC);
    const out = stdout();
    expect(out).toMatch(/^GW3 {2}formation 4-4-2 {2}free transfers 1 {2}bank £1\.9m {2}team value £100\.4m/);
    expect(out).toContain('Player10 (C)');
    expect(out).toContain('SUB 4');
    expect(out).toContain('£6.8m');
    expect(out).toContain('Chips used: Bench Boost GW2');
  });

  it('a recorded folder without entry-T.json and entry-T-transfers.json: the squad, what they settle flagged', async () => {
    const dir = await tempDataDir({
      'bootstrap-static.json': bootstrap(),
      'fixtures.json': makeFixtures(),
      [`entry-${TEAM}-history.json`]: history,
      [`entry-${TEAM}-event-2-picks.json`]: picks,
    });
    dirs.push(dir);
    const { io, stdout } = memoryIo();
    const data = await runSquad({ team: TEAM, data: dir, json: true }, io);
    expect(data.players.map((p) => p.id)).toEqual(ORDER);
    expect(data).toMatchObject({ gameweek: 3, bank: 1.9, freeTransfers: 1 });
    // GW2 made a transfer the folder does not hold: no purchase price is known, each is the current one, flagged.
    expect(data.players.find((p) => p.id === 115)).toMatchObject({
      price: 7,
      lowConfidenceFields: ['price'],
    });
    expect(data.players.every((p) => p.lowConfidenceFields?.includes('price'))).toBe(true);
    expect(JSON.parse(stdout())).toEqual(data);
    const { io: tableIo, stdout: table } = memoryIo();
    await runSquad({ team: TEAM, data: dir }, tableIo);
    expect(table()).toContain("Price '?'");
  });

  it('an unknown team is the manager’s sentence', async () => {
    const dir = await dataDir();
    const { io } = memoryIo();
    await expect(runSquad({ team: 123, data: dir }, io)).rejects.toThrow(
      new DataError("We couldn't find FPL team 123. Check the number in your FPL points page address."),
    );
  });

  it('reads the same team from the API', async () => {
    const api = await startLocalApi({
      ...fplRoutes(bootstrap(), makeFixtures()),
      [`/api/entry/${TEAM}/`]: { body: JSON.stringify(ENTRY) },
      [`/api/entry/${TEAM}/history/`]: { body: JSON.stringify(history) },
      [`/api/entry/${TEAM}/transfers/`]: { body: JSON.stringify(transfers) },
      [`/api/entry/${TEAM}/event/2/picks/`]: { body: JSON.stringify(picks) },
    });
    try {
      const { io, stdout } = memoryIo();
      await runSquad({ team: TEAM, api: api.base, json: true }, io);
      expect((JSON.parse(stdout()) as ExtractedTeamData).players.map((p) => p.id)).toEqual(ORDER);
      const { io: io2 } = memoryIo();
      await expect(runSquad({ team: 77, api: api.base }, io2)).rejects.toThrow(/couldn't find FPL team 77/);
    } finally {
      await api.close();
    }
  });
});

describe('--team on analyze, plan and chips', () => {
  it('analyze --team plans the team read from FPL', async () => {
    const dir = await dataDir();
    const { io, stdout } = memoryIo();
    await runAnalyze(undefined, { team: TEAM, data: dir, json: true }, io);
    const r = JSON.parse(stdout()) as Recommendations;
    expect(r.startingXI).toHaveLength(11);
    expect(r.budgetImpact.starting).toBe(1.9);
  });

  it('plan --team and chips --team take it instead of --squad', async () => {
    const dir = await dataDir();
    const { io } = memoryIo();
    const report = await runPlan({ team: TEAM, data: dir, horizon: 2 }, io);
    expect(report.gameweek).toBe(3);
    expect(report.budget.starting).toBe(1.9);
    const chips = await runChips({ team: TEAM, data: dir }, memoryIo().io);
    // Bench Boost played in GW2: the plan's remaining chips leave it out.
    expect(chips.remaining).not.toContain('Bench Boost');
  });
});
