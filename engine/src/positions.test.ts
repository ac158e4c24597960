import { describe, expect, it } from 'vitest';
import { isSquadPosition, toPlayerPosition } from './positions.js';

describe('positions', () => {
  it('knows the four squad positions by element_type, and nothing else', () => {
    expect([1, 2, 3, 4].map(toPlayerPosition)).toEqual(['GKP', 'DEF', 'MID', 'FWD']);
    expect([1, 2, 3, 4].every(isSquadPosition)).toBe(true);
    // 5: the assistant managers FPL listed in 2024-25.
    for (const other of [0, 5, -1, 1.5]) expect(isSquadPosition(other), String(other)).toBe(false);
    expect(() => toPlayerPosition(5)).toThrow(RangeError);
  });
});
