// Last season for the analysis (issue 12 §3): `--previous-season FILE`, or previous-bootstrap-static.json in the
// --data folder (the name the server's recorded mode reads), is last season's final bootstrap-static. The engine
// then projects each player from his previous season at season start instead of leaning on FPL's ep_next.
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type BootstrapStatic,
  type PreviousSeasonPlayer,
  previousSeasonFromElements,
  seasonLabel,
} from '@fpl-assistant/engine';
import type { DataSource } from './data-source.js';
import { DataError } from './errors.js';
import { asPreviousSeasonBootstrap } from './fpl-schema.js';
import { readJsonFile } from './json-file.js';

/** The file a --data folder may hold for last season, as the server's FPL_DATA_DIR does. */
export const PREVIOUS_SEASON_FILE = 'previous-bootstrap-static.json';

export interface PreviousSeason {
  file: string;
  /** '2025/26' */
  season: string;
  players: PreviousSeasonPlayer[];
}

/** The file to read: the option, else the data folder's when it has one, else none. */
export async function previousSeasonFileFor(
  option: string | undefined,
  source: DataSource,
): Promise<string | undefined> {
  if (option !== undefined) return option;
  if (source.kind !== 'folder') return undefined;
  const file = join(source.dir, PREVIOUS_SEASON_FILE);
  return access(file).then(
    () => file,
    () => undefined,
  );
}

/**
 * Last season's players, from `file`. An unreadable or malformed file, or one that is not a season before the
 * data's, is a DataError: the user named it (or put it in the folder) to be used.
 */
export async function readPreviousSeason(
  file: string,
  current: Pick<BootstrapStatic, 'events'>,
): Promise<PreviousSeason> {
  const label = `previous-season file ${file}`;
  const bootstrap = asPreviousSeasonBootstrap(await readJsonFile(file, 'previous-season file'), label);
  const season = seasonLabel(bootstrap.events);
  const now = seasonLabel(current.events);
  if (!(season < now)) {
    throw new DataError(
      `${label} is ${season} data, not a season before the data's ${now}: give last season's final bootstrap-static`,
    );
  }
  return { file, season, players: previousSeasonFromElements(bootstrap.elements) };
}
