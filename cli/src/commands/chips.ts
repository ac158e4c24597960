// `fpl-assistant chips --squad FILE`: the chip plan for a squad, as terminal tables or JSON. It is the chip plan
// of the engine's one analysis (recommendations.chipStrategy), the same `analyze`, `plan` and the web give.
import {
  type BlankGameweekAnalysis,
  benchBoostVerdict,
  CHIP_LABELS,
  CHIP_PRIORITY_LABELS,
  type ChipStrategy,
  chipWindows,
  type DoubleGameweekAnalysis,
  type ExtractedTeamData,
  formatFixture,
  POSITIONS,
  remainingChips,
  seasonLabel,
} from '@fpl-assistant/engine';
import type { Command } from 'commander';
import {
  type DataSourceOptions,
  type FplData,
  type LoadOptions,
  loadFplData,
  resolveDataSource,
} from '../data-source.js';
import { CliError } from '../errors.js';
import { calendarGrid } from '../gameweek-labels.js';
import { type Io, outputWidth, PIPED_WIDTH } from '../io.js';
import { positiveInteger } from '../option-parsers.js';
import {
  analyzeSquadFile,
  type PlanningOptions,
  type SquadAnalysisRun,
  withPlanningOptions,
} from '../squad-analysis.js';
import { readSquadFile } from '../squad-file.js';
import { paragraph, renderTable } from '../table.js';
import { loadTeam, oneSquadSource, teamWarnings } from '../team-source.js';

export interface ChipsOptions extends DataSourceOptions, PlanningOptions {
  squad?: string;
  /** An FPL team ID: the squad from FPL's public entry data. */
  team?: number;
  json?: boolean;
}

export interface ChipReport {
  season: string;
  gameweek: number;
  strategy: ChipStrategy;
  /** Labels of the chips still playable, e.g. 'Free Hit 2'. */
  remaining: string[];
  /** Things the user should know that do not stop the analysis. */
  warnings: string[];
}

/** The report of an analysis: its chip plan, never a second opinion. */
export function chipReport(data: FplData, squad: ExtractedTeamData, run: SquadAnalysisRun): ChipReport {
  const strategy = run.analysis.recommendations.chipStrategy;
  if (!strategy) throw new CliError('The analysis returned no chip plan');
  const remaining = remainingChips(
    chipWindows(data.bootstrap.chips),
    squad.chipStatus ?? {},
    run.gameweek,
  ).map((window) => CHIP_LABELS[window.key]);
  return {
    season: seasonLabel(data.bootstrap.events),
    gameweek: run.gameweek,
    strategy,
    remaining,
    warnings: run.warnings,
  };
}

