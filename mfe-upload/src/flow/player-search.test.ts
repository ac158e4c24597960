import type { FplElement } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import { searchKey, searchPlayers } from './player-search';

const element = (
  id: number,
  web_name: string,
  team: number,
  element_type: 1 | 2 | 3 | 4,
  selected = '1.0',
  names: [string, string] = ['', web_name],
): FplElement =>
  ({
    id,
    code: id * 10,
    web_name,
    first_name: names[0],
    second_name: names[1],
    team,
    team_code: team,
    element_type,
    now_cost: 50,
    selected_by_percent: selected,
  }) as FplElement;

const ELEMENTS = [
  element(1, 'Henderson', 7, 1, '5.0', ['Dean', 'Henderson']),
  element(2, 'Henderson', 4, 3, '0.5', ['Jordan', 'Henderson']),
  element(3, 'Lewis-Skelly', 1, 2, '12.0', ['Myles', 'Lewis-Skelly']),
  element(4, 'Groß', 5, 3, '0.3', ['Pascal', 'Groß']),
  element(5, 'Kadıoğlu', 5, 2, '0.8', ['Ferdi', 'Kadıoğlu']),
  element(6, 'B.Fernandes', 14, 3, '20.1', ['Bruno Borges', 'Fernandes']),
  element(7, 'Haaland', 13, 4, '60.2', ['Erling', 'Haaland']),
];

const ids = (found: FplElement[]) => found.map((e) => e.id);
const any = { text: '', position: '', teamId: 0 } as const;

describe('searchPlayers', () => {
  it('filters by position and by club', () => {
    expect(ids(searchPlayers(ELEMENTS, { ...any, text: 'henderson', position: 'GKP' }))).toEqual([1]);
    expect(ids(searchPlayers(ELEMENTS, { ...any, text: 'henderson', teamId: 4 }))).toEqual([2]);
    expect(ids(searchPlayers(ELEMENTS, { ...any, position: 'DEF' }))).toEqual([3, 5]);
  });

  it('finds names with letters beyond ASCII and names cut by an ellipsis', () => {
    expect(ids(searchPlayers(ELEMENTS, { ...any, text: 'gross' }))).toEqual([4]);
    expect(ids(searchPlayers(ELEMENTS, { ...any, text: 'Kadioglu' }))).toEqual([5]);
    expect(ids(searchPlayers(ELEMENTS, { ...any, text: 'Lewis-Sk…' }))).toEqual([3]);
    expect(ids(searchPlayers(ELEMENTS, { ...any, text: 'B.Fernan' }))).toEqual([6]);
    expect(ids(searchPlayers(ELEMENTS, { ...any, text: 'bruno' }))).toEqual([6]);
  });

  it('puts candidates first, then the most selected; leaves out players already in the squad', () => {
    expect(ids(searchPlayers(ELEMENTS, any, { prefer: [4, 2] })).slice(0, 3)).toEqual([4, 2, 7]);
    expect(ids(searchPlayers(ELEMENTS, { ...any, text: 'hen' }, { exclude: new Set([1]) }))).toEqual([2]);
    expect(searchPlayers(ELEMENTS, any, { limit: 3 })).toHaveLength(3);
  });

  it('ranks names starting with the text before names containing it', () => {
    const found = searchPlayers([element(8, 'Andersen', 1, 2, '50'), element(9, 'Anderson', 2, 3, '1')], {
      ...any,
      text: 'anders',
    });
    expect(ids(found)).toEqual([8, 9]);
    const contained = searchPlayers([element(10, 'Hernández', 1, 2, '50'), element(11, 'Ández', 2, 2, '1')], {
      ...any,
      text: 'andez',
    });
    expect(ids(contained)).toEqual([11, 10]);
  });

  it('folds case and accents', () => {
    expect(searchKey('Ødegaard Groß Kadıoğlu')).toBe('odegaard gross kadioglu');
  });
});
