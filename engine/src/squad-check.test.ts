import { describe, expect, it } from 'vitest';
import type { FplElement } from './fpl-api.js';
import { checkSquad, SquadRulesError } from './squad-check.js';
import { makeTeams, player, squad, TEAM_CODES } from './test-fixtures.js';
import { POSITIONS } from './types.js';

const teams = makeTeams(10);
/** A squad with the first `count` players from AAA and the rest spread over BBB…JJJ (two at most from each). */
const withAaa = (count: number, more: readonly string[] = []) =>
  squad(
    [
      ...Array.from({ length: count }, () => 'AAA'),
      ...more,
      ...Array.from({ length: 15 }, (_, i) => TEAM_CODES[1 + (i % 9)] ?? 'BBB'),
    ].slice(0, 15),
  );
/** bootstrap-static's elements for a squad: same ids, names and clubs, price £5.0m (the dearest £13.0m). */
function elementsOf(players: ReturnType<typeof squad>['players']): FplElement[] {
  const elements = players.map(
    (p) =>
      ({
        id: p.id,
        web_name: p.name,
        team: TEAM_CODES.indexOf(p.team as (typeof TEAM_CODES)[number]) + 1,
        element_type: POSITIONS.indexOf(p.position) + 1,
        now_cost: 50,
      }) as FplElement,
  );
  return [...elements, { id: 999, web_name: 'Dear', team: 1, element_type: 4, now_cost: 130 } as FplElement];
}

describe('checkSquad: one list of FPL squad rules for every door', () => {
  it('passes a legal squad, with and without the player list', () => {
    const legal = withAaa(0);
    expect(checkSquad(legal)).toEqual({ valid: true, broken: [], clubsOverLimit: [] });
    expect(checkSquad(legal, { elements: elementsOf(legal.players), teams }).valid).toBe(true);
  });

  it('refuses five from one club and lists every broken rule, not only the first', () => {
    const five = withAaa(6);
    const fourteen = { ...five, players: five.players.slice(1), bank: -0.5 };
    const check = checkSquad(fourteen);
    expect(check.valid).toBe(false);
    expect(check.broken.map((b) => b.rule)).toEqual(['size', 'shape', 'club', 'bank']);
    expect(check.broken[0]?.message).toBe('A squad has 15 players; this one has 14.');
    expect(check.broken[1]?.message).toBe(
      'A squad has 2 goalkeepers, 5 defenders, 5 midfielders, 3 forwards; this one has 1 goalkeeper.',
    );
    expect(check.broken[2]?.message).toBe('5 players from AAA: at most 3 from one club are allowed.');
  });

  it('allows four from a club, flagged, as FPL does after a real-life move; five never', () => {
    const four = checkSquad(withAaa(4));
    expect(four.valid).toBe(true);
    expect(four.clubsOverLimit).toEqual([
      {
        club: 'AAA',
        count: 4,
        message: expect.stringContaining('Your first transfer must bring AAA down to 3.'),
      },
    ]);
    const five = checkSquad(withAaa(5));
    expect(five.valid).toBe(false);
    expect(five.broken).toEqual([
      { rule: 'club', message: '5 players from AAA: at most 3 from one club are allowed.' },
    ]);
  });

  it('counts a player at the club the player list has him at now', () => {
    const moved = withAaa(3, ['BBB', 'BBB']);
    const elements = elementsOf(moved.players).map((e) => (e.id === 4 || e.id === 5 ? { ...e, team: 1 } : e));
    const check = checkSquad(moved, { elements, teams });
    expect(check.broken).toEqual([
      { rule: 'club', message: '5 players from AAA: at most 3 from one club are allowed.' },
    ]);
  });

  it('refuses a player twice and a player the list does not know', () => {
    const legal = squad();
    const elements = elementsOf(legal.players);
    const twice = {
      ...legal,
      players: legal.players.map((p) => (p.id === 3 ? { ...p, id: 4, name: 'Player 4' } : p)),
    };
    expect(checkSquad(twice).broken).toContainEqual({
      rule: 'duplicate',
      message: 'Player 4 is in the squad twice.',
    });
    const stranger = {
      ...legal,
      players: legal.players.map((p) => (p.id === 15 ? player(777, 'FWD', 'CCC', { name: 'Nobody' }) : p)),
    };
    expect(checkSquad(stranger).valid).toBe(true); // no list: ids cannot be checked
    expect(checkSquad(stranger, { elements, teams }).broken).toEqual([
      {
        rule: 'unknown_player',
        message:
          "Not in this season's player list: Nobody (CCC, id 777). Choose him again from the player list.",
      },
    ]);
  });

  it('keeps prices and the bank within FPL range', () => {
    const legal = squad();
    const dear = {
      ...legal,
      bank: 150,
      players: legal.players.map((p) =>
        p.id === 1 ? { ...p, price: 14 } : p.id === 2 ? { ...p, price: 2 } : p,
      ),
    };
    const check = checkSquad(dear, { elements: elementsOf(legal.players), teams });
    expect(check.broken.map((b) => b.message)).toEqual([
      "Player 1's price £14.0m is outside FPL's range (£3.5m to £13.0m).",
      "Player 2's price £2.0m is outside FPL's range (£3.5m to £13.0m).",
      "The bank £150.0m is outside FPL's range (£0.0m to £100.0m).",
    ]);
    // Without the list a selling price up to £20.0m passes.
    expect(
      checkSquad({ ...legal, players: dear.players.slice(0, 1).concat(legal.players.slice(1)) }).valid,
    ).toBe(true);
  });

  it('counts a plate still to identify as a player not yet known', () => {
    const legal = squad();
    const [first, ...rest] = legal.players;
    const check = checkSquad({
      ...legal,
      players: rest,
      unresolved: [{ read: 'Lewis-Sk…', position: first?.position ?? 'GKP', isStarter: true }],
    });
    expect(check.broken).toEqual([
      { rule: 'size', message: 'A squad has 15 players: 1 of these 15 is not identified yet.' },
    ]);
  });

  it('says every break in its error', () => {
    const err = new SquadRulesError(checkSquad(withAaa(5)).broken);
    expect(err.message).toBe(
      "This squad breaks FPL's rules: 5 players from AAA: at most 3 from one club are allowed.",
    );
  });
});
