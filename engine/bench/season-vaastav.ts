// Replays a past season from vaastav's per-fixture CSVs (merged_gw.csv, teams.csv, fixtures.csv) for tuning.
// There is no pre-deadline status in these files, so every player counts as available; merged_gw's xP is
// FPL's ep_this scraped after the gameweek (it leaks), and is never read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sixtyMinuteAppearances } from '../src/projection/recorded.js';
import type { PlayerGameweekHistory, ProjectionElement } from '../src/projection/types.js';
import { num, parseCsv } from './csv.js';
import { fplDataDir } from './data-dir.js';
import type { BacktestRow, ReplayGameweek } from './season-2025-26.js';

export const TUNING_SEASONS = ['2020-21', '2021-22', '2023-24', '2024-25'] as const;

const ELEMENT_TYPES: Record<string, number> = { GK: 1, GKP: 1, DEF: 2, MID: 3, FWD: 4 };

/** A history row with what vaastav also records of the player in that gameweek: position and price. */
export interface VaastavGameweek extends PlayerGameweekHistory {
  elementType: number;
  /** now_cost (tenths of £1m) in that gameweek. */
  price: number;
}

type RecordedField = 'starts' | 'expectedGoals' | 'expectedAssists' | 'expectedGoalsConceded';

/**
 * Adds a fixture's value of a stat that older seasons do not record (starts, xG, xA, xG conceded, all from
 * 2022-23): a missing column or an empty field leaves it absent, never 0, so the model uses its fallback.
 */
export function addRecorded(h: PlayerGameweekHistory, field: RecordedField, value: string | undefined): void {
  if (value === undefined || value === '') return;
  h[field] = (h[field] ?? 0) + num(value);
}

/**
 * A whole season from vaastav's files: teams, fixtures (with results and kickoffs) and one history row per
 * player per gameweek, a double's two fixtures summed.
 */
export function loadVaastavSeason(season: string, dataDir = fplDataDir()) {
  const dir = join(dataDir, 'vaastav', season);
  const teams = parseCsv(readFileSync(join(dir, 'teams.csv'), 'utf8'));
  const teamIdByName = new Map(teams.map((t) => [t.name ?? '', num(t.id)]));
  const fixtures = parseCsv(readFileSync(join(dir, 'fixtures.csv'), 'utf8')).map((f) => ({
    id: num(f.id),
    event: f.event === '' ? null : num(f.event),
    team_h: num(f.team_h),
    team_a: num(f.team_a),
    team_h_difficulty: num(f.team_h_difficulty, 3),
    team_a_difficulty: num(f.team_a_difficulty, 3),
    finished: f.finished === 'True',
    team_h_score: f.team_h_score === '' ? null : num(f.team_h_score),
    team_a_score: f.team_a_score === '' ? null : num(f.team_a_score),
    kickoff_time: f.kickoff_time || null,
  }));

  // One history row per player per gameweek, summing a double's two fixtures.
  const byKey = new Map<string, VaastavGameweek>();
  for (const r of parseCsv(readFileSync(join(dir, 'merged_gw.csv'), 'utf8'))) {
    const elementType = ELEMENT_TYPES[r.position ?? ''];
    if (elementType === undefined) continue;
    const element = num(r.element);
    const gameweek = num(r.GW || r.round);
    const key = `${gameweek}:${element}`;
    const team = teamIdByName.get(r.team ?? '');
    let h = byKey.get(key);
    if (!h) {
      h = {
        element,
        gameweek,
        fixtureCount: 0,
        fixtureIds: [],
        minutes: 0,
        goalsScored: 0,
        assists: 0,
        cleanSheets: 0,
        goalsConceded: 0,
        saves: 0,
        bonus: 0,
        bps: 0,
        yellowCards: 0,
        redCards: 0,
        defensiveContribution: 0,
        totalPoints: 0,
        elementType,
        price: num(r.value),
      };
      if (team !== undefined) h.team = team;
      byKey.set(key, h);
    }
    h.fixtureCount = (h.fixtureCount ?? 0) + 1;
    h.fixtureIds?.push(num(r.fixture));
    if (h.fixtureCount === 1) {
      h.opponentTeam = num(r.opponent_team);
      h.wasHome = r.was_home === 'True';
    } else {
      delete h.opponentTeam;
      delete h.wasHome;
    }
    h.minutes += num(r.minutes);
    addRecorded(h, 'starts', r.starts);
    h.goalsScored += num(r.goals_scored);
    h.assists += num(r.assists);
    addRecorded(h, 'expectedGoals', r.expected_goals);
    addRecorded(h, 'expectedAssists', r.expected_assists);
    addRecorded(h, 'expectedGoalsConceded', r.expected_goals_conceded);
    h.cleanSheets += num(r.clean_sheets);
    h.goalsConceded += num(r.goals_conceded);
    h.saves += num(r.saves);
    h.bonus += num(r.bonus);
    h.bps += num(r.bps);
    h.yellowCards += num(r.yellow_cards);
    h.redCards += num(r.red_cards);
    h.totalPoints += num(r.total_points);
  }
  return { teams, fixtures, history: [...byKey.values()] };
}

export function replayVaastavSeason(
  season: string,
  fromGameweek = 12,
  toGameweek = 38,
  dataDir = fplDataDir(),
) {
  const { fixtures, history: all } = loadVaastavSeason(season, dataDir);

  const out: ReplayGameweek[] = [];
  for (let gameweek = fromGameweek; gameweek <= toGameweek; gameweek++) {
    const current = all.filter((h) => h.gameweek === gameweek);
    if (current.length === 0) continue;
    const elements: ProjectionElement[] = current
      .filter((h) => h.team !== undefined)
      .map((h) => ({
        id: h.element,
        team: h.team ?? 0,
        element_type: h.elementType,
        now_cost: h.price,
        status: 'a',
        chance_of_playing_next_round: null,
      }));
    const rows: BacktestRow[] = current.map((h) => ({
      gameweek,
      element: h.element,
      epNext: Number.NaN,
      actual: h.totalPoints,
      minutes: h.minutes,
      starts: h.starts ?? sixtyMinuteAppearances(h),
    }));
    out.push({
      gameweek,
      input: {
        elements,
        fixtures: fixtures.map((f) =>
          f.event !== null && f.event < gameweek
            ? f
            : { ...f, finished: false, team_h_score: null, team_a_score: null },
        ),
        history: all.filter((h) => h.gameweek < gameweek),
        gameweek,
      },
      rows,
    });
  }
  return out;
}
