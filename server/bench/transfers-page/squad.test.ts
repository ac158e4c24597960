import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDeadline } from './page-html.js';
import { DEFAULT_SOURCE, loadPlayerPool } from './player-pool.js';
import { seededRng } from './rng.js';
import {
  assertLegalSquad,
  hasNonAscii,
  MAX_BANK,
  MAX_PER_CLUB,
  randomSquad,
  sellingPriceOf,
  surnameOf,
} from './squad.js';

const hasSharedData = fs.existsSync(DEFAULT_SOURCE);

describe.skipIf(!hasSharedData)('randomSquad on a real bootstrap-static', () => {
  const { bootstrap } = loadPlayerPool();

  it('always draws a legal squad: 2/5/5/3, at most 3 per club, within 100.0, a legal XI', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const squad = randomSquad(bootstrap, seededRng(seed));
      expect(() => assertLegalSquad(squad)).not.toThrow();
      const perClub = new Map<number, number>();
      for (const player of squad.players) perClub.set(player.teamId, (perClub.get(player.teamId) ?? 0) + 1);
      expect(Math.max(...perClub.values())).toBeLessThanOrEqual(MAX_PER_CLUB);
      expect(squad.bank).toBeGreaterThanOrEqual(0);
      expect(squad.bank).toBeLessThanOrEqual(MAX_BANK);
      expect(squad.freeTransfers).toBeGreaterThanOrEqual(0);
      expect(squad.freeTransfers).toBeLessThanOrEqual(5);
    }
  });

  it('draws every free transfer count 0-5 and forces the hard names into some squads', () => {
    const squads = Array.from({ length: 200 }, (_, i) => randomSquad(bootstrap, seededRng(i + 1)));
    expect(new Set(squads.map((squad) => squad.freeTransfers))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const withNamesakes = squads.filter((squad) => {
      const clubsBySurname = new Map<string, Set<number>>();
      for (const player of squad.players) {
        const key = surnameOf(player.webName);
        clubsBySurname.set(key, (clubsBySurname.get(key) ?? new Set()).add(player.teamId));
      }
      return [...clubsBySurname.values()].some((clubs) => clubs.size > 1);
    });
    const withForeign = squads.filter((squad) => squad.players.some((player) => hasNonAscii(player.webName)));
    expect(withNamesakes.length).toBeGreaterThan(40);
    expect(withForeign.length).toBeGreaterThan(80);
    // A plate whose name is another player's first name ("Gabriel"; Gabriel Martinelli).
    const firstNames = new Set(bootstrap.elements.map((element) => element.first_name));
    const withFirstNameTrap = squads.filter((squad) =>
      squad.players.some(
        (player) =>
          firstNames.has(player.webName) &&
          bootstrap.elements.some((e) => e.first_name === player.webName && e.id !== player.id),
      ),
    );
    expect(withFirstNameTrap.length).toBeGreaterThan(40);
  });

  it('is reproducible from its seed and differs between seeds', () => {
    const ids = (seed: number) => randomSquad(bootstrap, seededRng(seed)).players.map((player) => player.id);
    expect(ids(7)).toEqual(ids(7));
    expect(ids(7)).not.toEqual(ids(8));
  });

  it('puts the starters first and the bench in order, its goalkeeper first', () => {
    const squad = randomSquad(bootstrap, seededRng(3));
    const bench = squad.players.slice(11);
    expect(squad.players.slice(0, 11).every((player) => player.isStarter)).toBe(true);
    expect(bench.map((player) => player.benchOrder)).toEqual([1, 2, 3, 4]);
    expect(bench[0]?.position).toBe('GKP');
  });

  it("sells a player by FPL's rule: bought between his start price and now, half the rise kept", () => {
    const elements = new Map(bootstrap.elements.map((element) => [element.id, element]));
    let below = 0;
    for (let seed = 1; seed <= 50; seed++) {
      for (const player of randomSquad(bootstrap, seededRng(seed)).players) {
        const change = Number(elements.get(player.id)?.cost_change_start ?? 0);
        expect(player.purchasePrice).toBeGreaterThanOrEqual(
          Math.min(player.nowCost - change, player.nowCost),
        );
        expect(player.purchasePrice).toBeLessThanOrEqual(player.nowCost);
        expect(player.sellingPrice).toBe(sellingPriceOf(player.purchasePrice, player.nowCost));
        if (player.sellingPrice < player.nowCost) below++;
      }
    }
    expect(below).toBeGreaterThan(20);
  });
});

describe('assertLegalSquad', () => {
  it('refuses a fourth player from one club', () => {
    if (!hasSharedData) return;
    const squad = randomSquad(loadPlayerPool().bootstrap, seededRng(1));
    const illegal = {
      ...squad,
      players: squad.players.map((player, i) => (i < 4 ? { ...player, teamId: 99 } : player)),
    };
    expect(() => assertLegalSquad(illegal)).toThrow(/4 from team 99/);
  });
});

describe('sellingPriceOf', () => {
  it('keeps half a rise, rounded down, and passes on a fall whole', () => {
    expect(sellingPriceOf(140, 145)).toBe(142);
    expect(sellingPriceOf(140, 141)).toBe(140);
    expect(sellingPriceOf(140, 142)).toBe(141);
    expect(sellingPriceOf(145, 140)).toBe(140);
  });
});

describe('formatDeadline', () => {
  it('prints a deadline as FPL does', () => {
    expect(formatDeadline('2026-04-18T10:00:00Z')).toBe('Sat 18 Apr, 10:00');
  });
});
