// The official FPL API's JSON as it is served (fantasy.premierleague.com/api). Only fields the product
// reads are typed strictly; the API adds fields every season, so objects stay open for the rest.

/** A gameweek, from bootstrap-static `events`. */
export interface FplEvent {
  id: number;
  name: string;
  deadline_time: string;
  deadline_time_epoch?: number;
  finished: boolean;
  data_checked?: boolean;
  is_previous: boolean;
  is_current: boolean;
  is_next: boolean;
  average_entry_score?: number;
  highest_score?: number | null;
  [extra: string]: unknown;
}

/** A club, from bootstrap-static `teams`. `code` is the badge number, `id` the season's team id (1–20). */
export interface FplTeam {
  id: number;
  code: number;
  name: string;
  short_name: string;
  strength?: number | null;
  strength_overall_home?: number;
  strength_overall_away?: number;
  strength_attack_home?: number;
  strength_attack_away?: number;
  strength_defence_home?: number;
  strength_defence_away?: number;
  [extra: string]: unknown;
}

/** 1 goalkeeper, 2 defender, 3 midfielder, 4 forward (5 assistant manager in 2024-25). */
export type FplElementTypeId = number;

/** A player, from bootstrap-static `elements`. Decimal stats arrive as strings, as the API sends them. */
export interface FplElement {
  id: number;
  code: number;
  web_name: string;
  first_name: string;
  second_name: string;
  known_name?: string;
  team: number;
  team_code: number;
  element_type: FplElementTypeId;
  /** Price in tenths of a million: 105 is £10.5m. */
  now_cost: number;
  /** 'a' available, 'd' doubtful, 'i' injured, 's' suspended, 'u' unavailable, 'n' not in squad. */
  status: string;
  chance_of_playing_next_round: number | null;
  chance_of_playing_this_round: number | null;
  news: string;
  /** When the news was written (ISO time); FPL's return dates in `news` carry no year. */
  news_added?: string | null;
  form: string;
  points_per_game: string;
  ep_next: string | null;
  ep_this: string | null;
  total_points: number;
  minutes: number;
  starts?: number;
  goals_scored: number;
  assists: number;
  clean_sheets: number;
  expected_goals?: string;
  expected_assists?: string;
  expected_goals_per_90?: number;
  expected_assists_per_90?: number;
  selected_by_percent: string;
  [extra: string]: unknown;
}

/** A position as FPL's bootstrap-static lists it (`element_types`). */
export interface FplElementType {
  id: FplElementTypeId;
  plural_name: string;
  plural_name_short: string;
  singular_name: string;
  singular_name_short: string;
  squad_select: number;
  squad_min_play: number;
  squad_max_play: number;
  element_count?: number;
  [extra: string]: unknown;
}

/** FPL's own chip names. */
export type FplChipName = 'wildcard' | 'freehit' | 'bboost' | '3xc' | (string & {});

/** A chip window from bootstrap-static `chips`: since 2025-26 each chip is given once per season half. */
export interface FplChip {
  id: number;
  name: FplChipName;
  number: number;
  start_event: number;
  stop_event: number;
  chip_type: string;
  [extra: string]: unknown;
}

/** `/bootstrap-static/`. */
export interface BootstrapStatic {
  events: FplEvent[];
  teams: FplTeam[];
  elements: FplElement[];
  element_types: FplElementType[];
  chips?: FplChip[];
  total_players?: number;
  [extra: string]: unknown;
}

/** `/fixtures/`. `event` is null for a fixture not yet scheduled into a gameweek. */
export interface FplFixture {
  id: number;
  code?: number;
  event: number | null;
  team_h: number;
  team_a: number;
  team_h_difficulty: number;
  team_a_difficulty: number;
  kickoff_time: string | null;
  finished: boolean;
  started?: boolean | null;
  team_h_score?: number | null;
  team_a_score?: number | null;
  [extra: string]: unknown;
}

/** `/entry/{id}/`: a manager's team. `started_event` is the first gameweek it played. */
export interface FplEntry {
  id: number;
  name?: string;
  started_event: number;
  /** When the team was created (ISO time): its first squad was bought at the prices of then. */
  joined_time?: string;
  current_event?: number | null;
  [extra: string]: unknown;
}

/** One gameweek of a manager's season: `/entry/{id}/history/` `current` and a picks' `entry_history`. */
export interface FplEntryGameweek {
  event: number;
  /** Money in the bank after the gameweek's transfers, in tenths. */
  bank: number;
  /** Team value (squad at current prices plus the bank), in tenths. */
  value: number;
  event_transfers: number;
  /** Points paid for transfers beyond the free ones. */
  event_transfers_cost: number;
  points?: number;
  total_points?: number;
  points_on_bench?: number;
  [extra: string]: unknown;
}

/** A chip played, from `/entry/{id}/history/` `chips`. */
export interface FplEntryChipPlay {
  name: FplChipName;
  event: number;
  time?: string;
  [extra: string]: unknown;
}

/** `/entry/{id}/history/`. */
export interface FplEntryHistory {
  current: FplEntryGameweek[];
  chips: FplEntryChipPlay[];
  past?: unknown[];
  [extra: string]: unknown;
}

/** One transfer from `/entry/{id}/transfers/` (newest first). Costs are the prices paid and received, in tenths. */
export interface FplEntryTransfer {
  element_in: number;
  element_in_cost: number;
  element_out: number;
  element_out_cost: number;
  event: number;
  time: string;
  entry?: number;
  [extra: string]: unknown;
}

/** A squad slot from `/entry/{id}/event/{gw}/picks/`: positions 1–11 start, 12–15 are the bench in order. */
export interface FplPick {
  element: number;
  position: number;
  multiplier: number;
  is_captain: boolean;
  is_vice_captain: boolean;
  element_type?: number;
  [extra: string]: unknown;
}

/** `/entry/{id}/event/{gw}/picks/`. */
export interface FplEntryPicks {
  active_chip: FplChipName | null;
  entry_history: FplEntryGameweek;
  picks: FplPick[];
  automatic_subs?: unknown[];
  [extra: string]: unknown;
}

/** The part of an `/element-summary/{id}/` `history` row that tells a player's price at a fixture. */
export interface FplPriceHistoryRow {
  round: number;
  /** His price at the fixture, in tenths. */
  value: number;
  kickoff_time?: string | null;
  [extra: string]: unknown;
}
