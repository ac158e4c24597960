// Last season for the analysis (issue 12 §3): at season start the engine projects each player from his previous
// season's totals, read from that season's final bootstrap-static; without them it leans on FPL's ep_next.
// Recorded mode reads FPL_DATA_DIR/previous-bootstrap-static.json; live mode keeps the first bootstrap-static in
// which every gameweek is finished (the season's end) as DATA_DIR/previous-bootstrap-static.json, so once FPL
// resets for the new season the server still knows the old one. PREVIOUS_SEASON_BOOTSTRAP overrides the file read.
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type BootstrapStatic,
  type PreviousSeasonPlayer,
  previousSeasonFromElements,
  seasonLabel,
} from '@fpl-assistant/engine';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { FplService } from './fpl.js';

export const PREVIOUS_SEASON_FILE = 'previous-bootstrap-static.json';

export interface PreviousSeason {
  /** '2025/26', from the file's gameweek deadlines. */
  season: string;
  players: readonly PreviousSeasonPlayer[];
}

export interface PreviousSeasonSource {
  /**
   * Last season's players for an analysis of `current`'s season: undefined when there is no file, it does not
   * parse, or it is not an earlier season than `current`. Never throws.
   */
  forSeason(current: Pick<BootstrapStatic, 'events'>): Promise<PreviousSeason | undefined>;
}

type FileSettings = Pick<Config, 'DATA_DIR' | 'FPL_DATA_DIR' | 'PREVIOUS_SEASON_BOOTSTRAP'>;

/** The file the analysis reads last season from: the override, the recorded folder's, or DATA_DIR's snapshot. */
export function previousSeasonPath(config: FileSettings): string | undefined {
  if (config.PREVIOUS_SEASON_BOOTSTRAP) return path.resolve(config.PREVIOUS_SEASON_BOOTSTRAP);
  if (config.FPL_DATA_DIR) return path.resolve(config.FPL_DATA_DIR, PREVIOUS_SEASON_FILE);
  return seasonEndSnapshotPath(config);
}

/** Where live mode keeps the season's end: beside the database; none in recorded mode or in memory. */
export function seasonEndSnapshotPath(config: FileSettings): string | undefined {
  if (config.FPL_DATA_DIR || config.DATA_DIR === ':memory:') return undefined;
  return path.resolve(config.DATA_DIR, PREVIOUS_SEASON_FILE);
}

// What the engine reads of a bootstrap-static to know its season and each player's totals.
const previousBootstrap = z.looseObject({
  events: z.array(z.looseObject({ id: z.number(), deadline_time: z.string() })).min(1),
  elements: z.array(z.looseObject({ code: z.number(), minutes: z.number() })).min(1),
});

async function readPreviousSeason(file: string): Promise<PreviousSeason> {
  const json: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
  const result = previousBootstrap.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`not a bootstrap-static: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  const { events, elements } = json as Pick<BootstrapStatic, 'events' | 'elements'>;
  return { season: seasonLabel(events), players: previousSeasonFromElements(elements) };
}

/**
 * Reads `file` once per version (its mtime and size) and keeps the parsed players in memory: the file is about
 * 2 MB and every analysis asks. A missing or malformed file is logged once and the analysis goes on without it.
 */
export function previousSeasonFile(file: string | undefined, logger: Logger): PreviousSeasonSource {
  if (!file) return { forSeason: async () => undefined };
  let cached: { version: string; read: Promise<PreviousSeason | undefined> } | undefined;
  const load = (version: string) =>
    readPreviousSeason(file).then(
      (previous) => {
        logger.info('previous season loaded', {
          file,
          season: previous.season,
          players: previous.players.length,
        });
        return previous;
      },
      (err: unknown) => {
        logger.error('previous season file ignored', { file, error: (err as Error).message, version });
        return undefined;
      },
    );
  return {
    async forSeason(current) {
      let version: string;
      try {
        const stat = await fs.stat(file);
        version = `${stat.mtimeMs}:${stat.size}`;
      } catch {
        version = 'missing';
      }
      if (cached?.version !== version) {
        cached = { version, read: version === 'missing' ? Promise.resolve(undefined) : load(version) };
        if (version === 'missing') logger.info('no previous season file', { file });
      }
      const previous = await cached.read;
      if (!previous) return undefined;
      const season = seasonLabel(current.events ?? []);
      // The snapshot of a season that has just ended is this season's until FPL resets: not "last season" yet.
      if (!(previous.season < season)) {
        logger.debug('previous season file is not an earlier season', {
          file,
          previous: previous.season,
          season,
        });
        return undefined;
      }
      return previous;
    },
  };
}

/** Every gameweek finished and its data checked: the players' season totals are final. */
export function isSeasonEnd(bootstrap: Partial<Pick<BootstrapStatic, 'events'>>): boolean {
  const events = bootstrap.events ?? [];
  return events.length > 0 && events.every((e) => e.finished && e.data_checked !== false);
}

/**
 * The live service, keeping the season's end: when upstream answers a bootstrap-static in which the season is
 * over, it is written to `file` once for that season (atomically, beside the database). A failure to write is
 * logged and never fails the response.
 */
export function keepingSeasonEnd(fpl: FplService, file: string, logger: Logger): FplService {
  // The season already on disk, read from the file at the first season end seen.
  let kept: Promise<string | undefined> | undefined;
  let writing = Promise.resolve();
  const seasonOnDisk = async (): Promise<string | undefined> => {
    try {
      const json = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<BootstrapStatic>;
      return Array.isArray(json.events) && isSeasonEnd(json) ? seasonLabel(json.events) : undefined;
    } catch {
      return undefined;
    }
  };
  const keep = async (body: string) => {
    let bootstrap: Partial<BootstrapStatic>;
    try {
      bootstrap = JSON.parse(body) as Partial<BootstrapStatic>;
    } catch {
      return;
    }
    if (!Array.isArray(bootstrap.events) || !isSeasonEnd(bootstrap)) return;
    const season = seasonLabel(bootstrap.events);
    kept ??= seasonOnDisk();
    if ((await kept) === season) return;
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
      kept = Promise.resolve(season);
      logger.info('season end kept for next season’s projections', { file, season });
    } catch (err) {
      logger.error('could not keep the season end', { file, season, error: (err as Error).message });
      await fs.rm(temporary, { force: true }).catch(() => {});
    }
  };
  return {
    async get(endpoint, options) {
      const result = await fpl.get(endpoint, options);
      if (endpoint.kind === 'bootstrap-static' && result.source === 'MISS') {
        // One at a time: two season ends seen together write once.
        writing = writing
          .then(() => keep(result.body))
          .catch((err: unknown) =>
            logger.error('could not keep the season end', { file, error: (err as Error).message }),
          );
        await writing;
      }
      return result;
    },
  };
}
