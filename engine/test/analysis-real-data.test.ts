// analyzeSquad over real squads and real data in ../shared (skipped when it is absent): legal, sensible, and
// never naming a player the data does not hold.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSeason2025, replayGameweeks } from '../bench/season-2025-26.js';
import {
  analyzeSquadDetailed,
  type BootstrapStatic,
  type ExtractedTeamData,
  type FplElement,
  type FplFixture,
  type Recommendations,
  type SquadAnalysis,
  toPlayerPosition,
} from '../src/index.js';
import { type Picks, playerOf, squadFromPicks } from './real-squads.js';
import { hasSharedData, readSharedJson } from './shared-data.js';

const SQUAD_GW33 = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../cli/test/fixtures/squad-gw33.json',
);

function namesIn(r: Recommendations): string[] {
  const chips = r.chipStrategy;
  return [
    ...r.transfers.flatMap((t) => [t.playerOut, t.playerIn]),
    r.captain.player,
    r.viceCaptain.player,
    ...r.startingXI,
    ...r.bench,
    ...(chips?.upcomingDGWs.flatMap((d) => [
      ...(d.tripleCaptainRecommendation ? [d.tripleCaptainRecommendation.player] : []),
      ...Object.values(d.topAssets).flatMap((assets) => assets.map((a) => a.name)),
    ]) ?? []),
    ...(chips?.upcomingBGWs.flatMap((b) => b.userPlayersAffected) ?? []),
  ];
}

/** The checks every analysis must pass: names from the data, a legal squad, XI and plan. */
function expectLegal(a: SquadAnalysis, squad: ExtractedTeamData, bootstrap: BootstrapStatic) {
  const r = a.recommendations;
  const byName = new Map(bootstrap.elements.map((e) => [e.web_name, e]));
  for (const name of namesIn(r)) expect(byName.has(name), `${name} is in bootstrap`).toBe(true);
  const byId = new Map(bootstrap.elements.map((e) => [e.id, e]));
  const owned = new Set(squad.players.map((p) => p.id));
  for (const t of r.transfers) {
    expect(owned.has(t.playerOutId ?? -1)).toBe(true);
    expect(owned.has(t.playerInId ?? -1)).toBe(false);
    expect(byId.get(t.playerInId ?? -1)?.web_name).toBe(t.playerIn);
    expect(t.reason).toMatch(/projects \d+\.\d points (over GW\d+–\d+|in GW\d+)/);
    expect(t.stats?.fixtures.length).toBeGreaterThan(0);
  }
  const first = a.plan.gameweeks[0];
  expect(first?.startingXI).toHaveLength(11);
  expect(first?.bench).toHaveLength(4);
  const xi = (first?.startingXI ?? []).map((id) => toPlayerPosition(byId.get(id)?.element_type ?? 0));
  const count = (p: string) => xi.filter((x) => x === p).length;
  expect(count('GKP')).toBe(1);
  expect(count('DEF')).toBeGreaterThanOrEqual(3);
  expect(count('MID')).toBeGreaterThanOrEqual(2);
  expect(count('FWD')).toBeGreaterThanOrEqual(1);
  const after = new Set(owned);
  for (const t of first?.transfers ?? []) {
    after.delete(t.out);
    after.add(t.in);
  }
  expect(new Set([...(first?.startingXI ?? []), ...(first?.bench ?? [])])).toEqual(after);
  // At most 3 per club, or no more than the squad already had (a squad file may break the rule).
  const clubCount = (ids: Iterable<number>) => {
    const counts = new Map<number, number>();
    for (const id of ids) counts.set(byId.get(id)?.team ?? 0, (counts.get(byId.get(id)?.team ?? 0) ?? 0) + 1);
    return counts;
  };
  const before = clubCount(owned);
  for (const [club, n] of clubCount(after)) expect(n).toBeLessThanOrEqual(Math.max(3, before.get(club) ?? 0));
  expect(r.budgetImpact.affordable).toBe(true);
  expect(r.budgetImpact.afterTransfers).toBeGreaterThanOrEqual(0);
  // The captain is the XI's best projection for the gameweek.
  const gw = first?.gameweek ?? 0;
  const xiPoints = (first?.startingXI ?? []).map(
    (id) => a.projections.get(id)?.gameweeks[0]?.expectedPoints ?? 0,
  );
  expect(a.projections.get(first?.captain ?? 0)?.gameweeks[0]?.expectedPoints).toBe(Math.max(...xiPoints));
  expect(r.captain.reason).toContain(`in GW${gw}`);
  expect(a.plan.objective).toBeGreaterThanOrEqual(a.holdObjective - 1e-6);
}

