// The engine's one decision-maker (analyzeSquadDetailed) run for a squad file: `analyze`, `plan` without a CSV
// and `chips` all come through here, with the inputs the server's analyze uses (the data's next deadline, every
// earlier gameweek's event-live history when all of it loads, last season's final bootstrap-static when given),
// so they give one plan for one squad.
import {
  type AnalyzeOptions,
  analyzeSquadDetailed,
  checkSquad,
  DEFAULT_HORIZON,
  DEFAULT_MAX_TRANSFERS,
  type ExtractedTeamData,
  HIT_POINTS,
  type ManagerConstraints,
  planningGameweek,
  type SquadAnalysis,
} from '@fpl-assistant/engine';
import type { Command } from 'commander';
import { loadHistory } from './commands/analyze-history.js';
import type { DataSource, FplData } from './data-source.js';
import { InvalidSquadError } from './errors.js';
import { gameweekNumber, positiveInteger, transferCount } from './option-parsers.js';
import { PREVIOUS_SEASON_FILE, previousSeasonFileFor, readPreviousSeason } from './previous-season.js';

/** The options of every command that plans: as commander parses them. */
export interface PlanningOptions {
  gameweek?: number;
  horizon?: number;
  maxTransfers?: number;
  hits?: boolean;
  /** Last season's final bootstrap-static. */
  previousSeason?: string;
}

/**
 * Adds --gameweek, --horizon, --max-transfers, --hits and --previous-season, the same for every command that
 * plans.
 */
export function withPlanningOptions(command: Command): Command {
  return command
    .option(
      '--gameweek <n>',
      'gameweek to plan from (default: the next gameweek in the data)',
      gameweekNumber,
    )
    .option('--horizon <n>', `gameweeks to plan (default ${DEFAULT_HORIZON})`, positiveInteger)
    .option(
      '--max-transfers <k>',
      `most transfers in one gameweek (default: the free transfers, or ${DEFAULT_MAX_TRANSFERS} with --hits)`,
      transferCount,
    )
    .option('--hits', `allow transfers beyond the free ones at ${HIT_POINTS} points each`)
    .option(
      '--previous-season <file>',
      `last season's final bootstrap-static, for season-start projections (default with --data: ${PREVIOUS_SEASON_FILE} in it, if there)`,
    );
}

/** The engine's options for the command-line ones; unset ones keep the engine's defaults, as the server's do. */
export function analyzeOptions(options: PlanningOptions): AnalyzeOptions {
  return {
    ...(options.horizon !== undefined ? { horizon: options.horizon } : {}),
    ...(options.maxTransfers !== undefined ? { maxTransfersPerGameweek: options.maxTransfers } : {}),
    ...(options.hits ? { allowHits: true } : {}),
  };
}

/** The gameweek to plan: --gameweek, else the data's next deadline, else the squad file's. */
export function planningFrom(
  data: FplData,
  squad: ExtractedTeamData,
  requested?: number,
): { gameweek: number; warnings: string[] } {
  const gameweek = requested ?? planningGameweek(data.bootstrap.events) ?? squad.gameweek;
  const warnings =
    squad.gameweek === gameweek
      ? []
      : [`The squad file is for GW${squad.gameweek}; planning from GW${gameweek}, as the data gives.`];
  return { gameweek, warnings };
}

export interface SquadAnalysisRun {
  gameweek: number;
  analysis: SquadAnalysis;
  /** Milliseconds spent in the engine (projections, plan, chips). */
  engineMs: number;
  /** Things the user should know that do not stop the analysis. */
  warnings: string[];
}

export interface SquadAnalysisHooks {
  fetch?: typeof fetch;
  /** Progress text for a terminal. */
  step?: (text: string) => void;
  now?: () => number;
}

/** History for GW1 … gameweek-1 from the same source as the data, then the engine's analysis. */
export async function analyzeSquadFile(
  squad: ExtractedTeamData,
  data: FplData,
  source: DataSource,
  options: PlanningOptions,
  hooks: SquadAnalysisHooks = {},
  constraints?: ManagerConstraints,
): Promise<SquadAnalysisRun> {
  const step = hooks.step ?? (() => {});
  const now = hooks.now ?? (() => performance.now());
  // FPL's squad rules with the player list at hand (every player known to it), before any history loads.
  const check = checkSquad(squad, data.bootstrap);
  if (!check.valid)
    throw new InvalidSquadError(
      'The squad',
      check.broken.map((b) => b.message),
    );
  const { gameweek, warnings } = planningFrom(data, squad, options.gameweek);
  warnings.push(...check.clubsOverLimit.map((club) => club.message));
  // Before any history loads: a bad previous-season file fails fast.
  const previousFile = await previousSeasonFileFor(options.previousSeason, source);
  const previous = previousFile ? await readPreviousSeason(previousFile, data.bootstrap) : undefined;
  step(`Loading history for GW1–${gameweek - 1} …`);
  const history = await loadHistory(source, gameweek, {
    ...(hooks.fetch ? { fetch: hooks.fetch } : {}),
    onProgress: (done, total) => step(`Loading history: ${done}/${total} gameweeks …`),
  });
  if (history.warning) warnings.push(history.warning);
  step('Projecting players and planning transfers …');
  const started = now();
  const analysis = analyzeSquadDetailed({
    squad,
    bootstrap: data.bootstrap,
    fixtures: data.fixtures,
    ...(history.rows.length > 0 ? { histories: history.rows } : {}),
    ...(previous ? { previousSeason: previous.players } : {}),
    gameweek,
    options: { ...analyzeOptions(options), ...(constraints ? { constraints } : {}) },
  });
  return { gameweek, analysis, engineMs: now() - started, warnings };
}
