// `fpl-assistant chips --squad FILE`: the engine's chip strategy for a squad, as terminal tables or JSON.
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
  planningGameweek,
  playerTeamId,
  recommendChips,
  remainingChips,
  seasonLabel,
} from '@fpl-assistant/engine';
import { type DataSourceOptions, type FplData, type LoadOptions, loadFromOptions } from '../data-source.js';
import { CliError } from '../errors.js';
import { calendarGrid } from '../gameweek-labels.js';
import type { Io } from '../io.js';
import { readSquadFile } from '../squad-file.js';
import { paragraph, renderTable } from '../table.js';

export interface ChipsOptions extends DataSourceOptions {
  squad: string;
  json?: boolean;
  /** The gameweek to plan from; defaults to the data's next gameweek. */
  gameweek?: number;
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

/** Run the engine's chip rules for a squad against the season's data. */
export function buildChipReport(data: FplData, squad: ExtractedTeamData, gameweek?: number): ChipReport {
  const { bootstrap, fixtures } = data;
  const currentGw = gameweek ?? planningGameweek(bootstrap.events) ?? squad.gameweek;
  const warnings: string[] = [];
  if (squad.gameweek !== currentGw) {
    warnings.push(
      `The squad file is for GW${squad.gameweek}; planning from GW${currentGw}, as the data gives.`,
    );
  }
  const unknown = squad.players.filter((player) => playerTeamId(player, bootstrap.teams) === undefined);
  if (unknown.length > 0) {
    const names = unknown.map((player) => `${player.name} (${player.team})`).join(', ');
    warnings.push(`No club in this season's teams for ${names}: their fixtures are not counted.`);
  }
  const strategy = recommendChips({
    squad,
    fixtures,
    teams: bootstrap.teams,
    currentGw,
    elements: bootstrap.elements,
    ...(bootstrap.chips ? { chips: bootstrap.chips } : {}),
  });
  const remaining = remainingChips(chipWindows(bootstrap.chips), squad.chipStatus ?? {}, currentGw).map(
    (window) => CHIP_LABELS[window.key],
  );
  return { season: seasonLabel(bootstrap.events), gameweek: currentGw, strategy, remaining, warnings };
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

export function renderChipReport(report: ChipReport, width = 120): string {
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

export async function runChips(options: ChipsOptions, io: Io, deps: ChipsDeps = {}): Promise<void> {
  if (!options.squad) throw new CliError('--squad FILE is required');
  // Read the squad first: a bad squad file should fail before any network call.
  const squad = await readSquadFile(options.squad);
  const data = await loadFromOptions(options, { progress: io.stderr, ...deps.load });
  const report = buildChipReport(data, squad, options.gameweek);
  for (const warning of report.warnings) io.stderr.write(`warning: ${warning}\n`);
  if (options.json) {
    io.stdout.write(`${JSON.stringify(report.strategy, null, 2)}\n`);
    return;
  }
  io.stdout.write(renderChipReport(report, io.stdout.columns ?? 120));
}
