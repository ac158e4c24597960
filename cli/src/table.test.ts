import { describe, expect, it } from 'vitest';
import { fitColumns, paragraph, renderTable, textWidth, wrap } from './table.js';

const widest = (text: string) => Math.max(...text.split('\n').map(textWidth));

describe('renderTable', () => {
  it('pads a table that fits, as before', () => {
    expect(renderTable([['GW3', 'Salah', '7.1']], { header: ['GW', 'Captain', 'xP'] })).toBe(
      ['  GW   Captain  xP', '  GW3  Salah    7.1'].join('\n'),
    );
  });

  it('wraps a middle column, not only the last, to fit the width', () => {
    const moves =
      'Free Hit (11 moves, no points cost): Haaland → Watkins, Palmer → B.Fernandes, Semenyo → Rice';
    const text = renderTable(
      [
        ['GW33', moves, '2', 'Haaland', '124.2'],
        ['GW34', 'roll', '1', 'B.Fernandes', '57.1'],
      ],
      { header: ['GW', 'Transfers', 'FT', 'Captain', 'xP'], width: 60 },
    );
    expect(widest(text)).toBeLessThanOrEqual(60);
    const lines = text.split('\n');
    // The moves wrap inside their column; the columns after them stay on the first line of the row.
    expect(lines[1]).toMatch(/^ {2}GW33 {2}Free Hit .* {2}2 {3}Haaland +124\.2$/);
    expect(lines[2]).toMatch(/^ {8}\S/);
    expect(lines.some((line) => line.includes('B.Fernandes  57.1'))).toBe(true);
    // Every word is still there, in order.
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain('Semenyo → Rice');
  });

  it('shrinks the widest column first and keeps words whole while it can', () => {
    expect(fitColumns([4, 80, 30], [4, 12, 10], 60)).toEqual([4, 28, 28]);
    expect(fitColumns([4, 20], [4, 8], 100)).toEqual([4, 20]);
  });

  it('breaks a word longer than its column rather than overflow', () => {
    const text = renderTable([['x', 'a'.repeat(50), 'b'.repeat(50)]], { width: 40 });
    expect(widest(text)).toBeLessThanOrEqual(40);
    expect(text.replace(/[^a]/g, '')).toHaveLength(50);
  });

  it('counts £, → and accents as one column each', () => {
    expect(textWidth('£5.2m → Guéhi')).toBe(13);
    const text = renderTable(
      [
        ['Guéhi → Tarkowski', '£5.2m'],
        ['O', '£10.0m'],
      ],
      { indent: '', gap: ' ' },
    );
    expect(text.split('\n').map((line) => line.indexOf('£'))).toEqual([18, 18]);
  });

  it('lays out for 100 columns unless told otherwise', () => {
    const text = renderTable([['x', 'word '.repeat(60)]]);
    expect(widest(text)).toBeLessThanOrEqual(100);
    expect(widest(text)).toBeGreaterThan(90);
  });
});

describe('wrap and paragraph', () => {
  it('wraps at spaces and splits an overlong word', () => {
    expect(wrap('one two three', 7)).toEqual(['one two', 'three']);
    expect(wrap('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrap('', 10)).toEqual(['']);
  });

  it('indents every line of a paragraph and keeps it within the width', () => {
    const text = paragraph(`Starting XI: ${'Van Hecke, '.repeat(15)}`, 50, '  ');
    expect(widest(text)).toBeLessThanOrEqual(50);
    expect(text.split('\n').every((line) => line.startsWith('  '))).toBe(true);
  });
});
