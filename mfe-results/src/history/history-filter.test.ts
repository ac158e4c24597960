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
  it('searches by the locale date', () => {
    expect(filterSuggestions(saved, '02/10/2026', null, 'en-GB').map((s) => s.id)).toEqual(['b']);
  });
  it('combines search and the gameweek filter', () => {
    expect(filterSuggestions(saved, '21/11', 15, 'en-GB').map((s) => s.id)).toEqual(['c']);
    expect(filterSuggestions(saved, '', 12, 'en-GB').map((s) => s.id)).toEqual(['b']);
  });
});
