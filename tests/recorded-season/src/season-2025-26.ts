// 2025-26 three hours before the GW33 deadline, from ../shared (never copied into the repository): a double for
// six clubs in GW33, a blank for the same six in GW34, a double for CRY and MCI in GW36. Laid out as an
// FPL_DATA_DIR / `--data` folder (server/README.md), with every earlier gameweek's /event/{gw}/live/ rebuilt from
// the shared per-gameweek CSV, so the server and the CLI project from the same history as in production.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventLiveBodies } from './event-live-csv.js';

/** ../shared beside the repository. */
export const sharedRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared');

const DATA = path.join(sharedRoot, 'fpl-data');
/**
 * The fixture list as it stood at the deadline, or as reconstructed after the season (the same gameweeks up to
 * GW33; later postponements differ).
 */
export type FixtureList = 'at-deadline' | 'final';
const FIXTURES: Record<FixtureList, string> = {
  'at-deadline': path.join(DATA, 'derived/2025-26/fixtures_2025-26_pre-gw33-deadline.json'),
  final: path.join(DATA, 'derived/2025-26/fixtures_2025-26_final_reconstructed.json'),
};
export const PRE_GW33_FILES = {
  bootstrap: path.join(DATA, 'api/2025-26/bootstrap-static_2026-04-18_pre-gw33-deadline.json'),
  liveCsv: path.join(DATA, 'derived/2025-26/event_live_player_gw.csv'),
  ...FIXTURES,
};

/** The deadline being planned. */
export const PRE_GW33_GAMEWEEK = 33;

export function havePreGw33Data(): boolean {
  return Object.values(PRE_GW33_FILES).every((file) => fs.existsSync(file));
}

/** Writes bootstrap-static.json, fixtures.json and event-1-live.json … event-32-live.json into `dir`. */
export function writePreGw33DataDir(dir: string, fixtures: FixtureList = 'at-deadline'): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(PRE_GW33_FILES.bootstrap, path.join(dir, 'bootstrap-static.json'));
  fs.copyFileSync(FIXTURES[fixtures], path.join(dir, 'fixtures.json'));
  const bodies = eventLiveBodies(fs.readFileSync(PRE_GW33_FILES.liveCsv, 'utf8'), PRE_GW33_GAMEWEEK);
  for (const [gameweek, body] of bodies) {
    fs.writeFileSync(path.join(dir, `event-${gameweek}-live.json`), JSON.stringify(body));
  }
  return dir;
}
