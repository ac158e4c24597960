// The first gameweeks of a season give the model without last season almost nothing to read: every player
// gets the same priors (a 30% start rate, position-average xG), and a plan on flat projections would sell
// Haaland for a £4.0m reserve. Given last season (ProjectionInput.previousSeason) the model stands on its own
// from GW1 and ep_next is not blended at all: where FPL's pre-deadline ep_next is on record (2025-26 GW12-38)
// every share of it blended into the model made MAE, RMSE and Spearman worse, and before 2026-27 GW2 it rates
// goalkeeper Raya level with Haaland. Without last season, until each club has played a few matches, the
// projections lean on ep_next, spread over later fixtures by difficulty, and hand over to the model match by
// match.
import { difficultyFactor } from '../fixture-points.js';
import type { FplElement, FplFixture } from '../fpl-api.js';
import type { PlayerProjection } from '../projection/index.js';

/** Matches per club after which the model stands on its own. */
export const EARLY_SEASON_MATCHES = 4;

/**
 * The share of FPL's ep_next in the projections: none when last season is known to the model, otherwise
 * fading from 1 to 0 over the first EARLY_SEASON_MATCHES matches.
 */
export function epNextShare(matchesPlayed: number, hasPreviousSeason: boolean): number {
  if (hasPreviousSeason) return 0;
  return Math.max(0, 1 - matchesPlayed / EARLY_SEASON_MATCHES);
}

/** The (lower) median number of finished matches per club before `gameweek`. */
export function matchesPlayedBefore(
  fixtures: readonly FplFixture[],
  gameweek: number,
  clubs: number[],
): number {
  const played = new Map<number, number>(clubs.map((c) => [c, 0]));
  for (const f of fixtures) {
    if (f.event === null || f.event >= gameweek || !f.finished) continue;
    played.set(f.team_h, (played.get(f.team_h) ?? 0) + 1);
    played.set(f.team_a, (played.get(f.team_a) ?? 0) + 1);
  }
  const counts = [...played.values()].sort((a, b) => a - b);
  return counts[Math.floor((counts.length - 1) / 2)] ?? 0;
}

/**
 * Blends each fixture's projection with ep_next per match × a difficulty factor, the model weighing
 * matchesPlayed / EARLY_SEASON_MATCHES. Each fixture's parts are scaled to its new total so explanations still
 * add up. Players without an ep_next (or with one of 0 while their club plays) keep the model's numbers.
 */
export function blendWithEpNext(
  projections: readonly PlayerProjection[],
  elements: ReadonlyMap<number, FplElement>,
  matchesPlayed: number,
): PlayerProjection[] {
  const modelWeight = 1 - epNextShare(matchesPlayed, false);
  if (modelWeight >= 1) return [...projections];
  return projections.map((projection) => {
    const ep = Number.parseFloat(elements.get(projection.element)?.ep_next ?? '');
    const first = projection.gameweeks[0];
    const fixturesNext = first?.fixtures.length ?? 0;
    // ep_next is for the next gameweek: per match it is ep_next over that gameweek's fixtures.
    if (!Number.isFinite(ep) || fixturesNext === 0) return projection;
    const perMatch = ep / fixturesNext;
    let total = 0;
    const gameweeks = projection.gameweeks.map((g) => {
      const fixtures = g.fixtures.map((f) => {
        const prior = perMatch * difficultyFactor(f.difficulty);
        const expectedPoints = modelWeight * f.expectedPoints + (1 - modelWeight) * prior;
        const breakdown = { ...f.breakdown };
        if (f.expectedPoints > 0) {
          const scale = expectedPoints / f.expectedPoints;
          for (const key of Object.keys(breakdown) as (keyof typeof breakdown)[]) breakdown[key] *= scale;
        } else {
          for (const key of Object.keys(breakdown) as (keyof typeof breakdown)[]) breakdown[key] = 0;
          breakdown.appearance = expectedPoints;
        }
        return { ...f, expectedPoints, breakdown };
      });
      const expectedPoints = fixtures.reduce((s, f) => s + f.expectedPoints, 0);
      total += expectedPoints;
      return { ...g, expectedPoints, fixtures };
    });
    return { ...projection, gameweeks, totalExpectedPoints: total };
  });
}
