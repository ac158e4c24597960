// What the replay is measured against: the average FPL manager and each week's highest score (2025-26's
// end-of-season bootstrap `events`), and FPL's own ep_next as the projections of a second replay.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FplElement, FplEvent, FplFixture } from '../../src/fpl-api.js';
import type { PointsFn } from '../../src/planner/plan-squad.js';
import { fplDataDir } from '../data-dir.js';
import { END_OF_SEASON_BOOTSTRAP } from './data-2025-26.js';

export interface WeeklyBaselines {
  /** events[].average_entry_score by gameweek. */
  average: ReadonlyMap<number, number>;
  /** events[].highest_score by gameweek: the ceiling. */
  highest: ReadonlyMap<number, number>;
}

/** The average manager and the week's best, where the season's final bootstrap is kept (2025-26 only). */
export function weeklyBaselines(season: string, dataDir = fplDataDir()): WeeklyBaselines | null {
  if (season !== '2025-26') return null;
  const bootstrap = JSON.parse(readFileSync(join(dataDir, END_OF_SEASON_BOOTSTRAP), 'utf8')) as {
    events: FplEvent[];
  };
  return {
    average: new Map(bootstrap.events.map((e) => [e.id, e.average_entry_score ?? 0])),
    highest: new Map(bootstrap.events.map((e) => [e.id, e.highest_score ?? 0])),
  };
}

/** Fixtures of each club in each gameweek. */
export function fixtureCounts(fixtures: readonly FplFixture[]): (club: number, gameweek: number) => number {
  const counts = new Map<string, number>();
  for (const f of fixtures) {
    if (f.event === null) continue;
    for (const club of [f.team_h, f.team_a]) {
      const key = `${club}:${f.event}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return (club, gameweek) => counts.get(`${club}:${gameweek}`) ?? 0;
}

/**
 * FPL's ep_next as a points function at the deadline of `gameweek`: ep_next for that gameweek; later ones get
 * ep_next per fixture times their fixture count (0 in a blank). A player whose club blanks at the deadline has
 * ep_next 0, so his per-fixture value comes from ep_this (FPL's estimate for the gameweek before).
 * Null when the deadline has no ep_next recorded.
 */
export function epNextPoints(
  elements: readonly FplElement[],
  fixtures: readonly FplFixture[],
  gameweek: number,
): PointsFn | null {
  if (!elements.some((e) => e.ep_next !== null && e.ep_next !== undefined)) return null;
  const count = fixtureCounts(fixtures);
  const parse = (text: string | null | undefined) => {
    const n = Number.parseFloat(text ?? '');
    return Number.isFinite(n) ? n : 0;
  };
  const next = new Map<number, number>();
  const perFixture = new Map<number, number>();
  for (const e of elements) {
    const ep = parse(e.ep_next);
    next.set(e.id, ep);
    const now = count(e.team, gameweek);
    const before = count(e.team, gameweek - 1);
    perFixture.set(e.id, now > 0 ? ep / now : before > 0 ? parse(e.ep_this) / before : 0);
  }
  const teamOf = new Map(elements.map((e) => [e.id, e.team]));
  return (id, gw) =>
    gw === gameweek ? (next.get(id) ?? 0) : (perFixture.get(id) ?? 0) * count(teamOf.get(id) ?? 0, gw);
}
