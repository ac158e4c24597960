import { describe, expect, it } from 'vitest';
import { summarize, summaryTable } from './output.js';
import type { ReplayResult, ReplayWeek } from './replay.js';
import { REPLAY_STRATEGY } from './strategy.js';

function week(gameweek: number, changes: Partial<ReplayWeek>): ReplayWeek {
  return {
    gameweek,
    firstPick: false,
    chip: null,
    captain: 10,
    viceCaptain: 11,
    startingXI: [],
    bench: [],
    transfersIn: [],
    transfersOut: [],
    hits: 0,
    bank: 0,
    freeTransfers: 1,
    points: 50,
    substitutions: [],
    armband: 10,
    goalkeeperCaptain: false,
    goalkeeperVice: false,
    ...changes,
  };
}

describe('the replay summary (what a manager would read in the logs)', () => {
  const ours: ReplayResult = {
    season: '2099-00',
    from: 1,
    mode: 'ours',
    strategy: { ...REPLAY_STRATEGY },
    weeks: [
      week(1, { firstPick: true, transfersIn: [1, 2, 3], freeTransfers: null }),
      // The captain did not play: the vice took the armband.
      week(2, { armband: 11, points: 40 }),
      week(3, { hits: 2, transfersIn: [4, 5, 6], transfersOut: [7, 8, 9], points: 61 }),
      week(4, { chip: 'bench_boost', points: 88 }),
      // Neither captain nor vice played.
      week(5, { chip: 'triple_captain', armband: null, points: 37 }),
    ],
    total: 276,
    seconds: 1,
  };
  const summary = summarize({ ours, epNext: null, hold: null, average: null, ceiling: null });

  it('counts hits and their points, captains who did not play, and each chip with its week’s points', () => {
    expect(summary.hits).toBe(2);
    expect(summary.hitPoints).toBe(8);
    expect(summary.captainBlanks).toBe(2);
    expect(summary.transfers).toBe(3);
    expect(summary.chipWeeks).toEqual([
      { gameweek: 4, chip: 'bench_boost', points: 88 },
      { gameweek: 5, chip: 'triple_captain', points: 37 },
    ]);
  });

  it('prints them under the table', () => {
    const table = summaryTable(summary);
    expect(table).toContain('GW4 bench_boost (88 pts), GW5 triple_captain (37 pts)');
    expect(table).toContain('hits 2 (−8 pts); captain blanks 2');
  });
});
