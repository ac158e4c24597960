// `fpl-assistant analyze SCREENSHOT` (extract, then analyze) or `--squad FILE`: the engine's analysis of a squad,
// transfers, captaincy, XI and bench, budget and chip plan, as terminal tables or the spec's Recommendations JSON.
import {
  CHIP_LABELS,
  CHIP_PRIORITY_LABELS,
  type ExtractedTeamData,
  SQUAD_SIZE,
  type SquadAnalysis,
  seasonLabel,
} from '@fpl-assistant/engine';
import type { Command } from 'commander';
import { type DataSourceOptions, type LoadOptions, loadFplData, resolveDataSource } from '../data-source.js';
import { CliError, UsageError } from '../errors.js';
import { type Io, outputWidth, PIPED_WIDTH } from '../io.js';
import { positiveInteger } from '../option-parsers.js';
import { planMovesCell } from '../plan-cells.js';
import { spinner } from '../progress.js';
import { analyzeSquadFile, type PlanningOptions, withPlanningOptions } from '../squad-analysis.js';
import { readSquadFile } from '../squad-file.js';
import { paragraph, renderTable } from '../table.js';
import { loadTeam, oneSquadSource, teamWarnings } from '../team-source.js';
import { extractSquadFromFile } from './extract.js';

export interface AnalyzeOptions extends DataSourceOptions, PlanningOptions {
  squad?: string;
  /** An FPL team ID: the squad from FPL's public entry data. */
  team?: number;
  json?: boolean;
}

export interface AnalyzeReport {
  season: string;
  gameweek: number;
  analysis: SquadAnalysis;
  /** Milliseconds spent in the engine (projections, plan, chips). */
  engineMs: number;
  /** web_name by element id, for the plan's later gameweeks. */
  names: ReadonlyMap<number, string>;
  warnings: string[];
}

const f1 = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const money = (n: number) => `£${n.toFixed(1)}m`;

function costText(cost: number): string {
  return cost > 0 ? `+${money(cost)}` : money(Math.abs(cost));
}

export function renderAnalysis(report: AnalyzeReport, width = PIPED_WIDTH): string {
  const { analysis } = report;
  const r = analysis.recommendations;
  const last = report.gameweek + analysis.horizon - 1;
  const lines = [
    `Analysis for GW${report.gameweek} · ${report.season} · horizon GW${report.gameweek}–${last}`,
    '',
    'Transfers',
  ];
  if (r.transfers.length === 0) {
    const later = analysis.plan.gameweeks.find((g) => g.transfers.length > 0);
    lines.push(
      later
        ? `  None this gameweek: the plan banks the free transfers for GW${later.gameweek} (see Plan).`
        : '  None: no transfer gains enough over the horizon.',
    );
  } else {
    if (r.transferChip) lines.push(`  ${r.transferChip.heading}`);
    lines.push(
      renderTable(
        r.transfers.map((t) => [
          t.priority,
          `${t.playerOut} (${t.playerOutTeam})`,
          `${t.playerIn} (${t.playerInTeam})`,
          costText(t.cost),
          t.reason,
        ]),
        { header: ['Priority', 'Out', 'In', 'Cost', 'Why'], width },
      ),
    );
  }
  const b = r.budgetImpact;
  lines.push(
    '',
    `Budget: ${money(b.starting)} in the bank, ${money(b.afterTransfers)} after transfers (${b.affordable ? 'Affordable' : 'Not Affordable'})`,
    '',
    'Captaincy',
    renderTable(
      [
        ['Captain', r.captain.player, r.captain.fixture, f1(r.captain.expectedPoints), r.captain.reason],
        [
          'Vice',
          r.viceCaptain.player,
          r.viceCaptain.fixture,
          f1(r.viceCaptain.expectedPoints),
          r.viceCaptain.reason,
        ],
      ],
      { header: ['', 'Player', 'Fixture', 'xP', 'Why'], width },
    ),
    '',
    paragraph(`Starting XI: ${r.startingXI.join(', ')}`, width, '  '),
    paragraph(`Bench: ${r.bench.join(', ')}`, width, '  '),
    '',
    'Plan',
    renderTable(
      analysis.plan.gameweeks.map((g) => {
        const name = (id: number) => report.names.get(id) ?? `#${id}`;
        return [
          `GW${g.gameweek}`,
          planMovesCell(g, name),
          String(g.hits),
          name(g.captain),
          f1(g.expectedPoints),
        ];
      }),
      { header: ['GW', 'Transfers', 'Hits', 'Captain', 'xP'], width },
    ),
    `  Plan ${f1(analysis.plan.objective)} points against ${f1(analysis.holdObjective)} keeping the squad.`,
    '',
    'Chips',
  );
  const chips = r.chipStrategy;
  if (!chips || chips.optimalSequence.length === 0)
    lines.push('  No chip stands out in the gameweeks ahead.');
  else
    lines.push(
      renderTable(
        chips.optimalSequence.map((c) => [
          CHIP_LABELS[c.chip],
          `GW${c.timing}`,
          CHIP_PRIORITY_LABELS[c.priority],
          `${Math.round(c.confidence * 100)}%`,
          f1(c.expectedGain),
          c.reasoning,
        ]),
        { header: ['Chip', 'GW', 'Priority', 'Confidence', 'Gain', 'Why'], width },
      ),
    );
  if (chips) lines.push(`  Chips remaining: ${chips.chipsRemaining}`);
  if (r.analysis) lines.push('', 'Summary', paragraph(r.analysis, width, '  '));
  return `${lines.join('\n')}\n`;
}

