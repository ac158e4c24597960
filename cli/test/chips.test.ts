import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChipStrategy, Recommendations } from '@fpl-assistant/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { runAnalyze } from '../src/commands/analyze.js';
import { type ChipReport, renderChipReport, runChips, wholePoints } from '../src/commands/chips.js';
import { runPlan } from '../src/commands/plan.js';
import {
  eventLive,
  FOUR_FROM_CCC,
  makeBootstrap,
  makeFixtures,
  makeSquad,
  memoryIo,
  removeDir,
  tempDataDir,
} from './helpers.js';

let dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs) await removeDir(dir);
  dirs = [];
});

/** The hand-made league with event live data for GW1–2, as the server and `analyze` read it. */
async function dataDir(extra: Record<string, unknown> = {}): Promise<string> {
  const dir = await tempDataDir({
    'bootstrap-static.json': makeBootstrap(),
    'fixtures.json': makeFixtures(),
    'event-1-live.json': eventLive(1),
    'event-2-live.json': eventLive(2),
    'squad.json': makeSquad(),
    ...extra,
  });
  dirs.push(dir);
  return dir;
}

async function chipsJson(options: Parameters<typeof runChips>[0]) {
  const { io, stdout, stderr } = memoryIo();
  const report = await runChips({ ...options, json: true }, io);
  return { report, strategy: JSON.parse(stdout()) as ChipStrategy, stderr: stderr() };
}

async function analyzeJson(options: Parameters<typeof runAnalyze>[1]) {
  const { io, stdout } = memoryIo();
  await runAnalyze(undefined, { ...options, json: true }, io);
  return JSON.parse(stdout()) as Recommendations;
}

describe('runChips', () => {
  it('prints the chip plan of the analysis: what analyze --json gives as chipStrategy', async () => {
    const dir = await dataDir();
    const options = { squad: join(dir, 'squad.json'), data: dir };
    const { strategy, stderr } = await chipsJson(options);
    expect(stderr).toBe(FOUR_FROM_CCC);
    expect(Object.keys(strategy).sort()).toEqual([
      'chipsRemaining',
      'currentRecommendation',
      'fixtureCalendar',
      'optimalSequence',
      'upcomingBGWs',
      'upcomingDGWs',
    ]);
    expect(strategy).toEqual((await analyzeJson(options)).chipStrategy);
  });

  it('passes --horizon, --max-transfers and --hits on as analyze and plan do', async () => {
    const dir = await dataDir();
    const options = { squad: join(dir, 'squad.json'), data: dir, horizon: 2, maxTransfers: 2, hits: true };
    const { strategy } = await chipsJson(options);
    expect(strategy).toEqual((await analyzeJson(options)).chipStrategy);
    const plan = await runPlan({ ...options, json: true }, memoryIo().io);
    expect(plan.horizon).toBe(2);
    // The plan's chips are the chip plan's: each one played is in the sequence at its gameweek.
    for (const week of plan.gameweeks.filter((g) => g.chip !== null)) {
      expect(strategy.optimalSequence.map((c) => c.timing)).toContain(week.gameweek);
    }
  });

  it('plans from the data’s next gameweek and warns about a squad file for another one', async () => {
    const dir = await dataDir({ 'squad.json': makeSquad({ gameweek: 2 }) });
    const { report, strategy, stderr } = await chipsJson({ squad: join(dir, 'squad.json'), data: dir });
    expect(report.gameweek).toBe(3);
    expect(report.season).toBe('2025/26');
    expect(strategy.fixtureCalendar[0]).toEqual({ gameweek: 3, type: 'normal' });
    expect(stderr).toBe(
      `warning: The squad file is for GW2; planning from GW3, as the data gives.\n${FOUR_FROM_CCC}`,
    );
  });

  it('plans from --gameweek', async () => {
    const dir = await dataDir({ 'squad.json': makeSquad({ gameweek: 4 }) });
    const { report, strategy } = await chipsJson({ squad: join(dir, 'squad.json'), data: dir, gameweek: 4 });
    expect(report.gameweek).toBe(4);
    expect(strategy.fixtureCalendar[0]).toEqual({ gameweek: 4, type: 'dgw' });
  });

  it('lists the chips left from the spec windows, or from bootstrap-static chips when the data has them', async () => {
    const dir = await dataDir({
      'squad.json': makeSquad({ chipStatus: { free_hit: { used: true, gameweek: 2 } } }),
    });
    const { report, strategy } = await chipsJson({ squad: join(dir, 'squad.json'), data: dir });
    expect(report.remaining).toEqual(['Wildcard 1', 'Wildcard 2', 'Bench Boost', 'Triple Captain']);
    expect(strategy.chipsRemaining).toBe(4);
    expect(strategy.optimalSequence.map((rec) => rec.chip)).not.toContain('free_hit');

    const chips = ['wildcard', 'freehit', 'bboost', '3xc'].flatMap((name, i) => [
      { id: 2 * i + 1, name, number: 1, start_event: 1, stop_event: 2, chip_type: 'team' },
      { id: 2 * i + 2, name, number: 1, start_event: 3, stop_event: 6, chip_type: 'team' },
    ]);
    const windowed = await dataDir({ 'bootstrap-static.json': makeBootstrap({ chips }) });
    const second = await chipsJson({ squad: join(windowed, 'squad.json'), data: windowed });
    // The first-half windows closed after GW2: the second of each is left.
    expect(second.report.remaining).toEqual([
      'Wildcard 2',
      'Free Hit 2',
      'Bench Boost 2',
      'Triple Captain 2',
    ]);
    expect(second.strategy.chipsRemaining).toBe(4);
  });

  it('prints the tables without --json', async () => {
    const dir = await dataDir();
    const { io, stdout } = memoryIo();
    await runChips({ squad: join(dir, 'squad.json'), data: dir }, io);
    expect(stdout()).toMatch(/^Chip strategy from GW3 · 2025\/26\n/);
    expect(stdout()).toContain('Double gameweeks');
    expect(stdout()).toContain('GW5: no fixture for CCC, DDD, EEE, FFF');
  });

  it('checks the squad file before loading any data', async () => {
    const squad = makeSquad();
    const dir = await dataDir({
      'squad.json': {
        ...squad,
        players: squad.players.map((p, i) => (i === 2 ? { ...p, position: 'GK' } : p)),
      },
    });
    const { io } = memoryIo();
    await expect(runChips({ squad: `${dir}/squad.json`, api: 'http://127.0.0.1:1/api' }, io)).rejects.toThrow(
      `Squad file ${dir}/squad.json is not a valid squad (ExtractedTeamData): players[2].position: Invalid option: expected one of "GKP"|"DEF"|"MID"|"FWD"`,
    );
  });

  it('names a squad player the data does not hold', async () => {
    const squad = makeSquad();
    squad.players[0] = { ...(squad.players[0] as (typeof squad.players)[number]), id: 9999, name: 'Nobody' };
    const dir = await dataDir({ 'squad.json': squad });
    await expect(runChips({ squad: join(dir, 'squad.json'), data: dir }, memoryIo().io)).rejects.toThrow(
      "Not in this season's player list: Nobody (CCC, id 9999)",
    );
  });
});

