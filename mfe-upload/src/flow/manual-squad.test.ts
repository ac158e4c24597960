import type { ExtractedTeamData } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import { FALLBACK_GAMEWEEK } from './extract-squad';
import { emptySquad, squadAfterFailure } from './manual-squad';

describe('emptySquad', () => {
  it('plans the next gameweek with 1 free transfer and £0.0m, both flagged as not read', () => {
    expect(emptySquad(2)).toEqual({
      gameweek: 2,
      freeTransfers: 1,
      budget: 0,
      bank: 0,
      formation: '4-4-2',
      players: [],
      lowConfidenceFields: ['freeTransfers', 'bank'],
    });
  });

  it('flags the gameweek too when the live data could not say which it is', () => {
    const squad = emptySquad(undefined);
    expect(squad.gameweek).toBe(FALLBACK_GAMEWEEK);
    expect(squad.lowConfidenceFields).toEqual(['gameweek', 'freeTransfers', 'bank']);
  });
});

describe('squadAfterFailure', () => {
  const partial: ExtractedTeamData = {
    gameweek: 2,
    freeTransfers: 1,
    budget: 0,
    bank: 0,
    formation: '0-0-0',
    players: [],
    unresolved: [{ read: 'Lewis-Sk…', position: 'DEF', isStarter: true }],
    lowConfidenceFields: ['freeTransfers', 'bank'],
  };

  it('keeps what was read, with a formation the review can edit', () => {
    expect(squadAfterFailure(partial, 2)).toEqual({ ...partial, formation: '4-4-2' });
    expect(squadAfterFailure({ ...partial, formation: '3-5-2' }, 2).formation).toBe('3-5-2');
  });

  it("plans the next deadline's gameweek, not an old one read from the header (issue 30)", () => {
    // The no-squad screenshot is a 2020-21 GW26 Points page; the next deadline is GW33.
    const old = { ...partial, gameweek: 26, lowConfidenceFields: ['gameweek' as const, 'bank' as const] };
    expect(squadAfterFailure(old, 33)).toMatchObject({ gameweek: 33, lowConfidenceFields: ['bank'] });
    // Without the next deadline the read one stays, flagged for the manager.
    expect(squadAfterFailure({ ...old, lowConfidenceFields: [] }, undefined)).toMatchObject({
      gameweek: 26,
      lowConfidenceFields: ['gameweek'],
    });
  });

  it('starts empty when nothing came back', () => {
    expect(squadAfterFailure(null, 3)).toEqual(emptySquad(3));
  });
});
