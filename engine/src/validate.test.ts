import { describe, expect, it } from 'vitest';
import { analyzeSquad, InvalidInputError, planTransfers, projectPlayers, recommendChips } from './index.js';

// A caller from plain JavaScript can pass anything: each entry point says which field is wrong.
const call = (fn: (input: never) => unknown, input: unknown) => () => fn(input as never);

describe('input of the wrong shape', () => {
  it('recommendChips({}) names the missing squad', () => {
    expect(call(recommendChips, {})).toThrow(InvalidInputError);
    expect(call(recommendChips, {})).toThrow('recommendChips: squad must be an object');
    expect(call(recommendChips, { squad: { players: [] } })).toThrow(
      'recommendChips: fixtures must be an array',
    );
  });

  it('the other entry points check their input too', () => {
    expect(call(recommendChips, undefined)).toThrow('recommendChips: input must be an object');
    expect(call(analyzeSquad, { squad: {} })).toThrow('analyzeSquad: squad.players must be an array');
    expect(call(planTransfers, { squad: [], pool: [] })).toThrow('planTransfers: points must be a function');
    expect(call(projectPlayers, { elements: [], fixtures: [], history: [], gameweek: 0 })).toThrow(
      'projectPlayers: gameweek must be a gameweek number',
    );
  });

  it('is an EngineError with the function and field', () => {
    try {
      recommendChips({} as never);
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidInputError);
      expect(error).toMatchObject({ name: 'InvalidInputError', fn: 'recommendChips', field: 'squad' });
    }
  });
});
