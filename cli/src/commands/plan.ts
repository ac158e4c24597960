// `fpl-assistant plan --squad FILE [--projections CSV]`: the transfer planner alone (issue 6 §5). Transfers,
// hits, captain, vice, XI and bench for each gameweek of the horizon, maximising Σ (best XI + captain once more)
// − 4 × hits; with a solver's projections CSV (FPL Review / Solio layout) or our own model's.
import {
  ConstraintError,
  type ConstraintReport,
  DEFAULT_HORIZON,
  EngineError,
  type ExtractedTeamData,
  type GameweekPlan,
  HIT_POINTS,
  lastGameweek,
  parseProjectionCsv,
  planSquad,
  type TransferPlan,
} from '@fpl-assistant/engine';
import type { Command } from 'commander';
import {
  CONSTRAINT_FLAGS,
  type ConstraintOptions,
  constraintsFromOptions,
  withConstraintOptions,
} from '../constraint-options.js';
import { type DataSourceOptions, type LoadOptions, loadFplData, resolveDataSource } from '../data-source.js';
import { CliError, UsageError } from '../errors.js';
import { type Io, outputWidth, PIPED_WIDTH } from '../io.js';
import { readTextFile } from '../json-file.js';
import { positiveInteger } from '../option-parsers.js';
import { planMovesCell } from '../plan-cells.js';
import { spinner } from '../progress.js';
import {
  analyzeOptions,
  analyzeSquadFile,
  type PlanningOptions,
  planningFrom,
  withPlanningOptions,
} from '../squad-analysis.js';
import { readSquadFile } from '../squad-file.js';
import { paragraph, renderTable } from '../table.js';
import { loadTeam, oneSquadSource, teamWarnings } from '../team-source.js';

export interface PlanCommandOptions extends DataSourceOptions, PlanningOptions, ConstraintOptions {
  squad?: string;
  /** An FPL team ID: the squad from FPL's public entry data. */
  team?: number;
  projections?: string;
  json?: boolean;
}

/** The `--json` document: element ids throughout, points rounded to 4 decimals. */
export interface PlanReport {
  gameweek: number;
  horizon: number;
  projections: 'csv' | 'model';
  objective: number;
  budget: TransferPlan['budget'];
  gameweeks: GameweekPlan[];
  /** The manager's rules as kept, and what they cost against the free plan (with --lock, --ban, …). */
  constraints?: ConstraintReport;
}

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

export function planReport(
  plan: TransferPlan,
  projections: PlanReport['projections'],
  constraints?: ConstraintReport,
): PlanReport {
  const first = plan.gameweeks[0];
  return {
    gameweek: first?.gameweek ?? 0,
    horizon: plan.gameweeks.length,
    projections,
    objective: round4(plan.objective),
    budget: {
      starting: round4(plan.budget.starting),
      afterTransfers: round4(plan.budget.afterTransfers),
      affordable: plan.budget.affordable,
    },
    gameweeks: plan.gameweeks.map((g) => ({
      gameweek: g.gameweek,
      chip: g.chip,
      transfers: g.transfers.map((t) => ({ out: t.out, in: t.in })),
      freeTransfers: g.freeTransfers,
      hits: g.hits,
      captain: g.captain,
      viceCaptain: g.viceCaptain,
      startingXI: g.startingXI,
      bench: g.bench,
      expectedPoints: round4(g.expectedPoints),
      bank: round4(g.bank),
    })),
    ...(constraints ? { constraints } : {}),
  };
}

/** "Your rules cost 3.2 expected points over GW33–37 (--lock 1.0, --ban 2.2)." */
export function constraintsLine(report: PlanReport): string | null {
  const c = report.constraints;
  if (!c) return null;
  const last = report.gameweek + report.horizon - 1;
  const each = c.costs
    .filter((k) => k.cost !== null)
    .map((k) => `${CONSTRAINT_FLAGS[k.constraint]} ${(k.cost as number).toFixed(1)}`);
  const cost = Math.max(0, c.cost);
  return `Your rules cost ${cost.toFixed(1)} expected points over GW${report.gameweek}–${last} against the free plan (${c.freePoints.toFixed(1)})${each.length > 1 ? `; alone: ${each.join(', ')}` : ''}.`;
}

export function renderPlan(
  report: PlanReport,
  names: ReadonlyMap<number, string>,
  width = PIPED_WIDTH,
): string {
  const name = (id: number) => names.get(id) ?? `#${id}`;
  const last = report.gameweek + report.horizon - 1;
  const source = report.projections === 'csv' ? 'projections from the CSV' : 'our projections';
  const rows = report.gameweeks.map((g) => [
    `GW${g.gameweek}`,
    planMovesCell(g, name),
    `${g.freeTransfers}`,
    `${g.hits}`,
    name(g.captain),
    name(g.viceCaptain),
    g.expectedPoints.toFixed(1),
    `£${g.bank.toFixed(1)}m`,
  ]);
  const first = report.gameweeks[0];
  return [
    `Plan for GW${report.gameweek}–${last} (${source}): ${report.objective.toFixed(1)} points`,
    '',
    renderTable(rows, { header: ['GW', 'Transfers', 'FT', 'Hits', 'Captain', 'Vice', 'xP', 'Bank'], width }),
    '',
    first
      ? paragraph(`GW${first.gameweek} starting XI: ${first.startingXI.map(name).join(', ')}`, width, '')
      : '',
    first ? paragraph(`GW${first.gameweek} bench: ${first.bench.map(name).join(', ')}`, width, '') : '',
    `Budget: £${report.budget.starting.toFixed(1)}m in the bank, £${report.budget.afterTransfers.toFixed(1)}m after GW${report.gameweek}'s transfers`,
    ...(report.constraints ? [paragraph(constraintsLine(report) ?? '', width, '')] : []),
    '',
  ].join('\n');
}

