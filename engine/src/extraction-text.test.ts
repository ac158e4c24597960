import { describe, expect, it } from 'vitest';
import { cleanPlateText } from './extraction-text.js';

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
