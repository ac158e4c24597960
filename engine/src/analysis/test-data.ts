// A small made-up league for the analysis tests (never real Premier League data): 20 clubs of 15 players,
// GW1–9 played, GW10 next; GW12 a double for clubs 1–6 and GW13 a blank for the same six.
import type { BootstrapStatic, FplElement, FplFixture } from '../fpl-api.js';
import type { Lineup, PlannerPlayer } from '../planner/index.js';
import type { PlayerGameweekHistory } from '../projection/index.js';
import { fixture, makeTeams, normalRound } from '../test-fixtures.js';
import { type ExtractedTeamData, type Position, SQUAD_POSITIONS } from '../types.js';

export const NEXT_GW = 10;
const SHAPE = SQUAD_POSITIONS;
const TYPE: Record<Position, number> = { GKP: 1, DEF: 2, MID: 3, FWD: 4 };

/** Element id of club `team`'s `slot`-th player (0–14, in SHAPE order). */
export const idOf = (team: number, slot: number) => team * 100 + slot;

/** Club 7's first forward: the league's best finisher. Club 2's first midfielder: high form, little threat. */
export const STAR = idOf(7, 12);
export const FORM_ONLY = idOf(2, 7);

export function leagueFixtures(): FplFixture[] {
  const fixtures: FplFixture[] = [];
  for (let gw = 1; gw <= 38; gw++) {
    let round = normalRound(gw);
    if (gw === 13) round = round.filter((f) => f.team_h > 6);
    if (gw === 12) round.push(fixture(12, 1, 4), fixture(12, 2, 5), fixture(12, 3, 6));
    for (const f of round) {
      if (gw < NEXT_GW)
        Object.assign(f, { finished: true, team_h_score: 1 + (f.team_h % 3), team_a_score: 1 });
    }
    fixtures.push(...round);
  }
  return fixtures;
}

function element(team: number, slot: number): FplElement {
  const position = SHAPE[slot] as Position;
  const id = idOf(team, slot);
  // Starters are slots 0, 2–4, 7–9, 12–13; the rest barely play.
  const starter = [0, 2, 3, 4, 7, 8, 9, 12, 13].includes(slot);
  const price =
    { GKP: 45, DEF: 45, MID: 55, FWD: 60 }[position] + (starter ? 10 : 0) + (id === STAR ? 60 : 0);
  return {
    id,
    code: id,
    web_name: `P${id}`,
    first_name: 'Test',
    second_name: `P${id}`,
    team,
    team_code: team,
    element_type: TYPE[position],
    now_cost: price,
    status: 'a',
    chance_of_playing_next_round: null,
    chance_of_playing_this_round: null,
    news: '',
    form: id === FORM_ONLY ? '15.0' : '3.0',
    points_per_game: id === FORM_ONLY ? '9.0' : '3.0',
    ep_next: null,
    ep_this: null,
    total_points: 30,
    minutes: starter ? 810 : 30,
    starts: starter ? 9 : 0,
    goals_scored: id === STAR ? 9 : 1,
    assists: 1,
    clean_sheets: 2,
    expected_goals: id === STAR ? '9.0' : '0.9',
    expected_assists: '0.9',
    selected_by_percent: '1.0',
  };
}

export function leagueBootstrap(): BootstrapStatic {
  const elements: FplElement[] = [];
  for (let team = 1; team <= 20; team++)
    for (let slot = 0; slot < 15; slot++) elements.push(element(team, slot));
  return {
    events: [],
    teams: makeTeams(20),
    elements,
    element_types: [],
    chips: [],
  };
}

/** GW1–9 rows for every player, consistent with the bootstrap's season totals. */
export function leagueHistory(bootstrap: BootstrapStatic): PlayerGameweekHistory[] {
  const rows: PlayerGameweekHistory[] = [];
  for (const e of bootstrap.elements) {
    for (let gw = 1; gw < NEXT_GW; gw++) {
      const starter = (e.starts ?? 0) > 0;
      const xg = Number(e.expected_goals) / 9;
      rows.push({
        element: e.id,
        gameweek: gw,
        fixtureCount: 1,
        minutes: starter ? 90 : gw === 1 ? 30 : 0,
        starts: starter ? 1 : 0,
        goalsScored: e.id === STAR ? 1 : 0,
        assists: 0,
        expectedGoals: starter ? xg : 0,
        expectedAssists: starter ? 0.1 : 0,
        expectedGoalsConceded: 1.2,
        cleanSheets: 0,
        goalsConceded: 1,
        saves: e.element_type === 1 && starter ? 3 : 0,
        bonus: 0,
        bps: 10,
        yellowCards: 0,
        redCards: 0,
        defensiveContribution: 0,
        totalPoints: 3,
      });
    }
  }
  return rows;
}

