import type { Player } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import {
  blankRow,
  chipUsed,
  clearSquadFlag,
  editPlayer,
  isLowConfidence,
  parseSquadFields,
  toggleChip,
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
