// Probability that a player is available to play, from FPL's status flag, chance of playing and news. A player
// FPL gives 0% is out until the return date in his news ("Expected back 11 Apr", "Suspended until 26 Apr"), then
// fades back in; with no return date ("Unknown return date", or no date at all) he stays out until FPL gives one.
import type { ProjectionElement } from './types.js';

type AvailabilityFields = Pick<ProjectionElement, 'status' | 'chance_of_playing_next_round'> &
  Partial<Pick<ProjectionElement, 'news' | 'news_added'>>;

/** Chance of playing when FPL gives a doubtful status but no percentage. */
const STATUS_CHANCE: Record<string, number> = { a: 1, d: 0.5 };
/** Statuses that do not clear with time: left the club, or on loan. */
const LASTING_STATUSES = new Set(['u']);
/** Injured, suspended, unavailable, not in the squad: out next gameweek whatever the percentage says. */
const OUT_STATUSES = new Set(['i', 's', 'u', 'n']);
const DAY = 86_400_000;
const WEEK = 7 * DAY;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** "Expected back 11 Apr", "Suspended until 26 Apr": the day and month FPL gives, without a year. */
const RETURN_DATE = /\b(?:back|until)\s+(\d{1,2})\s+([A-Za-z]{3})/i;

/** Availability for the next gameweek. */
export function availabilityNext(element: AvailabilityFields) {
  if (OUT_STATUSES.has(element.status)) return 0;
  const chance = element.chance_of_playing_next_round;
  if (chance !== null && chance !== undefined && Number.isFinite(chance)) {
    return Math.min(1, Math.max(0, chance / 100));
  }
  return STATUS_CHANCE[element.status] ?? 1;
}

/**
 * The return date in a player's news, as a time in ms, or null when FPL gives none. The news has no year: the
 * date is the first with that day and month on or after the day the news was written (`news_added`), or, without
 * it, on or after a month before `now` (a date that has just passed is still that date).
 */
export function returnDate(element: Partial<Pick<ProjectionElement, 'news' | 'news_added'>>, now?: number) {
  const match = RETURN_DATE.exec(element.news ?? '');
  const month = MONTHS.indexOf(match?.[2]?.toLowerCase() ?? '');
  const day = Number(match?.[1]);
  if (!match || month < 0 || !(day >= 1 && day <= 31)) return null;
  const added = element.news_added ? Date.parse(element.news_added) : Number.NaN;
  const from = Number.isFinite(added) ? added - DAY : now !== undefined ? now - 31 * DAY : Number.NaN;
  if (!Number.isFinite(from)) return null;
  const year = new Date(from).getUTCFullYear();
  const date = Date.UTC(year, month, day);
  return date >= from ? date : Date.UTC(year + 1, month, day);
}

/**
 * Availability `ahead` gameweeks after the next one. A doubtful player's missing share shrinks by `persistence` a
 * gameweek (knocks clear). A player FPL gives 0%: out next gameweek; later, with a return date and the
 * fixture's kickoff, out before the date and faded back in after it (1 − persistence^(weeks since + 1): half in
 * his first week back, as a player returning lacks fitness and his place), counted from `now` when the date
 * has passed; with no return date, out over the whole horizon; players who left the club stay out.
 */
export function availabilityAhead(
  element: AvailabilityFields,
  ahead: number,
  persistence: number,
  timing: { kickoff?: number | null; now?: number } = {},
): number {
  const next = availabilityNext(element);
  if (ahead <= 0) return next;
  if (next > 0) return 1 - (1 - next) * persistence ** ahead;
  if (LASTING_STATUSES.has(element.status)) return 0;
  const back = returnDate(element, timing.now);
  if (back === null) return 0;
  const { kickoff, now } = timing;
  // Without a kickoff the date cannot be placed: the gameweek count stands in for the weeks since it.
  if (kickoff === null || kickoff === undefined || !Number.isFinite(kickoff)) return 1 - persistence ** ahead;
  const from = now !== undefined && back < now ? now : back;
  if (kickoff < from) return 0;
  return 1 - persistence ** (Math.floor((kickoff - from) / WEEK) + 1);
}
