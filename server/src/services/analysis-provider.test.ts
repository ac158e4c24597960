import type { BootstrapStatic } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { historyLoader } from './analysis-provider.js';
import type { FplService } from './fpl.js';

function live(gameweek: number) {
  return {
    elements: [
      {
        id: 7,
        stats: {
          minutes: 90,
          goals_scored: 0,
          assists: 0,
          clean_sheets: 0,
          goals_conceded: 0,
          saves: 0,
          bonus: 0,
          bps: 0,
          yellow_cards: 0,
          red_cards: 0,
          total_points: gameweek,
        },
        explain: [{ fixture: gameweek }],
      },
    ],
  };
}

function fakeFpl(available: Set<number>) {
  const requests: string[] = [];
  const fpl: FplService = {
    async get(endpoint) {
      requests.push(endpoint.path);
      const gameweek = 'gameweek' in endpoint ? endpoint.gameweek : 0;
      if (!available.has(gameweek)) throw new Error('404');
      return { body: JSON.stringify(live(gameweek)), source: 'MISS', fetchedAt: '' };
    },
  };
  return { fpl, requests };
}

const bootstrap = (finished: number[]) =>
  ({
    events: [1, 2, 3, 4].map((id) => ({ id, finished: finished.includes(id) })),
  }) as unknown as BootstrapStatic;

describe('historyLoader', () => {
  it('fetches every earlier gameweek once, and keeps finished ones that parsed', async () => {
    const { fpl, requests } = fakeFpl(new Set([1, 2, 3]));
    const load = historyLoader(fpl, silentLogger);
    const first = await load(4, bootstrap([1, 2]));
    expect(first.live.map((shared) => shared && JSON.parse(Buffer.from(shared.bytes).toString()))).toEqual(
      [1, 2, 3].map(live),
    );
    expect(requests).toHaveLength(3);
    // The worker could not use GW2: it is asked again next time, like GW3 (not finished).
    first.remember([2]);
    const second = await load(4, bootstrap([1, 2]));
    expect(requests.slice(3)).toEqual(['/event/2/live/', '/event/3/live/']);
    // An unchanged body is the same shared copy: the workers parse it once.
    expect(second.live[2]).toBe(first.live[2]);
  });

  it('gives null for gameweeks it could not fetch', async () => {
    const { fpl } = fakeFpl(new Set([1, 3]));
    const result = await historyLoader(fpl, silentLogger)(4, bootstrap([1, 2, 3]));
    expect(result.live.map((shared) => shared !== null)).toEqual([true, false, true]);
  });
});