describe('wholePoints', () => {
  it('rounds half up once float noise is gone', () => {
    expect(wholePoints(45 * 0.7)).toBe(32);
    expect(wholePoints(31.49)).toBe(31);
    expect(wholePoints(35)).toBe(35);
  });
});

/**
 * The renderer only formats a ChipStrategy; its input here is a fixed one (fixtures/chip-strategies.json: a chip
 * plan for the hand-made data with round figures, written once), so these texts stay put while the analysis'
 * decisions evolve.
 */
const STRATEGIES = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'chip-strategies.json'), 'utf8'),
) as Record<'full' | 'few' | 'quiet', ChipStrategy>;

function fixedReport(strategy: ChipStrategy = STRATEGIES.full): ChipReport {
  return {
    season: '2025/26',
    gameweek: 3,
    strategy,
    remaining: ['Wildcard 1', 'Wildcard 2', 'Free Hit', 'Bench Boost', 'Triple Captain'],
    warnings: [],
  };
}

describe('renderChipReport', () => {
  const text = renderChipReport(fixedReport(), 140);

  it('shows the optimal sequence as a table with labels, percentages and rounded gains', () => {
    expect(text).toMatch(/Chip +GW +Priority +Confidence +Gain +Reasoning/);
    // 12 players × 5 points × 70% = 42.
    expect(text).toMatch(/Free Hit +GW5 +Act Now +90% +42 +Free Hit: GW5 is a blank/);
    expect(text).toMatch(/Bench Boost +GW4 +Act Now +85% +35 /);
  });

  it('shows the double and blank analyses and the chips remaining', () => {
    expect(text).toContain('GW4: 4 clubs play twice · bench boost 8/10 (Excellent opportunity, recommended)');
    expect(text).toMatch(/Club AAA +BBB \(H\) FDR 2, CCC \(H\) FDR 2/);
    expect(text).toMatch(/Club DDD +CCC \(A\) FDR 4, BBB \(A\) FDR 4/);
    expect(text).toMatch(/Triple captain: Player\d+, \d+ points expected/);
    expect(text).toContain('GW5: no fixture for CCC, DDD, EEE, FFF');
    expect(text).toContain('Your players without a fixture (12)');
    expect(text).toContain('Free Hit recommended: recovers about 42 points');
    expect(text).toContain('GW5 Blank');
    expect(text).toContain(
      'Chips remaining: 5 (Wildcard 1, Wildcard 2, Free Hit, Bench Boost, Triple Captain)',
    );
  });

  it('offers the transfer route when too few players blank for a Free Hit', () => {
    // Only three players from the blanking clubs: 3 × 5 = 15 points lost, 2 transfers, 1 hit.
    const few = renderChipReport(fixedReport(STRATEGIES.few), 140);
    expect(few).toContain('Expected point loss: 15');
    expect(few.replace(/\s+/g, ' ')).toMatch(
      /Instead of a Free Hit: .* \(2 transfers, 1 hit, about 50 points\)/,
    );
    expect(few).not.toContain('Free Hit recommended');
  });

  it('says so when no chip stands out', () => {
    const quiet = renderChipReport(fixedReport(STRATEGIES.quiet));
    expect(quiet).toContain('No chip stands out');
    expect(quiet).toMatch(/Double gameweeks\n {2}None ahead\n\nBlank gameweeks\n {2}None ahead/);
  });
});
