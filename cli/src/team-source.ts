// A manager's team by FPL team ID, from the same source as the rest of the data: the API's public entry
// endpoints, or a --data folder laid out as the server's FPL_DATA_DIR (entry-{id}-history.json and
// entry-{id}-event-{gw}-picks.json, and when recorded entry-{id}.json, entry-{id}-transfers.json and
// element-summary-{id}.json). The engine builds the squad and flags what the missing files would have settled;
// this file only reads.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type BootstrapStatic,
  EntryDataError,
  type ExtractedTeamData,
  type FplGet,
  loadEntryTeamData,
} from '@fpl-assistant/engine';
import { fplTeamNotFoundMessage } from '@fpl-assistant/engine/app';
import { type DataSource, TEAM_NOT_FROM_FILES } from './data-source.js';
import { ApiError, DataError, UsageError } from './errors.js';
import { parseJson } from './json-file.js';

class NotFound extends Error {}

/**
 * One API path as parsed JSON: fetched, or from a --data folder under the server's FPL_DATA_DIR names
 * ('/entry/1/event/3/picks/' → entry-1-event-3-picks.json). A missing team is NotFound.
 */
function reader(source: DataSource, fetchFn: typeof fetch): FplGet {
  if (source.kind === 'files') {
    throw new UsageError(TEAM_NOT_FROM_FILES);
  }
  if (source.kind === 'folder') {
    return async (path) => {
      const full = join(source.dir, `${path.split('/').filter(Boolean).join('-')}.json`);
      let text: string;
      try {
        text = await readFile(full, 'utf8');
      } catch {
        throw new NotFound(full);
      }
      return parseJson(text, full);
    };
  }
  return async (path) => {
    const url = `${source.base}${path}`;
    let response: Response;
    try {
      response = await fetchFn(url, {
        headers: { accept: 'application/json', 'user-agent': 'fpl-assistant-cli' },
        signal: AbortSignal.timeout(source.timeoutMs),
      });
    } catch (err) {
      throw new ApiError(`Unable to load live data: cannot reach ${url} (${(err as Error).message})`, url);
    }
    if (response.status === 404) throw new NotFound(url);
    if (!response.ok)
      throw new ApiError(`Unable to load live data: ${url} answered HTTP ${response.status}`, url);
    return parseJson(await response.text(), url);
  };
}

/** The team `teamId` at the next deadline; an unknown team is the manager's sentence as a CliError. */
export async function loadTeam(
  source: DataSource,
  teamId: number,
  bootstrap: BootstrapStatic,
  options: { fetch?: typeof fetch } = {},
): Promise<ExtractedTeamData> {
  const read = reader(source, options.fetch ?? fetch);
  try {
    return await loadEntryTeamData(teamId, bootstrap, read, {
      // A recorded folder may lack /entry/T/ and /transfers/; from the live API a 404 means no such team.
      ...(source.kind === 'folder' ? { notRecorded: (err: unknown) => err instanceof NotFound } : {}),
    });
  } catch (err) {
    if (err instanceof NotFound) throw new DataError(fplTeamNotFoundMessage(teamId));
    if (err instanceof EntryDataError) throw new DataError(`FPL team ${teamId}: ${err.message}`);
    throw err;
  }
}

/** What the plan assumes where FPL's data is unsure, one line each, for stderr. */
export function teamWarnings(squad: ExtractedTeamData): string[] {
  const warnings: string[] = [];
  if (squad.lowConfidenceFields?.includes('freeTransfers'))
    warnings.push(
      `FPL's history does not settle your free transfers: planned with ${squad.freeTransfers}, the fewest it allows`,
    );
  const unsure = squad.players.filter((p) => p.lowConfidenceFields?.includes('price')).map((p) => p.name);
  if (unsure.length > 0)
    warnings.push(
      `selling prices not settled by FPL's data (check them on the Transfers page): ${unsure.join(', ')}`,
    );
  return warnings;
}

/** The one squad a command plans from: exactly one of the ways to give it. */
export function oneSquadSource(given: Record<string, boolean>): void {
  const names = Object.keys(given);
  const count = names.filter((name) => given[name]).length;
  if (count > 1) throw new UsageError(`Give only one of ${names.join(', ')}`);
  if (count === 0) throw new UsageError(`Give ${names.slice(0, -1).join(', ')} or ${names.at(-1)}`);
}
