// The Transfers page header read from OCR lines: labels with their values, and the stat row when the labels
// did not read (a page shrunk for upload).
import { describe, expect, it } from 'vitest';
import { isPageLabel, readHeader } from './header.js';
import type { Box, OcrLine } from './types.js';

const line = (text: string, x0: number, y0: number, x1: number, y1: number): OcrLine => ({
  text,
  confidence: 90,
  box: { x0, y0, x1, y1 } satisfies Box,
});

const deadline = line('Gameweek 33 Deadline: Sat 18 Apr, 10:00', 26, 84, 242, 93);

describe('readHeader', () => {
  it('pairs each value with the label over it', () => {
    const lines = [
      deadline,
      line('Free Transfers', 116, 160, 198, 170),
      line('Cost', 420, 162, 448, 171),
      line('Budget', 691, 160, 733, 173),
      line('0 pts', 409, 177, 459, 194),
      line('£12.7m', 674, 177, 748, 190),
      line('3', 152, 177, 162, 190),
    ];
    expect(readHeader(lines)).toEqual({ gameweek: 33, freeTransfers: 3, bank: 12.7 });
  });

  it('reads an older label cut short ("Money Rem.") as the bank', () => {
    const lines = [line('Money Rem.', 463, 113, 511, 122), line('£8.3m', 479, 124, 522, 134)];
    expect(readHeader(lines).bank).toBe(8.3);
  });

  it('reads the stat row around the cost when the labels came back in pieces', () => {
    // A phone page shrunk to 416 pixels wide: "Free Transfers" read as fragments.
    const lines = [
      deadline,
      line('Fre', 38, 144, 51, 148),
      line('‘al', 72, 144, 77, 148),
      line('sf', 85, 144, 95, 148),
      line('0 pts', 188, 154, 229, 168),
      line('£7.0m', 318, 154, 369, 165),
      line('4', 67, 154, 79, 164),
      line('Wildcard Play', 69, 189, 144, 199),
    ];
    expect(readHeader(lines)).toEqual({ gameweek: 33, freeTransfers: 4, bank: 7 });
  });

  it('reads a hit as the cost and an overdraft as a negative bank', () => {
    const lines = [
      line('2', 67, 154, 79, 164),
      line('-8 pts', 180, 154, 235, 168),
      line('-£0.4m', 312, 154, 372, 165),
    ];
    expect(readHeader(lines)).toEqual({ freeTransfers: 2, bank: -0.4 });
  });

  it('reads a hit whose minus OCR lost ("4 pts") as the cost', () => {
    const lines = [
      line('1', 69, 154, 76, 162),
      line('4 pts', 184, 153, 232, 168),
      line('£5.4m', 318, 153, 369, 165),
    ];
    expect(readHeader(lines)).toEqual({ freeTransfers: 1, bank: 5.4 });
  });

  it('takes no stat row from points scored, nor values off the cost’s row or far from it', () => {
    expect(readHeader([line('3', 67, 154, 79, 164), line('56 pts', 188, 154, 229, 168)])).toEqual({});
    const offRow = [
      line('0 pts', 188, 154, 229, 168),
      line('4', 67, 189, 79, 199),
      line('£7.0m', 318, 100, 369, 111),
    ];
    expect(readHeader(offRow)).toEqual({});
    const far = [line('0 pts', 188, 154, 229, 168), line('£7.0m', 900, 154, 951, 165)];
    expect(readHeader(far)).toEqual({});
  });

  it('keeps the labelled values over the stat row', () => {
    const lines = [
      line('Free Transfers', 116, 160, 198, 170),
      line('1', 152, 177, 158, 190),
      line('5', 60, 177, 70, 190),
      line('0 pts', 409, 177, 459, 194),
      line('Budget', 691, 160, 733, 173),
      line('£2.0m', 681, 177, 742, 190),
    ];
    expect(readHeader(lines)).toEqual({ freeTransfers: 1, bank: 2 });
  });
});

describe('isPageLabel', () => {
  it('knows the header strip and chip buttons, alone or joined to their value', () => {
    for (const text of [
      'Free Transfers',
      'Cost',
      'Money Remaining',
      'Bank',
      'Budget',
      'Wildcard Play',
      'Free Hit',
      'Free Hit Play',
      'Money Remaining £6.5m',
      'Cost 0 pts',
      'Free Transfers 1',
      'Bench Boost',
      'Triple Captain',
    ])
      expect(isPageLabel(text), text).toBe(true);
  });

  it('takes no player name for a label', () => {
    for (const text of ['Gabriel', 'Costa', 'Banks', 'Hill', 'Freeman', 'Wilson'])
      expect(isPageLabel(text), text).toBe(false);
  });
});
