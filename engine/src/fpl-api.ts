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
