import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors.js';
import type { PlanInput, Planner, PlannerPlayer } from '../planner/index.js';
import { CHIP_THRESHOLDS } from '../planner/index.js';
import type { Recommendations } from '../types.js';
import { projectAnalysis, projectionSpan } from './analysis-projections.js';
import { analyzeSquadDetailed } from './analyze-squad.js';
import {
  FORM_ONLY,
  greedyLineup,
  idOf,
  leagueBootstrap,
  leagueFixtures,
  leagueHistory,
  leagueSquad,
  NEXT_GW,
  STAR,
  STARTERS_PICKS,
} from './test-data.js';

/** A planner that makes the given first-gameweek transfers and nothing else; lineups from greedyLineup. */
function fixedPlanner(moves: { out: number; in: number }[], hits = 0): Planner {
  return (input: PlanInput, options = {}) => {
    const horizon = options.horizon ?? 5;
    const poolById = new Map(input.pool.map((p) => [p.id, p]));
    let squad: PlannerPlayer[] = [...input.squad];
    let bank = input.bank;
    const gameweeks = [];
    for (let i = 0; i < horizon; i++) {
      const gameweek = input.startGameweek + i;
      const transfers = (i === 0 ? moves : []).filter(
        (t) => squad.some((p) => p.id === t.out) && poolById.has(t.in),
      );
      for (const t of transfers) {
        const out = squad.find((p) => p.id === t.out);
        const incoming = poolById.get(t.in);
        // The engine also plans from other squads (after a chip, or with players kept): moves that do not fit
        // them are not made.
        if (!out || !incoming) continue;
        bank += out.price - incoming.price;
        squad = squad.map((p) => (p.id === t.out ? incoming : p));
      }
      const lineup = greedyLineup(squad, gameweek, input.points);
      const paid = i === 0 ? hits : 0;
      gameweeks.push({
        gameweek,
        chip: null,
        transfers,
        freeTransfers: input.freeTransfers,
        hits: paid,
        captain: lineup.captain,
        viceCaptain: lineup.viceCaptain,
        startingXI: lineup.startingXI,
        bench: lineup.bench,
        expectedPoints: lineup.points - 4 * paid,
        bank,
      });
    }
    return {
      objective: gameweeks.reduce((s, g) => s + g.expectedPoints, 0),
      gameweeks,
      budget: { starting: input.bank, afterTransfers: bank, affordable: bank >= 0 },
    };
  };
}

const bootstrap = leagueBootstrap();
const fixtures = leagueFixtures();
const names = new Set(bootstrap.elements.map((e) => e.web_name));

function namesIn(r: Recommendations): string[] {
  const chip = r.chipStrategy;
  return [
    ...r.transfers.flatMap((t) => [t.playerOut, t.playerIn]),
    r.captain.player,
    r.viceCaptain.player,
    ...r.startingXI,
    ...r.bench,
    ...(chip?.upcomingDGWs.flatMap((d) =>
      d.tripleCaptainRecommendation ? [d.tripleCaptainRecommendation.player] : [],
    ) ?? []),
    ...(chip?.upcomingBGWs.flatMap((b) => b.userPlayersAffected) ?? []),
  ];
}

