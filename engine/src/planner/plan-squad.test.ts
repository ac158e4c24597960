import { describe, expect, it } from 'vitest';
import { planViolations } from '../../test/planner-check.js';
import { idOf, leagueBootstrap, leagueSquad, NEXT_GW } from '../analysis/test-data.js';
import { EngineError } from '../errors.js';
import { parseProjectionCsv } from '../projection/index.js';
import { isBuyable, planSquad, squadPlanInput } from './plan-squad.js';
import type { PlanOptions } from './types.js';

const bootstrap = leagueBootstrap();
const squad = leagueSquad();
// Club 9's first forward is the only player projected well: everyone else 2 points, he 12 a gameweek.
const TARGET = idOf(9, 12);
const points = (id: number, _gw: number) => (id === TARGET ? 12 : 2);

describe('squadPlanInput', () => {
  it('sells at the squad file’s selling prices and buys at now_cost, without unavailable players', () => {
    const sold = { ...squad, players: squad.players.map((p) => ({ ...p, price: p.price - 0.2 })) };
    const unavailable = idOf(8, 12);
    const elements = bootstrap.elements.map((e) => (e.id === unavailable ? { ...e, status: 'u' } : e));
    const input = squadPlanInput({
      squad: sold,
      bootstrap: { ...bootstrap, elements },
      gameweek: NEXT_GW,
      points,
      horizon: 3,
    });
    const first = sold.players[0];
    expect(input.squad.find((p) => p.id === first?.id)?.price).toBeCloseTo((first?.price ?? 0) as number, 9);
    expect(input.pool.find((p) => p.id === TARGET)?.price).toBe(
      (bootstrap.elements.find((e) => e.id === TARGET)?.now_cost ?? 0) / 10,
    );
    expect(input.pool.some((p) => p.id === unavailable)).toBe(false);
    expect(input.pool.some((p) => squad.players.some((s) => s.id === p.id))).toBe(false);
    expect(input.bank).toBe(1);
    expect(input.freeTransfers).toBe(1);
  });

  it('never offers a player FPL gives 0% (injured, suspended, unavailable, not in the squad)', () => {
    const out = [idOf(8, 12), idOf(7, 12), idOf(6, 12), idOf(5, 12), idOf(4, 12)];
    const flags = [
      { status: 'i', chance_of_playing_next_round: 0 },
      { status: 's', chance_of_playing_next_round: null },
      { status: 'n', chance_of_playing_next_round: 0 },
      { status: 'u', chance_of_playing_next_round: 0 },
      { status: 'a', chance_of_playing_next_round: 0 },
    ];
    const doubtful = idOf(3, 12);
    const elements = bootstrap.elements.map((e) => {
      const k = out.indexOf(e.id);
      if (k >= 0) return { ...e, ...flags[k] };
      return e.id === doubtful ? { ...e, status: 'd', chance_of_playing_next_round: 25 } : e;
    });
    // Every one of them projects points later in the horizon: availability alone keeps them out.
    const input = squadPlanInput({
      squad,
      bootstrap: { ...bootstrap, elements },
      gameweek: NEXT_GW,
      points,
      horizon: 3,
    });
    for (const id of out) expect(input.pool.some((p) => p.id === id)).toBe(false);
    expect(input.pool.some((p) => p.id === doubtful)).toBe(true);
    expect(elements.filter((e) => out.includes(e.id)).every((e) => !isBuyable(e))).toBe(true);
  });

  it('leaves out players with no projected points in the horizon', () => {
    const input = squadPlanInput({
      squad,
      bootstrap,
      gameweek: NEXT_GW,
      points: (id) => (id === TARGET ? 5 : 0),
      horizon: 2,
    });
    expect(input.pool.map((p) => p.id)).toEqual([TARGET]);
  });
});

describe('planSquad', () => {
  it('buys the one player projected far above the rest, legally', () => {
    const options: PlanOptions = { horizon: 2, maxTransfersPerGameweek: 1 };
    const plan = planSquad({ squad, bootstrap, gameweek: NEXT_GW, points, options });
    expect(plan.gameweeks[0]?.transfers.map((t) => t.in)).toEqual([TARGET]);
    expect(plan.gameweeks[0]?.captain).toBe(TARGET);
    const input = squadPlanInput({ squad, bootstrap, gameweek: NEXT_GW, points, horizon: 2 });
    expect(planViolations(input, options, plan)).toEqual([]);
    // 10 others at 2, the captain's 12 twice, in each of two gameweeks.
    expect(plan.objective).toBeCloseTo(2 * (10 * 2 + 2 * 12), 9);
  });

  it('plans from a projections CSV as FPL Review exports it', () => {
    const rows = bootstrap.elements.map((e) => `${e.id},${e.web_name},${e.id === TARGET ? '9.5' : '1.5'},1`);
    const table = parseProjectionCsv(`ID,Name,10_Pts,11_Pts\n${rows.join('\n')}\n`);
    const plan = planSquad({
      squad,
      bootstrap,
      gameweek: NEXT_GW,
      points: table.points,
      options: { horizon: 1 },
    });
    expect(plan.gameweeks[0]?.transfers.map((t) => t.in)).toEqual([TARGET]);
    expect(plan.objective).toBeCloseTo(10 * 1.5 + 2 * 9.5, 9);
  });

  it('rejects a squad of fewer than 15', () => {
    expect(() =>
      planSquad({
        squad: { ...squad, players: squad.players.slice(1) },
        bootstrap,
        gameweek: NEXT_GW,
        points,
      }),
    ).toThrow(EngineError);
  });
});
