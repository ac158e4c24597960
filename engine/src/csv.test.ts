import { describe, expect, it } from 'vitest';
import { parseCsvRecords, parseCsvRows } from './csv.js';

describe('RFC 4180 CSV', () => {
  it('reads quoted commas, doubled quotes and line breaks, CRLF and a BOM', () => {
    const text = '\uFEFFid,name,note\r\n1,"Son, H.","says ""hi"""\r\n2,Saka,"two\nlines"\n';
    expect(parseCsvRows(text)).toEqual([
      ['id', 'name', 'note'],
      ['1', 'Son, H.', 'says "hi"'],
      ['2', 'Saka', 'two\nlines'],
    ]);
  });

  it('keys records by the header, skips blank lines and fills short rows with empty fields', () => {
    expect(parseCsvRecords('a,b\n1,2\n\n3\n')).toEqual([
      { a: '1', b: '2' },
      { a: '3', b: '' },
    ]);
    expect(parseCsvRecords('')).toEqual([]);
  });

  it('keeps a last line without a newline', () => {
    expect(parseCsvRows('a,b\n1,')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });
});
