// Parsers for numeric command-line options: commander reports their InvalidArgumentError as
// "error: option '--x <n>' argument 'abc' is invalid. Expected ..." and exits with code 1.
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
