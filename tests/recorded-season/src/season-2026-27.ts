// 2026-27 after GW1 (GW2 next), from ../shared (never copied into the repository), with one real manager, team
// 118670, laid out as an FPL_DATA_DIR / `--data` folder (server/README.md). FPL's /entry/118670/ and its
// /transfers/ were not recorded: the importer reads the folder without them and flags what they would have
// settled (for this team nothing: its history shows no transfer).
import fs from 'node:fs';
import path from 'node:path';
import { sharedRoot } from './season-2025-26.js';

const DATA = path.join(sharedRoot, 'fpl-data');

/** The recorded real team. */
export const RECORDED_TEAM_ID = 118670;

/** Each file of the folder and the ../shared file it is. */
export const SEASON_2026_27_FILES: Readonly<Record<string, string>> = {
  'bootstrap-static.json': path.join(DATA, 'api/2026-27/bootstrap-static_2026-08-22_gw1-current.json'),
  'fixtures.json': path.join(DATA, 'api/2026-27/fixtures_2026-08-22.json'),
  [`entry-${RECORDED_TEAM_ID}-history.json`]: path.join(DATA, 'api/2026-27/entry-118670_history.json'),
  [`entry-${RECORDED_TEAM_ID}-event-1-picks.json`]: path.join(
    DATA,
    'api/2026-27/entry-118670_picks_gw1.json',
  ),
  // Last season's final bootstrap-static: the season-start projections' priors.
  'previous-bootstrap-static.json': path.join(
    DATA,
    'api/2025-26/bootstrap-static_2026-05-28_end-of-season.json',
  ),
};

export function haveSeason2026Data(): boolean {
  return Object.values(SEASON_2026_27_FILES).every((file) => fs.existsSync(file));
}

/** Copies the 2026-27 GW1 files into `dir` under the folder's names. */
export function writeSeason2026DataDir(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, source] of Object.entries(SEASON_2026_27_FILES))
    fs.copyFileSync(source, path.join(dir, name));
  return dir;
}
