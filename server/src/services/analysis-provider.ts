// The default analyzer: the engine's analyzeSquad (projections → transfer plan → recommendations, chip plan)
// over the server's FPL data. History for the projections is every earlier gameweek's /event/{gw}/live/
// (one request per gameweek for all players, cached like every FPL response, and parsed once per finished
// gameweek in each thread); when any of it is missing the engine falls back on bootstrap-static season totals. Last season's
// totals (previous-season.ts), when the server has them, are each player's prior at season start. This file
// gathers the data (I/O, on the event loop); the parsing and planning run in analysis-task.ts, in a worker.
import {
  type BootstrapStatic,
  type ExtractedTeamData,
  type ManagerConstraints,
  planningGameweek,
} from '@fpl-assistant/engine';
import { MESSAGES } from '@fpl-assistant/engine/app';
import type { Logger } from '../logger.js';
import { AiProviderError, AnalysisConstraintError, type Analyzer } from './ai.js';
import { type AnalysisRunner, analysisRunner } from './analysis-pool.js';
import { type AnalysisOutcome, type AnalysisTask, type SharedText, shareText } from './analysis-task.js';
import type { FplService } from './fpl.js';
import { parseFplEndpoint } from './fpl-endpoints.js';
import type { PreviousSeasonSource } from './previous-season.js';
import type { WorkQueue } from './work-queue.js';

/** Event-live requests in flight at once on a cold cache. */
const HISTORY_CONCURRENCY = 4;

export interface HistoryBodies {
  /** /event/{gw}/live/ for gameweeks 1 … before-1, null where it could not be fetched. */
  live: (SharedText | null)[];
  /** Call with the gameweeks the analysis could not use: the other finished ones are not fetched again. */
  remember(missing: number[]): void;
}

/** Every earlier gameweek's live data, as fetched; finished gameweeks that parsed are kept and not asked again. */
export function historyLoader(fpl: FplService, logger: Logger) {
  const finished = new Map<number, SharedText>();
  const load = async (gameweek: number): Promise<SharedText | null> => {
    const endpoint = parseFplEndpoint(`/event/${gameweek}/live/`);
    if (!endpoint) return null;
    try {
      return shareText(endpoint.path, (await fpl.get(endpoint)).body);
    } catch (err) {
      logger.info('event-live unavailable for the analysis', { gameweek, error: (err as Error).message });
      return null;
    }
  };
  return async (before: number, bootstrap: BootstrapStatic): Promise<HistoryBodies> => {
    const done = new Set(
      bootstrap.events.filter((e) => e.finished && e.data_checked !== false).map((e) => e.id),
    );
    const gameweeks = Array.from({ length: Math.max(0, before - 1) }, (_, i) => i + 1);
    const live: (SharedText | null)[] = gameweeks.map(() => null);
    let next = 0;
    const worker = async () => {
      while (next < gameweeks.length) {
        const index = next++;
        const gameweek = gameweeks[index] as number;
        live[index] = finished.get(gameweek) ?? (await load(gameweek));
      }
    };
    await Promise.all(Array.from({ length: HISTORY_CONCURRENCY }, worker));
    return {
      live,
      remember(missing) {
        for (const [index, shared] of live.entries()) {
          const gameweek = index + 1;
          if (shared && done.has(gameweek) && !missing.includes(gameweek)) finished.set(gameweek, shared);
        }
      },
    };
  };
}

/** The game data parsed on this thread too (for its events), once per version of the body. */
function bootstrapReader() {
  let last: { body: string; bootstrap: BootstrapStatic } | undefined;
  return (body: string): BootstrapStatic => {
    if (last?.body !== body) last = { body, bootstrap: JSON.parse(body) as BootstrapStatic };
    return last.bootstrap;
  };
}

/** Last season's players as shared text, serialised once per loaded file. */
const previousShared = new WeakMap<object, SharedText>();
function sharePrevious(players: object): SharedText {
  let shared = previousShared.get(players);
  if (!shared) {
    shared = shareText('previous-season', JSON.stringify(players));
    previousShared.set(players, shared);
  }
  return shared;
}

/**
 * Plans from the gameweek asked for, or from the data's next deadline when that is later: a deadline that has
 * passed cannot be planned for.
 */
function planningFrom(requested: number, bootstrap: BootstrapStatic): number {
  const next = planningGameweek(bootstrap.events);
  return next !== undefined && next > requested ? next : requested;
}

/** What a worker needs to analyse a squad: it gathers FPL's data itself. */
export interface AnalysisJob {
  squad: ExtractedTeamData;
  /** The gameweek asked for; the plan starts at the data's next deadline when that is later. */
  gameweek: number;
  /** The manager's own rules. */
  constraints?: ManagerConstraints;
}

