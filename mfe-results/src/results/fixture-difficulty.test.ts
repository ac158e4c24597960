import { describe, expect, it } from 'vitest';
import { labelFixtures, parseFixtureText } from './fixture-difficulty';

describe('parseFixtureText', () => {
  it('reads opponent and venue in either case', () => {
    expect(parseFixtureText('SOU (H)')).toEqual({ opponent: 'SOU', venue: 'H' });
    expect(parseFixtureText('ars (a)')).toEqual({ opponent: 'ARS', venue: 'A' });
  });
  it('keeps free text as the opponent', () => {
    expect(parseFixtureText('Blank')).toEqual({ opponent: 'Blank', venue: null });
  });
});

describe('labelFixtures', () => {
  it('takes successive difficulties for a repeated opponent', () => {
    const upcoming = [
      { opponent: 'LIV', venue: 'H' as const, difficulty: 4 },
      { opponent: 'BUR', venue: 'A' as const, difficulty: 2 },
      { opponent: 'LIV', venue: 'H' as const, difficulty: 5 },
    ];
    const labels = labelFixtures(['LIV (H)', 'BUR (A)', 'LIV (H)', 'MCI (A)'], upcoming);
    expect(labels.map((l) => l.difficulty)).toEqual([4, 2, 5, null]);
  });
  it('does not match the wrong venue', () => {
    expect(labelFixtures(['LIV (A)'], [{ opponent: 'LIV', venue: 'H', difficulty: 4 }])[0]?.difficulty).toBe(
      null,
    );
  });
});
