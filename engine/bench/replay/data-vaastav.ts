// The tuning seasons (2020-21, 2021-22, 2023-24, 2024-25) from vaastav's files: each gameweek's price is merged_gw's `value`,
// everyone counts as available (no pre-deadline status was recorded), no ep_next; points and minutes per
// gameweek sum a double's fixtures. Also the market of 2025-26's first gameweeks, before status was recorded.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FplChip, FplElement, FplFixture, FplTeam } from '../../src/fpl-api.js';
import { previousSeasonFromElements } from '../../src/projection/previous-season.js';
import { sixtyMinuteAppearances } from '../../src/projection/recorded.js';
import type { PlayerGameweekHistory, PreviousSeasonPlayer } from '../../src/projection/types.js';
import { num, parseCsv } from '../csv.js';
import { fplDataDir } from '../data-dir.js';
import { loadVaastavSeason, type VaastavGameweek } from '../season-vaastav.js';
import type { Outcome, SeasonData } from './data.js';

/** 2025-26's chip rules (bootstrap `chips`): two of each, first half GW1–19, second GW20–38; wildcard and
 * free hit from GW2 (a GW1 squad is a free pick anyway). The tuning seasons are replayed under the same rules. */
export function twoHalfChips(last = 38): FplChip[] {
  const half = 19;
  const windows: [string, number, number][] = [
    ['wildcard', 2, half],
    ['wildcard', half + 1, last],
    ['freehit', 2, half],
    ['bboost', 1, half],
    ['3xc', 1, half],
    ['freehit', half + 1, last],
    ['bboost', half + 1, last],
    ['3xc', half + 1, last],
  ];
  return windows.map(([name, start, stop], i) => ({
    id: i + 1,
    name,
    number: 1,
    start_event: start,
    stop_event: stop,
    chip_type: name === 'wildcard' || name === 'freehit' ? 'transfer' : 'team',
  }));
}

/** '2024-25' → '2023-24'. */
export function seasonBefore(season: string): string {
  const start = Number(season.slice(0, 4)) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The season before's totals per player (vaastav's players_raw.csv, by `code`); empty when not stored. */
export function previousSeason(season: string, dataDir = fplDataDir()): PreviousSeasonPlayer[] {
  const file = join(dataDir, 'vaastav', seasonBefore(season), 'players_raw.csv');
  if (!existsSync(file)) return [];
  return previousSeasonFromElements(
    parseCsv(readFileSync(file, 'utf8')).map((r) => ({ ...r, code: r.code ?? '', minutes: r.minutes ?? '' })),
  );
}

export interface PlayerNames {
  web_name: string;
  first_name: string;
  second_name: string;
  code: number;
}

/** Names and codes from players_raw.csv (static facts of the season, nothing that happened). */
export function playerNames(dir: string): Map<number, PlayerNames> {
  const rows = parseCsv(readFileSync(join(dir, 'players_raw.csv'), 'utf8'));
  return new Map(
    rows.map((r) => [
      num(r.id),
      {
        web_name: r.web_name ?? '',
        first_name: r.first_name ?? '',
        second_name: r.second_name ?? '',
        code: num(r.code),
      },
    ]),
  );
}

export function vaastavTeams(dir: string): FplTeam[] {
  return parseCsv(readFileSync(join(dir, 'teams.csv'), 'utf8')).map((t) => ({
    id: num(t.id),
    code: num(t.code),
    name: t.name ?? '',
    short_name: t.short_name ?? '',
  }));
}

interface Totals {
  points: number;
  minutes: number;
  starts: number;
  goals: number;
  assists: number;
  cleanSheets: number;
  recent: number[];
}

/** Season-to-date totals of every player over the gameweeks before `gameweek` (bootstrap's own fields). */
export function totalsBefore(history: readonly PlayerGameweekHistory[], gameweek: number) {
  const totals = new Map<number, Totals>();
  const rows = history.filter((h) => h.gameweek < gameweek).sort((a, b) => a.gameweek - b.gameweek);
  for (const h of rows) {
    const t = totals.get(h.element) ?? {
      points: 0,
      minutes: 0,
      starts: 0,
      goals: 0,
      assists: 0,
      cleanSheets: 0,
      recent: [],
    };
    t.points += h.totalPoints;
    t.minutes += h.minutes;
    t.starts += h.starts ?? sixtyMinuteAppearances(h);
    t.goals += h.goalsScored;
    t.assists += h.assists;
    t.cleanSheets += h.cleanSheets;
    t.recent = [...t.recent, h.totalPoints].slice(-4);
    totals.set(h.element, t);
  }
  return totals;
}

