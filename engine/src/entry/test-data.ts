// Hand-written FPL entry data in the API's wire format for the entry tests: a small 2026/27 game (five clubs,
// twenty players) and one manager's season. Never real Premier League data.
import type {
  BootstrapStatic,
  FplChip,
  FplElement,
  FplEntryGameweek,
  FplEntryPicks,
  FplEntryTransfer,
  FplEvent,
} from '../fpl-api.js';

const GW1_DEADLINE = Date.parse('2026-08-14T17:30:00Z');
const WEEK = 7 * 86_400_000;

export const deadline = (gameweek: number) =>
  new Date(GW1_DEADLINE + (gameweek - 1) * WEEK).toISOString().replace('.000Z', 'Z');

function events(next: number): FplEvent[] {
  return Array.from({ length: 38 }, (_, i) => ({
    id: i + 1,
    name: `Gameweek ${i + 1}`,
    deadline_time: deadline(i + 1),
    finished: i + 1 < next,
    is_previous: i + 1 === next - 2,
    is_current: i + 1 === next - 1,
    is_next: i + 1 === next,
  }));
}

/** Two of each chip since 2025/26: first half to GW19, second half from GW20, as bootstrap-static lists them. */
export const CHIPS: FplChip[] = [
  ['wildcard', 2, 19],
  ['wildcard', 20, 38],
  ['freehit', 2, 19],
  ['bboost', 1, 19],
  ['3xc', 1, 19],
  ['freehit', 20, 38],
  ['bboost', 20, 38],
  ['3xc', 20, 38],
].map(([name, start, stop], i) => ({
  id: i + 1,
  name: name as string,
  number: 1,
  start_event: start as number,
  stop_event: stop as number,
  chip_type: name === 'bboost' || name === '3xc' ? 'team' : 'transfer',
}));

/** [element_type, club, now_cost, cost_change_start] of elements 1–20. */
const ELEMENTS: [number, number, number, number][] = [
  [1, 1, 50, 0], // 1 GKP
  [1, 2, 40, 0], // 2 GKP
  [2, 1, 45, 0], // 3 DEF
  [2, 2, 55, 1], // 4 DEF: 5.4 → 5.5
  [2, 3, 50, 0], // 5 DEF
  [2, 4, 60, -2], // 6 DEF: 6.2 → 6.0
  [2, 5, 45, 0], // 7 DEF
  [3, 1, 80, 0], // 8 MID
  [3, 2, 56, 6], // 9 MID: 5.0 → 5.6
  [3, 3, 130, 5], // 10 MID: 12.5 → 13.0
  [3, 4, 70, 0], // 11 MID
  [3, 5, 55, 0], // 12 MID
  [4, 1, 70, 0], // 13 FWD
  [4, 2, 87, -3], // 14 FWD: 9.0 → 8.7
  [4, 3, 60, 0], // 15 FWD
  [2, 4, 48, 3], // 16 DEF: 4.5 → 4.8
  [3, 5, 77, -3], // 17 MID: 8.0 → 7.7
  [4, 4, 75, 5], // 18 FWD: 7.0 → 7.5
  [3, 1, 61, 1], // 19 MID: 6.0 → 6.1
  [1, 3, 45, 0], // 20 GKP
];

function elements(): FplElement[] {
  return ELEMENTS.map(([type, team, now, change], i) => ({
    id: i + 1,
    code: 1000 + i,
    web_name: `Player${i + 1}`,
    first_name: 'Test',
    second_name: `Player${i + 1}`,
    team,
    team_code: 90 + team,
    element_type: type,
    now_cost: now,
    cost_change_start: change,
    status: 'a',
    chance_of_playing_next_round: null,
    chance_of_playing_this_round: null,
    news: '',
    form: '3.0',
    points_per_game: '4.0',
    ep_next: null,
    ep_this: null,
    total_points: 20,
    minutes: 360,
    goals_scored: 0,
    assists: 0,
    clean_sheets: 0,
    selected_by_percent: '1.0',
  }));
}

/** bootstrap-static with gameweek `next` the next deadline. */
export function entryBootstrap(next: number): BootstrapStatic {
  return {
    events: events(next),
    teams: ['ARS', 'CHE', 'LIV', 'TOT', 'MCI'].map((short_name, i) => ({
      id: i + 1,
      code: 90 + i + 1,
      name: `Club ${short_name}`,
      short_name,
    })),
    elements: elements(),
    element_types: [1, 2, 3, 4].map((id) => ({
      id,
      plural_name: `Type ${id}`,
      plural_name_short: `T${id}`,
      singular_name: `Type ${id}`,
      singular_name_short: `T${id}`,
      squad_select: 2,
      squad_min_play: 1,
      squad_max_play: 5,
    })),
    chips: CHIPS,
    game_settings: { max_extra_free_transfers: 4, squad_total_spend: 1000 },
  };
}

/** A history row as `/entry/{id}/history/` sends it. */
export function historyRow(
  event: number,
  bank: number,
  value: number,
  transfers = 0,
  cost = 0,
): FplEntryGameweek {
  return {
    event,
    points: 55,
    total_points: 55 * event,
    rank: 120_000,
    rank_sort: 120_000,
    overall_rank: 300_000,
    percentile_rank: 5,
    bank,
    value,
    event_transfers: transfers,
    event_transfers_cost: cost,
    points_on_bench: 6,
  };
}

/** A transfer as `/entry/{id}/transfers/` sends it. */
export function transfer(event: number, out: [number, number], bought: [number, number]): FplEntryTransfer {
  return {
    element_in: bought[0],
    element_in_cost: bought[1],
    element_out: out[0],
    element_out_cost: out[1],
    entry: 4242,
    event,
    time: new Date(Date.parse(deadline(event)) - 86_400_000).toISOString(),
  };
}

const TYPE_OF = new Map(ELEMENTS.map(([type], i) => [i + 1, type]));

/**
 * Picks in squad order (1–11 the XI, 12–15 the bench) as `/entry/{id}/event/{gw}/picks/` sends them.
 */
export function picksOf(
  row: FplEntryGameweek,
  squad: readonly number[],
  captain: number,
  vice: number,
  activeChip: string | null = null,
): FplEntryPicks {
  return {
    active_chip: activeChip,
    automatic_subs: [],
    entry_history: row,
    picks: squad.map((element, i) => ({
      element,
      position: i + 1,
      multiplier: element === captain ? 2 : i < 11 || activeChip === 'bboost' ? 1 : 0,
      is_captain: element === captain,
      is_vice_captain: element === vice,
      element_type: TYPE_OF.get(element) ?? 3,
    })),
  };
}
