import type { ExtractedTeamData, Player, Position, Recommendations } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import { buildLineup } from './lineup';

const p = (name: string, position: Position, isStarter: boolean, benchOrder?: number): Player => ({
  id: name.length,
  name,
  team: 'ARS',
  position,
  price: 5,
  isStarter,
  isCaptain: false,
  isViceCaptain: false,
  benchOrder,
});

const squad: ExtractedTeamData = {
  gameweek: 15,
  freeTransfers: 1,
  budget: 0.5,
  formation: '3-4-3',
  players: [
    p('G1', 'GKP', true),
    p('D1', 'DEF', true),
    p('D2', 'DEF', true),
    p('D3', 'DEF', true),
    p('M1', 'MID', true),
    p('M2', 'MID', true),
    p('M3', 'MID', true),
    p('M4', 'MID', true),
    p('F1', 'FWD', true),
    p('F2', 'FWD', true),
    p('F3', 'FWD', true),
    p('G2', 'GKP', false, 1),
    p('D4', 'DEF', false, 2),
    p('M5', 'MID', false, 3),
    p('D5', 'DEF', false, 4),
  ],
};

const recs = (over: Partial<Recommendations>): Recommendations => ({
  transfers: [],
  captain: { player: 'M1', reason: '', fixture: '', expectedPoints: 8 },
  viceCaptain: { player: 'F1', reason: '', fixture: '', expectedPoints: 7 },
  startingXI: [],
  bench: [],
  budgetImpact: { starting: 0.5, afterTransfers: 0.5, affordable: true },
  ...over,
});

const names = (players: Player[]) => players.map((x) => x.name);

describe('buildLineup', () => {
  it("uses the squad's own XI and formation without a recommended XI", () => {
    const lineup = buildLineup(squad, recs({}));
    expect(lineup.formation).toBe('3-4-3');
    expect(lineup.rows.map((r) => r.length)).toEqual([1, 3, 4, 3]);
    expect(names(lineup.bench)).toEqual(['G2', 'D4', 'M5', 'D5']);
  });

  it('places a bought player in the seat of the one sold, in the recommended shape, armbands marked', () => {
    const lineup = buildLineup(
      squad,
      recs({
        transfers: [
          {
            playerOut: 'F3',
            playerOutTeam: 'ARS',
            playerIn: 'New9',
            playerInTeam: 'AVL',
            cost: 0.5,
            priority: 'High',
            reason: '',
            stats: { form: 6, xG: 0.5, xA: 0.1, fixtures: ['BOU (A)', 'EVE (H)'] },
          },
        ],
        startingXI: ['G1', 'D1', 'D2', 'D3', 'D4', 'M1', 'M2', 'M3', 'M4', 'F1', 'New9'],
        bench: ['G2', 'F2', 'M5', 'D5'],
        captain: { player: 'New9', reason: '', fixture: '', expectedPoints: 9 },
      }),
      [
        { id: 1, short_name: 'ARS' },
        { id: 2, short_name: 'AVL' },
      ],
    );
    expect(lineup.formation).toBe('4-4-2');
    expect(names(lineup.rows[3] ?? [])).toEqual(['F1', 'New9']);
    // His club and FPL team id, so the pitch finds his fixtures; no fixture text carried over.
    expect(lineup.rows[3]?.[1]).toMatchObject({ team: 'AVL', teamId: 2, price: 5.5, isCaptain: true });
    expect(lineup.rows[3]?.[1]?.fixture).toBeUndefined();
    expect(names(lineup.bench)).toEqual(['G2', 'F2', 'M5', 'D5']);
    expect(lineup.captain).toBe('New9');
    expect(lineup.viceCaptain).toBe('F1');
  });

  it("keeps the squad's XI when a saved plan has none, with the transfers applied", () => {
    const lineup = buildLineup(squad, {
      transfers: [{ playerOut: 'M1', playerIn: 'Semenyo', playerInTeam: 'BOU', cost: 2 }],
      captain: { player: 'Semenyo' },
    });
    expect(lineup.formation).toBe('3-4-3');
    expect(names(lineup.rows[2] ?? [])).toEqual(['Semenyo', 'M2', 'M3', 'M4']);
    expect(lineup.captain).toBe('Semenyo');
  });

  it('still draws a pitch from an unreadable formation', () => {
    const lineup = buildLineup({ ...squad, formation: 'attack!' }, recs({}));
    expect(lineup.rows.flat()).toHaveLength(11);
  });
});