/** Whole points for display; float noise first (45 × 0.7 is 31.499999…, shown as the 31.5 it means). */
export function wholePoints(points: number): number {
  return Math.round(Math.round(points * 1e6) / 1e6);
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function renderSequence(strategy: ChipStrategy, width: number): string {
  if (strategy.optimalSequence.length === 0)
    return '  No chip stands out in the gameweeks ahead: keep them for later.';
  const rows = strategy.optimalSequence.map((rec) => [
    CHIP_LABELS[rec.chip],
    `GW${rec.timing}`,
    CHIP_PRIORITY_LABELS[rec.priority],
    percent(rec.confidence),
    String(wholePoints(rec.expectedGain)),
    rec.reasoning,
  ]);
  return renderTable(rows, { header: ['Chip', 'GW', 'Priority', 'Confidence', 'Gain', 'Reasoning'], width });
}

function renderDouble(dgw: DoubleGameweekAnalysis, width: number): string {
  const verdict = benchBoostVerdict(dgw.benchBoostScore);
  const lines = [
    `  GW${dgw.gameweek}: ${dgw.teams.length} club${dgw.teams.length === 1 ? '' : 's'} play twice · bench boost ${dgw.benchBoostScore}/10 (${verdict.label}${verdict.recommended ? ', recommended' : ''})`,
  ];
  lines.push(
    renderTable(
      dgw.teams.map((team) => [
        team.teamName,
        team.fixtures.map((f) => `${formatFixture(f)} FDR ${f.difficulty}`).join(', '),
      ]),
      { indent: '    ', width },
    ),
  );
  const pick = dgw.tripleCaptainRecommendation;
  lines.push(
    pick
      ? `    Triple captain: ${pick.player}, ${wholePoints(pick.expectedPoints)} points expected`
      : '    Triple captain: none of your players doubles',
  );
  const assets = POSITIONS.flatMap((position) => {
    const best = dgw.topAssets[position][0];
    return best ? [`${position} ${best.name} (${best.team}, ${best.expectedPoints})`] : [];
  });
  if (assets.length > 0) lines.push(paragraph(`Top assets: ${assets.join(' · ')}`, width));
  return lines.join('\n');
}

function renderBlank(bgw: BlankGameweekAnalysis, width: number): string {
  const lines = [`  GW${bgw.gameweek}: no fixture for ${bgw.teamsAffected.join(', ')}`];
  const players = bgw.userPlayersAffected;
  lines.push(
    players.length === 0
      ? '    None of your players is affected.'
      : paragraph(`Your players without a fixture (${players.length}): ${players.join(', ')}`, width),
  );
  if (players.length === 0) return lines.join('\n');
  lines.push(`    Expected point loss: ${bgw.expectedPointLoss}`);
  if (bgw.freeHitRecommended) {
    lines.push(`    Free Hit recommended: recovers about ${wholePoints(bgw.freeHitExpectedGain)} points`);
  } else if (bgw.alternativeStrategy) {
    const alt = bgw.alternativeStrategy;
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    lines.push(
      paragraph(
        `Instead of a Free Hit: ${alt.description} (${plural(alt.transfersRequired, 'transfer')}, ${plural(alt.hitsRequired, 'hit')}, about ${alt.expectedPoints} points)`,
        width,
      ),
    );
  }
  return lines.join('\n');
}

export function renderChipReport(report: ChipReport, width = PIPED_WIDTH): string {
  const { strategy } = report;
  const lines = [`Chip strategy from GW${report.gameweek} · ${report.season}`, '', 'Optimal sequence'];
  lines.push(renderSequence(strategy, width));
  lines.push('', 'Double gameweeks');
  if (strategy.upcomingDGWs.length === 0) lines.push('  None ahead');
  for (const dgw of strategy.upcomingDGWs) lines.push(renderDouble(dgw, width));
  lines.push('', 'Blank gameweeks');
  if (strategy.upcomingBGWs.length === 0) lines.push('  None ahead');
  for (const bgw of strategy.upcomingBGWs) lines.push(renderBlank(bgw, width));
  lines.push('', 'Fixture calendar', calendarGrid(strategy.fixtureCalendar, width));
  lines.push(
    '',
    `Chips remaining: ${strategy.chipsRemaining}${report.remaining.length > 0 ? ` (${report.remaining.join(', ')})` : ''}`,
  );
  return `${lines.join('\n')}\n`;
}

export interface ChipsDeps {
  load?: LoadOptions;
}

export async function runChips(options: ChipsOptions, io: Io, deps: ChipsDeps = {}): Promise<ChipReport> {
  oneSquadSource({ '--squad FILE': options.squad !== undefined, '--team ID': options.team !== undefined });
  // Read the squad first: a bad squad file should fail before any network call.
  const fromFile = options.squad === undefined ? undefined : await readSquadFile(options.squad);
  const source = resolveDataSource(options);
  const data = await loadFplData(source, { progress: io.stderr, ...deps.load });
  const squad =
    fromFile ??
    (await loadTeam(source, options.team as number, data.bootstrap, {
      ...(deps.load?.fetch ? { fetch: deps.load.fetch } : {}),
    }));
  if (!fromFile) for (const warning of teamWarnings(squad)) io.stderr.write(`warning: ${warning}\n`);
  const run = await analyzeSquadFile(squad, data, source, options, {
    ...(deps.load?.fetch ? { fetch: deps.load.fetch } : {}),
  });
  const report = chipReport(data, squad, run);
  for (const warning of report.warnings) io.stderr.write(`warning: ${warning}\n`);
  if (options.json) io.stdout.write(`${JSON.stringify(report.strategy, null, 2)}\n`);
  else io.stdout.write(renderChipReport(report, outputWidth(io.stdout)));
  return report;
}

/** Adds `chips` to the program, with the data and planning options `analyze` takes. */
export function registerChips(
  program: Command,
  io: Io,
  withDataOptions: (command: Command) => Command,
): void {
  withPlanningOptions(
    withDataOptions(
      program
        .command('chips')
        .description(
          'the chip plan for a squad file (ExtractedTeamData JSON), from the same analysis as analyze',
        ),
    )
      .option(
        '--squad <file>',
        'the squad: ExtractedTeamData JSON, as the review screen saves it (- reads it from standard input)',
      )
      .option('--team <id>', 'the squad of this FPL team ID (from the API or --data DIR)', positiveInteger),
  ).action(async (_options, command: Command) => {
    await runChips(command.opts<ChipsOptions>(), io);
  });
}
