// 2025-26 three hours before the GW33 deadline (see @fpl-assistant/recorded-season), with the squad the
// end-to-end suites plan for.
import path from 'node:path';
import { writePreGw33DataDir } from '@fpl-assistant/recorded-season';
import { repoRoot } from './paths.js';

export { havePreGw33Data, PRE_GW33_GAMEWEEK } from '@fpl-assistant/recorded-season';

/** A realistic squad of that season (ExtractedTeamData): 15 players at their selling prices, 4 chips left. */
export const PRE_GW33_SQUAD_FILE = path.join(repoRoot, 'tests', 'fixtures', 'squad-2025-26-gw33.json');

/**
 * Writes bootstrap-static.json, fixtures.json (as they stood at the deadline) and event-1-live.json …
 * event-32-live.json into `dir`.
 */
export function buildPreGw33DataDir(dir: string): string {
  return writePreGw33DataDir(dir, 'at-deadline');
}