export interface PlannedAnalysis {
  outcome: AnalysisOutcome;
  /** The gameweek planned from. */
  gameweek: number;
  /** Last season whose totals were the priors, when there were any. */
  previousSeason?: string;
}

/** Gathers FPL's data here (I/O) and runs the CPU half in `runner`. */
export function localAnalysis(
  fpl: FplService,
  logger: Logger,
  previousSeason: PreviousSeasonSource | undefined,
  runner: AnalysisRunner,
): (job: AnalysisJob, signal?: AbortSignal) => Promise<PlannedAnalysis> {
  const loadHistory = historyLoader(fpl, logger);
  const readBootstrap = bootstrapReader();
  const bootstrapEndpoint = parseFplEndpoint('/bootstrap-static/');
  const fixturesEndpoint = parseFplEndpoint('/fixtures/');
  if (!bootstrapEndpoint || !fixturesEndpoint) throw new Error('unreachable');
  return async ({ squad, gameweek: requested, constraints }, signal) => {
    let bootstrapBody: string;
    let fixturesBody: string;
    let bootstrap: BootstrapStatic;
    try {
      [bootstrapBody, fixturesBody] = (
        await Promise.all([fpl.get(bootstrapEndpoint), fpl.get(fixturesEndpoint)])
      ).map((r) => r.body) as [string, string];
      bootstrap = readBootstrap(bootstrapBody);
    } catch (err) {
      logger.error('FPL data unavailable for analysis', { error: (err as Error).message });
      throw new AiProviderError('ANALYSIS_ERROR', MESSAGES.analysisFailed, 503);
    }
    const gameweek = planningFrom(requested, bootstrap);
    const [history, previous] = await Promise.all([
      loadHistory(gameweek, bootstrap),
      previousSeason?.forSeason(bootstrap),
    ]);
    const task: AnalysisTask = {
      squad,
      gameweek,
      bootstrap: shareText(bootstrapEndpoint.path, bootstrapBody),
      fixtures: shareText(fixturesEndpoint.path, fixturesBody),
      live: history.live,
      ...(constraints ? { constraints } : {}),
      ...(previous
        ? { previousSeason: { season: previous.season, players: sharePrevious(previous.players) } }
        : {}),
    };
    const outcome = await runner.run(task, signal);
    if (outcome.ok) history.remember(outcome.missing);
    return { outcome, gameweek, ...(previous ? { previousSeason: previous.season } : {}) };
  };
}

/**
 * The planner as an Analyzer. With a local runner the FPL data is gathered here; with the Postgres queue
 * (`WorkQueue`) the worker that takes the job gathers it, so a web process never loads FPL's bodies.
 */
export function analysisProvider(
  fpl: FplService,
  logger: Logger,
  previousSeason?: PreviousSeasonSource,
  runner: AnalysisRunner | WorkQueue = analysisRunner({ workers: 0, queue: 0 }),
): Analyzer {
  const plan =
    'analyse' in runner ? runner.analyse.bind(runner) : localAnalysis(fpl, logger, previousSeason, runner);
  return {
    async analyze({ extractedData, gameweek: requested, constraints, signal }) {
      const {
        outcome,
        gameweek,
        previousSeason: previous,
      } = await plan(
        { squad: extractedData, gameweek: requested, ...(constraints ? { constraints } : {}) },
        signal,
      );
      // A rule of the manager's that cannot be kept: named, so the request says which to change.
      if (!outcome.ok && outcome.constraint) {
        throw new AnalysisConstraintError(outcome.constraint, outcome.engineMessage);
      }
      // The squad itself is wrong (a player the data does not know): say which, as a 422.
      if (!outcome.ok) {
        throw new AiProviderError(
          'ANALYSIS_ERROR',
          `${MESSAGES.analysisFailed}: ${outcome.engineMessage}`,
          422,
        );
      }
      if (outcome.missing.length > 0) {
        logger.info('analysis projects from season totals: event-live missing', {
          gameweeks: outcome.missing.join(','),
        });
      }
      const sources = [
        'FPL API: bootstrap-static (players, prices, status, chip windows)',
        'FPL API: fixtures',
        outcome.projectionSource === 'history'
          ? `FPL API: event live data, GW1–${gameweek - 1}`
          : 'FPL API: season totals in bootstrap-static (no per-gameweek history)',
        ...(previous ? [`FPL API: ${previous} final bootstrap-static (last season's totals)`] : []),
      ];
      return {
        recommendations: { ...outcome.recommendations, researchSources: sources },
        modelUsed: 'fpl-assistant-planner',
        tokensUsed: 0,
        cost: 0,
      };
    },
  };
}
