import { formationOf, SQUAD_SIZE } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import { squadProblems } from '../flow/squad-slots';
import { DEMO_SQUAD } from './demo-squad';

describe('DEMO_SQUAD', () => {
  it('is the spec sample: GW15, 1 FT, £0.5m, 3-4-3, 15 players, every chip available', () => {
    expect(DEMO_SQUAD).toMatchObject({ gameweek: 15, freeTransfers: 1, budget: 0.5, formation: '3-4-3' });
    expect(DEMO_SQUAD.players).toHaveLength(SQUAD_SIZE);
    expect(Object.values(DEMO_SQUAD.chipStatus ?? {}).every((chip) => !chip.used)).toBe(true);
  });

  it('is a legal squad whose starters play the stated formation', () => {
    const starters = DEMO_SQUAD.players.filter((p) => p.isStarter);
    expect(starters).toHaveLength(11);
    expect(formationOf(starters)).toBe(DEMO_SQUAD.formation);
    const clubs = new Map<string, number>();
    for (const p of DEMO_SQUAD.players) clubs.set(p.team, (clubs.get(p.team) ?? 0) + 1);
    expect(Math.max(...clubs.values())).toBeLessThanOrEqual(3);
    expect(squadProblems(DEMO_SQUAD.players)).toEqual([]); // /demo/confirm lets it continue
    const value = DEMO_SQUAD.players.reduce((sum, p) => sum + p.price, 0);
    expect(Math.round((value + DEMO_SQUAD.budget) * 10) / 10).toBe(100);
  });
});
