import { describe, expect, it } from 'vitest';
import { REVIEW_CONFIDENCE_THRESHOLD } from '../app/limits.js';
import type { FplElement } from '../fpl-api.js';
import { buildNameIndex, nameCandidates, normaliseName, splitTruncation } from './name-resolution.js';
import { ELEMENTS } from './test-data.js';

const index = buildNameIndex(ELEMENTS);
const best = (shown: string) => nameCandidates(shown, index)[0];
const webName = (shown: string) => best(shown)?.element.web_name;

describe('name resolution', () => {
  it('matches truncated names by their start', () => {
    expect(splitTruncation('Alexand...')).toEqual({ text: 'Alexand', truncated: true });
    expect(splitTruncation('Livrame…')).toEqual({ text: 'Livrame', truncated: true });
    expect(splitTruncation('Douglas ...')).toEqual({ text: 'Douglas', truncated: true });
    expect(webName('Alexand...')).toBe('Alexander-Arnold');
    expect(webName('Alexander-Arno...')).toBe('Alexander-Arnold');
    expect(webName('Livrame..')).toBe('Livramento');
    expect(webName('A.Armstr...')).toBe('A.Armstrong');
  });

  it("reads a cut name joined with the next plate's start as the cut name", () => {
    expect(splitTruncation('N.willi... | van')).toEqual({ text: 'N.willi', truncated: true });
    expect(splitTruncation('Alexand… Livra')).toEqual({ text: 'Alexand', truncated: true });
    expect(webName('Alexand... | Livra')).toBe('Alexander-Arnold');
    // Dots inside a name are no cut: "A.Armstr..." still reads whole.
    expect(splitTruncation('A.Armstr...')).toEqual({ text: 'A.Armstr', truncated: true });
  });

  it('reads a truncated name whose dots OCR dropped', () => {
    expect(webName('Livrame')).toBe('Livramento');
  });

  it('ignores accents and folds OCR confusions (l/I/1, rn/m, 0/O)', () => {
    expect(normaliseName('Jiménez')).toBe('jimenez');
    expect(webName('Jimenez')).toBe('Jiménez');
    expect(webName('Sa')).toBe('Sá');
    expect(webName('L1oris')).toBe('Lloris');
    expect(webName('IIan')).toBe('Illan');
    expect(webName('Rashforcl')).toBe('Rashford');
    expect(webName('Haa1and')).toBe('Haaland');
    expect(normaliseName('Sarnedo')).toBe(normaliseName('Samedo'));
  });

  it('survives split and merged words', () => {
    expect(webName('Alexander Arnold')).toBe('Alexander-Arnold');
    expect(webName('AlexanderArnold')).toBe('Alexander-Arnold');
    expect(webName('A. Armstrong')).toBe('A.Armstrong');
  });

  it('keeps every same-named player as a candidate for the squad context to decide', () => {
    const james = nameCandidates('James', index).filter((c) => c.score === 1);
    expect(james.map((c) => c.element.first_name).sort()).toEqual(['Daniel', 'Reece']);
  });

  it('does not stretch short names: "Sen" is not Son, "Xy" is nobody', () => {
    expect((best('Sen')?.score ?? 0) < 0.7).toBe(true);
    expect(nameCandidates('Xy', index, { minScore: 0.6 })).toEqual([]);
    expect(nameCandidates('', index)).toEqual([]);
  });

  it('finds a name with a letter OCR has no glyph for by the Latin letter it reads instead', () => {
    const gross = {
      ...(ELEMENTS[0] as (typeof ELEMENTS)[number]),
      id: 9001,
      web_name: 'Groß',
      second_name: 'Groß',
    };
    const accented = [
      { id: 9002, web_name: 'Muñoz', second_name: 'Muñoz' },
      { id: 9003, web_name: 'Rúben', second_name: 'Santos Gato Alves Dias' },
    ].map((names) => ({ ...(ELEMENTS[0] as (typeof ELEMENTS)[number]), ...names }));
    const withAccents = buildNameIndex([...ELEMENTS, gross, ...accented]);
    const reads: [string, number][] = [
      ...['GroR', 'GroB', 'Grol', 'Grof8', 'Gross', 'Groß'].map((read): [string, number] => [read, 9001]),
      ['Muiioz', 9002],
      ['Munoz', 9002],
      ['Riiben', 9003],
      ['Ruben', 9003],
    ];
    for (const [read, id] of reads) {
      const [best] = nameCandidates(read, withAccents);
      expect(best?.element.id, read).toBe(id);
      // Sure enough to take without review.
      expect(best?.score, read).toBeGreaterThanOrEqual(REVIEW_CONFIDENCE_THRESHOLD);
    }
  });
});

describe('full names', () => {
  it('are matched whole, never by a first name cut short', () => {
    const silva = {
      ...(ELEMENTS[0] as FplElement),
      id: 900,
      web_name: 'Silva',
      first_name: 'António',
      second_name: 'Silva',
    };
    const index = buildNameIndex([silva]);
    // Only the whole-name comparison remains, far below a match (the extractor needs 0.6).
    expect(nameCandidates('Antonio', index, { minScore: 0 })[0]?.score).toBeLessThan(0.6);
    expect(nameCandidates('Antonio Silva', index)[0]?.element.id).toBe(900);
  });
});

describe('a name as FPL prints it', () => {
  const base = ELEMENTS[0] as FplElement;
  const gabriels = buildNameIndex([
    {
      ...base,
      id: 201,
      web_name: 'Gabriel',
      first_name: 'Gabriel',
      second_name: 'dos Santos Magalhães',
      known_name: 'Gabriel Magalhães',
      element_type: 2,
    },
    {
      ...base,
      id: 202,
      web_name: 'Martinelli',
      first_name: 'Gabriel',
      second_name: 'Martinelli Silva',
      known_name: 'Gabriel Martinelli',
      element_type: 3,
    },
  ]);

  it('"Gabriel" is the player whose web_name is Gabriel; his first name does not make Martinelli a candidate', () => {
    const found = nameCandidates('Gabriel', gabriels, { minScore: 0.55 });
    expect(found.map((c) => [c.element.id, c.byWebName])).toEqual([[201, true]]);
  });

  it('says when a match comes through another name than the web_name', () => {
    const found = nameCandidates('Magalhães', gabriels, { minScore: 0.55 });
    expect(found[0]).toMatchObject({ byWebName: false });
    expect(found[0]?.element.id).toBe(201);
  });
});
