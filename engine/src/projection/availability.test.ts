import { describe, expect, it } from 'vitest';
import { availabilityAhead, availabilityNext } from './availability.js';
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

  it('lets injuries clear later but keeps players who left out', () => {
    expect(availabilityAhead(flagged('i', 0), 1, 0.5)).toBe(0.5);
    expect(availabilityAhead(flagged('s', 0), 2, 0.5)).toBe(0.75);
    expect(availabilityAhead(flagged('u', 0), 3, 0.5)).toBe(0);
    expect(availabilityAhead(flagged('n', 0), 3, 0.5)).toBe(0);
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

  it('project a 25% player at a quarter of his fit projection', () => {
    expect(fit?.expectedPoints ?? 0).toBeGreaterThan(1);
    expect(next('d', 25)?.expectedPoints).toBeCloseTo((fit?.expectedPoints ?? 0) / 4, 10);
  });
});
