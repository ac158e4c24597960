import { describe, expect, it } from 'vitest';
import { availabilityAhead, availabilityNext, returnDate } from './availability.js';
import { projectPlayers } from './project-players.js';
import { smallSeason } from './test-data.js';
import type { ProjectionElement } from './types.js';

const flagged = (status: string, chance: number | null) => ({ status, chance_of_playing_next_round: chance });

describe('availability', () => {
  it('is 0 next gameweek for the injured, suspended, unavailable and those not in the squad', () => {
    for (const status of ['i', 's', 'u', 'n']) {
      expect(availabilityNext(flagged(status, null))).toBe(0);
      expect(availabilityNext(flagged(status, 0))).toBe(0);
      // A percentage the status contradicts does not bring him back.
      expect(availabilityNext(flagged(status, 75))).toBe(0);
    }
    expect(availabilityNext(flagged('a', 0))).toBe(0);
  });

  it('follows the chance of playing, and takes a doubtful player without one as even', () => {
    expect(availabilityNext(flagged('d', 25))).toBe(0.25);
    expect(availabilityNext(flagged('d', 75))).toBe(0.75);
    expect(availabilityNext(flagged('d', null))).toBe(0.5);
    expect(availabilityNext(flagged('a', null))).toBe(1);
    expect(availabilityNext(flagged('a', 100))).toBe(1);
  });

  it('lets a doubtful player recover: the missing share shrinks a gameweek', () => {
    expect(availabilityAhead(flagged('d', 50), 1, 0.5)).toBe(0.75);
    expect(availabilityAhead(flagged('d', 25), 2, 0.5)).toBeCloseTo(1 - 0.75 * 0.25, 12);
  });

  it('keeps a 0% player with no return date out over the whole horizon', () => {
    for (const news of ['Achilles injury - Unknown return date', 'Suspended - unknown return date', '']) {
      for (const status of ['i', 's', 'n', 'u']) {
        const element = { ...flagged(status, 0), news, news_added: '2026-03-30T10:00:00Z' };
        for (const ahead of [1, 2, 4, 8]) expect(availabilityAhead(element, ahead, 0.5)).toBe(0);
      }
    }
  });
});

describe('return dates', () => {
  const DAY = 86_400_000;
  const at = (iso: string) => Date.parse(iso);
  it('reads the day and month FPL gives, in the year after the news was written', () => {
    const news = (text: string, added: string | null) => ({ news: text, news_added: added });
    expect(returnDate(news('Knee injury - Expected back 11 Apr', '2026-03-30T10:00:00Z'))).toBe(
      at('2026-04-11T00:00:00Z'),
    );
    expect(returnDate(news('Suspended until 26 Apr', '2026-03-21T19:00:09Z'))).toBe(at('2026-04-26'));
    // An ACL in December: "Expected back 30 Sep" is next September.
    expect(returnDate(news('Knee injury - Expected back 30 Sep', '2025-12-27T22:00:11Z'))).toBe(
      at('2026-09-30'),
    );
    expect(returnDate(news('Knock - Expected back 02 Jan', '2025-12-20T10:00:00Z'))).toBe(at('2026-01-02'));
    // No news_added: a month back from now at the earliest.
    expect(returnDate(news('Hamstring injury - Expected back 20 Apr', null), at('2026-04-18'))).toBe(
      at('2026-04-20'),
    );
    expect(returnDate(news('Hamstring injury - Expected back 20 Apr', null))).toBeNull();
    for (const text of ['Achilles injury - Unknown return date', 'Suspended - unknown return date', '']) {
      expect(returnDate(news(text, '2026-03-30T10:00:00Z'))).toBeNull();
    }
  });

  it('keeps a 0% player out before his return date and fades him in over the weeks after it', () => {
    const now = at('2026-04-18T10:00:00Z');
    const player = {
      ...flagged('i', 0),
      news: 'Hamstring injury - Expected back 02 May',
      news_added: '2026-04-11T20:30:08Z',
    };
    const kickoff = (days: number) => ({ kickoff: now + days * DAY, now });
    // Next gameweek out whatever the date; before 2 May out; then half, three quarters, seven eighths.
    expect(availabilityAhead(player, 0, 0.5, kickoff(0))).toBe(0);
    expect(availabilityAhead(player, 1, 0.5, kickoff(7))).toBe(0);
    expect(availabilityAhead(player, 2, 0.5, kickoff(14.5))).toBe(0.5);
    expect(availabilityAhead(player, 3, 0.5, kickoff(21.5))).toBe(0.75);
    expect(availabilityAhead(player, 4, 0.5, kickoff(28.5))).toBe(0.875);
  });

  it('fades a player whose date has passed back in from the deadline, as the next gameweek is still out', () => {
    const now = at('2026-04-18T10:00:00Z');
    const late = {
      ...flagged('i', 0),
      news: 'Knock - Expected back 10 Apr',
      news_added: '2026-04-01T00:00:00Z',
    };
    expect(availabilityAhead(late, 0, 0.5, { kickoff: now, now })).toBe(0);
    expect(availabilityAhead(late, 1, 0.5, { kickoff: now + 7 * DAY, now })).toBe(0.75);
  });
});

