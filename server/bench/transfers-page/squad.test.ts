import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDeadline } from './page-html.js';
import { DEFAULT_SOURCE, loadPlayerPool } from './player-pool.js';
import { seededRng } from './rng.js';
import { assertLegalSquad, BUDGET, MAX_PER_CLUB, randomSquad } from './squad.js';

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
      expect(squad.players.reduce((sum, player) => sum + player.nowCost, 0) + squad.bank).toBe(BUDGET);
    }
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

  it('sells a player at most 0.3 under the price shown in the game', () => {
    for (let seed = 1; seed <= 50; seed++) {
      for (const player of randomSquad(bootstrap, seededRng(seed)).players) {
        expect(player.nowCost - player.sellingPrice).toBeGreaterThanOrEqual(0);
        expect(player.nowCost - player.sellingPrice).toBeLessThanOrEqual(3);
      }
    }
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

describe('formatDeadline', () => {
  it('prints a deadline as FPL does', () => {
    expect(formatDeadline('2026-04-18T10:00:00Z')).toBe('Sat 18 Apr, 10:00');
  });
});