/** A bootstrap element from a gameweek's vaastav row: available, no news, no ep_next. */
export function vaastavElement(
  row: VaastavGameweek,
  names: ReadonlyMap<number, PlayerNames>,
  teamCode: ReadonlyMap<number, number>,
  totals: ReadonlyMap<number, Totals>,
): FplElement {
  const name = names.get(row.element);
  const t = totals.get(row.element);
  const form = t && t.recent.length > 0 ? t.recent.reduce((s, p) => s + p, 0) / t.recent.length : 0;
  return {
    id: row.element,
    code: name?.code ?? row.element,
    web_name: name?.web_name ?? `#${row.element}`,
    first_name: name?.first_name ?? '',
    second_name: name?.second_name ?? '',
    team: row.team ?? 0,
    team_code: teamCode.get(row.team ?? 0) ?? 0,
    element_type: row.elementType,
    now_cost: row.price,
    status: 'a',
    chance_of_playing_next_round: null,
    chance_of_playing_this_round: null,
    news: '',
    form: form.toFixed(1),
    points_per_game: t && t.starts > 0 ? (t.points / Math.max(1, t.starts)).toFixed(1) : '0.0',
    ep_next: null,
    ep_this: null,
    total_points: t?.points ?? 0,
    minutes: t?.minutes ?? 0,
    starts: t?.starts ?? 0,
    goals_scored: t?.goals ?? 0,
    assists: t?.assists ?? 0,
    clean_sheets: t?.cleanSheets ?? 0,
    selected_by_percent: '0.0',
  };
}

/**
 * Each gameweek's market from vaastav rows: every player's latest row up to that gameweek (a blank leaves no
 * row, so the price of the row before stands), with season-to-date totals from `history` before it.
 */
export function vaastavMarket(
  rows: readonly VaastavGameweek[],
  history: readonly PlayerGameweekHistory[],
  names: ReadonlyMap<number, PlayerNames>,
  teams: readonly FplTeam[],
): (gameweek: number) => FplElement[] {
  const teamCode = new Map(teams.map((t) => [t.id, t.code]));
  const sorted = [...rows].sort((a, b) => a.gameweek - b.gameweek);
  const cache = new Map<number, FplElement[]>();
  return (gameweek) => {
    const cached = cache.get(gameweek);
    if (cached) return cached;
    const latest = new Map<number, VaastavGameweek>();
    for (const r of sorted) {
      if (r.gameweek > gameweek) break;
      if (r.team !== undefined) latest.set(r.element, r);
    }
    const totals = totalsBefore(history, gameweek);
    const elements = [...latest.values()].map((r) => vaastavElement(r, names, teamCode, totals));
    cache.set(gameweek, elements);
    return elements;
  };
}

export function loadVaastavReplay(season: string, dataDir = fplDataDir()): SeasonData {
  const dir = join(dataDir, 'vaastav', season);
  const { fixtures: raw, history } = loadVaastavSeason(season, dataDir);
  const teams = vaastavTeams(dir);
  const fixtures: FplFixture[] = raw.map((f) => ({ ...f }));
  const lastGameweek = Math.max(...fixtures.map((f) => f.event ?? 0));
  const outcomes = new Map<number, Map<number, Outcome>>();
  for (const h of history) {
    const byElement = outcomes.get(h.gameweek) ?? new Map<number, Outcome>();
    byElement.set(h.element, { points: h.totalPoints, minutes: h.minutes });
    outcomes.set(h.gameweek, byElement);
  }
  return {
    season,
    lastGameweek,
    teams,
    chips: twoHalfChips(lastGameweek),
    fixtures,
    market: vaastavMarket(history, history, playerNames(dir), teams),
    history,
    outcomes,
    previousSeason: previousSeason(season, dataDir),
    freeTransferTopUps: new Map(),
  };
}
