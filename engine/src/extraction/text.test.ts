import { describe, expect, it } from 'vitest';
import { cleanPlateText, parsePriceText } from './text.js';

describe('cleanPlateText', () => {
  it('drops a lone mark OCR read beside a name (the shirt badge\'s "i", a corner as "!")', () => {
    expect(cleanPlateText('i Armstro...')).toBe('Armstro...');
    expect(cleanPlateText('Jodo Pe... i')).toBe('Jodo Pe...');
    expect(cleanPlateText('Jorgen... !')).toBe('Jorgen...');
    expect(cleanPlateText('Lewis-Sk… |')).toBe('Lewis-Sk…');
  });

  it('keeps initials and words that belong to the name', () => {
    expect(cleanPlateText('N. Willi...')).toBe('N. Willi...');
    expect(cleanPlateText('Van de Ven')).toBe('Van de Ven');
    expect(cleanPlateText('B.Ferna…')).toBe('B.Ferna…');
    expect(cleanPlateText('Marc G...')).toBe('Marc G...');
  });
});

describe('parsePriceText', () => {
  it('reads prices as printed and as OCR spells them', () => {
    expect(parsePriceText('£5.5m')).toBe(5.5);
    expect(parsePriceText('£14.2m')).toBe(14.2);
    expect(parsePriceText('f4.1m')).toBe(4.1);
    expect(parsePriceText('£S.5m')).toBe(5.5);
    expect(parsePriceText('£1O.Om')).toBe(10);
    // A stray letter among the digits, the only one: "E7Z.6m" for "£7.6m" (72.6 is no price).
    expect(parsePriceText('E7Z.6m')).toBe(7.6);
    // A small "£" read as "+", its "m" a fragment of its own joined after a space.
    expect(parsePriceText('+ 7.6 m')).toBe(7.6);
    expect(parsePriceText('t5.0m')).toBe(5);
    // A thin serif "7" whose foot lost its join.
    expect(parsePriceText('£/.1m')).toBe(7.1);
  });

  it('is no price for names, fixtures or prices out of range', () => {
    for (const text of [
      'J.Timber',
      'M.Salah',
      'N. Willi...',
      'MUN (H)',
      '£2.5m',
      '£25.0m',
      'Bruno G.',
      'AB.Cm',
    ])
      expect(parsePriceText(text), text).toBeNull();
  });
});
