import { describe, expect, it } from 'vitest';
import {
  analyzeSquadDetailed,
  type BootstrapStatic,
  chipFamily,
  chipWindows,
  classifyGameweek,
  type ExtractedTeamData,
  type FplFixture,
  fixtureCalendar,
  fixturesOfGameweek,
  nextGameweek,
  type Player,
  seasonLabel,
  specialGameweeks,
  toPlayerPosition,
} from '../src/index.js';
import { hasSharedData, readSharedJson } from './shared-data.js';

describe.skipIf(!hasSharedData)('2025-26 before the GW33 deadline (real data in ../shared)', () => {
  const bootstrap = readSharedJson<BootstrapStatic>(
    'api/2025-26/bootstrap-static_2026-04-18_pre-gw33-deadline.json',
  );
  const fixtures = readSharedJson<FplFixture[]>('derived/2025-26/fixtures_2025-26_final_reconstructed.json');
  const teamCount = bootstrap.teams.length;

  it('plans for gameweek 33 of 2025/26', () => {
    expect(nextGameweek(bootstrap.events)?.id).toBe(33);
    expect(seasonLabel(bootstrap.events)).toBe('2025/26');
  });

  it('sees GW33 as a double for six teams and GW34 as a blank for the same six', () => {
    expect(classifyGameweek(fixturesOfGameweek(fixtures, 33), teamCount)).toBe('dgw');
    expect(classifyGameweek(fixturesOfGameweek(fixtures, 34), teamCount)).toBe('bgw');
    const { doubles, blanks } = specialGameweeks(fixtures, bootstrap.teams, 33);
    const gw33 = doubles.find((d) => d.gameweek === 33);
    const gw34 = blanks.find((b) => b.gameweek === 34);
    expect(gw33?.teamIds).toHaveLength(6);
    expect(gw34?.teamIds).toEqual(gw33?.teamIds);
    expect(fixtureCalendar(fixtures, teamCount, 33).slice(0, 2)).toEqual([
      { gameweek: 33, type: 'dgw' },
      { gameweek: 34, type: 'bgw' },
    ]);
  });

  it('for a squad built on the six clubs, the chips are the plan’s: one a gameweek, in the weeks it plays them', () => {
    const gw33 = specialGameweeks(fixtures, bootstrap.teams, 33).doubles.find((d) => d.gameweek === 33);
    const sixClubs = new Set(gw33?.teamIds);
    const byPosition = (type: number, count: number, fromSix: number) => {
      const eligible = bootstrap.elements
        .filter((e) => e.element_type === type && e.status === 'a')
        .sort((a, b) => Number(b.form) - Number(a.form));
      return [
        ...eligible.filter((e) => sixClubs.has(e.team)).slice(0, fromSix),
        ...eligible.filter((e) => !sixClubs.has(e.team)).slice(0, count - fromSix),
      ];
    };
    const elements = [
      ...byPosition(1, 2, 1),
      ...byPosition(2, 5, 3),
      ...byPosition(3, 5, 3),
      ...byPosition(4, 3, 1),
    ];
    const players: Player[] = elements.map((e, i) => ({
      id: e.id,
      name: e.web_name,
      team: bootstrap.teams.find((t) => t.id === e.team)?.short_name ?? '',
      position: toPlayerPosition(e.element_type),
      price: e.now_cost / 10,
      isStarter: ![1, 6, 11, 12].includes(i),
      isCaptain: i === 7,
      isViceCaptain: i === 8,
    }));
    const squad: ExtractedTeamData = {
      gameweek: 33,
      freeTransfers: 1,
      budget: 0.5,
      formation: '3-4-3',
      players,
    };
    const { recommendations, plan } = analyzeSquadDetailed({ squad, bootstrap, fixtures, gameweek: 33 });
    const strategy = recommendations.chipStrategy;
    expect(strategy?.upcomingBGWs.find((b) => b.gameweek === 34)?.userPlayersAffected).toHaveLength(8);
    const weeks = (strategy?.optimalSequence ?? []).map((r) => r.timing);
    expect(new Set(weeks).size).toBe(weeks.length);
    for (const r of strategy?.optimalSequence ?? []) {
      const week = plan.gameweeks.find((g) => g.gameweek === r.timing);
      if (week) expect(week.chip, `GW${r.timing}`).toBe(chipFamily(r.chip));
    }
    for (const position of ['GKP', 'DEF', 'MID', 'FWD'] as const) {
      expect(strategy?.upcomingDGWs[0]?.topAssets[position].length).toBeGreaterThan(0);
    }
  });
});

describe.skipIf(!hasSharedData)('2026-27 at the start of the season (real data in ../shared)', () => {
  const bootstrap = readSharedJson<BootstrapStatic>(
    'api/2026-27/bootstrap-static_2026-08-22_gw1-current.json',
  );
  const fixtures = readSharedJson<FplFixture[]>('api/2026-27/fixtures_2026-08-22.json');

  it('shows no doubles or blanks', () => {
    const current = nextGameweek(bootstrap.events)?.id ?? 0;
    expect(current).toBe(2);
    expect(specialGameweeks(fixtures, bootstrap.teams, current)).toEqual({ doubles: [], blanks: [] });
    expect(fixtureCalendar(fixtures, bootstrap.teams.length, current).every((c) => c.type === 'normal')).toBe(
      true,
    );
  });

  it('reads the season’s eight chips, one of each per half, from the data', () => {
    const windows = chipWindows(bootstrap.chips);
    expect(windows).toHaveLength(8);
    expect(windows.find((w) => w.key === 'wildcard_1')).toMatchObject({ start: 2, stop: 19 });
    expect(windows.find((w) => w.key === 'wildcard_2')).toMatchObject({ start: 20, stop: 38 });
  });
});