export interface AnalyzeDeps {
  load?: LoadOptions;
  now?: () => number;
  /** The screenshot reader; tests pass a stand-in for the OCR. */
  extract?: typeof extractSquadFromFile;
}

export async function runAnalyze(
  screenshot: string | undefined,
  options: AnalyzeOptions,
  io: Io,
  deps: AnalyzeDeps = {},
): Promise<void> {
  if (screenshot !== undefined && options.squad !== undefined) {
    throw new UsageError('Give either SCREENSHOT or --squad FILE, not both');
  }
  oneSquadSource({
    SCREENSHOT: screenshot !== undefined,
    '--squad FILE': options.squad !== undefined,
    '--team ID': options.team !== undefined,
  });
  // Read the squad file first: a bad one should fail before any network call.
  const fromFile = options.squad === undefined ? undefined : await readSquadFile(options.squad);
  const source = resolveDataSource(options);
  const progress = spinner(io.stderr);
  const now = deps.now ?? (() => performance.now());
  try {
    const data = await loadFplData(source, { progress: io.stderr, ...deps.load });
    // A screenshot goes through the same extraction as `fpl-assistant extract` (local OCR over this data).
    const fromTeam =
      options.team === undefined
        ? undefined
        : await loadTeam(source, options.team, data.bootstrap, {
            ...(deps.load?.fetch ? { fetch: deps.load.fetch } : {}),
          });
    if (fromTeam) for (const warning of teamWarnings(fromTeam)) io.stderr.write(`warning: ${warning}\n`);
    const squad: ExtractedTeamData =
      fromFile ??
      fromTeam ??
      (await (deps.extract ?? extractSquadFromFile)(
        screenshot as string,
        { ...options, json: false },
        io,
        data,
      ));
    if (screenshot !== undefined && squad.players.length !== SQUAD_SIZE) {
      const unmatched = (squad.unresolved ?? []).map(
        (plate) => `'${plate.read}'${plate.position ? ` (${plate.position})` : ''}`,
      );
      throw new CliError(
        `Read ${squad.players.length} of ${SQUAD_SIZE} players from ${screenshot}${unmatched.length > 0 ? ` (not matched: ${unmatched.join(', ')})` : ''}: check them with \`fpl-assistant extract --json\`, fix the file and pass --squad FILE`,
      );
    }
    if (screenshot !== undefined) {
      // A Pick Team screenshot shows no bank or free transfers: say what the plan assumes instead.
      for (const field of squad.lowConfidenceFields ?? []) {
        if (field === 'bank')
          io.stderr.write(`warning: bank not on the screenshot, planned with £${squad.budget.toFixed(1)}m\n`);
        if (field === 'freeTransfers')
          io.stderr.write(
            `warning: free transfers not on the screenshot, planned with ${squad.freeTransfers}\n`,
          );
      }
    }
    const { gameweek, analysis, engineMs, warnings } = await analyzeSquadFile(squad, data, source, options, {
      ...(deps.load?.fetch ? { fetch: deps.load.fetch } : {}),
      step: progress.step,
      now,
    });
    progress.done();
    for (const warning of warnings) io.stderr.write(`warning: ${warning}\n`);
    if (options.json) {
      io.stdout.write(`${JSON.stringify(analysis.recommendations, null, 2)}\n`);
      return;
    }
    const report: AnalyzeReport = {
      season: seasonLabel(data.bootstrap.events),
      gameweek,
      analysis,
      engineMs,
      warnings,
      names: new Map(data.bootstrap.elements.map((e) => [e.id, e.web_name])),
    };
    io.stdout.write(renderAnalysis(report, outputWidth(io.stdout)));
    if (io.stderr.isTTY) io.stderr.write(`Analysed in ${Math.round(engineMs)} ms\n`);
  } finally {
    progress.done();
  }
}

/** Adds `analyze` to the program; `withDataOptions` adds the data-source options every data command shares. */
export function registerAnalyze(
  program: Command,
  io: Io,
  withDataOptions: (command: Command) => Command,
): void {
  withPlanningOptions(
    withDataOptions(
      program
        .command('analyze')
        .description(
          'recommendations for a squad: transfers, captaincy, XI and bench, budget and chip plan, from projections',
        )
        .argument(
          '[screenshot]',
          'an FPL screenshot (Pick Team, My Team or Transfers) to read the squad from',
        ),
    )
      .option(
        '--squad <file>',
        'the squad: ExtractedTeamData JSON, as the review screen saves it (- reads it from standard input)',
      )
      .option('--team <id>', 'the squad of this FPL team ID (from the API or --data DIR)', positiveInteger),
  ).action(async (screenshot: string | undefined, _options, command: Command) => {
    await runAnalyze(screenshot, command.opts<AnalyzeOptions>(), io);
  });
}