describe('projections of flagged players', () => {
  const input = smallSeason();
  const forward = 10;
  const withFlag = (status: string, chance: number | null) => ({
    ...input,
    elements: input.elements.map(
      (e): ProjectionElement =>
        e.id === forward ? { ...e, status, chance_of_playing_next_round: chance } : e,
    ),
  });
  const next = (status: string, chance: number | null) =>
    projectPlayers(withFlag(status, chance), { elements: [forward] })[0]?.gameweeks[0];
  const fit = next('a', null);

  it('project exactly 0 next gameweek when out, in every part of every fixture', () => {
    for (const [status, chance] of [
      ['i', 0],
      ['s', null],
      ['u', 0],
      ['n', 100],
      ['a', 0],
    ] as const) {
      const gw = next(status, chance);
      expect(gw?.expectedPoints).toBe(0);
      for (const f of gw?.fixtures ?? []) {
        expect([f.pStart, f.pAppear, f.p60, f.expectedMinutes]).toEqual([0, 0, 0, 0]);
        for (const part of Object.values(f.breakdown)) expect(part === 0).toBe(true);
      }
    }
  });

  const dated = (news: string) => ({
    ...input,
    fixtures: input.fixtures.map((f) => ({
      ...f,
      kickoff_time: new Date(Date.UTC(2026, 3, 4 + 7 * ((f.event ?? 1) - 4), 14)).toISOString(),
    })),
    elements: input.elements.map(
      (e): ProjectionElement =>
        e.id === forward
          ? { ...e, status: 'i', chance_of_playing_next_round: 0, news, news_added: '2026-03-28T10:00:00Z' }
          : e,
    ),
  });
  const horizon = (season: typeof input) =>
    projectPlayers(season, { elements: [forward], horizon: 3 })[0]?.gameweeks.map((g) => g.expectedPoints) ??
    [];

  it('project a 0% player with no return date at zero over the horizon (Saka, "Unknown return date")', () => {
    expect(horizon(dated('Achilles injury - Unknown return date'))).toEqual([0, 0, 0]);
    expect(horizon(withFlag('i', 0))).toEqual([0, 0, 0]);
  });

  it('project a player with a return date at zero before it and faded in after it', () => {
    // GW4 on 4 Apr, GW5 on 11 Apr (club 1 blanks), GW6 on 18 Apr: back on 15 Apr, so half in GW6.
    const fitAll = horizon({ ...dated(''), elements: input.elements });
    const back = horizon(dated('Hamstring injury - Expected back 15 Apr'));
    expect(back[0]).toBe(0);
    expect(back[2] ?? 0).toBeGreaterThan(0);
    expect(back[2]).toBeCloseTo((fitAll[2] ?? 0) / 2, 10);
    expect(horizon(dated('Knee injury - Expected back 01 Jun'))).toEqual([0, 0, 0]);
  });

  it('project a 25% player at a quarter of his fit projection', () => {
    expect(fit?.expectedPoints ?? 0).toBeGreaterThan(1);
    expect(next('d', 25)?.expectedPoints).toBeCloseTo((fit?.expectedPoints ?? 0) / 4, 10);
  });
});
