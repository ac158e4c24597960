// 2025-26 as the replay plays it: the pre-deadline bootstrap state where it was recorded (GW12–38: price,
// status, chance of playing, news, ep_next), before that vaastav's merged_gw `value` with everyone available;
// history and results from the event-live rows; fixtures from the reconstructed final schedule.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FplChip, FplElement, FplFixture } from '../../src/fpl-api.js';
import { type CsvRecord, num } from '../csv.js';
import { fplDataDir } from '../data-dir.js';
import { loadSeason2025, type RawFixture, SEASON, toHistory } from '../season-2025-26.js';
import { loadVaastavSeason } from '../season-vaastav.js';
import type { Outcome, SeasonData } from './data.js';
import { playerNames, previousSeason, vaastavMarket, vaastavTeams } from './data-vaastav.js';

/** Before GW16's deadline every manager's free transfers were topped up to 5 (players leaving for AFCON). */
export const AFCON_TOP_UP = { gameweek: 16, freeTransfers: 5 } as const;

export const END_OF_SEASON_BOOTSTRAP = 'api/2025-26/bootstrap-static_2026-05-28_end-of-season.json';

/** The chip windows of 2025-26, from the end-of-season bootstrap (the windows were set before GW1). */
export function chips2025(dataDir = fplDataDir()): FplChip[] {
  const bootstrap = JSON.parse(readFileSync(join(dataDir, END_OF_SEASON_BOOTSTRAP), 'utf8')) as {
    chips: FplChip[];
  };
  return bootstrap.chips;
}

/** Element id → FPL's stable `code` (the key of last season's totals), from the end-of-season bootstrap. */
function codes2025(dataDir: string): Map<number, number> {
  const bootstrap = JSON.parse(readFileSync(join(dataDir, END_OF_SEASON_BOOTSTRAP), 'utf8')) as {
    elements: { id: number; code: number }[];
  };
  return new Map(bootstrap.elements.map((e) => [e.id, e.code]));
}

function preElement(r: CsvRecord, codes: ReadonlyMap<number, number>): FplElement {
  const text = (key: string) => r[key] ?? '';
  const optional = (key: string) => (r[key] === '' || r[key] === undefined ? null : num(r[key]));
  return {
    id: num(r.id),
    code: codes.get(num(r.id)) ?? num(r.id),
    web_name: text('web_name'),
    first_name: '',
    second_name: '',
    team: num(r.team),
    team_code: num(r.team_code),
    element_type: num(r.element_type),
    now_cost: num(r.now_cost),
    status: r.status || 'a',
    chance_of_playing_next_round: optional('chance_of_playing_next_round'),
    chance_of_playing_this_round: optional('chance_of_playing_this_round'),
    news: text('news'),
    news_added: r.news_added || null,
    form: text('form') || '0.0',
    points_per_game: text('points_per_game') || '0.0',
    ep_next: r.ep_next === '' ? null : text('ep_next'),
    ep_this: r.ep_this === '' ? null : text('ep_this'),
    total_points: num(r.total_points),
    minutes: num(r.minutes),
    starts: num(r.starts),
    goals_scored: num(r.goals_scored),
    assists: num(r.assists),
    clean_sheets: num(r.clean_sheets),
    expected_goals: text('expected_goals'),
    expected_assists: text('expected_assists'),
    selected_by_percent: text('selected_by_percent') || '0.0',
  };
}

export function loadReplay2025(dataDir = fplDataDir()): SeasonData {
  const { pre, live, fixtures: rawFixtures } = loadSeason2025(dataDir);
  const vaastavDir = join(dataDir, 'vaastav', SEASON);
  // vaastav's 2025-26 rows give GW1–29 prices, clubs and positions (its fixtures are a March state: unused).
  const early = loadVaastavSeason(SEASON, dataDir).history;
  const teams = vaastavTeams(vaastavDir);
  const fixtures = rawFixtures as unknown as FplFixture[];
  const fixtureById = new Map<number, RawFixture>(rawFixtures.map((f) => [f.id, f]));

  const preByGameweek = new Map<number, CsvRecord[]>();
  for (const r of pre) {
    const gw = num(r.gw);
    preByGameweek.set(gw, [...(preByGameweek.get(gw) ?? []), r]);
  }
  // Each player's club at each deadline: the recorded state where there is one, else vaastav's row.
  const clubsByElement = new Map<number, Map<number, number>>();
  const setClub = (element: number, gw: number, club: number) => {
    const clubs = clubsByElement.get(element) ?? new Map<number, number>();
    if (!clubs.has(gw)) clubs.set(gw, club);
    clubsByElement.set(element, clubs);
  };
  for (const r of pre) setClub(num(r.id), num(r.gw), num(r.team));
  for (const h of early) if (h.team !== undefined) setClub(h.element, h.gameweek, h.team);

  const history = live.map((r) => toHistory(r, fixtureById, clubsByElement));
  const outcomes = new Map<number, Map<number, Outcome>>();
  for (const r of live) {
    const gw = num(r.gw);
    const byElement = outcomes.get(gw) ?? new Map<number, Outcome>();
    byElement.set(num(r.element), { points: num(r.total_points), minutes: num(r.minutes) });
    outcomes.set(gw, byElement);
  }

  const codes = codes2025(dataDir);
  const names = playerNames(vaastavDir);
  for (const [id, code] of codes) {
    const known = names.get(id);
    if (known) known.code = code;
  }
  const earlyMarket = vaastavMarket(early, history, names, teams);
  const cache = new Map<number, FplElement[]>();
  const market = (gameweek: number) => {
    const cached = cache.get(gameweek);
    if (cached) return cached;
    const recorded = preByGameweek.get(gameweek);
    const elements = recorded ? recorded.map((r) => preElement(r, codes)) : earlyMarket(gameweek);
    cache.set(gameweek, elements);
    return elements;
  };

  return {
    season: SEASON,
    lastGameweek: Math.max(...fixtures.map((f) => f.event ?? 0)),
    teams,
    chips: chips2025(dataDir),
    fixtures,
    market,
    history,
    outcomes,
    previousSeason: previousSeason(SEASON, dataDir),
    freeTransferTopUps: new Map([[AFCON_TOP_UP.gameweek, AFCON_TOP_UP.freeTransfers]]),
  };
}