describe('analyzeSquad', () => {
  // The squad's third forward (club 5, a bench-level player) out, club 7's finisher in.
  const weakForward = idOf(5, 14);
  // Wildcards spent, so the fixed planner's transfers are the plan's (a wildcard would rebuild the squad).
  const wildcardsSpent = {
    wildcard_1: { used: true, gameweek: 2 },
    wildcard_2: { used: true, gameweek: 21 },
  };
  const analyze = (moves = [{ out: weakForward, in: STAR }], hits = 0, withHistory = true) =>
    analyzeSquadDetailed({
      squad: { ...leagueSquad(), chipStatus: wildcardsSpent },
      bootstrap,
      fixtures,
      ...(withHistory ? { histories: leagueHistory(bootstrap) } : {}),
      gameweek: NEXT_GW,
      options: { planner: fixedPlanner(moves, hits), lineup: greedyLineup },
    });

  it('turns the plan’s transfer into a card with cost, priority, stats and a reason citing the projections', () => {
    const { recommendations: r, projections, horizon } = analyze();
    expect(horizon).toBe(5);
    expect(r.transfers).toHaveLength(1);
    const t = r.transfers[0];
    const star = bootstrap.elements.find((e) => e.id === STAR);
    expect(t).toMatchObject({
      playerOut: `P${weakForward}`,
      playerOutTeam: 'EEE',
      playerIn: `P${STAR}`,
      playerInTeam: 'GGG',
      playerOutId: weakForward,
      playerInId: STAR,
      // £13.0m bought for a £6.0m selling price.
      cost: 7,
      priority: 'High',
    });
    expect(star?.now_cost).toBe(130);
    const inPoints =
      projections
        .get(STAR)
        ?.gameweeks.slice(0, 5)
        .reduce((s, g) => s + g.expectedPoints, 0) ?? 0;
    const outPoints =
      projections
        .get(weakForward)
        ?.gameweeks.slice(0, 5)
        .reduce((s, g) => s + g.expectedPoints, 0) ?? 0;
    expect(inPoints - outPoints).toBeGreaterThan(6);
    expect(t?.reason).toContain(
      `projects ${(Math.round(inPoints * 10) / 10).toFixed(1)} points over GW10–14`,
    );
    // 9.0 xG and 0.9 xA in 810 minutes.
    expect(t?.reason).toContain('xG 1.00 and xA 0.10 per 90');
    expect(t?.stats).toEqual({
      form: 3,
      xG: 1,
      xA: 0.1,
      fixtures: ['HHH (H)', 'HHH (H)', 'HHH (H)', 'HHH (H)', 'HHH (H)'],
    });
    expect(r.budgetImpact).toEqual({ starting: 1, afterTransfers: -6, affordable: false });
  });

  it('charges the hit to the paid transfer and lowers its priority', () => {
    const moves = [
      { out: weakForward, in: STAR },
      { out: idOf(3, 11), in: idOf(8, 11) },
    ];
    const { recommendations: r } = analyze(moves, 1);
    expect(r.transfers.map((t) => t.reason.includes('after the 4-point hit'))).toEqual([false, true]);
    expect(r.transfers[1]?.priority).toBe('Low');
  });

  it('captains the best projection of the XI with its fixture and expected points, XI and bench from the plan', () => {
    const { recommendations: r, plan, projections } = analyze();
    const first = plan.gameweeks[0];
    expect(r.captain.playerId).toBe(first?.captain);
    expect(r.captain.player).toBe(`P${STAR}`);
    expect(r.captain.fixture).toBe('HHH (H)');
    const expected = projections.get(STAR)?.gameweeks[0]?.expectedPoints ?? 0;
    expect(r.captain.expectedPoints).toBe(Math.round(expected * 10) / 10);
    expect(r.captain.reason).toMatch(
      /^Captain: P712 projects \d+\.\d points in GW10 from 1 fixture \(HHH \(H\)\)/,
    );
    expect(r.viceCaptain.expectedPoints).toBeLessThanOrEqual(r.captain.expectedPoints);
    expect(r.startingXI).toHaveLength(11);
    expect(r.bench).toHaveLength(4);
    expect(new Set([...r.startingXI, ...r.bench]).size).toBe(15);
  });

  it('names only players of the data, and the summary compares the plan with holding', () => {
    const { recommendations: r, plan, holdObjective } = analyze();
    for (const name of namesIn(r)) expect(names.has(name)).toBe(true);
    expect(plan.objective).toBeGreaterThan(holdObjective);
    expect(r.analysis).toContain(`P${weakForward} → P${STAR}`);
    expect(r.analysis).toContain('per-gameweek history');
  });

  it('takes projections made once for the data: the same analysis, and its own when they do not fit', () => {
    const squad = { ...leagueSquad(), chipStatus: wildcardsSpent };
    const data = { bootstrap, fixtures, histories: leagueHistory(bootstrap), gameweek: NEXT_GW };
    const shared = projectAnalysis(data, projectionSpan(fixtures, NEXT_GW));
    const own = analyzeSquadDetailed({ ...data, squad });
    const given = analyzeSquadDetailed({ ...data, squad, projections: shared });
    expect(given.recommendations).toEqual(own.recommendations);
    expect(given.plan).toEqual(own.plan);
    expect(given.projections).toBe(shared.byElement);
    // Made for another gameweek: not used.
    const stale = { ...shared, gameweek: NEXT_GW - 1 };
    const rebuilt = analyzeSquadDetailed({ ...data, squad, projections: stale });
    expect(rebuilt.projections).not.toBe(shared.byElement);
    expect(rebuilt.recommendations).toEqual(own.recommendations);
  });

  it('reads season totals from bootstrap-static when no history is given', () => {
    const detailed = analyze(undefined, 0, false);
    expect(detailed.projectionSource).toBe('season-totals');
    expect(detailed.recommendations.analysis).toContain('season totals');
    // The finisher still projects far above an average forward.
    const star = detailed.projections.get(STAR)?.totalExpectedPoints ?? 0;
    const other = detailed.projections.get(idOf(9, 12))?.totalExpectedPoints ?? 0;
    expect(star).toBeGreaterThan(other * 1.3);
  });

  it('refuses a squad with a player the data does not have', () => {
    const squad = leagueSquad();
    const players = squad.players.map((p, i) => (i === 0 ? { ...p, id: 99999, name: 'Nobody' } : p));
    expect(() =>
      analyzeSquadDetailed({
        squad: { ...squad, players },
        bootstrap,
        fixtures,
        gameweek: NEXT_GW,
        options: { planner: fixedPlanner([]), lineup: greedyLineup },
      }),
    ).toThrow(EngineError);
  });

  it('chips follow the projections: triple captain on the real threat, not on form; gains from the numbers', () => {
    const { recommendations: r, projections } = analyze([]);
    const strategy = r.chipStrategy;
    const dgw = strategy?.upcomingDGWs.find((d) => d.gameweek === 12);
    // Club 2's midfielder has form 15 but little threat; the projections do not pick him.
    expect(dgw?.tripleCaptainRecommendation?.player).not.toBe(`P${FORM_ONLY}`);
    const tc = strategy?.optimalSequence.find((c) => c.chip === 'triple_captain');
    if (tc) {
      expect(tc.timing).toBe(12);
      expect(tc.reasoning).toContain('as triple captain');
    }
    // This bench barely plays: no bench boost is worth it.
    expect(strategy?.optimalSequence.find((c) => c.chip === 'bench_boost')).toBeUndefined();
    // The blank of clubs 1–6 in GW13 takes most of this squad: a Free Hit there.
    const fh = strategy?.optimalSequence.find((c) => c.chip === 'free_hit');
    expect(fh?.timing).toBe(13);
    expect(fh?.expectedGain).toBeGreaterThan(10);
    expect(projections.size).toBe(300);
    // Top assets of the double by projection: club 7's finisher does not double; the best forward shown does.
    const forwards = dgw?.topAssets.FWD ?? [];
    expect(forwards).toHaveLength(3);
    for (const asset of forwards) expect(['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF']).toContain(asset.team);
    expect(forwards.map((a) => a.expectedPoints)).toEqual(
      [...forwards.map((a) => a.expectedPoints)].sort((a, b) => b - a),
    );
    const best = forwards[0];
    const bestId = bootstrap.elements.find((e) => e.web_name === best?.name)?.id ?? 0;
    expect(best?.expectedPoints).toBe(
      Math.round((projections.get(bestId)?.gameweeks[2]?.expectedPoints ?? 0) * 10) / 10,
    );
  });

  it('a bench of regular starters boosts in the double, where it projects most', () => {
    const detailed = analyzeSquadDetailed({
      squad: leagueSquad(STARTERS_PICKS),
      bootstrap,
      fixtures,
      histories: leagueHistory(bootstrap),
      gameweek: NEXT_GW,
      options: { planner: fixedPlanner([]), lineup: greedyLineup },
    });
    const bb = detailed.recommendations.chipStrategy?.optimalSequence.find((c) => c.chip === 'bench_boost');
    expect(bb?.timing).toBe(12);
    expect(bb?.expectedGain).toBeGreaterThanOrEqual(10);
    expect(bb?.reasoning).toMatch(/your bench \(.+\) projects \d+\.\d points in GW12/);
  });

  it('plays the wildcard now only when a rebuilt squad beats the plan by more than keeping it is worth', () => {
    const run = (chipStatus = {}, wildcard = CHIP_THRESHOLDS.wildcard) =>
      analyzeSquadDetailed({
        squad: { ...leagueSquad(STARTERS_PICKS), chipStatus },
        bootstrap,
        fixtures,
        histories: leagueHistory(bootstrap),
        gameweek: NEXT_GW,
        options: { planner: fixedPlanner([]), lineup: greedyLineup, chipThresholds: { wildcard } },
      });
    const findWildcard = (r: ReturnType<typeof run>) =>
      r.recommendations.chipStrategy?.optimalSequence.find((c) => c.chip === 'wildcard_1');
    // Here a rebuilt squad gains about 11.7 points over GW10-14.
    const open = run({}, 5);
    const wildcard = findWildcard(open);
    expect(wildcard?.timing).toBe(NEXT_GW);
    expect(wildcard?.expectedGain).toBeGreaterThan(5);
    expect(wildcard?.reasoning).toContain(
      `projects ${wildcard?.expectedGain.toFixed(1)} points more over GW`,
    );
    // The plan plays it: the Transfers tab shows the wildcard squad, no hit.
    expect(open.plan.gameweeks[0]?.chip).toBe('wildcard');
    expect(open.recommendations.transfers.length).toBe(open.plan.gameweeks[0]?.transfers.length);
    expect(open.recommendations.transfers.length).toBeGreaterThan(3);
    expect(open.plan.gameweeks[0]?.hits).toBe(0);
    // Worth more kept than played: no wildcard, and the plan's own transfers (none here).
    const kept = run({}, (wildcard?.expectedGain ?? 0) + 1);
    expect(findWildcard(kept)).toBeUndefined();
    expect(kept.plan.gameweeks[0]?.chip).not.toBe('wildcard');
    expect(kept.recommendations.transfers).toHaveLength(0);
    // With the first wildcard spent, none is played: the second one's window has not opened.
    const spent = run({ wildcard_1: { used: true, gameweek: 3 } }, 5);
    expect(
      spent.recommendations.chipStrategy?.optimalSequence.some((c) => c.chip.startsWith('wildcard')),
    ).toBe(false);
  });
});
