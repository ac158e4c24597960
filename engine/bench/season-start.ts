// The first gameweeks of a season, replayed from vaastav's files with the season before as the prior: each
// element carries its stable `code`, and the previous season's totals come from that season's players_raw.csv
// (the end-of-season bootstrap elements, flattened). There is no pre-deadline status for these gameweeks, so
// everyone counts as available; merged_gw's xP leaks (FPL's ep_this scraped after the gameweek) and is never read.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { previousSeasonFromElements } from '../src/projection/previous-season.js';
import type { PreviousSeasonPlayer, ProjectionInput } from '../src/projection/types.js';
import { num, parseCsv } from './csv.js';
import { fplDataDir } from './data-dir.js';
import type { ReplayGameweek } from './season-2025-26.js';
import { replayVaastavSeason } from './season-vaastav.js';

/** The gameweeks before FPL's pre-deadline ep_next is on record for 2025-26 (it starts at GW12). */
export const SEASON_START_GAMEWEEKS = { from: 1, to: 11 } as const;

/** Seasons whose first gameweeks tune the season-start parameters (each with the season before as prior). */
export const SEASON_START_TUNING = ['2023-24', '2024-25'] as const;

/** '2024-25' → '2023-24'. */
export function seasonBefore(season: string): string {
  const start = Number(season.slice(0, 4)) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

function playersRaw(season: string, dataDir: string) {
  const file = join(dataDir, 'vaastav', season, 'players_raw.csv');
  return existsSync(file) ? parseCsv(readFileSync(file, 'utf8')) : [];
}

/** Every player's totals over `season` from vaastav's players_raw.csv; empty when the season is not stored. */
export function vaastavPreviousSeason(season: string, dataDir = fplDataDir()): PreviousSeasonPlayer[] {
  return previousSeasonFromElements(
    playersRaw(season, dataDir).map((r) => ({ ...r, code: r.code ?? '', minutes: r.minutes ?? '' })),
  );
}

/**
 * Element id → code for `season`: vaastav's players_raw.csv, and the end-of-season bootstrap in api/<season>/
 * where stored (it also holds players registered after vaastav's snapshot).
 */
export function seasonCodes(season: string, dataDir = fplDataDir()): Map<number, number> {
  const codes = new Map(playersRaw(season, dataDir).map((r) => [num(r.id), num(r.code)]));
  const api = join(dataDir, 'api', season);
  const endOfSeason = existsSync(api) ? readdirSync(api).find((f) => f.includes('end-of-season')) : undefined;
  if (endOfSeason) {
    const bootstrap = JSON.parse(readFileSync(join(api, endOfSeason), 'utf8')) as {
      elements: { id: number; code: number }[];
    };
    for (const e of bootstrap.elements) codes.set(e.id, e.code);
  }
  return codes;
}

/** The input with each element's code and, when given, the previous season. */
export function withPreviousSeason(
  input: ProjectionInput,
  codes: ReadonlyMap<number, number>,
  previousSeason: readonly PreviousSeasonPlayer[],
): ProjectionInput {
  return {
    ...input,
    elements: input.elements.map((e) => {
      const code = codes.get(e.id);
      return code === undefined ? e : { ...e, code };
    }),
    ...(previousSeason.length > 0 ? { previousSeason } : {}),
  };
}

export interface SeasonStartOptions {
  /** Give the model the season before as `previousSeason` (else the position-and-price priors alone). */
  previousSeason: boolean;
  from?: number;
  to?: number;
  dataDir?: string;
}

/**
 * GW from–to of `season` as the backtest replays them. vaastav's merged_gw lacks defensive contributions
 * before 2025-26 (they did not score); for 2025-26 they are read from its event-live rows.
 */
export function replaySeasonStart(season: string, options: SeasonStartOptions): ReplayGameweek[] {
  const dataDir = options.dataDir ?? fplDataDir();
  const from = options.from ?? SEASON_START_GAMEWEEKS.from;
  const to = options.to ?? SEASON_START_GAMEWEEKS.to;
  const codes = seasonCodes(season, dataDir);
  const previousSeason = options.previousSeason ? vaastavPreviousSeason(seasonBefore(season), dataDir) : [];
  const defcon = defensiveContributions(season, dataDir);
  return replayVaastavSeason(season, from, to, dataDir).map((replay) => {
    const history = defcon
      ? replay.input.history.map((h) => ({
          ...h,
          defensiveContribution: defcon.get(`${h.gameweek}:${h.element}`) ?? 0,
        }))
      : replay.input.history;
    return { ...replay, input: withPreviousSeason({ ...replay.input, history }, codes, previousSeason) };
  });
}

/** Defensive contributions per `gameweek:element` where the season recorded them (2025-26's event-live rows). */
function defensiveContributions(season: string, dataDir: string): Map<string, number> | null {
  const file = join(dataDir, 'derived', season, 'event_live_player_gw.csv');
  if (!existsSync(file)) return null;
  return new Map(
    parseCsv(readFileSync(file, 'utf8')).map((r) => [`${r.gw}:${r.element}`, num(r.defensive_contribution)]),
  );
}
