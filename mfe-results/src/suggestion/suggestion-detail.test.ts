import { describe, expect, it } from 'vitest';
import { detailCaptain, detailTransfers, teamStats } from './suggestion-detail';

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

describe('teamStats', () => {
  it('falls back to N/A', () => {
    expect(teamStats({ formation: '', players: [] })).toEqual({
      formation: 'N/A',
      teamValue: 'N/A',
      bank: 'N/A',
    });
    expect(teamStats({ formation: '3-4-3', teamValue: 100.2, bank: 0.5 })).toEqual({
      formation: '3-4-3',
      teamValue: '£100.2m',
      bank: '£0.5m',
    });
  });
});
