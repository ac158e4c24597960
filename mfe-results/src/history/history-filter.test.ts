import { describe, expect, it } from 'vitest';
import { filterSuggestions, type SuggestionSummary, savedGameweeks } from './history-filter';

const summary = (id: string, gameweek: number, createdAt: string): SuggestionSummary => ({
  id,
  gameweek,
  createdAt,
  screenshotUrl: null,
  transfersCount: 1,
});

const saved = [
  summary('a', 15, '2026-11-20T10:00:00Z'),
  summary('b', 12, '2026-10-02T10:00:00Z'),
  summary('c', 15, '2026-11-21T10:00:00Z'),
];

describe('history filters', () => {
  it('lists distinct gameweeks, newest first', () => {
    expect(savedGameweeks(saved)).toEqual([15, 12]);
  });
  it('searches by gameweek, with or without GW', () => {
    expect(filterSuggestions(saved, '12', null, 'en-GB').map((s) => s.id)).toEqual(['b']);
    expect(filterSuggestions(saved, 'GW15', null, 'en-GB').map((s) => s.id)).toEqual(['a', 'c']);
  });
  it('finds a card by what it reads: "Gameweek 31", "GW31", "gw 31" (issue 30)', () => {
    const cards = [summary('x', 31, '2026-04-01T10:00:00Z'), summary('y', 3, '2025-08-20T10:00:00Z')];
    const ids = (query: string) => filterSuggestions(cards, query, null, 'en-GB').map((s) => s.id);
    expect(ids('Gameweek 31')).toEqual(['x']);
    expect(ids('gameweek  31')).toEqual(['x']);
    expect(ids('GW31')).toEqual(['x']);
    expect(ids('gw 31')).toEqual(['x']);
    expect(ids('Gameweek 3')).toEqual(['x', 'y']);
    expect(ids('Gameweek')).toEqual(['x', 'y']);
    expect(ids('Gameweek 4')).toEqual([]);
  });
  it('finds a card by a player the suggestion names, accents or not', () => {
    const cards = [
      { ...summary('x', 31, '2026-04-01T10:00:00Z'), players: ['Guéhi', 'Haaland'] },
      summary('y', 30, '2026-03-20T10:00:00Z'),
    ];
    const ids = (query: string) => filterSuggestions(cards, query, null, 'en-GB').map((s) => s.id);
    expect(ids('guehi')).toEqual(['x']);
    expect(ids('Haal')).toEqual(['x']);
    expect(ids('Salah')).toEqual([]);
  });
  it('searches by the locale date', () => {
    expect(filterSuggestions(saved, '02/10/2026', null, 'en-GB').map((s) => s.id)).toEqual(['b']);
  });
  it('combines search and the gameweek filter', () => {
    expect(filterSuggestions(saved, '21/11', 15, 'en-GB').map((s) => s.id)).toEqual(['c']);
    expect(filterSuggestions(saved, '', 12, 'en-GB').map((s) => s.id)).toEqual(['b']);
  });
});
