// Replays 2025-26 as it stood before each deadline: the pre-deadline bootstrap state (status, chance of
// playing, price, FPL's ep_next), per-gameweek live stats of earlier gameweeks, and the fixture list with only
// earlier results visible.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  PlayerGameweekHistory,
  ProjectionElement,
  ProjectionFixture,
  ProjectionInput,
} from '../src/projection/types.js';
import { type CsvRecord, num, parseCsv } from './csv.js';
import { fplDataDir } from './data-dir.js';

export const SEASON = '2025-26';

export interface BacktestRow {
  gameweek: number;
  element: number;
  epNext: number;
  actual: number;
  /** What happened, for diagnostics. */
  minutes: number;
  starts: number;
}

export interface ReplayGameweek {
  gameweek: number;
  input: ProjectionInput;
  rows: BacktestRow[];
}

export interface RawFixture extends ProjectionFixture {
  team_h_score: number | null;
  team_a_score: number | null;
}

export function loadSeason2025(dataDir = fplDataDir()) {
  const pre = parseCsv(readFileSync(join(dataDir, 'derived/pre_deadline_elements.csv'), 'utf8')).filter(
    (r) => r.season === SEASON,
  );
  const live = parseCsv(readFileSync(join(dataDir, 'derived/2025-26/event_live_player_gw.csv'), 'utf8'));
  const fixtures = JSON.parse(
    readFileSync(join(dataDir, 'derived/2025-26/fixtures_2025-26_final_reconstructed.json'), 'utf8'),
  ) as RawFixture[];
  return { pre, live, fixtures };
}

export function replayGameweeks(
  data: ReturnType<typeof loadSeason2025>,
  fromGameweek = 12,
  toGameweek = 38,
): ReplayGameweek[] {
  const { pre, live, fixtures } = data;
  const fixtureById = new Map(fixtures.map((f) => [f.id, f]));

  // Each player's club per snapshot, to tell which side of a past fixture they played for.
  const clubsByElement = new Map<number, Map<number, number>>();
  for (const r of pre) {
    const id = num(r.id);
    const clubs = clubsByElement.get(id) ?? new Map<number, number>();
    clubs.set(num(r.gw), num(r.team));
    clubsByElement.set(id, clubs);
  }
  const history: PlayerGameweekHistory[] = live.map((r) => toHistory(r, fixtureById, clubsByElement));
  const liveByKey = new Map(live.map((r) => [`${r.gw}:${r.element}`, r]));

  const out: ReplayGameweek[] = [];
  for (let gameweek = fromGameweek; gameweek <= toGameweek; gameweek++) {
    const snapshot = pre.filter((r) => num(r.gw) === gameweek);
    if (snapshot.length === 0) continue;
    const elements: ProjectionElement[] = snapshot.map(toElement);
    // Results of this gameweek and later are hidden, as they were at the deadline.
    const knownFixtures: ProjectionFixture[] = fixtures.map((f) =>
      f.event !== null && f.event < gameweek
        ? f
        : { ...f, finished: false, team_h_score: null, team_a_score: null },
    );
    const rows: BacktestRow[] = [];
    for (const r of snapshot) {
      const played = liveByKey.get(`${gameweek}:${r.id}`);
      if (played === undefined || r.ep_next === '') continue;
      rows.push({
        gameweek,
        element: num(r.id),
        epNext: num(r.ep_next),
        actual: num(played.total_points),
        minutes: num(played.minutes),
        starts: num(played.starts),
      });
    }
    out.push({
      gameweek,
      input: {
        elements,
        fixtures: knownFixtures,
        history: history.filter((h) => h.gameweek < gameweek),
        gameweek,
      },
      rows,
    });
  }
  return out;
}

function toElement(r: CsvRecord): ProjectionElement {
  return {
    id: num(r.id),
    web_name: r.web_name ?? '',
    team: num(r.team),
    element_type: num(r.element_type),
    now_cost: num(r.now_cost),
    status: r.status ?? 'a',
    chance_of_playing_next_round:
      r.chance_of_playing_next_round === '' ? null : num(r.chance_of_playing_next_round),
    // The news carries the return date the projections read.
    news: r.news ?? '',
    news_added: r.news_added || null,
  };
}

export function toHistory(
  r: CsvRecord,
  fixtureById: ReadonlyMap<number, RawFixture>,
  clubsByElement: ReadonlyMap<number, ReadonlyMap<number, number>>,
): PlayerGameweekHistory {
  const element = num(r.element);
  const gameweek = num(r.gw);
  const fixtureIds = (r.fixture_ids ?? '')
    .split(';')
    .filter((s) => s !== '')
    .map(Number);
  const sides = new Set(
    fixtureIds.flatMap((id) => {
      const f = fixtureById.get(id);
      return f ? [f.team_h, f.team_a] : [];
    }),
  );
  // The club in the nearest snapshot that played in those fixtures.
  let team: number | undefined;
  const clubs = clubsByElement.get(element);
  if (clubs) {
    const byDistance = [...clubs.entries()].sort(
      (a, b) => Math.abs(a[0] - gameweek) - Math.abs(b[0] - gameweek),
    );
    team = byDistance.find(([, club]) => sides.has(club))?.[1];
  }
  const single = fixtureIds.length === 1 ? fixtureById.get(fixtureIds[0] ?? -1) : undefined;
  const row: PlayerGameweekHistory = {
    element,
    gameweek,
    fixtureCount: num(r.n_fixtures),
    fixtureIds,
    minutes: num(r.minutes),
    starts: num(r.starts),
    goalsScored: num(r.goals_scored),
    assists: num(r.assists),
    expectedGoals: num(r.expected_goals),
    expectedAssists: num(r.expected_assists),
    expectedGoalsConceded: num(r.expected_goals_conceded),
    cleanSheets: num(r.clean_sheets),
    goalsConceded: num(r.goals_conceded),
    saves: num(r.saves),
    bonus: num(r.bonus),
    bps: num(r.bps),
    yellowCards: num(r.yellow_cards),
    redCards: num(r.red_cards),
    defensiveContribution: num(r.defensive_contribution),
    totalPoints: num(r.total_points),
  };
  if (team !== undefined) {
    row.team = team;
    if (single) {
      row.wasHome = single.team_h === team;
      row.opponentTeam = row.wasHome ? single.team_a : single.team_h;
    }
  }
  return row;
}