/** Three players from each of clubs 1–5; its bench (slots 1, 5, 6, 11) barely plays. */
export const SQUAD_PICKS: [number, number][] = [
  [1, 0],
  [2, 1],
  [1, 2],
  [2, 3],
  [3, 4],
  [4, 5],
  [5, 6],
  [2, 7],
  [3, 8],
  [4, 9],
  [5, 10],
  [3, 11],
  [1, 12],
  [4, 13],
  [5, 14],
];

/** Fifteen regular starters from clubs 1–5: a bench that plays. */
export const STARTERS_PICKS: [number, number][] = [
  [1, 0],
  [2, 0],
  [1, 2],
  [2, 3],
  [3, 4],
  [4, 2],
  [5, 3],
  [2, 7],
  [3, 8],
  [4, 9],
  [5, 7],
  [3, 9],
  [1, 12],
  [4, 13],
  [5, 12],
];

export function leagueSquad(picks: [number, number][] = SQUAD_PICKS): ExtractedTeamData {
  const bootstrap = leagueBootstrap();
  const players = picks.map(([team, slot], i) => {
    const e = bootstrap.elements.find((x) => x.id === idOf(team, slot)) as FplElement;
    return {
      id: e.id,
      name: e.web_name,
      team: bootstrap.teams[team - 1]?.short_name ?? '',
      position: SHAPE[slot] as Position,
      price: e.now_cost / 10,
      isStarter: ![1, 5, 6, 11].includes(i),
      isCaptain: i === 12,
      isViceCaptain: i === 7,
    };
  });
  return { gameweek: NEXT_GW, freeTransfers: 1, budget: 1.0, bank: 1.0, formation: '3-4-3', players };
}

/** Test stand-in for the planner's lineup: the best legal XI greedily (exact for these shapes), bench by points. */
export function greedyLineup(
  squad: readonly PlannerPlayer[],
  gameweek: number,
  points: (id: number, gw: number) => number,
): Lineup {
  const by = (a: PlannerPlayer, b: PlannerPlayer) => points(b.id, gameweek) - points(a.id, gameweek);
  const of = (position: Position) => squad.filter((p) => p.position === position).sort(by);
  const gk = of('GKP');
  const xi: PlannerPlayer[] = [gk[0] as PlannerPlayer];
  const mins: [Position, number, number][] = [
    ['DEF', 3, 5],
    ['MID', 2, 5],
    ['FWD', 1, 3],
  ];
  const rest: PlannerPlayer[] = [];
  for (const [position, min] of mins) {
    const list = of(position);
    xi.push(...list.slice(0, min));
    rest.push(...list.slice(min));
  }
  rest.sort(by);
  const count = (position: Position) => xi.filter((p) => p.position === position).length;
  for (const p of rest) {
    if (xi.length === 11) break;
    const max = mins.find(([pos]) => pos === p.position)?.[2] ?? 0;
    if (count(p.position) < max) xi.push(p);
  }
  const inXi = new Set(xi.map((p) => p.id));
  const bench = [
    gk[1] as PlannerPlayer,
    ...squad.filter((p) => !inXi.has(p.id) && p.position !== 'GKP').sort(by),
  ];
  const ranked = [...xi].sort(by);
  const captain = ranked[0] as PlannerPlayer;
  const total = xi.reduce((s, p) => s + points(p.id, gameweek), 0) + points(captain.id, gameweek);
  return {
    startingXI: xi.map((p) => p.id),
    bench: bench.map((p) => p.id),
    captain: captain.id,
    viceCaptain: (ranked[1] as PlannerPlayer).id,
    points: total,
  };
}
