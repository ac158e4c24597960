import { afterEach, describe, expect, it } from 'vitest';
import { buildChipReport, renderChipReport, runChips, wholePoints } from '../src/commands/chips.js';
import type { FplData } from '../src/data-source.js';
import {
  makeBootstrap,
  makeFixtures,
  makeQuietFixtures,
  makeSquad,
  memoryIo,
  removeDir,
  tempDataDir,
} from './helpers.js';

function data(): FplData {
  return { bootstrap: makeBootstrap(), fixtures: makeFixtures() };
}

describe('buildChipReport', () => {
  const report = buildChipReport(data(), makeSquad());
  const { strategy } = report;

  it('plans from the next gameweek of the data', () => {
    expect(report.gameweek).toBe(3);
    expect(report.season).toBe('2025/26');
    expect(report.warnings).toEqual([]);
  });

  it('recommends a Free Hit for the blank that hits twelve of the squad', () => {
    const blank = strategy.upcomingBGWs.find((bgw) => bgw.gameweek === 5);
    expect(blank).toMatchObject({ freeHitRecommended: true, expectedPointLoss: 60 });
    expect(blank?.userPlayersAffected).toHaveLength(12);
    expect(strategy.optimalSequence).toContainEqual(
      expect.objectContaining({ chip: 'free_hit', timing: 5, confidence: 0.9, priority: 'immediate' }),
    );
  });

  it('scores the double for a bench boost', () => {
    const double = strategy.upcomingDGWs.find((dgw) => dgw.gameweek === 4);
    // 4 double clubs → 2, 10 squad players with a double → 4, plus 2.
    expect(double?.benchBoostScore).toBe(8);
    expect(double?.teams.map((team) => team.teamName)).toEqual([
      'Club AAA',
      'Club BBB',
      'Club CCC',
      'Club DDD',
    ]);
  });

  it('counts the chips left from the spec windows when the data gives none', () => {
    expect(strategy.chipsRemaining).toBe(5);
    expect(report.remaining).toEqual([
      'Wildcard 1',
      'Wildcard 2',
      'Free Hit',
      'Bench Boost',
      'Triple Captain',
    ]);
    const used = buildChipReport(
      data(),
      makeSquad({ chipStatus: { free_hit: { used: true, gameweek: 2 } } }),
    );
    expect(used.strategy.chipsRemaining).toBe(4);
    expect(used.strategy.optimalSequence.map((rec) => rec.chip)).not.toContain('free_hit');
  });

  it('takes chip windows from bootstrap-static chips', () => {
    const chips = ['wildcard', 'freehit', 'bboost', '3xc'].flatMap((name, i) => [
      { id: 2 * i + 1, name, number: 1, start_event: 1, stop_event: 2, chip_type: 'team' },
      { id: 2 * i + 2, name, number: 1, start_event: 3, stop_event: 6, chip_type: 'team' },
    ]);
    const report = buildChipReport({ ...data(), bootstrap: makeBootstrap({ chips }) }, makeSquad());
    // The first-half windows closed after GW2: four chips left, the free hit is the second one.
    expect(report.strategy.chipsRemaining).toBe(4);
    expect(report.strategy.optimalSequence.map((rec) => rec.chip)).toContain('free_hit_2');
  });

  it('warns about a squad file for another gameweek and clubs not in the data', () => {
    const squad = makeSquad({ gameweek: 2 });
    const [first, ...rest] = squad.players;
    if (!first) throw new Error('fixture squad is empty');
    const report = buildChipReport(data(), { ...squad, players: [{ ...first, team: 'XYZ' }, ...rest] });
    expect(report.warnings).toEqual([
      'The squad file is for GW2; planning from GW3, as the data gives.',
      "No club in this season's teams for Player1 (XYZ): their fixtures are not counted.",
    ]);
  });

  it('plans from an explicit gameweek', () => {
    expect(buildChipReport(data(), makeSquad(), 5).gameweek).toBe(5);
  });
});

describe('wholePoints', () => {
  it('rounds half up once float noise is gone', () => {
    expect(wholePoints(45 * 0.7)).toBe(32);
    expect(wholePoints(31.49)).toBe(31);
    expect(wholePoints(35)).toBe(35);
  });
});

describe('renderChipReport', () => {
  const text = renderChipReport(buildChipReport(data(), makeSquad()), 140);

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
    const squad = makeSquad();
    // Keep only three players from the blanking clubs: 3 × 5 = 15 points lost, 2 transfers, 1 hit.
    const players = squad.players.map((player, i) =>
      i > 3 || i === 1 ? { ...player, team: 'AAA' } : player,
    );
    const few = renderChipReport(buildChipReport(data(), { ...squad, players }), 140);
    expect(few).toContain('Expected point loss: 15');
    expect(few.replace(/\s+/g, ' ')).toMatch(
      /Instead of a Free Hit: .* \(2 transfers, 1 hit, about 50 points\)/,
    );
    expect(few).not.toContain('Free Hit recommended');
  });

  it('says so when no chip stands out', () => {
    const textQuiet = renderChipReport(
      buildChipReport({ ...data(), fixtures: makeQuietFixtures() }, makeSquad()),
    );
    expect(textQuiet).toContain('No chip stands out');
    expect(textQuiet).toMatch(/Double gameweeks\n {2}None ahead\n\nBlank gameweeks\n {2}None ahead/);
  });
});

describe('runChips', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await removeDir(dir);
    dir = '';
  });

  it('prints the ChipStrategy with --json and warnings on stderr', async () => {
    dir = await tempDataDir({
      'bootstrap-static.json': makeBootstrap(),
      'fixtures.json': makeFixtures(),
      'squad.json': makeSquad({ gameweek: 2 }),
    });
    const { io, stdout, stderr } = memoryIo();
    await runChips({ squad: `${dir}/squad.json`, data: dir, json: true }, io);
    const strategy = JSON.parse(stdout());
    expect(Object.keys(strategy).sort()).toEqual([
      'chipsRemaining',
      'currentRecommendation',
      'fixtureCalendar',
      'optimalSequence',
      'upcomingBGWs',
      'upcomingDGWs',
    ]);
    expect(strategy.currentRecommendation.priority).toBe('immediate');
    expect(stderr()).toBe('warning: The squad file is for GW2; planning from GW3, as the data gives.\n');
  });

  it('checks the squad file before loading any data', async () => {
    const squad = makeSquad();
    dir = await tempDataDir({
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
});
