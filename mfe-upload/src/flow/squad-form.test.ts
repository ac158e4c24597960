import { type ChipStatus, chipWindows, type FplChip, isWindowUsed, type Player } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import {
  blankRow,
  chipRows,
  chipUsed,
  clearSquadFlag,
  editPlayer,
  isLowConfidence,
  parseSquadFields,
  toggleChip,
  toggleChipWindow,
  toRows,
} from './squad-form';

const player: Player = {
  id: 1,
  name: 'Salah',
  team: 'LIV',
  position: 'MID',
  price: 13,
  isStarter: true,
  isCaptain: true,
  isViceCaptain: false,
  confidence: 0.6,
  lowConfidenceFields: ['price', 'team'],
};

describe('parseSquadFields', () => {
  it('parses integers, a decimal budget and a legal formation', () => {
    expect(
      parseSquadFields({ gameweek: '16', freeTransfers: '2', budget: '1.3', formation: ' 4-4-2 ' }),
    ).toEqual({ ok: true, value: { gameweek: 16, freeTransfers: 2, budget: 1.3, formation: '4-4-2' } });
  });

  it('names every field it cannot read', () => {
    const result = parseSquadFields({
      gameweek: '16.5',
      freeTransfers: 'x',
      budget: 'abc',
      formation: '5-5-5',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['budget', 'formation', 'freeTransfers', 'gameweek']);
    expect(result.errors.formation).toContain('add up to 10');
  });

  it('keeps the gameweek inside the season', () => {
    const result = parseSquadFields({ gameweek: '39', freeTransfers: '1', budget: '0', formation: '3-4-3' });
    expect(result.ok).toBe(false);
  });
});

describe('chips', () => {
  it('flips a chip and forgets its gameweek when made available again', () => {
    const used = toggleChip({ free_hit: { used: false } }, 'bench_boost');
    expect(chipUsed(used, 'bench_boost')).toBe(true);
    const back = toggleChip({ bench_boost: { used: true, gameweek: 7 } }, 'bench_boost');
    expect(back.bench_boost).toEqual({ used: false, gameweek: null });
  });

  it('treats a missing status as available', () => {
    expect(chipUsed(undefined, 'wildcard_1')).toBe(false);
  });
});

describe('chip windows (issue 27: both halves, the current one editable)', () => {
  // 2025-26's windows: each chip once in GW1-19 (wildcard and free hit from GW2) and once in GW20-38.
  const windows = chipWindows([
    { id: 1, name: 'wildcard', start_event: 2, stop_event: 19 },
    { id: 2, name: 'wildcard', start_event: 20, stop_event: 38 },
    { id: 3, name: 'freehit', start_event: 2, stop_event: 19 },
    { id: 4, name: 'bboost', start_event: 1, stop_event: 19 },
    { id: 5, name: '3xc', start_event: 1, stop_event: 19 },
    { id: 6, name: 'freehit', start_event: 20, stop_event: 38 },
    { id: 7, name: 'bboost', start_event: 20, stop_event: 38 },
    { id: 8, name: '3xc', start_event: 20, stop_event: 38 },
  ] as FplChip[]);
  const firstHalf: ChipStatus = {
    wildcard_1: { used: true, gameweek: 7 },
    free_hit: { used: true, gameweek: 15 },
    triple_captain: { used: true, gameweek: 17 },
  };

  it('shows all eight, the first half closed at GW33 and the second editable', () => {
    const rows = chipRows(windows, firstHalf, 33);
    expect(rows.map((r) => `${r.label}:${r.half}:${r.used ? `GW${r.gameweek ?? '?'}` : 'no'}`)).toEqual([
      'Bench Boost:past:no',
      'Triple Captain:past:GW17',
      'Wildcard 1:past:GW7',
      'Free Hit:past:GW15',
      'Bench Boost 2:current:no',
      'Triple Captain 2:current:no',
      'Wildcard 2:current:no',
      'Free Hit 2:current:no',
    ]);
    expect(chipRows(windows, firstHalf, 10).filter((r) => r.half === 'future')).toHaveLength(4);
  });

  it('marks a second-half chip used, and free again, as the engine counts it', () => {
    const window = windows.find((w) => w.key === 'bench_boost_2');
    if (!window) throw new Error('no bench_boost_2 window');
    const used = toggleChipWindow(firstHalf, window);
    expect(used.bench_boost_2).toEqual({ used: true, gameweek: null });
    expect(isWindowUsed(window, used)).toBe(true);
    // A first-half record does not spend it; a record in its weeks under the old key does, and is cleared.
    const old: ChipStatus = { bench_boost: { used: true, gameweek: 25 } };
    expect(isWindowUsed(window, old)).toBe(true);
    expect(isWindowUsed(window, toggleChipWindow(old, window))).toBe(false);
  });
});

describe('players', () => {
  it('highlights doubtful players and fields', () => {
    expect(isLowConfidence(player)).toBe(true);
    expect(isLowConfidence(player, 'price')).toBe(true);
    expect(isLowConfidence(player, 'name')).toBe(false);
    expect(isLowConfidence({ ...player, confidence: 0.95, lowConfidenceFields: [] })).toBe(false);
  });

  it('clears the doubt on a field the manager edited', () => {
    const edited = editPlayer(player, 'price', 12.8);
    expect(edited.price).toBe(12.8);
    expect(edited.lowConfidenceFields).toEqual(['team']);
  });
});

describe('rows and flags', () => {
  it('clears the flag of the field the manager edited (the bank is the budget field)', () => {
    expect(clearSquadFlag(['gameweek', 'freeTransfers', 'bank'], 'budget')).toEqual([
      'gameweek',
      'freeTransfers',
    ]);
    expect(clearSquadFlag(['freeTransfers', 'bank'], 'freeTransfers')).toEqual(['bank']);
    expect(clearSquadFlag(['bank'], 'formation')).toEqual(['bank']);
  });

  it('gives every row its own key', () => {
    const rows = toRows([player, player]);
    expect(new Set([...rows, blankRow()].map((row) => row.key)).size).toBe(3);
  });
});
