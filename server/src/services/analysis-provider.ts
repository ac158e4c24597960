// The default analyzer: the engine's analyzeSquad (projections → transfer plan → recommendations, chip plan)
// over the server's FPL data. History for the projections is every earlier gameweek's /event/{gw}/live/
// (one request per gameweek for all players, cached like every FPL response, and parsed once per finished
// gameweek); when any of it is missing the engine falls back on bootstrap-static season totals. Last season's
// totals (previous-season.ts), when the server has them, are each player's prior at season start.
import {
  analyzeSquadDetailed,
  type BootstrapStatic,
  EngineError,
  type EventLiveElement,
  type FplFixture,
  historyFromEventLive,
  type PlayerGameweekHistory,
  planningGameweek,
} from '@fpl-assistant/engine';
import { MESSAGES } from '@fpl-assistant/engine/app';
import type { Logger } from '../logger.js';
import { AiProviderError, type Analyzer } from './ai.js';
import { type FplService, loadBootstrap, loadFixtures } from './fpl.js';
import { parseFplEndpoint } from './fpl-endpoints.js';
import type { PreviousSeasonSource } from './previous-season.js';

/** Event-live requests in flight at once on a cold cache. */
const HISTORY_CONCURRENCY = 4;

function isEventLive(value: unknown): value is EventLiveElement {
  if (!value || typeof value !== 'object') return false;
  const e = value as Partial<EventLiveElement>;
  return (
    typeof e.id === 'number' &&
    Array.isArray(e.explain) &&
    typeof e.stats === 'object' &&
    e.stats !== null &&
    typeof e.stats.minutes === 'number'
  );
}

export interface HistoryResult {
  rows: PlayerGameweekHistory[];
  /** Gameweeks with no usable live data. */
  missing: number[];
}

/** Every player's rows for gameweeks 1 … before-1. Finished gameweeks are parsed once and kept. */
export function historyLoader(fpl: FplService, logger: Logger) {
  const finished = new Map<number, PlayerGameweekHistory[]>();
  const load = async (gameweek: number): Promise<PlayerGameweekHistory[] | null> => {
    const endpoint = parseFplEndpoint(`/event/${gameweek}/live/`);
    if (!endpoint) return null;
    try {
      const body = JSON.parse((await fpl.get(endpoint)).body) as { elements?: unknown };
      const elements = Array.isArray(body.elements) ? body.elements : [];
      if (elements.length === 0 || !elements.every(isEventLive)) return null;
      return historyFromEventLive(gameweek, elements);
    } catch (err) {
      logger.info('event-live unavailable for the analysis', { gameweek, error: (err as Error).message });
      return null;
    }
  };
  return async (before: number, bootstrap: BootstrapStatic): Promise<HistoryResult> => {
    const done = new Set(
      bootstrap.events.filter((e) => e.finished && e.data_checked !== false).map((e) => e.id),
    );
    const gameweeks = Array.from({ length: Math.max(0, before - 1) }, (_, i) => i + 1);
    const byGameweek = new Map<number, PlayerGameweekHistory[] | null>();
    let next = 0;
    const worker = async () => {
      while (next < gameweeks.length) {
        const gameweek = gameweeks[next++] as number;
        const kept = finished.get(gameweek);
        if (kept) {
          byGameweek.set(gameweek, kept);
          continue;
        }
        const rows = await load(gameweek);
        if (rows && done.has(gameweek)) finished.set(gameweek, rows);
        byGameweek.set(gameweek, rows);
      }
    };
    await Promise.all(Array.from({ length: HISTORY_CONCURRENCY }, worker));
    const missing = gameweeks.filter((g) => !byGameweek.get(g));
    return { rows: gameweeks.flatMap((g) => byGameweek.get(g) ?? []), missing };
  };
}

/**
 * Plans from the gameweek asked for, or from the data's next deadline when that is later: a deadline that has
 * passed cannot be planned for.
 */
function planningFrom(requested: number, bootstrap: BootstrapStatic): number {
  const next = planningGameweek(bootstrap.events);
  return next !== undefined && next > requested ? next : requested;
}

export function analysisProvider(
  fpl: FplService,
  logger: Logger,
  previousSeason?: PreviousSeasonSource,
): Analyzer {
  const loadHistory = historyLoader(fpl, logger);
  return {
    async analyze({ extractedData, gameweek: requested }) {
      let bootstrap: BootstrapStatic;
      let fixtures: FplFixture[];
      try {
        [bootstrap, fixtures] = await Promise.all([loadBootstrap(fpl), loadFixtures(fpl)]);
      } catch (err) {
        logger.error('FPL data unavailable for analysis', { error: (err as Error).message });
        throw new AiProviderError('ANALYSIS_ERROR', MESSAGES.analysisFailed, 503);
      }
      const gameweek = planningFrom(requested, bootstrap);
      const [history, previous] = await Promise.all([
        loadHistory(gameweek, bootstrap),
        previousSeason?.forSeason(bootstrap),
      ]);
      if (history.missing.length > 0) {
        logger.info('analysis projects from season totals: event-live missing', {
          gameweeks: history.missing.join(','),
        });
      }
      try {
        const analysis = analyzeSquadDetailed({
          squad: extractedData,
          bootstrap,
          fixtures,
          ...(history.missing.length === 0 ? { histories: history.rows } : {}),
          ...(previous ? { previousSeason: previous.players } : {}),
          gameweek,
        });
        const sources = [
          'FPL API: bootstrap-static (players, prices, status, chip windows)',
          'FPL API: fixtures',
          analysis.projectionSource === 'history'
            ? `FPL API: event live data, GW1–${gameweek - 1}`
            : 'FPL API: season totals in bootstrap-static (no per-gameweek history)',
          ...(previous ? [`FPL API: ${previous.season} final bootstrap-static (last season's totals)`] : []),
        ];
        return {
          recommendations: { ...analysis.recommendations, researchSources: sources },
          modelUsed: 'fpl-assistant-planner',
          tokensUsed: 0,
          cost: 0,
        };
      } catch (err) {
        // The squad itself is wrong (a player the data does not know): say which, as a 422.
        if (err instanceof EngineError) {
          throw new AiProviderError('ANALYSIS_ERROR', `${MESSAGES.analysisFailed}: ${err.message}`, 422);
        }
        throw err;
      }
    },
  };
}
