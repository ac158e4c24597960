import type { Countdown } from '@fpl-assistant/engine';
import { UsageError } from './errors.js';

/** How dates are shown: the machine's locale and time zone unless given. */
export interface DateDisplay {
  locale?: string;
  timeZone?: string;
}

/** A time zone Intl knows, else a usage error (Intl's own RangeError is cryptic). */
export function checkTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new UsageError(`Unknown time zone '${timeZone}' (use an IANA name such as Europe/London or UTC)`);
  }
  return timeZone;
}

/** Long local format for a deadline, e.g. 'Saturday 18 April 2026 at 11:00 BST'. */
export function formatDeadline(instant: string | Date, display: DateDisplay = {}): string {
  return new Intl.DateTimeFormat(display.locale, {
    timeZone: display.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(instant));
}

/** Kickoff time of day, e.g. '15:00'. */
export function formatKickoff(instant: string, display: DateDisplay = {}): string {
  return new Intl.DateTimeFormat(display.locale, {
    timeZone: display.timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** A local calendar date 'YYYY-MM-DD' (already in the display zone) as 'Saturday 18 April 2026'. */
export function formatDay(date: string, display: DateDisplay = {}): string {
  return new Intl.DateTimeFormat(display.locale, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

export function formatCountdown({ days, hours, minutes, seconds }: Countdown): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${days}d ${two(hours)}h ${two(minutes)}m ${two(seconds)}s`;
}
