import { CHIP_KEYS, LAST_GAMEWEEK, MAX_FREE_TRANSFERS, SQUAD_SIZE } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import { ExtractedTeamDataSchema, parseSquad, SQUAD_CONTRACT_LIMITS, StoredTeamDataSchema } from './index.js';

const player = (id: number) => ({
  id,
  name: `P${id}`,
  team: 'ARS',
  position: 'MID',
  price: 5,
  isStarter: id <= 11,
  isCaptain: id === 1,
  isViceCaptain: id === 2,
});
const squad = {
  gameweek: 10,
  freeTransfers: 1,
  budget: 0.5,
  formation: '4-4-2',
  players: Array.from({ length: 15 }, (_, i) => player(i + 1)),
};

describe('the squad contract', () => {
  it('takes its bounds from the engine', () => {
    expect(SQUAD_CONTRACT_LIMITS.players.max).toBe(SQUAD_SIZE);
    expect(SQUAD_CONTRACT_LIMITS.gameweek.max).toBe(LAST_GAMEWEEK);
    expect(SQUAD_CONTRACT_LIMITS.freeTransfers.max).toBe(MAX_FREE_TRANSFERS);
  });

  it('accepts a squad and refuses a sixteenth player or gameweek 39', () => {
    expect(parseSquad(squad)).toMatchObject({ ok: true });
    const sixteen = { ...squad, players: [...squad.players, player(16)] };
    expect(ExtractedTeamDataSchema.safeParse(sixteen).success).toBe(false);
    const late = parseSquad({ ...squad, gameweek: LAST_GAMEWEEK + 1 });
    expect(late).toEqual({ ok: false, problems: [expect.stringMatching(/^gameweek: /)] });
  });

  it('knows every chip key, and refuses a misspelt one', () => {
    const chipStatus = Object.fromEntries(CHIP_KEYS.map((key) => [key, { used: false }]));
    expect(parseSquad({ ...squad, chipStatus }).ok).toBe(true);
    expect(parseSquad({ ...squad, chipStatus: { wildcard: { used: true } } }).ok).toBe(false);
  });

  it('stores exactly what was reviewed: unknown keys refused', () => {
    expect(StoredTeamDataSchema.safeParse(squad).success).toBe(true);
    expect(StoredTeamDataSchema.safeParse({ ...squad, extra: 1 }).success).toBe(false);
  });
});
