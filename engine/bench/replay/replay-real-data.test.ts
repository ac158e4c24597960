// A short replay on the real 2025-26 data (../shared): a joiner at GW30 for three gameweeks, horizon 2.
// Skipped when the shared data is not beside the repository.
import { describe, expect, it } from 'vitest';
import { hasSharedData } from '../../test/shared-data.js';
import { CSV_HEADER, weeksCsv } from './output.js';
import { replaySeason } from './replay.js';
import { loadSeason } from './seasons.js';

describe.skipIf(!hasSharedData)('the replay on 2025-26 GW30–32', () => {
  it('plays three refereed weeks from £100.0m with no lookahead', { timeout: 600_000 }, () => {
    const season = loadSeason('2025-26');
    const result = replaySeason({
      season,
      from: 30,
      to: 32,
      mode: 'ours',
      strategy: { horizon: 2, allowHits: false },
    });
    expect(result.weeks.map((w) => w.gameweek)).toEqual([30, 31, 32]);
    const [first, ...rest] = result.weeks;
    expect(first?.firstPick).toBe(true);
    expect(first?.transfersIn).toHaveLength(15);
    expect(first?.bank).toBeGreaterThanOrEqual(0);
    for (const week of rest) expect(week.freeTransfers).toBeGreaterThanOrEqual(1);
    expect(result.total).toBe(result.weeks.reduce((s, w) => s + w.points, 0));
    expect(result.weeks.some((w) => w.goalkeeperCaptain)).toBe(false);
    const csv = weeksCsv(result.weeks).split('\n');
    expect(csv[0]).toBe(CSV_HEADER.join(','));
    expect(csv).toHaveLength(5);
  });
});
