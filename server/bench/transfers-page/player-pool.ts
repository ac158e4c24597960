// Loads the players a generated squad is drawn from: an official bootstrap-static JSON, or a vaastav
// season folder (players_raw.csv + teams.csv), both under ../shared/fpl-data.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BootstrapStatic, FplElement, FplEvent, FplFixture, FplTeam } from '@fpl-assistant/engine';
import { parseCsvRows } from '@fpl-assistant/engine/app';

/** ../shared relative to the repository root, from this file's location (server/bench/transfers-page). */
export const sharedDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'shared',
);

export const DEFAULT_SOURCE = path.join(
  sharedDir,
  'fpl-data/api/2025-26/bootstrap-static_2026-04-18_pre-gw33-deadline.json',
);

export interface PlayerPool {
  /** A label for reports: the file or folder name. */
  source: string;
  bootstrap: BootstrapStatic;
  /** The season's fixtures in API shape (empty when none is stored), for extractors that read fixtures. */
  fixtures: FplFixture[];
}

/** Reads a bootstrap-static file, or builds a bootstrap-static-shaped object from a vaastav season folder. */
export function loadPlayerPool(source: string = DEFAULT_SOURCE): PlayerPool {
  const stat = fs.statSync(source);
  if (stat.isFile()) {
    return {
      source: path.basename(source),
      bootstrap: JSON.parse(fs.readFileSync(source, 'utf8')),
      fixtures: apiFixtures(source),
    };
  }
  return {
    source: path.basename(source),
    bootstrap: vaastavBootstrap(source),
    fixtures: vaastavFixtures(source),
  };
}

/** fixtures*.json beside an api/<season>/ bootstrap file, else the season's derived fixtures. */
function apiFixtures(bootstrapFile: string): FplFixture[] {
  const dir = path.dirname(bootstrapFile);
  const season = path.basename(dir);
  const candidates = [dir, path.join(sharedDir, 'fpl-data/derived', season)];
  for (const folder of candidates) {
    const file = fs.existsSync(folder)
      ? fs.readdirSync(folder).find((name) => name.startsWith('fixtures') && name.endsWith('.json'))
      : undefined;
    if (file) return JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
  }
  return [];
}

function vaastavFixtures(dir: string): FplFixture[] {
  const file = path.join(dir, 'fixtures.csv');
  if (!fs.existsSync(file)) return [];
  const score = (text: string | undefined) => (text ? Number(text) : null);
  return readCsv(file).map((row) => ({
    id: Number(row.id),
    code: Number(row.code),
    event: row.event ? Number(row.event) : null,
    team_h: Number(row.team_h),
    team_a: Number(row.team_a),
    team_h_difficulty: Number(row.team_h_difficulty),
    team_a_difficulty: Number(row.team_a_difficulty),
    kickoff_time: row.kickoff_time || null,
    finished: row.finished === 'True',
    team_h_score: score(row.team_h_score),
    team_a_score: score(row.team_a_score),
  }));
}

function vaastavBootstrap(dir: string): BootstrapStatic {
  const teams = readCsv(path.join(dir, 'teams.csv')).map(
    (row): FplTeam => ({
      id: Number(row.id),
      code: Number(row.code),
      name: row.name ?? '',
      short_name: row.short_name ?? '',
    }),
  );
  const elements = readCsv(path.join(dir, 'players_raw.csv')).map(
    (row) =>
      ({
        id: Number(row.id),
        code: Number(row.code),
        web_name: row.web_name ?? '',
        first_name: row.first_name ?? '',
        second_name: row.second_name ?? '',
        team: Number(row.team),
        team_code: Number(row.team_code),
        element_type: Number(row.element_type),
        now_cost: Number(row.now_cost),
        status: row.status ?? 'a',
        chance_of_playing_next_round: null,
        chance_of_playing_this_round: null,
        news: row.news ?? '',
        form: row.form ?? '0',
        points_per_game: row.points_per_game ?? '0',
        ep_next: row.ep_next ?? null,
        ep_this: row.ep_this ?? null,
        total_points: Number(row.total_points ?? 0),
        minutes: Number(row.minutes ?? 0),
        goals_scored: Number(row.goals_scored ?? 0),
        assists: Number(row.assists ?? 0),
        clean_sheets: Number(row.clean_sheets ?? 0),
        selected_by_percent: row.selected_by_percent ?? '0',
      }) satisfies FplElement,
  );
  // vaastav has no events: a plain 38-gameweek calendar so the header has a deadline to show.
  const events = Array.from(
    { length: 38 },
    (_, i): FplEvent => ({
      id: i + 1,
      name: `Gameweek ${i + 1}`,
      deadline_time: new Date(Date.UTC(2024, 7, 16 + 7 * i, 17, 30)).toISOString().replace('.000', ''),
      finished: false,
      is_previous: false,
      is_current: false,
      is_next: i === 0,
    }),
  );
  return { events, teams, elements, element_types: [] };
}

/** A CSV file's records (the engine's RFC 4180 reader); rows of the wrong length are left out. */
export function readCsv(file: string): Record<string, string>[] {
  const [header, ...body] = parseCsvRows(fs.readFileSync(file, 'utf8'));
  if (!header) return [];
  return body
    .filter((cells) => cells.length === header.length)
    .map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}
