// Season-start projections on real data in ../shared (skipped when it is absent): 2026-27 before the GW2
// deadline (GW1 not yet finished), with 2025-26's end-of-season bootstrap as the previous season.
import { describe, expect, it } from 'vitest';
import {
  analyzeSquadDetailed,
  availabilityNext,
  type BootstrapStatic,
  type FplElement,
  type FplFixture,
  type PlayerProjection,
  previousSeasonFromElements,
  projectPlayers,
  seasonTotalsHistory,
} from '../src/index.js';
import { type Picks, squadFromPicks } from './real-squads.js';
import { hasSharedData, readSharedJson } from './shared-data.js';

describe.skipIf(!hasSharedData)('2026-27 GW2 projections with 2025-26 as last season', () => {
  const bootstrap = readSharedJson<BootstrapStatic>(
    'api/2026-27/bootstrap-static_2026-08-22_gw1-current.json',
  );
  const fixtures = readSharedJson<FplFixture[]>('api/2026-27/fixtures_2026-08-22.json');
  const lastSeason = readSharedJson<BootstrapStatic>(
    'api/2025-26/bootstrap-static_2026-05-28_end-of-season.json',
  );
  const picks = readSharedJson<Picks>('api/2026-27/entry-118670_picks_gw1.json');
  const gameweek = 2;
  const elements = bootstrap.elements.filter((e) => e.element_type >= 1 && e.element_type <= 4);
  const input = {
    elements,
    fixtures,
    history: seasonTotalsHistory(bootstrap.elements, fixtures, gameweek),
    gameweek,
  };
  const projections = projectPlayers({
    ...input,
    previousSeason: previousSeasonFromElements(lastSeason.elements),
  });
  const byId = new Map(projections.map((p) => [p.element, p]));
  const named = (name: string): FplElement => {
    const found = bootstrap.elements.find((e) => e.web_name === name);
    if (!found) throw new Error(`${name} is not in the 2026-27 bootstrap`);
    return found;
  };
  const next = (id: number) => byId.get(id)?.gameweeks[0]?.expectedPoints ?? 0;
  const ranked = (list: readonly PlayerProjection[]) =>
    [...list].sort((a, b) => (b.gameweeks[0]?.expectedPoints ?? 0) - (a.gameweeks[0]?.expectedPoints ?? 0));

  it('matches most players to last season by code', () => {
    const codes = new Set(lastSeason.elements.map((e) => e.code));
    const matched = elements.filter((e) => codes.has(e.code)).length;
    expect(matched / elements.length).toBeGreaterThan(0.6);
  });

  it('puts no goalkeeper in the top two of the real squad’s XI, nor near the top of the league', () => {
    const xi = picks.picks.filter((p) => p.position <= 11).map((p) => p.element);
    expect(xi).toHaveLength(11);
    const top = ranked(xi.map((id) => byId.get(id)).filter((p) => p !== undefined)).slice(0, 2);
    expect(top.map((p) => p.position)).not.toContain('GKP');
    const squadTop = ranked(picks.picks.map((p) => byId.get(p.element)).filter((p) => p !== undefined));
    expect(squadTop.slice(0, 2).map((p) => p.position)).not.toContain('GKP');
    const league = ranked(projections);
    expect(league.slice(0, 15).map((p) => p.position)).not.toContain('GKP');
    // Haaland, last season's top scorer, is among the best projected.
    expect(league.slice(0, 5).map((p) => p.element)).toContain(named('Haaland').id);
  });

  it('projects a fit £9.0m Isak well above £4.5m Neave, over GW2 and the horizon', () => {
    const isak = named('Isak');
    const neave = named('Neave');
    expect([isak.now_cost, isak.status, neave.now_cost]).toEqual([90, 'a', 45]);
    expect(next(isak.id)).toBeGreaterThan(3 * next(neave.id));
    expect(next(isak.id) - next(neave.id)).toBeGreaterThan(0.75);
    const horizon = (id: number) => byId.get(id)?.totalExpectedPoints ?? 0;
    expect(horizon(isak.id)).toBeGreaterThan(horizon(neave.id) + 3);
  });

  it('tells players apart where the price prior alone could not', () => {
    const without = projectPlayers(input);
    const spread = (list: readonly PlayerProjection[]) => {
      const points = list.map((p) => p.gameweeks[0]?.expectedPoints ?? 0).sort((a, b) => a - b);
      return (points[Math.floor(points.length * 0.95)] ?? 0) - (points[Math.floor(points.length * 0.5)] ?? 0);
    };
    expect(spread(projections)).toBeGreaterThan(2 * spread(without));
  });
});

/** Premium: £8.0m or more. A 1-point player: under 1.5 projected points a gameweek over the horizon. */
const PREMIUM = 80;
const ONE_POINT = 1.5;

describe.skipIf(!hasSharedData)(
  'the whole analysis at 2026-27 GW2 with 2025-26 as last season',
  { timeout: 180_000 },
  () => {
    const bootstrap = readSharedJson<BootstrapStatic>(
      'api/2026-27/bootstrap-static_2026-08-22_gw1-current.json',
    );
    const fixtures = readSharedJson<FplFixture[]>('api/2026-27/fixtures_2026-08-22.json');
    const lastSeason = readSharedJson<BootstrapStatic>(
      'api/2025-26/bootstrap-static_2026-05-28_end-of-season.json',
    );
    const picks = readSharedJson<Picks>('api/2026-27/entry-118670_picks_gw1.json');
    const byId = new Map(bootstrap.elements.map((e) => [e.id, e]));
    const previousSeason = previousSeasonFromElements(lastSeason.elements);

    for (const freeTransfers of [1, 2]) {
      it(`no goalkeeper captain or vice, no fit premium sold for a 1-point player (${freeTransfers} free)`, () => {
        const squad = { ...squadFromPicks(bootstrap, picks, 2), freeTransfers };
        const a = analyzeSquadDetailed({ squad, bootstrap, fixtures, gameweek: 2, previousSeason });
        const perGameweek = (id: number) => (a.projections.get(id)?.totalExpectedPoints ?? 0) / a.horizon;
        for (const g of a.plan.gameweeks) {
          expect(byId.get(g.captain)?.element_type, `GW${g.gameweek} captain`).not.toBe(1);
          expect(byId.get(g.viceCaptain)?.element_type, `GW${g.gameweek} vice`).not.toBe(1);
          for (const t of g.transfers) {
            const out = byId.get(t.out) as FplElement;
            const fit = availabilityNext(out) > 0.5;
            if (fit && out.now_cost >= PREMIUM)
              expect(
                perGameweek(t.in),
                `GW${g.gameweek}: ${out.web_name} → ${byId.get(t.in)?.web_name}`,
              ).toBeGreaterThanOrEqual(ONE_POINT);
          }
        }
        expect(a.recommendations.analysis).not.toContain("FPL's ep_next");
      });
    }
  },
);
