// Hand-made players and plates for the extraction tests (names chosen for the traps they set, not real data).

import type { FplElement, FplFixture, FplTeam } from '../fpl-api.js';
import type { OcrLine } from './types.js';

export const TEAMS: FplTeam[] = [
  { id: 1, code: 3, name: 'Arsenal', short_name: 'ARS' },
  { id: 2, code: 8, name: 'Chelsea', short_name: 'CHE' },
  { id: 3, code: 2, name: 'Leeds', short_name: 'LEE' },
  { id: 4, code: 14, name: 'Liverpool', short_name: 'LIV' },
  { id: 5, code: 43, name: 'Man City', short_name: 'MCI' },
  { id: 6, code: 1, name: 'Man Utd', short_name: 'MUN' },
  { id: 7, code: 20, name: 'Southampton', short_name: 'SOU' },
  { id: 8, code: 39, name: 'Wolves', short_name: 'WOL' },
];

let id = 0;
function element(
  web_name: string,
  first_name: string,
  second_name: string,
  team: number,
  element_type: number,
  now_cost: number,
): FplElement {
  id++;
  return {
    id,
    code: 1000 + id,
    web_name,
    first_name,
    second_name,
    team,
    team_code: team,
    element_type,
    now_cost,
    status: 'a',
    chance_of_playing_next_round: null,
    chance_of_playing_this_round: null,
    news: '',
    form: '0.0',
    points_per_game: '0.0',
    ep_next: null,
    ep_this: null,
    total_points: 0,
    minutes: 0,
    goals_scored: 0,
    assists: 0,
    clean_sheets: 0,
    selected_by_percent: '0.0',
  };
}

export const ELEMENTS: FplElement[] = [
  element('Ramsdale', 'Aaron', 'Ramsdale', 1, 1, 50), // 1
  element('Sá', 'José', 'Malheiro de Sá', 8, 1, 50), // 2
  element('James', 'Reece', 'James', 2, 2, 60), // 3
  element('James', 'Daniel', 'James', 3, 3, 65), // 4
  element('Alexander-Arnold', 'Trent', 'Alexander-Arnold', 4, 2, 75), // 5
  element('Alexandre', 'Alexandre', 'Jacquet', 5, 3, 45), // 6
  element('Cancelo', 'João', 'Cancelo', 5, 2, 70), // 7
  element('Semedo', 'Nélson', 'Semedo', 8, 2, 50), // 8
  element('Salah', 'Mohamed', 'Salah', 4, 3, 130), // 9
  element('Son', 'Heung-Min', 'Son', 6, 3, 100), // 10
  element('Saka', 'Bukayo', 'Saka', 1, 3, 85), // 11
  element('Jiménez', 'Raúl', 'Jiménez', 8, 4, 75), // 12
  element('Livramento', 'Valentino', 'Livramento', 7, 2, 45), // 13
  element('A.Armstrong', 'Adam', 'Armstrong', 7, 4, 60), // 14
  element('Armstrong', 'Stuart', 'Armstrong', 7, 3, 55), // 15
  element('Haaland', 'Erling', 'Haaland', 5, 4, 120), // 16
  element('Rashford', 'Marcus', 'Rashford', 6, 3, 70), // 17
  element('Lloris', 'Hugo', 'Lloris', 6, 1, 55), // 18
  element('Illan', 'Illan', 'Meslier', 3, 1, 45), // 19
  element('Gomes', 'Joe', 'Gomes', 5, 2, 45), // 20
];
// Reece James has risen £0.2m since the season began: bought then, he sells for £5.9m.
(ELEMENTS[2] as FplElement).cost_change_start = 2;

/** Fixtures of gameweek 13: each club's opponent, so an opponent under a name tells its club. */
export const FIXTURES: FplFixture[] = [
  [2, 6],
  [4, 7],
  [5, 1],
  [8, 3],
].map(([home, away], i) => ({
  id: i + 1,
  event: 13,
  team_h: home as number,
  team_a: away as number,
  team_h_difficulty: 3,
  team_a_difficulty: 3,
  kickoff_time: '2026-01-01T15:00:00Z',
  finished: false,
}));

/** A name plate at (x, y): the name and the line under it, 20 px tall each. */
export function plate(x: number, y: number, name: string, second?: string): OcrLine[] {
  const width = 10 * Math.max(4, name.length);
  const lines: OcrLine[] = [{ text: name, confidence: 92, box: { x0: x, y0: y, x1: x + width, y1: y + 20 } }];
  if (second) {
    lines.push({ text: second, confidence: 92, box: { x0: x, y0: y + 26, x1: x + 80, y1: y + 46 } });
  }
  return lines;
}

export function badge(x: number, y: number, text: 'C' | 'V'): OcrLine {
  return { text, confidence: 80, box: { x0: x, y0: y, x1: x + 24, y1: y + 24 } };
}