describe.skipIf(!hasSharedData)(
  'analyzeSquad on 2025-26 before the GW33 deadline (real data)',
  { timeout: 120_000 },
  () => {
    const bootstrap = readSharedJson<BootstrapStatic>(
      'api/2025-26/bootstrap-static_2026-04-18_pre-gw33-deadline.json',
    );
    // Results of GW33 and later hidden, as they were at the deadline.
    const fixtures = readSharedJson<FplFixture[]>(
      'derived/2025-26/fixtures_2025-26_final_reconstructed.json',
    ).map((f) =>
      f.event !== null && f.event < 33
        ? f
        : { ...f, finished: false, team_h_score: null, team_a_score: null },
    );
    const replay = hasSharedData ? replayGameweeks(loadSeason2025(), 33, 33)[0] : undefined;
    const histories = replay?.input.history ?? [];
    const squad = JSON.parse(readFileSync(SQUAD_GW33, 'utf8')) as ExtractedTeamData;

    it('a real GW33 squad: legal plan, captain Haaland in the double, triple captain on projections not form', () => {
      const a = analyzeSquadDetailed({ squad, bootstrap, fixtures, histories, gameweek: 33 });
      expectLegal(a, squad, bootstrap);
      expect(a.projectionSource).toBe('history');
      const r = a.recommendations;
      expect(r.captain.player).toBe('Haaland');
      expect(r.captain.fixture).toBe('ARS (H), BUR (A)');
      // Form 15 made the old form-based default pick Guéhi; the projections put Haaland far above him.
      const guehi = bootstrap.elements.find((e) => e.web_name === 'Guéhi') as FplElement;
      expect(Number(guehi.form)).toBeGreaterThan(10);
      for (const dgw of r.chipStrategy?.upcomingDGWs ?? []) {
        expect(dgw.tripleCaptainRecommendation?.player).not.toBe('Guéhi');
      }
      const tc = r.chipStrategy?.optimalSequence.find((c) => c.chip.startsWith('triple_captain'));
      expect(tc?.reasoning).toContain('Haaland');
      // Second-half chips only: the squad used all first-half ones and Wildcard 2.
      for (const c of r.chipStrategy?.optimalSequence ?? []) expect(c.chip).toMatch(/_2$/);
      const fh = r.chipStrategy?.optimalSequence.find((c) => c.chip === 'free_hit_2');
      expect(fh?.timing).toBe(34);
    });

    it('a squad of form players and one with three free transfers: legal and only real names', () => {
      const pickBy = (type: number) =>
        bootstrap.elements
          .filter((e) => e.element_type === type && e.status === 'a')
          .sort((a, b) => Number(b.form) - Number(a.form));
      const chosen: FplElement[] = [];
      const clubs = new Map<number, number>();
      for (const [type, count] of [
        [1, 2],
        [2, 5],
        [3, 5],
        [4, 3],
      ] as const) {
        let taken = 0;
        for (const e of pickBy(type)) {
          if (taken === count) break;
          if ((clubs.get(e.team) ?? 0) >= 3) continue;
          clubs.set(e.team, (clubs.get(e.team) ?? 0) + 1);
          chosen.push(e);
          taken++;
        }
      }
      const players = chosen.map((e, i) =>
        playerOf(bootstrap, e, { isStarter: ![1, 6, 11, 12].includes(i) }),
      );
      for (const freeTransfers of [1, 3]) {
        const formSquad: ExtractedTeamData = {
          gameweek: 33,
          freeTransfers,
          budget: 2,
          bank: 2,
          formation: '4-4-2',
          players,
        };
        const a = analyzeSquadDetailed({ squad: formSquad, bootstrap, fixtures, histories, gameweek: 33 });
        expectLegal(a, formSquad, bootstrap);
        // Within the free transfers, unless the plan wildcards (or free-hits) this week: then no hit at all.
        const first = a.plan.gameweeks[0];
        if (first?.chip === 'wildcard' || first?.chip === 'free_hit') expect(first.hits).toBe(0);
        else expect(a.recommendations.transfers.length).toBeLessThanOrEqual(freeTransfers);
      }
    });
  },
);

describe.skipIf(!hasSharedData)(
  'analyzeSquad on 2026-27 before GW2 (a real manager’s picks, no history)',
  () => {
    const bootstrap = readSharedJson<BootstrapStatic>(
      'api/2026-27/bootstrap-static_2026-08-22_gw1-current.json',
    );
    const fixtures = readSharedJson<FplFixture[]>('api/2026-27/fixtures_2026-08-22.json');
    const picks = readSharedJson<Picks>('api/2026-27/entry-118670_picks_gw1.json');

    it('projects from season totals and still plans legally', () => {
      const byId = new Map(bootstrap.elements.map((e) => [e.id, e]));
      const squad = squadFromPicks(bootstrap, picks, 2);
      const a = analyzeSquadDetailed({ squad, bootstrap, fixtures, gameweek: 2 });
      expect(a.projectionSource).toBe('season-totals');
      expectLegal(a, squad, bootstrap);
      expect(a.recommendations.analysis).toContain('season totals');
      // Before GW2 almost nothing is played: the projections lean on FPL's ep_next, and nobody sells Haaland.
      expect(a.matchesPlayed).toBe(0);
      expect(a.recommendations.analysis).toContain("FPL's ep_next 100%");
      expect(a.recommendations.transfers.map((t) => t.playerOut)).not.toContain('Haaland');
      for (const g of a.plan.gameweeks) {
        for (const t of g.transfers) expect(byId.get(t.out)?.web_name).not.toBe('Haaland');
      }
    });
  },
);
