// Parsers for command-line option values: commander reports their InvalidArgumentError as one line,
// "error: option '--x <n>' argument 'abc' is invalid. Expected ...", and the binary exits with code 2.
import { LAST_GAMEWEEK } from '@fpl-assistant/engine';
import { InvalidArgumentError } from 'commander';

export function positiveNumber(value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new InvalidArgumentError('Expected a positive number.');
  return number;
}

export function positiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new InvalidArgumentError('Expected a positive whole number.');
  return number;
}

export function gameweekNumber(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > LAST_GAMEWEEK) {
    throw new InvalidArgumentError(`Expected a gameweek from 1 to ${LAST_GAMEWEEK}.`);
  }
  return number;
}

export function transferCount(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 8) {
    throw new InvalidArgumentError('Expected a whole number from 0 to 8.');
  }
  return number;
}

/** An IANA time zone Intl knows (`--tz Europe/London`). */
export function timeZone(value: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    throw new InvalidArgumentError('Expected an IANA time zone such as Europe/London or UTC.');
  }
  return value;
}

/** An ISO date-time (`--now 2026-01-16T09:30:15Z`); kept as given, parsed where it is used. */
export function isoDateTime(value: string): string {
  if (Number.isNaN(new Date(value).getTime()))
    throw new InvalidArgumentError('Expected an ISO date-time such as 2026-01-16T09:30:00Z.');
  return value;
}
