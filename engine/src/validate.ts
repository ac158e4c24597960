// Shape checks at the public entry points, so a caller passing the wrong thing gets an InvalidInputError that
// names the field, not a TypeError from deep inside a planner.
import { InvalidInputError } from './errors.js';

type Fields = Record<string, unknown>;

/** `value` is a plain object; returns it typed as a record of its fields. */
export function expectObject(fn: string, field: string, value: unknown): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidInputError(fn, field, 'an object');
  }
  return value as Fields;
}

/** `value` is an array. */
export function expectArray(fn: string, field: string, value: unknown): void {
  if (!Array.isArray(value)) throw new InvalidInputError(fn, field, 'an array');
}

/** `value` is an integer gameweek, 1 or more. */
export function expectGameweek(fn: string, field: string, value: unknown): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new InvalidInputError(fn, field, 'a gameweek number (an integer from 1)');
  }
}

/** A squad as ExtractedTeamData: an object with a `players` array. */
export function expectSquad(fn: string, field: string, value: unknown): void {
  const squad = expectObject(fn, field, value);
  expectArray(fn, `${field}.players`, squad.players);
}
