import fs from 'node:fs';
import path from 'node:path';
import { sharedRoot } from './paths.js';

/** The recorded season the e2e server serves: 2026-27 with gameweek 2 next (deadline 2026-08-28 17:30 UTC). */
const SEASON_DIR = path.join(sharedRoot, 'fpl-data', 'api', '2026-27');
const FILES: Record<string, string> = {
  'bootstrap-static.json': 'bootstrap-static_2026-08-22_gw1-current.json',
  'fixtures.json': 'fixtures_2026-08-22.json',
  // Issue 15: one real manager's recorded responses, under the names the server's FPL_DATA_DIR reads. His
  // /entry/118670/ and /transfers/ were not recorded: the importer goes without them (issue 30), and his history
  // (no transfer in GW1) settles every price.
  'entry-118670-history.json': 'entry-118670_history.json',
  'entry-118670-event-1-picks.json': 'entry-118670_picks_gw1.json',
  // Last season's end, as a live server keeps it: the season-start projections' prior.
  'previous-bootstrap-static.json': '../2025-26/bootstrap-static_2026-05-28_end-of-season.json',
};

/** The recorded real team (GW1 2026-27, bench boost played) that e2e imports by FPL team ID. */
export const RECORDED_TEAM_ID = 118670;

/** Whether ../shared holds the recorded data the e2e server needs (it is never in the repository). */
export function haveSharedData(): boolean {
  return Object.values(FILES).every((source) => fs.existsSync(path.join(SEASON_DIR, source)));
}

/** A browser time inside the recorded data: two days before the gameweek 2 deadline. */
export const RECORDED_NOW = new Date('2026-08-26T12:00:00Z');

/**
 * Builds an FPL_DATA_DIR (the layout server/README.md describes) in `dir` from ../shared/fpl-data, at test
 * time only: the recorded data is never committed to the repository.
 */
export function buildFplDataDir(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const [target, source] of Object.entries(FILES)) {
    fs.copyFileSync(path.join(SEASON_DIR, source), path.join(dir, target));
  }
  return dir;
}
