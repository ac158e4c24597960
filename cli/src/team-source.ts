// A manager's team by FPL team ID, from the same source as the rest of the data: the API's public entry
// endpoints, or a --data folder laid out as the server's FPL_DATA_DIR (entry-{id}.json, entry-{id}-history.json,
// entry-{id}-transfers.json, entry-{id}-event-{gw}-picks.json, element-summary-{id}.json). The engine builds
// the squad; this file only reads.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
  fplTeamNotFoundMessage,
} from '@fpl-assistant/engine';
import type { DataSource } from './data-source.js';
import { ApiError, CliError, DataError } from './errors.js';
import { parseJson } from './json-file.js';

/** The --data file names of a team's endpoints, as the server's folder mode reads them. */
export const ENTRY_FILES = {
  entry: (id: number) => `entry-${id}.json`,
  history: (id: number) => `entry-${id}-history.json`,
  transfers: (id: number) => `entry-${id}-transfers.json`,
  picks: (id: number, gameweek: number) => `entry-${id}-event-${gameweek}-picks.json`,
  elementSummary: (id: number) => `element-summary-${id}.json`,
} as const;

class NotFound extends Error {}

type Read = (path: string, file: string) => Promise<unknown>;

function reader(source: DataSource, fetchFn: typeof fetch): Read {
  if (source.kind === 'files') {
    throw new CliError(
      '--team reads the team from the FPL API or --data DIR, not from --bootstrap/--fixtures',
    );
  }
  if (source.kind === 'folder') {
    return async (_path, file) => {
      const full = join(source.dir, file);
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
  const must = async <T>(path: string, file: string): Promise<T> => {
    try {
      return (await read(path, file)) as T;
    } catch (err) {
      if (err instanceof NotFound) throw new DataError(fplTeamNotFoundMessage(teamId));
      throw err;
    }
  };
  const entry = await must<FplEntry>(`/entry/${teamId}/`, ENTRY_FILES.entry(teamId));
  const [history, transfers] = await Promise.all([
    must<FplEntryHistory>(`/entry/${teamId}/history/`, ENTRY_FILES.history(teamId)),
    must<FplEntryTransfer[]>(`/entry/${teamId}/transfers/`, ENTRY_FILES.transfers(teamId)),
  ]);
  if (!Array.isArray(history?.current) || !Array.isArray(history.chips) || !Array.isArray(transfers)) {
    throw new DataError(`FPL team ${teamId}: the history or transfers are not in FPL's format`);
  }
  try {
    const gameweek = entrySquadGameweek(history);
    const picks = await must<FplEntryPicks>(
      `/entry/${teamId}/event/${gameweek}/picks/`,
      ENTRY_FILES.picks(teamId, gameweek),
    );
    const base = { bootstrap, history, transfers, picks, entry };
    const priceHistories: Record<number, FplPriceHistoryRow[]> = {};
    // Best effort: a price history that does not load leaves that player's price flagged.
    await Promise.all(
      entryPriceHistoriesNeeded(base).map(async (id) => {
        const summary = (await read(`/element-summary/${id}/`, ENTRY_FILES.elementSummary(id)).catch(
          () => undefined,
        )) as { history?: FplPriceHistoryRow[] } | undefined;
        if (Array.isArray(summary?.history)) priceHistories[id] = summary.history;
      }),
    );
    return entryToTeamData({ ...base, priceHistories });
  } catch (err) {
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
      `selling prices not settled by FPL's data (the lowest possible used): ${unsure.join(', ')}`,
    );
  return warnings;
}

/** The one squad a command plans from: exactly one of the ways to give it. */
export function oneSquadSource(given: Record<string, boolean>): void {
  const names = Object.keys(given);
  const count = names.filter((name) => given[name]).length;
  if (count > 1) throw new CliError(`Give only one of ${names.join(', ')}`);
  if (count === 0) throw new CliError(`Give ${names.slice(0, -1).join(', ')} or ${names.at(-1)}`);
}
