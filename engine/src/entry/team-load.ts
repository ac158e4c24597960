// The fetching order of a team by FPL team ID, written once for every caller (server, CLI): the entry, its history
// and transfers, the picks of the squad's gameweek, then the price histories the selling prices need. The caller
// supplies the I/O (HTTP, a cache, recorded files), so the engine stays free of it.

import type {
  BootstrapStatic,
  FplEntry,
  FplEntryHistory,
  FplEntryPicks,
  FplEntryTransfer,
  FplPriceHistoryRow,
} from '../fpl-api.js';
import type { ExtractedTeamData } from '../types.js';
import { EntryDataError, entryPriceHistoriesNeeded, entrySquadGameweek, entryToTeamData } from './team.js';

/** One FPL API path ('/entry/1/history/') as parsed JSON; it throws the caller's own error when it fails. */
export type FplGet = (path: string) => Promise<unknown>;

export interface LoadEntryOptions {
  onPriceHistoryMissing?: (elementId: number, error: unknown) => void;
  /**
   * Whether `get`'s error means the file was simply not recorded (a data folder), not that the team is unknown:
   * then `/entry/{id}/` and `/entry/{id}/transfers/` may be missing. The history and picks never may: without the
   * history the team is unknown. What the missing parts would have settled is flagged (see entryToTeamData).
   */
  notRecorded?: (error: unknown) => boolean;
}

/**
 * The team `teamId` at the next deadline. The entry is read first, so an unknown team fails before the other
 * calls. Price histories are best effort: one that does not load leaves that player's price flagged
 * (`onPriceHistoryMissing` hears of it), never the whole team failed. Throws EntryDataError when the data is
 * not a squad to plan from.
 */
export async function loadEntryTeamData(
  teamId: number,
  /** The player list, or how to load it (only once the entry is known to exist). */
  bootstrap: BootstrapStatic | (() => Promise<BootstrapStatic>),
  get: FplGet,
  options: LoadEntryOptions = {},
): Promise<ExtractedTeamData> {
  const optional = async <T>(path: string): Promise<T | null> => {
    try {
      return (await get(path)) as T;
    } catch (err) {
      if (options.notRecorded?.(err)) return null;
      throw err;
    }
  };
  const entry = await optional<FplEntry>(`/entry/${teamId}/`);
  const [loaded, history, transfers] = await Promise.all([
    typeof bootstrap === 'function' ? bootstrap() : bootstrap,
    get(`/entry/${teamId}/history/`) as Promise<FplEntryHistory>,
    optional<FplEntryTransfer[]>(`/entry/${teamId}/transfers/`),
  ]);
  if (
    !Array.isArray(history?.current) ||
    !Array.isArray(history.chips) ||
    (transfers !== null && !Array.isArray(transfers))
  ) {
    throw new EntryDataError("the history or transfers are not in FPL's format");
  }
  const picks = (await get(`/entry/${teamId}/event/${entrySquadGameweek(history)}/picks/`)) as FplEntryPicks;
  const base = { bootstrap: loaded, history, transfers, picks, ...(entry ? { entry } : {}) };
  const priceHistories: Record<number, FplPriceHistoryRow[]> = {};
  await Promise.all(
    entryPriceHistoriesNeeded(base).map(async (id) => {
      try {
        const summary = (await get(`/element-summary/${id}/`)) as { history?: FplPriceHistoryRow[] };
        if (Array.isArray(summary?.history)) priceHistories[id] = summary.history;
      } catch (err) {
        options.onPriceHistoryMissing?.(id, err);
      }
    }),
  );
  return entryToTeamData({ ...base, priceHistories });
}
