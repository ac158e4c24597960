// Probability that a player is available to play, from FPL's status flag and chance of playing.
import type { ProjectionElement } from './types.js';

/** Chance of playing when FPL gives a doubtful status but no percentage. */
const STATUS_CHANCE: Record<string, number> = { a: 1, d: 0.5 };
/** Statuses that do not clear with time: left the club, or on loan / not in the squad. */
const LASTING_STATUSES = new Set(['u', 'n']);
/** Injured, suspended, unavailable, not in the squad: out next gameweek whatever the percentage says. */
const OUT_STATUSES = new Set(['i', 's', 'u', 'n']);

/** Availability for the next gameweek. */
export function availabilityNext(
  element: Pick<ProjectionElement, 'status' | 'chance_of_playing_next_round'>,
) {
  if (OUT_STATUSES.has(element.status)) return 0;
  const chance = element.chance_of_playing_next_round;
  if (chance !== null && chance !== undefined && Number.isFinite(chance)) {
    return Math.min(1, Math.max(0, chance / 100));
  }
  return STATUS_CHANCE[element.status] ?? 1;
}

/**
 * Availability `ahead` gameweeks after the next one: knocks and short injuries clear, so the missing share
 * shrinks by `persistence` a gameweek; players who left the club stay out.
 */
export function availabilityAhead(
  element: Pick<ProjectionElement, 'status' | 'chance_of_playing_next_round'>,
  ahead: number,
  persistence: number,
): number {
  const next = availabilityNext(element);
  if (ahead <= 0 || LASTING_STATUSES.has(element.status)) return next;
  return 1 - (1 - next) * persistence ** ahead;
}
