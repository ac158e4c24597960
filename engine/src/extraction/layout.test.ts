import { describe, expect, it } from 'vitest';
import { type Badge, layoutPlates, plateOfBadge } from './layout.js';

/** A name 10 px tall whose top is at y, centred on x. */
const name = (label: string, x: number, y: number) => ({
  label,
  box: { x0: x - 20, y0: y, x1: x + 20, y1: y + 10 },
});
const badge = (x: number, y: number): Badge => ({
  kind: 'V',
  box: { x0: x - 5, y0: y - 5, x1: x + 5, y1: y + 5 },
  confidence: 90,
});

describe('plateOfBadge', () => {
  it('gives a badge by the shoulder of a tall desktop shirt, 7.5 names above, to that name', () => {
    // The overlay screenshot's vice: the badge 57 px above a name 8 px tall.
    const jesus = name('Jesus', 100, 300);
    expect(plateOfBadge(badge(115, 230), [jesus])?.plate.label).toBe('Jesus');
  });

  it('takes the nearest name below, not the row under it, and nothing above or too far', () => {
    const own = name('own', 100, 300);
    const below = name('below', 100, 500);
    expect(plateOfBadge(badge(110, 250), [below, own])?.plate.label).toBe('own');
    // Below its name, or more than 8 name heights above any: no plate.
    expect(plateOfBadge(badge(110, 330), [own])).toBeUndefined();
    expect(plateOfBadge(badge(110, 200), [own])).toBeUndefined();
  });
});

describe('layoutPlates', () => {
  it('gives a name without ascenders or descenders the price under it', () => {
    // "Lacroix" as found on a desktop page: its box 10 px tall, the price's 13 px, 14 px below.
    const layout = layoutPlates([
      { text: 'Lacroix', confidence: 95, box: { x0: 755, y0: 659, x1: 820, y1: 669 } },
      { text: '£5.0m', confidence: 91, box: { x0: 760, y0: 683, x1: 814, y1: 696 } },
    ]);
    expect(layout.plates).toHaveLength(1);
    expect(layout.plates[0]?.price).toBe(5);
  });

  it('gives a name its price when the price lost its top rows (read "ES.1m")', () => {
    const layout = layoutPlates([
      { text: 'Senesi', confidence: 89, box: { x0: 988, y0: 557, x1: 1058, y1: 570 } },
      { text: 'ES.1m', confidence: 66, box: { x0: 996, y0: 588, x1: 1056, y1: 599 } },
    ]);
    expect(layout.plates[0]?.price).toBe(5.1);
  });
});

describe('mergeFragments', () => {
  it('joins the words of one plate, and reads a word found twice over the same pixels once', async () => {
    const { mergeFragments } = await import('./layout.js');
    const at = (text: string, x0: number, x1: number) => ({
      text,
      confidence: 95,
      box: { x0, y0: 10, x1, y1: 28 },
    });
    expect(mergeFragments([at('AVL', 100, 140), at('(H)', 146, 170)]).map((line) => line.text)).toEqual([
      'AVL (H)',
    ]);
    expect(mergeFragments([at('Eze', 690, 746), at('Eze', 691, 746)]).map((line) => line.text)).toEqual([
      'Eze',
    ]);
    // Two plates' same names side by side stay two.
    expect(mergeFragments([at('Eze', 100, 156), at('Eze', 300, 356)])).toHaveLength(2);
  });
});

describe('splitAcrossPlates', () => {
  // The middle-field row of a phone capture shrunk to 459 px: "M.França" and "George…" found as one line.
  const merged = { text: '[WFranca] George.)', confidence: 16, box: { x0: 182, y0: 596, x1: 364, y1: 618 } };
  const price = (x: number) => ({
    text: '£4.5m',
    confidence: 90,
    box: { x0: x, y0: 622, x1: x + 46, y1: 633 },
  });

  it('splits a line over two plates into one name each, at the words nearest their prices', () => {
    const layout = layoutPlates([merged, price(207), price(294)]);
    expect(layout.plates.map((plate) => plate.name)).toEqual(['WFranca', 'George.']);
    expect(layout.plates.map((plate) => plate.price)).toEqual([4.5, 4.5]);
    expect(layout.plates[0]?.box.x1).toBeLessThanOrEqual(layout.plates[1]?.box.x0 as number);
  });

  it('leaves a two-word name over one plate whole', () => {
    const vanHecke = { text: 'Van Hecke', confidence: 95, box: { x0: 139, y0: 495, x1: 212, y1: 506 } };
    const layout = layoutPlates([vanHecke, price(155)]);
    expect(layout.plates.map((plate) => plate.name)).toEqual(['Van Hecke']);
  });

  it('leaves a one-word line whole even over two prices', () => {
    const wide = { ...merged, text: 'Alexander-Arnold' };
    expect(layoutPlates([wide, price(207), price(294)]).plates.map((plate) => plate.name)).toEqual([
      'Alexander-Arnold',
    ]);
  });
});
