// A manager's team by FPL team ID: the public entry endpoints through the FPL service (cache or recorded
// folder), then the engine's entryToTeamData. The server only fetches; every rule is the engine's.
import { EntryDataError, type ExtractedTeamData, loadEntryTeamData } from '@fpl-assistant/engine';
import { ApiError } from '../errors.js';
import type { Logger } from '../logger.js';
import { type FplGetOptions, type FplService, loadBootstrap, NotRecordedError } from './fpl.js';
import { fplEndpoint } from './fpl-endpoints.js';

/**
 * The team `teamId` at the next deadline. An unknown team is a 404 with the manager's words (from the service);
 * a team with no gameweek played yet is a 404 saying so. Element-summary prices are best effort: one that
 * does not load leaves that player's price flagged, never the whole team failed. `options.beforeUpstream` is
 * called before each call that would reach FPL (entry, history, transfers, picks, element summaries), so every
 * one counts against the caller's upstream budget.
 */
export async function loadEntryTeam(
  fpl: FplService,
  teamId: number,
  logger?: Logger,
  options: FplGetOptions = {},
): Promise<ExtractedTeamData> {
  try {
    return await loadEntryTeamData(
      teamId,
      () => loadBootstrap(fpl),
      async (path) => JSON.parse((await fpl.get(fplEndpoint(path), options)).body),
      {
        onPriceHistoryMissing: (id, err) =>
          logger?.info('element-summary not loaded: price flagged', { id, error: (err as Error).message }),
        // A recorded folder (FPL_DATA_DIR) may lack /entry/T/ and /transfers/: the engine flags what they settle.
        notRecorded: (err) => err instanceof NotRecordedError,
      },
    );
  } catch (err) {
    if (err instanceof EntryDataError) throw new ApiError(404, 'fpl_team_not_started', err.message);
    throw err;
  }
}
