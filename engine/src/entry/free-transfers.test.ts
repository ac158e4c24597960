// One test per free-transfer rule, on hand-written `/entry/{id}/history/` rows; each states the count by hand.
import { describe, expect, it } from 'vitest';
import type { FplEntryChipPlay, FplEntryGameweek } from '../fpl-api.js';
import { entryFreeTransfers } from './free-transfers.js';

/** History rows as FPL sends them; `moves` maps a gameweek to [transfers, hit points]. */
function rows(first: number, last: number, moves: Record<number, [number, number]> = {}): FplEntryGameweek[] {
  return Array.from({ length: last - first + 1 }, (_, i) => {
    const event = first + i;
    const [transfers, cost] = moves[event] ?? [0, 0];
    return {
      event,
      points: 50,
      total_points: 50 * (i + 1),
      rank: 1000,
      bank: 5,
      value: 1000,
      event_transfers: transfers,
      event_transfers_cost: cost,
      points_on_bench: 4,
    };
  });
}

const chip = (name: string, event: number): FplEntryChipPlay => ({
  name,
  event,
  time: '2026-09-01T10:00:00Z',
});

const season = '2026/27';

describe('entryFreeTransfers', () => {
  it('the first squad is free; the week after it has one transfer', () => {
    // GW1 picked the squad; GW2 deadline: 1.
    expect(entryFreeTransfers({ history: { current: rows(1, 1), chips: [] }, gameweek: 2, season })).toEqual({
      freeTransfers: 1,
      most: 1,
    });
  });

  it('one a week banked: GW2 1, GW3 2, GW4 3 with no transfers made', () => {
    const history = { current: rows(1, 3), chips: [] };
    expect(entryFreeTransfers({ history, gameweek: 4, season }).freeTransfers).toBe(3);
  });

  it('banks up to five and no further', () => {
    // GW2 1, GW3 2, GW4 3, GW5 4, GW6 5, GW7 5, GW8 5, GW9 5.
    const history = { current: rows(1, 8), chips: [] };
    expect(entryFreeTransfers({ history, gameweek: 9, season }).freeTransfers).toBe(5);
  });

  it('spent transfers leave the rest plus one', () => {
    // GW2: 1 free, none made → GW3 2; GW3: 1 made → 2 − 1 + 1 = 2 at GW4; GW4: 2 made → 0 + 1 = 1 at GW5.
    const history = { current: rows(1, 4, { 3: [1, 0], 4: [2, 0] }), chips: [] };
    expect(entryFreeTransfers({ history, gameweek: 5, season }).freeTransfers).toBe(1);
  });

  it('hits leave one for the next week', () => {
    // GW2: 1 free, 3 made for −8 → 0 left + 1 = 1 at GW3; GW3 none made → 2 at GW4.
    const history = { current: rows(1, 3, { 2: [3, 8] }), chips: [] };
    expect(entryFreeTransfers({ history, gameweek: 3, season }).freeTransfers).toBe(1);
    expect(entryFreeTransfers({ history, gameweek: 4, season }).freeTransfers).toBe(2);
  });

  it('a wildcard week spends none and adds none', () => {
    // GW2 1 → GW3 2 (rolled); GW3 wildcard, 10 made: still 2 at GW4; GW4 none made → 3 at GW5.
    const history = { current: rows(1, 4, { 3: [10, 0] }), chips: [chip('wildcard', 3)] };
    expect(entryFreeTransfers({ history, gameweek: 4, season }).freeTransfers).toBe(2);
    expect(entryFreeTransfers({ history, gameweek: 5, season }).freeTransfers).toBe(3);
  });

  it('a Free Hit week spends none and adds none', () => {
    // GW2 1, GW3 2, GW4 3 (rolled); GW4 Free Hit, 7 made: still 3 at GW5.
    const history = { current: rows(1, 4, { 4: [7, 0] }), chips: [chip('freehit', 4)] };
    expect(entryFreeTransfers({ history, gameweek: 5, season }).freeTransfers).toBe(3);
  });

  it('a bench boost or triple captain week counts transfers as usual', () => {
    // GW2 1 → GW3 2; GW3 bench boost with 2 made → 1 at GW4.
    const history = { current: rows(1, 3, { 3: [2, 0] }), chips: [chip('bboost', 3)] };
    expect(entryFreeTransfers({ history, gameweek: 4, season }).freeTransfers).toBe(1);
  });

  it("2025/26's AFCON top-up: five at the GW16 deadline, whatever was banked", () => {
    // One transfer made every week GW2–GW15 keeps the count at 1; FPL raised everyone to 5 before GW16.
    const moves: Record<number, [number, number]> = {};
    for (let event = 2; event <= 15; event++) moves[event] = [1, 0];
    const history = { current: rows(1, 15, moves), chips: [] };
    expect(entryFreeTransfers({ history, gameweek: 16, season: '2025/26' }).freeTransfers).toBe(5);
    // Without the top-up (another season) the same history gives 1.
    expect(entryFreeTransfers({ history, gameweek: 16, season: '2026/27' }).freeTransfers).toBe(1);
    // GW16: 2 of the 5 made → 3 + 1 = 4 at GW17.
    const after = { current: rows(1, 16, { ...moves, 16: [2, 0] }), chips: [] };
    expect(entryFreeTransfers({ history: after, gameweek: 17, season: '2025/26' }).freeTransfers).toBe(4);
  });

  it('a week with more free transfers than the rules give is a top-up we do not know: unsure after it', () => {
    // GW2 1 → GW3 2; GW3: 4 made for no hit, so at least 4 were free (up to 5). At GW4: 0 + 1 = 1 at least,
    // 5 − 4 + 1 = 2 at most.
    const history = { current: rows(1, 3, { 3: [4, 0] }), chips: [] };
    expect(entryFreeTransfers({ history, gameweek: 4, season })).toEqual({ freeTransfers: 1, most: 2 });
    // Four quiet weeks later both ends reach the cap: GW8 is 5 for sure.
    const later = { current: rows(1, 7, { 3: [4, 0] }), chips: [] };
    expect(entryFreeTransfers({ history: later, gameweek: 8, season })).toEqual({
      freeTransfers: 5,
      most: 5,
    });
  });

  it('a hit settles the count: transfers minus hits were free', () => {
    // After the unknown top-up above (1–2 at GW4), GW4: 3 made for −4 → exactly 2 were free → 1 at GW5.
    const history = { current: rows(1, 4, { 3: [4, 0], 4: [3, 4] }), chips: [] };
    expect(entryFreeTransfers({ history, gameweek: 5, season })).toEqual({ freeTransfers: 1, most: 1 });
  });

  it('a team started later gets one the week after its first', () => {
    // Started GW5 (no rows before it): 1 at GW6, 2 at GW7.
    const history = { current: rows(5, 6), chips: [] };
    expect(entryFreeTransfers({ history, gameweek: 6, season }).freeTransfers).toBe(1);
    expect(entryFreeTransfers({ history, gameweek: 7, season }).freeTransfers).toBe(2);
  });

  it("follows the season's cap when bootstrap-static sets another", () => {
    // Before 2024/25 two could be banked: GW2 1, GW3 2, GW4 2.
    const history = { current: rows(1, 3), chips: [] };
    expect(entryFreeTransfers({ history, gameweek: 4, season, max: 2 }).freeTransfers).toBe(2);
  });
});
