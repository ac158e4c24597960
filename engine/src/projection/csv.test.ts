import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors.js';
import { parseProjectionCsv } from './csv.js';

describe('parseProjectionCsv', () => {
  it('reads the ID and <gameweek>_Pts columns and ignores the rest', () => {
    const table = parseProjectionCsv(
      '\uFEFFPos,ID,Name,BV,12_xMins,12_Pts,13_Pts\r\nM,328,"Salah, M.",14.5,88,7.12,6.4\r\nF,401,Haaland,15.1,90,8,\r\n',
    );
    expect(table.gameweeks).toEqual([12, 13]);
    expect(table.points(328, 12)).toBe(7.12);
    expect(table.points(328, 13)).toBe(6.4);
    expect(table.points(401, 13)).toBe(0);
    expect(table.points(999, 12)).toBe(0);
    expect(table.points(328, 14)).toBe(0);
    expect([...table.byElement.keys()]).toEqual([328, 401]);
  });

  it('reads quoted fields with doubled quotes and line breaks', () => {
    const table = parseProjectionCsv('Name,ID,5_Pts\n"The ""Bus""\nline",7,3.5\n');
    expect(table.points(7, 5)).toBe(3.5);
  });

  it.each([
    ['', /empty/],
    ['Name,5_Pts\nA,1\n', /no ID column/],
    ['ID,Name\n1,A\n', /no <gameweek>_Pts column/],
    ['ID,5_Pts\nabc,1\n', /no element id on line 2/],
    ['ID,5_Pts\n3,n/a\n', /"n\/a" for 5_Pts on line 2/],
  ])('rejects %j', (text, message) => {
    expect(() => parseProjectionCsv(text)).toThrow(EngineError);
    expect(() => parseProjectionCsv(text)).toThrow(message);
  });
});