async function readProjections(file: string) {
  const text = await readTextFile(file, 'projections file');
  try {
    return parseProjectionCsv(text);
  } catch (err) {
    if (err instanceof EngineError) throw new CliError(`${file}: ${err.message}`);
    throw err;
  }
}

export interface PlanDeps {
  load?: LoadOptions;
}

export async function runPlan(options: PlanCommandOptions, io: Io, deps: PlanDeps = {}): Promise<PlanReport> {
  // Local files first: a bad squad or CSV fails before any network call.
  oneSquadSource({ '--squad FILE': options.squad !== undefined, '--team ID': options.team !== undefined });
  const fromFile = options.squad === undefined ? undefined : await readSquadFile(options.squad);
  const table = options.projections === undefined ? undefined : await readProjections(options.projections);
  const source = resolveDataSource(options);
  const progress = spinner(io.stderr);
  const warnings: string[] = [];
  try {
    progress.step('Loading FPL data …');
    const data = await loadFplData(source, { ...deps.load });
    const squad: ExtractedTeamData =
      fromFile ??
      (await loadTeam(source, options.team as number, data.bootstrap, {
        ...(deps.load?.fetch ? { fetch: deps.load.fetch } : {}),
      }));
    if (!fromFile) warnings.push(...teamWarnings(squad));
    const constraints = constraintsFromOptions(options, data.bootstrap.elements);
    if (constraints && table)
      throw new UsageError(
        "The manager's rules (--lock, --ban, --book, --chip, --no-chip, --captain) plan with our projections: drop --projections",
      );
    let plan: TransferPlan;
    let constraintReport: ConstraintReport | undefined;
    if (table) {
      const { gameweek, warnings: gameweekWarnings } = planningFrom(data, squad, options.gameweek);
      warnings.push(...gameweekWarnings);
      if (options.previousSeason !== undefined) {
        warnings.push('--previous-season is not used with --projections: the CSV gives every point.');
      }
      const seasonEnd = lastGameweek(data.fixtures);
      if (gameweek > seasonEnd)
        throw new CliError(`GW${gameweek} is past the season's last gameweek (GW${seasonEnd})`);
      if (!table.gameweeks.includes(gameweek)) {
        throw new CliError(
          `The projections CSV has no ${gameweek}_Pts column (it covers GW${table.gameweeks.join(', GW')})`,
        );
      }
      // Plan only over the gameweeks the file covers without a gap: a missing column is not a blank.
      const horizon = Math.min(options.horizon ?? DEFAULT_HORIZON, seasonEnd - gameweek + 1);
      let covered = 1;
      while (covered < horizon && table.gameweeks.includes(gameweek + covered)) covered++;
      if (covered < horizon) {
        warnings.push(
          `The projections CSV stops at GW${gameweek + covered - 1}: planning ${covered} gameweek${covered === 1 ? '' : 's'}, not ${horizon}.`,
        );
      }
      progress.step('Planning transfers …');
      plan = planSquad({
        squad,
        bootstrap: data.bootstrap,
        gameweek,
        points: table.points,
        options: { ...analyzeOptions(options), horizon: covered },
      });
    } else {
      // Our own projections: the whole analysis, as `analyze`, `chips` and the server run it.
      const run = await analyzeSquadFile(
        squad,
        data,
        source,
        options,
        {
          ...(deps.load?.fetch ? { fetch: deps.load.fetch } : {}),
          step: progress.step,
        },
        constraints,
      );
      warnings.push(...run.warnings);
      plan = run.analysis.plan;
      constraintReport = run.analysis.constraints;
    }
    progress.done();
    for (const warning of warnings) io.stderr.write(`warning: ${warning}\n`);
    const report = planReport(plan, table ? 'csv' : 'model', constraintReport);
    if (options.json) io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else {
      const names = new Map(data.bootstrap.elements.map((e) => [e.id, e.web_name]));
      io.stdout.write(renderPlan(report, names, outputWidth(io.stdout)));
    }
    return report;
  } catch (err) {
    // A rule that cannot be kept: the command line must change (exit code 2), and the flag is named.
    if (err instanceof ConstraintError)
      throw new UsageError(`${CONSTRAINT_FLAGS[err.constraint]}: ${err.message}`);
    if (err instanceof EngineError) throw new CliError(err.message);
    throw err;
  } finally {
    progress.done();
  }
}

export function registerPlan(program: Command, io: Io, withDataOptions: (command: Command) => Command): void {
  const command = withPlanningOptions(
    withDataOptions(
      program
        .command('plan')
        .description(
          `the optimal transfers over the next gameweeks (best XI + captain twice − ${HIT_POINTS} per hit), with captain, ` +
            'vice, XI, bench and chip for each; projections from a CSV (ID and <gameweek>_Pts columns) or our model',
        ),
    )
      .option(
        '--squad <file>',
        'the squad: ExtractedTeamData JSON with element ids, selling prices, bank and freeTransfers (- reads it from standard input)',
      )
      .option('--team <id>', 'the squad of this FPL team ID (from the API or --data DIR)', positiveInteger)
      .option(
        '--projections <csv>',
        'projections as FPL Review or Solio export them: ID and <gameweek>_Pts columns',
      ),
  );
  withConstraintOptions(command).action(async (_options, command: Command) => {
    await runPlan(command.opts<PlanCommandOptions>(), io);
  });
}
