import { describe, expect, it } from 'vitest';
import type { FplChip } from '../fpl-api.js';
import { makeTeams, player } from '../test-fixtures.js';
import { benchBoostScore, benchBoostVerdict } from './bench-boost.js';
import { analyzeBlankGameweek } from './blank-gameweek.js';
import { chipPriority, chipWindows, isWindowUsed, remainingChips, SPEC_CHIP_WINDOWS } from './rules.js';

describe('benchBoostScore', () => {
  it.each([
    [0, 0, 4],
    [3, 4, 4],
    [4, 5, 6],
    [6, 7, 8],
    [8, 10, 10],
    [20, 15, 10],
  ])('%i double teams, %i squad doubles → %i', (teams, squadDoubles, score) => {
    expect(benchBoostScore(teams, squadDoubles)).toBe(score);
  });

  it('reaches exactly 7 with 4 double teams and 7 squad doubles, where it becomes recommended', () => {
    expect(benchBoostScore(4, 7)).toBe(7);
    expect(benchBoostVerdict(7)).toEqual({ label: 'Good', recommended: true });
    expect(benchBoostVerdict(6)).toEqual({ label: 'Good', recommended: false });
  });

  it.each([
    [10, 'Excellent opportunity'],
    [8, 'Excellent opportunity'],
    [6, 'Good'],
    [5, 'Moderate'],
    [4, 'Moderate'],
    [3, 'Consider other gameweeks'],
  ] as const)('verdict of %i is %s', (score, label) => {
    expect(benchBoostVerdict(score).label).toBe(label);
  });
});

describe('analyzeBlankGameweek', () => {
  const teams = makeTeams(20);
  const affected = (n: number) => Array.from({ length: n }, (_, i) => player(i + 1, 'MID', 'AAA'));
  const unaffected = (n: number) => Array.from({ length: n }, (_, i) => player(100 + i, 'DEF', 'CCC'));

  it('recommends a Free Hit at exactly 6 affected players, gaining 70% of the loss', () => {
    const analysis = analyzeBlankGameweek(34, [1, 2], [...affected(6), ...unaffected(9)], teams);
    expect(analysis).toMatchObject({
      gameweek: 34,
      teamsAffected: ['AAA', 'BBB'],
      expectedPointLoss: 30,
      freeHitRecommended: true,
      freeHitExpectedGain: 21,
      alternativeStrategy: null,
    });
    expect(analysis.userPlayersAffected).toHaveLength(6);
  });

  it('offers transfers instead at 5 affected: ceil(5/2) transfers, one fewer hits, 65 − loss points', () => {
    const analysis = analyzeBlankGameweek(34, [1], [...affected(5), ...unaffected(10)], teams);
    expect(analysis.freeHitRecommended).toBe(false);
    expect(analysis.freeHitExpectedGain).toBe(0);
    expect(analysis.alternativeStrategy).toMatchObject({
      transfersRequired: 3,
      hitsRequired: 2,
      expectedPoints: 40,
    });
  });

  it('never asks for a negative number of hits', () => {
    const analysis = analyzeBlankGameweek(34, [1], [...affected(1), ...unaffected(14)], teams);
    expect(analysis.alternativeStrategy).toMatchObject({
      transfersRequired: 1,
      hitsRequired: 0,
      expectedPoints: 60,
    });
  });

  it('has no strategy at all when no player is affected (the Low Impact panel)', () => {
    const analysis = analyzeBlankGameweek(34, [1], unaffected(15), teams);
    expect(analysis).toMatchObject({
      userPlayersAffected: [],
      expectedPointLoss: 0,
      alternativeStrategy: null,
    });
  });

  it('matches players by their team id when they carry one, else by club code', () => {
    const squad = [player(1, 'FWD', 'XXX', { teamId: 2 }), player(2, 'FWD', 'bbb'), player(3, 'FWD', 'ZZZ')];
    expect(analyzeBlankGameweek(34, [2], squad, teams).userPlayersAffected).toEqual(['Player 1', 'Player 2']);
  });
});

describe('chipPriority', () => {
  it.each([
    [15, 'immediate'],
    [17, 'immediate'],
    [18, 'upcoming'],
    [20, 'upcoming'],
    [21, 'future'],
  ] as const)('GW%i seen from GW15 is %s', (timing, priority) => {
    expect(chipPriority(timing, 15)).toBe(priority);
  });
});

describe('chip windows', () => {
  const halves: FplChip[] = [
    { id: 1, name: 'wildcard', number: 1, start_event: 2, stop_event: 19, chip_type: 'transfer' },
    { id: 2, name: 'wildcard', number: 1, start_event: 20, stop_event: 38, chip_type: 'transfer' },
    { id: 3, name: 'freehit', number: 1, start_event: 2, stop_event: 19, chip_type: 'transfer' },
    { id: 6, name: 'freehit', number: 1, start_event: 20, stop_event: 38, chip_type: 'transfer' },
    { id: 4, name: 'bboost', number: 1, start_event: 1, stop_event: 19, chip_type: 'team' },
    { id: 7, name: 'bboost', number: 1, start_event: 20, stop_event: 38, chip_type: 'team' },
    { id: 5, name: '3xc', number: 1, start_event: 1, stop_event: 19, chip_type: 'team' },
    { id: 8, name: '3xc', number: 1, start_event: 20, stop_event: 38, chip_type: 'team' },
  ];

  it('falls back to the spec’s five chips without data', () => {
    expect(chipWindows().map((w) => w.key)).toEqual(SPEC_CHIP_WINDOWS.map((w) => w.key));
    expect(chipWindows([])).toHaveLength(5);
  });

  it('reads two of each chip, one per half, from bootstrap-static chips', () => {
    const windows = chipWindows(halves);
    expect(windows.map((w) => `${w.key}:${w.start}-${w.stop}`).sort()).toEqual([
      'bench_boost:1-19',
      'bench_boost_2:20-38',
      'free_hit:2-19',
      'free_hit_2:20-38',
      'triple_captain:1-19',
      'triple_captain_2:20-38',
      'wildcard_1:2-19',
      'wildcard_2:20-38',
    ]);
  });

  it('spends the window that contains the gameweek a chip was played in', () => {
    const windows = chipWindows(halves);
    const secondHalfFreeHit = windows.find((w) => w.key === 'free_hit_2');
    const firstHalfFreeHit = windows.find((w) => w.key === 'free_hit');
    if (!secondHalfFreeHit || !firstHalfFreeHit) throw new Error('windows missing');
    // The review screen only knows the spec key 'free_hit'; played in GW25 it spends the second-half chip.
    const status = { free_hit: { used: true, gameweek: 25 } };
    expect(isWindowUsed(secondHalfFreeHit, status)).toBe(true);
    expect(isWindowUsed(firstHalfFreeHit, status)).toBe(false);
    expect(isWindowUsed(firstHalfFreeHit, { free_hit: { used: true } })).toBe(true);
  });

  it('counts only unused chips whose window is still open', () => {
    const windows = chipWindows(halves);
    expect(remainingChips(windows, {}, 2)).toHaveLength(8);
    expect(remainingChips(windows, {}, 20)).toHaveLength(4);
    expect(remainingChips(windows, { bench_boost_2: { used: true, gameweek: 22 } }, 25)).toHaveLength(3);
  });
});
