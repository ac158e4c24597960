// 2025-26 three hours before the GW33 deadline, from ../shared (never copied into the repository): a double for
// six clubs in GW33, a blank for the same six in GW34, a double for CRY and MCI in GW36. Laid out as an
// FPL_DATA_DIR / `--data` folder (server/README.md), with every earlier gameweek's /event/{gw}/live/ rebuilt from
// the shared per-gameweek CSV, so the server and the CLI project from the same history as in production.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, sharedRoot } from './paths.js';

const DATA = path.join(sharedRoot, 'fpl-data');
const FILES = {
  bootstrap: path.join(DATA, 'api/2025-26/bootstrap-static_2026-04-18_pre-gw33-deadline.json'),
  fixtures: path.join(DATA, 'derived/2025-26/fixtures_2025-26_pre-gw33-deadline.json'),
  liveCsv: path.join(DATA, 'derived/2025-26/event_live_player_gw.csv'),
};

/** The deadline being planned. */
export const PRE_GW33_GAMEWEEK = 33;

/** A realistic squad of that season (ExtractedTeamData): 15 players at their selling prices, 4 chips left. */
export const PRE_GW33_SQUAD_FILE = path.join(repoRoot, 'tests', 'fixtures', 'squad-2025-26-gw33.json');

export function havePreGw33Data(): boolean {
  return Object.values(FILES).every((file) => fs.existsSync(file));
}

const STATS = [
  'minutes',
  'starts',
  'goals_scored',
  'assists',
  'clean_sheets',
  'goals_conceded',
  'saves',
  'bonus',
  'bps',
  'yellow_cards',
  'red_cards',
  'defensive_contribution',
  'total_points',
] as const;
const DECIMALS = ['expected_goals', 'expected_assists', 'expected_goals_conceded'] as const;

/** The CSV's rows of gameweeks before `before` as /event/{gw}/live/ bodies (stats, and a fixture per match). */
function eventLiveBodies(csv: string, before: number): Map<number, { elements: unknown[] }> {
  const [head = '', ...lines] = csv.trim().split('\n');
  const columns = head.split(',');
  const at = (name: string) => columns.indexOf(name);
  const bodies = new Map<number, { elements: unknown[] }>();
  for (const line of lines) {
    const cells = line.split(',');
    const gameweek = Number(cells[at('gw')]);
    if (gameweek >= before) continue;
    const stats: Record<string, number | string> = {};
    for (const name of STATS) stats[name] = Number(cells[at(name)]);
    for (const name of DECIMALS) stats[name] = cells[at(name)] ?? '0';
    const fixtures = (cells[at('fixture_ids')] ?? '').split(';').filter(Boolean);
    const body = bodies.get(gameweek) ?? { elements: [] };
    body.elements.push({
      id: Number(cells[at('element')]),
      stats,
      explain: fixtures.map((fixture) => ({ fixture: Number(fixture) })),
    });
    bodies.set(gameweek, body);
  }
  return bodies;
}

/** Writes bootstrap-static.json, fixtures.json and event-1-live.json … event-32-live.json into `dir`. */
export function buildPreGw33DataDir(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(FILES.bootstrap, path.join(dir, 'bootstrap-static.json'));
  fs.copyFileSync(FILES.fixtures, path.join(dir, 'fixtures.json'));
  const bodies = eventLiveBodies(fs.readFileSync(FILES.liveCsv, 'utf8'), PRE_GW33_GAMEWEEK);
  for (const [gameweek, body] of bodies) {
    fs.writeFileSync(path.join(dir, `event-${gameweek}-live.json`), JSON.stringify(body));
  }
  return dir;
}
