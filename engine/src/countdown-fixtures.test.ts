import { describe, expect, it } from 'vitest';
import { countdown } from './countdown.js';
import { difficultyLabel, groupFixturesByDate } from './fixtures.js';
import { fixture } from './test-fixtures.js';

describe('countdown', () => {
  const deadline = '2026-04-18T10:00:00Z';

  it('is all zero exactly at the deadline and after it', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdown(deadline, new Date(deadline))).toEqual(zero);
    expect(countdown(deadline, Date.parse(deadline) + 1)).toEqual(zero);
    expect(countdown('not a date', Date.now())).toEqual(zero);
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.parse(deadline) - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdown(deadline, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('counts a second left until the last millisecond', () => {
    expect(countdown(deadline, Date.parse(deadline) - 999)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(countdown(new Date(deadline), Date.parse(deadline) - 1000).seconds).toBe(1);
  });
});

describe('difficultyLabel', () => {
  it.each([
    [4, 4, 'high'],
    [3, 5, 'high'],
    [3, 4, 'medium'],
    [3, 3, 'medium'],
    [2, 3, 'low'],
    [1, 2, 'low'],
  ] as const)('(%i, %i) → %s', (home, away, label) => {
    expect(difficultyLabel(home, away)).toBe(label);
  });
});

describe('groupFixturesByDate', () => {
  const now = Date.parse('2026-04-18T10:00:00Z');

  it('keeps unfinished fixtures kicking off after now, sorted, grouped by date', () => {
    const late = fixture(33, 1, 2, { kickoff_time: '2026-04-19T15:00:00Z' });
    const early = fixture(33, 3, 4, { kickoff_time: '2026-04-18T14:00:00Z' });
    const sameDay = fixture(33, 5, 6, { kickoff_time: '2026-04-18T11:30:00Z' });
    const finished = fixture(33, 7, 8, { kickoff_time: '2026-04-18T12:00:00Z', finished: true });
    const past = fixture(33, 9, 10, { kickoff_time: '2026-04-18T09:00:00Z' });
    const atNow = fixture(33, 11, 12, { kickoff_time: '2026-04-18T10:00:00Z' });
    const unscheduled = fixture(null, 13, 14, { kickoff_time: null });
    const days = groupFixturesByDate([late, early, sameDay, finished, past, atNow, unscheduled], now, 'UTC');
    expect(days.map((day) => [day.date, day.fixtures.map((f) => f.id)])).toEqual([
      ['2026-04-18', [sameDay.id, early.id]],
      ['2026-04-19', [late.id]],
    ]);
  });

  it('groups by the local date of the given time zone', () => {
    const lateEvening = fixture(33, 1, 2, { kickoff_time: '2026-04-18T23:30:00Z' });
    expect(groupFixturesByDate([lateEvening], now, 'UTC')[0]?.date).toBe('2026-04-18');
    expect(groupFixturesByDate([lateEvening], now, 'Europe/Berlin')[0]?.date).toBe('2026-04-19');
    expect(groupFixturesByDate([lateEvening], now, 'America/New_York')[0]?.date).toBe('2026-04-18');
  });
});
