import type { FplElement, FplTeam, Player, Position, UnresolvedPlate } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import {
  emptySlots,
  giveArmband,
  placeOfPlate,
  placeOfPlayer,
  playerFromElement,
  reviewSquad,
  squadProblems,
  startsByDefault,
} from './squad-slots';

const TEAMS = ['ARS', 'AVL', 'BOU', 'BRE', 'BHA', 'CHE'].map(
  (short_name, i) => ({ id: i + 1, code: i + 1, name: short_name, short_name }) as FplTeam,
);

const SHAPE: Position[] = [
  'GKP',
  'GKP',
  'DEF',
  'DEF',
  'DEF',
  'DEF',
  'DEF',
  'MID',
  'MID',
  'MID',
  'MID',
  'MID',
];
const POSITIONS: Position[] = [...SHAPE, 'FWD', 'FWD', 'FWD'];

/** A legal squad: 2-5-5-3, three players from each of five clubs, first captain, second vice. */
function legalSquad(): Player[] {
  return POSITIONS.map((position, i) => ({
    id: i + 1,
    name: `Player ${i + 1}`,
    team: TEAMS[i % 5]?.short_name ?? '',
    position,
    price: 5,
    isStarter: i !== 1 && i < 12,
    isCaptain: i === 7,
    isViceCaptain: i === 8,
  }));
}

const plate = (read: string, position?: Position): UnresolvedPlate => ({
  read,
  isStarter: true,
  ...(position ? { position } : {}),
});

describe('squadProblems', () => {
  it('passes a complete legal squad', () => {
    expect(squadProblems(legalSquad())).toEqual([]);
  });

  it('names the positions still to fill', () => {
    const squad = legalSquad().filter((p) => p.id !== 1 && p.id !== 13 && p.id !== 14);
    expect(squadProblems(squad)).toEqual(['Add 1 goalkeeper and 2 forwards to make a squad of 15.']);
    expect(squadProblems([])).toContain(
      'Add 2 goalkeepers, 5 defenders, 5 midfielders and 3 forwards to make a squad of 15.',
    );
  });

  it('counts unresolved plates in their row, and asks for them to be identified', () => {
    const squad = legalSquad().filter((p) => p.id !== 3);
    expect(squadProblems(squad, [plate('Lewis-Sk…', 'DEF')])).toEqual([
      '1 player from your screenshot could not be identified: choose him from the player list.',
    ]);
    const noCaptain = legalSquad().filter((p) => p.id !== 8);
    expect(squadProblems(noCaptain, [{ ...plate('Sal…', 'MID'), isCaptain: true }])).toEqual([
      '1 player from your screenshot could not be identified: choose him from the player list.',
    ]);
  });

  it('refuses a wrong shape, a fourth player from a club and a player twice', () => {
    const squad = legalSquad();
    const sixDefenders = squad.map((p) => (p.id === 8 ? { ...p, position: 'DEF' as const } : p));
    expect(squadProblems(sixDefenders)).toEqual([
      'Add 1 midfielder to make a squad of 15.',
      'Too many: 6 defenders (a squad has 5). Remove or replace the extra ones.',
    ]);
    const fiveArsenal = squad.map((p) => (p.id === 2 || p.id === 3 ? { ...p, team: 'ARS' } : p));
    expect(squadProblems(fiveArsenal)).toEqual(['5 players from ARS: at most 3 from one club are allowed.']);
    const twice = squad.map((p) => (p.id === 15 ? { ...p, id: 14, name: 'Player 14' } : p));
    expect(squadProblems(twice)).toEqual(['Player 14 is in the squad twice.']);
  });

  it('lets four from a club through as FPL does after a real-life move, saying the first transfer is forced', () => {
    const fourArsenal = legalSquad().map((p) => (p.id === 2 ? { ...p, team: 'ARS' } : p));
    expect(reviewSquad(fourArsenal)).toEqual({
      problems: [],
      notes: [
        '4 players from ARS: FPL allows this only when one of them moved to ARS after you bought him. Your first transfer must bring ARS down to 3.',
      ],
    });
  });

  it('checks the bank and, with the player list, that every player is in it', () => {
    const squad = legalSquad();
    expect(squadProblems(squad, [], { bank: -0.5 })).toEqual([
      'The bank £-0.5m is below zero, which FPL never allows: enter the money remaining on your Transfers page.',
    ]);
    const elements = squad
      .filter((p) => p.id !== 15)
      .map(
        (p) =>
          ({
            id: p.id,
            web_name: p.name,
            team: TEAMS.findIndex((t) => t.short_name === p.team) + 1,
            now_cost: 100,
          }) as FplElement,
      );
    expect(squadProblems(squad, [], { bank: 0, list: { elements, teams: TEAMS } })).toEqual([
      "Not in this season's player list: Player 15 (BHA, id 15). Choose him again from the player list.",
    ]);
  });

  it('asks for exactly one captain and one vice-captain, different players', () => {
    const squad = legalSquad().map((p) => ({ ...p, isCaptain: false, isViceCaptain: false }));
    expect(squadProblems(squad)).toEqual([
      'Choose a captain (Edit, then C beside a player).',
      'Choose a vice-captain (Edit, then V beside a player).',
    ]);
    const both = squad.map((p) => (p.id === 1 ? { ...p, isCaptain: true, isViceCaptain: true } : p));
    expect(squadProblems(both)).toContain('The captain and the vice-captain must be different players.');
  });

  it('asks for a name, club and price on every row', () => {
    const squad = legalSquad().map((p) => (p.id === 15 ? { ...p, name: ' ', price: Number.NaN } : p));
    expect(squadProblems(squad)).toEqual(['1 player needs a name, club and price.']);
  });
});

