import type { Player } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import { detailCaptain, detailTransfers, savedPlan, teamStats } from './suggestion-detail';

describe('detailTransfers', () => {
  it('maps the Recommendations shape to out/in with reasons', () => {
    const [t] = detailTransfers({
      transfers: [
        {
          playerOut: 'Wood',
          playerOutTeam: 'NFO',
          playerIn: 'Watkins',
          playerInTeam: 'AVL',
          cost: 0.4,
          priority: 'High',
          reason: 'Two home games',
        },
      ],
    });
    expect(t).toEqual({
      out: 'Wood',
      outReason: 'Sold to fund Watkins.',
      in: 'Watkins',
      inReason: 'Two home games',
    });
  });
  it('keeps the saved detail shape as it is', () => {
    const saved = { out: 'A', outReason: 'injured', in: 'B', inReason: 'fit' };
    expect(detailTransfers({ transfers: [saved] })).toEqual([saved]);
  });
  it('is empty without transfers', () => {
    expect(detailTransfers({})).toEqual([]);
  });
});

describe('detailCaptain', () => {
  it('reads player or name', () => {
    expect(detailCaptain({ captain: { player: 'Salah', reason: 'r' } })).toEqual({
      name: 'Salah',
      reason: 'r',
    });
    expect(detailCaptain({ captain: { name: 'Haaland', reason: '' } })).toEqual({
      name: 'Haaland',
      reason: '',
    });
    expect(detailCaptain({ captain: { player: '' } })).toBeNull();
  });
});

const priced = (price: number) => ({ price }) as Player;
// 15 players: 14 at £6.5m and one at £8.5m (£99.5m), as in issue 14's first saved squad.
const squad = [...Array.from({ length: 14 }, () => priced(6.5)), priced(8.5)];

describe('teamStats', () => {
  it('falls back to N/A', () => {
    expect(teamStats({ formation: '', players: [] }, {}, undefined)).toEqual({
      formation: 'N/A',
      teamValue: 'N/A',
      bank: 'N/A',
      bankAfterTransfers: 'N/A',
    });
  });

  it("computes team value from the saved squad's prices and bank, not the stored figure", () => {
    // Issue 14: a detail page showed £53.0m, the value read before the squad was completed on /confirm.
    const stats = teamStats(
      { formation: '3-4-3', teamValue: 53, bank: 0.9, budget: 0.5, players: squad },
      {
        transfers: [
          { playerOut: 'A', playerIn: 'B', cost: 0.7 },
          { playerOut: 'C', playerIn: 'D', cost: -0.4 },
        ],
      },
      '4-4-2',
    );
    expect(stats).toEqual({
      formation: '4-4-2',
      teamValue: '£100.0m',
      bank: '£0.5m',
      bankAfterTransfers: '£0.2m',
    });
  });

  it('has no bank after transfers when a saved transfer has no cost', () => {
    const stats = teamStats({ budget: 1, players: squad }, { transfers: [{ out: 'A', in: 'B' }] }, '3-4-3');
    expect(stats.bankAfterTransfers).toBe('N/A');
    expect(stats.teamValue).toBe('£100.5m');
  });
});

describe('savedPlan', () => {
  it('reads the Recommendations shape: transfers with club and cost, XI, bench and armbands', () => {
    const plan = savedPlan({
      transfers: [
        {
          playerOut: 'Wood',
          playerOutTeam: 'NFO',
          playerIn: 'Semenyo',
          playerInTeam: 'BOU',
          cost: 0.4,
          priority: 'High',
          reason: '',
          playerInId: 82,
        },
      ],
      captain: { player: 'Semenyo', reason: '', fixture: '', expectedPoints: 8 },
      viceCaptain: { player: 'Saka', reason: '', fixture: '', expectedPoints: 7 },
      startingXI: ['A'],
      bench: ['B'],
      budgetImpact: { starting: 0, afterTransfers: 0, affordable: true },
    });
    expect(plan).toEqual({
      transfers: [{ playerOut: 'Wood', playerIn: 'Semenyo', playerInTeam: 'BOU', cost: 0.4, playerInId: 82 }],
      startingXI: ['A'],
      bench: ['B'],
      captain: { player: 'Semenyo' },
      viceCaptain: { player: 'Saka' },
    });
  });

  it('reads the detail shape, with no club or cost', () => {
    expect(
      savedPlan({
        transfers: [
          { out: 'A', in: 'B' },
          { out: '', in: 'C' },
        ],
        captain: { name: 'B' },
      }),
    ).toEqual({
      transfers: [{ playerOut: 'A', playerIn: 'B', playerInTeam: '', cost: 0 }],
      startingXI: [],
      bench: [],
      captain: { player: 'B' },
    });
  });
});
