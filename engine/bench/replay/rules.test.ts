import { describe, expect, it } from 'vitest';
import {
  applyTransfers,
  autoSubstitute,
  buySquad,
  clubsOverLimit,
  freeTransfersAfter,
  hitsCharged,
  playDeadline,
  scoreGameweek,
  sellingPrice,
  TransfersRefusedError,
} from './rules.js';
import { LINEUP, market, outcomes, positionOf, SQUAD, SQUAD_COST } from './test-market.js';

describe('selling price', () => {
  it('keeps half the profit, rounded down to £0.1m', () => {
    expect(sellingPrice(50, 51)).toBe(50);
    expect(sellingPrice(50, 52)).toBe(51);
    expect(sellingPrice(50, 53)).toBe(51);
    expect(sellingPrice(50, 55)).toBe(52);
    expect(sellingPrice(100, 115)).toBe(107);
  });

  it('sells at the current price when it fell or stayed', () => {
    expect(sellingPrice(50, 50)).toBe(50);
    expect(sellingPrice(50, 47)).toBe(47);
  });

  it('credits the bank with the selling price and charges the new player now_cost', () => {
    const ledger = buySquad([...SQUAD], market);
    expect(ledger.bank).toBe(1000 - SQUAD_COST);
    // Bought 11 at 4.6, now 5.0: sells for 4.8; 16 costs 5.0.
    const bought = {
      ...ledger,
      squad: ledger.squad.map((p) => (p.id === 11 ? { ...p, purchasePrice: 46 } : p)),
    };
    const after = applyTransfers(bought, [{ out: 11, in: 16 }], market);
    expect(after.bank).toBe(1000 - SQUAD_COST + 48 - 50);
    expect(after.squad.find((p) => p.id === 16)?.purchasePrice).toBe(50);
    expect(after.squad.some((p) => p.id === 11)).toBe(false);
  });
});

describe('free transfers and hits', () => {
  it('banks one a week up to 5', () => {
    expect(freeTransfersAfter(1, 0, null)).toBe(2);
    expect(freeTransfersAfter(4, 0, null)).toBe(5);
    expect(freeTransfersAfter(5, 0, null)).toBe(5);
    expect(freeTransfersAfter(3, 1, null)).toBe(3);
  });

  it('leaves one after using them all or taking hits', () => {
    expect(freeTransfersAfter(2, 2, null)).toBe(1);
    expect(freeTransfersAfter(1, 4, null)).toBe(1);
  });

  it('keeps the count through a wildcard or free hit week', () => {
    expect(freeTransfersAfter(3, 12, 'wildcard')).toBe(3);
    expect(freeTransfersAfter(2, 9, 'free_hit')).toBe(2);
    expect(freeTransfersAfter(2, 1, 'bench_boost')).toBe(2);
  });

  it('tops up to the given count (2025-26 GW16)', () => {
    expect(freeTransfersAfter(1, 1, null, 5)).toBe(5);
  });

  it('charges 4 points a transfer beyond the free ones, none with a wildcard or free hit', () => {
    expect(hitsCharged(3, 1, null)).toBe(2);
    expect(hitsCharged(1, 2, null)).toBe(0);
    expect(hitsCharged(10, 1, 'wildcard')).toBe(0);
    expect(hitsCharged(10, 1, 'free_hit')).toBe(0);
    expect(hitsCharged(3, 1, 'triple_captain')).toBe(2);
  });
});

describe('a free hit', () => {
  it('plays its squad one week, then the squad and bank before it come back', () => {
    const state = { ledger: buySquad([...SQUAD], market), freeTransfers: 2 };
    const transfers = [
      { out: 11, in: 16 },
      { out: 21, in: 26 },
      { out: 31, in: 34 },
    ];
    const week = playDeadline(state, { chip: 'free_hit', transfers }, market);
    expect(week.hits).toBe(0);
    expect(week.playing.squad.map((p) => p.id)).toContain(26);
    expect(week.next.ledger).toBe(state.ledger);
    expect(week.next.freeTransfers).toBe(2);
  });

  it('unlike a wildcard, whose squad stays', () => {
    const state = { ledger: buySquad([...SQUAD], market), freeTransfers: 1 };
    const week = playDeadline(state, { chip: 'wildcard', transfers: [{ out: 11, in: 16 }] }, market);
    expect(week.next.ledger.squad.map((p) => p.id)).toContain(16);
    expect(week.next.freeTransfers).toBe(1);
  });
});