describe('emptySlots', () => {
  it('lists every position of an empty squad, goalkeepers first', () => {
    expect(emptySlots([], [])).toEqual(POSITIONS);
  });

  it('leaves out positions taken by players and by unresolved plates', () => {
    const squad = legalSquad().filter((p) => ![1, 3, 4, 15].includes(p.id));
    expect(emptySlots(squad, [plate('Lewis-Sk…', 'DEF')])).toEqual(['GKP', 'DEF', 'FWD']);
  });

  it('keeps room for a plate whose row is unknown', () => {
    const squad = legalSquad().filter((p) => ![1, 15].includes(p.id));
    expect(emptySlots(squad, [plate('Gro…')])).toEqual(['GKP']);
  });
});

const HAALAND = {
  id: 430,
  web_name: 'Haaland',
  team: 6,
  element_type: 4,
  now_cost: 145,
} as FplElement;

describe('filling a slot', () => {
  it('an empty slot takes the current price, flagged for the selling price', () => {
    expect(playerFromElement(HAALAND, TEAMS, { isStarter: true })).toEqual({
      id: 430,
      name: 'Haaland',
      team: 'CHE',
      teamId: 6,
      position: 'FWD',
      price: 14.5,
      isStarter: true,
      isCaptain: false,
      isViceCaptain: false,
      lowConfidenceFields: ['price'],
    });
  });

  it('an unresolved plate keeps its row, bench order, armband, fixture and the price read', () => {
    const filled = playerFromElement(
      HAALAND,
      TEAMS,
      placeOfPlate({
        read: 'Haal…',
        isStarter: false,
        benchOrder: 3,
        price: 14.2,
        fixture: 'ARS (H)',
        isViceCaptain: true,
      }),
    );
    expect(filled).toMatchObject({
      isStarter: false,
      benchOrder: 3,
      price: 14.2,
      fixture: 'ARS (H)',
      isCaptain: false,
      isViceCaptain: true,
    });
    expect(filled.lowConfidenceFields).toBeUndefined();
  });

  it('a replaced player hands on his role, not his price or fixture', () => {
    const old: Player = { ...legalSquad()[12], isCaptain: true, fixture: 'BOU (A)', price: 8 } as Player;
    const filled = playerFromElement(HAALAND, TEAMS, placeOfPlayer(old));
    expect(filled).toMatchObject({ isCaptain: true, isStarter: old.isStarter, price: 14.5 });
    expect(filled.fixture).toBeUndefined();
    expect(filled.lowConfidenceFields).toEqual(['price']);
  });

  it('starts a hand-picked player while the formation has room for him', () => {
    expect(startsByDefault([], 'GKP', '4-4-2')).toBe(true);
    const keeper = playerFromElement({ ...HAALAND, element_type: 1 }, TEAMS, { isStarter: true });
    expect(startsByDefault([keeper], 'GKP', '4-4-2')).toBe(false);
    expect(startsByDefault([keeper], 'FWD', '4-4-2')).toBe(true);
    expect(startsByDefault([], 'FWD', 'not a formation')).toBe(false);
  });
});

describe('giveArmband', () => {
  it('moves the armband and takes the other role off the new captain', () => {
    const rows = legalSquad().map((player, key) => ({ key, player }));
    const next = giveArmband(rows, 8, 'captain'); // the vice becomes captain
    expect(next.filter((r) => r.player.isCaptain).map((r) => r.key)).toEqual([8]);
    expect(next.filter((r) => r.player.isViceCaptain)).toEqual([]);
    expect(rows[7]?.player.isCaptain).toBe(true); // not mutated
  });
});
