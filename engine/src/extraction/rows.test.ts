import { describe, expect, it } from 'vitest';
import type { Position } from '../types.js';
import { placeRows, type RowRole } from './rows.js';

/** A plate for the tests: the position of the player its name matches (none: a label), and a line under it. */
interface Fake {
  name: string;
  matches?: Position;
  plated: boolean;
}

const row = (position: Position | undefined, n: number, prefix = position ?? 'label'): Fake[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `${prefix}${i}`,
    plated: true,
    ...(position ? { matches: position } : {}),
  }));

const fitOf = (plate: Fake, role: RowRole) =>
  plate.matches && (role === null || role === 'BENCH' || role === plate.matches) ? 1 : 0;
const plated = (plate: Fake) => plate.plated;

describe('placeRows', () => {
  it('leaves out a five-label header strip above a 2-5-5-3 pitch and places the squad by position', () => {
    const strip = row(undefined, 5);
    const rows = [strip, row('GKP', 2), row('DEF', 5), row('MID', 5), row('FWD', 3)];
    const placed = placeRows(rows, fitOf, plated);
    expect(placed).toMatchObject({ shape: 'squad', placed: true, roles: ['GKP', 'DEF', 'MID', 'FWD'] });
    expect(placed.rows).not.toContain(strip);
  });

  it('places an XI and its bench as Pick Team rows', () => {
    const bench = [...row('GKP', 1, 'b'), ...row('DEF', 1, 'b'), ...row('MID', 2, 'b')];
    const rows = [row('GKP', 1), row('DEF', 4), row('MID', 4), row('FWD', 2), bench];
    const placed = placeRows(rows, fitOf, plated);
    expect(placed).toMatchObject({ shape: 'pick-team', placed: true });
    expect(placed.roles).toEqual(['GKP', 'DEF', 'MID', 'FWD', 'BENCH']);
  });

  it('lets the names win over the shape: a row of defenders is never the midfield because of a stray row', () => {
    // A stray row of two plated words matching nobody, between the goalkeepers and the defenders.
    const rows = [row('GKP', 2), row(undefined, 2), row('DEF', 5), row('MID', 5), row('FWD', 3)];
    const placed = placeRows(rows, fitOf, plated);
    expect(placed.roles).toEqual(['GKP', 'DEF', 'MID', 'FWD']);
    expect(placed.rows[1]?.[0]?.matches).toBe('DEF');
  });

  it('fixes no position when no shape places the rows, keeping every row of plates', () => {
    const rows = [row('FWD', 3), row('GKP', 2), row('MID', 5), row('DEF', 5)];
    const placed = placeRows(rows, fitOf, plated);
    expect(placed.placed).toBe(false);
    expect(placed.roles).toEqual([null, null, null, null]);
    expect(placed.rows).toHaveLength(4);
  });
});