describe('scoring a gameweek', () => {
  const score = (chip: Parameters<typeof scoreGameweek>[1], changes = {}, hits = 0, lineup = LINEUP) =>
    scoreGameweek(lineup, chip, hits, positionOf, (id) => outcomes(changes).get(id));

  it('counts the XI and the captain twice, less 4 a hit', () => {
    expect(score(null, { 21: { points: 10 } }).points).toBe(10 * 2 + 10 * 2);
    expect(score(null, {}, 2).points).toBe(24 - 8);
  });

  it('triples the captain with a triple captain', () => {
    expect(score('triple_captain', { 21: { points: 10 } }).points).toBe(10 * 3 + 10 * 2);
  });

  it('counts the bench with a bench boost, without substitutions', () => {
    const result = score('bench_boost', { 11: { points: 0, minutes: 0 } });
    expect(result.points).toBe(14 * 2 + 2);
    expect(result.substitutions).toEqual([]);
  });

  it('gives the armband to the vice when the captain did not play', () => {
    const result = score(null, { 21: { points: 0, minutes: 0 }, 31: { points: 6 } });
    expect(result.armband).toBe(31);
    // 21 is replaced by 15 (first outfield sub): 9 × 2 + 6 × 2 + 2.
    expect(result.points).toBe(9 * 2 + 6 * 2 + 2);
  });

  it('gives it to nobody when captain and vice both did not play', () => {
    const result = score(null, { 21: { minutes: 0, points: 0 }, 31: { minutes: 0, points: 0 } });
    expect(result.armband).toBeNull();
  });
});

describe('automatic substitutions', () => {
  const played = (blank: number[]) => (id: number) => !blank.includes(id);

  it('replaces a goalkeeper only with the bench goalkeeper', () => {
    const { xi, substitutions } = autoSubstitute(LINEUP, positionOf, played([1]));
    expect(substitutions).toEqual([{ out: 1, in: 2 }]);
    expect(xi).toContain(2);
    const none = autoSubstitute(LINEUP, positionOf, played([1, 2]));
    expect(none.substitutions).toEqual([]);
  });

  it('never puts the bench goalkeeper in for an outfield player', () => {
    const lineup = { ...LINEUP, bench: [2, 15, 25, 33] };
    const { substitutions } = autoSubstitute(lineup, positionOf, played([21, 15, 25, 33]));
    expect(substitutions).toEqual([]);
  });

  it('goes down the bench in order, skipping players who did not play', () => {
    const { substitutions } = autoSubstitute(LINEUP, positionOf, played([22, 15]));
    expect(substitutions).toEqual([{ out: 22, in: 25 }]);
  });

  it('keeps the formation legal: a forward for the only forward, past a defender first on the bench', () => {
    // XI 1-4-5-1 with forward 31 alone; bench defender 15, then forwards 33 and 32.
    const lineup = {
      startingXI: [1, 11, 12, 13, 14, 21, 22, 23, 24, 25, 31],
      bench: [2, 15, 33, 32],
      captain: 21,
      viceCaptain: 22,
    };
    const { substitutions } = autoSubstitute(lineup, positionOf, played([31]));
    expect(substitutions).toEqual([{ out: 31, in: 33 }]);
  });

  it('keeps three defenders: a midfielder cannot replace one of exactly three', () => {
    const lineup = {
      startingXI: [1, 11, 12, 13, 21, 22, 23, 24, 25, 31, 32],
      bench: [2, 26, 14, 33],
      captain: 21,
      viceCaptain: 22,
    };
    const { substitutions } = autoSubstitute(lineup, positionOf, played([11]));
    expect(substitutions).toEqual([{ out: 11, in: 14 }]);
  });
});

describe('the club rule as FPL applies it', () => {
  // 21 and 22 move to club 6 while owned, which 23 and 31 play for: 4 of club 6.
  const moved = (id: number) => (id === 21 || id === 22 ? { ...market(id), club: 6 } : market(id));
  const state = () => ({ ledger: buySquad([...SQUAD], market), freeTransfers: 2 });

  it('counts each player at his club now', () => {
    expect(clubsOverLimit(state().ledger.squad, moved)).toEqual([{ club: 6, players: 4 }]);
    expect(clubsOverLimit(state().ledger.squad, market)).toEqual([]);
  });

  it('lets the squad hold 4 of a club through a week without transfers', () => {
    const week = playDeadline(state(), { chip: null, transfers: [] }, moved);
    expect(week.next.ledger.squad).toHaveLength(15);
  });

  it('refuses transfers that leave 4 of a club, a wildcard too, and takes those that sell one', () => {
    for (const chip of [null, 'wildcard'] as const) {
      expect(() => playDeadline(state(), { chip, transfers: [{ out: 11, in: 17 }] }, moved)).toThrow(
        TransfersRefusedError,
      );
    }
    const week = playDeadline(state(), { chip: null, transfers: [{ out: 21, in: 26 }] }, moved);
    expect(clubsOverLimit(week.playing.squad, moved)).toEqual([]);
  });
});
