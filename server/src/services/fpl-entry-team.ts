// A manager's team by FPL team ID: the public entry endpoints through the FPL service (cache or recorded
// folder), then the engine's entryToTeamData. The server only fetches; every rule is the engine's.
import {
  type BootstrapStatic,
  EntryDataError,
  type ExtractedTeamData,
  entryPriceHistoriesNeeded,
  entrySquadGameweek,
  entryToTeamData,
  type FplEntry,
  type FplEntryHistory,
  type FplEntryPicks,
  type FplEntryTransfer,
  type FplPriceHistoryRow,
} from '@fpl-assistant/engine';
import { ApiError } from '../errors.js';
import type { Logger } from '../logger.js';
import { type FplService, loadBootstrap } from './fpl.js';
import { fplEndpoint } from './fpl-endpoints.js';

async function getJson<T>(fpl: FplService, path: string): Promise<T> {
  return JSON.parse((await fpl.get(fplEndpoint(path))).body) as T;
}

/**
 * The team `teamId` at the next deadline. An unknown team is a 404 with the manager's words (from the service);
 * a team with no gameweek played yet is a 404 saying so. Element-summary prices are best effort: one that
 * does not load leaves that player's price flagged, never the whole team failed.
 */
export async function loadEntryTeam(
  fpl: FplService,
  teamId: number,
  logger?: Logger,
): Promise<ExtractedTeamData> {
  // The entry first: an unknown team answers before the other calls are made.
  const entry = await getJson<FplEntry>(fpl, `/entry/${teamId}/`);
  const [bootstrap, history, transfers] = await Promise.all([
    loadBootstrap(fpl),
    getJson<FplEntryHistory>(fpl, `/entry/${teamId}/history/`),
    getJson<FplEntryTransfer[]>(fpl, `/entry/${teamId}/transfers/`),
  ]);
  try {
    const picks = await getJson<FplEntryPicks>(
      fpl,
      `/entry/${teamId}/event/${entrySquadGameweek(history)}/picks/`,
    );
    const base = { bootstrap: bootstrap as BootstrapStatic, history, transfers, picks, entry };
    const needed = entryPriceHistoriesNeeded(base);
    const priceHistories: Record<number, FplPriceHistoryRow[]> = {};
    await Promise.all(
      needed.map(async (id) => {
        try {
          const summary = await getJson<{ history?: FplPriceHistoryRow[] }>(fpl, `/element-summary/${id}/`);
          if (Array.isArray(summary.history)) priceHistories[id] = summary.history;
        } catch (err) {
          logger?.info('element-summary not loaded: price flagged', { id, error: (err as Error).message });
        }
      }),
    );
    return entryToTeamData({ ...base, priceHistories });
  } catch (err) {
    if (err instanceof EntryDataError) throw new ApiError(404, 'fpl_team_not_started', err.message);
    throw err;
  }
}
