import { describe, expect, it } from 'vitest';
import { FormationError } from './errors.js';
import { formationOf, parseFormation, pitchRows } from './formation.js';
import { squad } from './test-fixtures.js';

describe('parseFormation', () => {
  it('reads defenders-midfielders-forwards', () => {
    expect(parseFormation('3-4-3')).toEqual({ defenders: 3, midfielders: 4, forwards: 3 });
    expect(parseFormation(' 5 - 4 - 1 ')).toEqual({ defenders: 5, midfielders: 4, forwards: 1 });
  });

  it.each(['', '3-4', '3-4-3-0', 'four-four-two', '3–4–3', '3-4-x'])(
    'rejects %j with a FormationError',
    (text) => {
      expect(() => parseFormation(text)).toThrow(FormationError);
      expect(() => parseFormation(text)).toThrow(/3-4-3/);
    },
  );

  it('rejects shapes that are not a legal XI', () => {
    expect(() => parseFormation('4-4-3')).toThrow('must add up to 10');
    expect(() => parseFormation('2-5-3')).toThrow('needs 3–5 defenders');
    expect(() => parseFormation('5-5-0')).toThrow('needs 1–3 forwards');
    expect(() => parseFormation('4-1-5')).toThrow(FormationError);
  });
});

describe('pitchRows', () => {
  it('shows the starting goalkeepers, then the first a, b, c starters by position', () => {
    const data = squad();
    const rows = pitchRows(data.players, '3-4-3');
    expect(rows.map((row) => row.map((p) => p.id))).toEqual([[1], [3, 4, 5], [8, 9, 10, 11], [13, 14, 15]]);
    expect(formationOf(data.players.filter((p) => p.isStarter))).toBe('3-4-3');
  });

  it('takes only as many as the formation asks for', () => {
    const rows = pitchRows(squad().players, { defenders: 3, midfielders: 2, forwards: 1 });
    expect(rows.map((row) => row.length)).toEqual([1, 3, 2, 1]);
  });
});
