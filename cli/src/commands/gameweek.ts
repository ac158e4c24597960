// `fpl-assistant gameweek`: the next gameweek, its deadline and countdown, upcoming fixtures and the
// double/blank calendar, like the landing page's live gameweek card.
import {
  CALENDAR_SPAN,
  type CalendarEntry,
  type Countdown,
  countdown,
  type DifficultyLabel,
  difficultyLabel,
  type FplFixture,
  type FplTeam,
  fixtureCalendar,
  groupFixturesByDate,
  lastGameweek,
  nextGameweek,
  SPECIALS_SPAN,
  seasonLabel,
  specialGameweeks,
  teamShortName,
} from '@fpl-assistant/engine';
import { MESSAGES } from '@fpl-assistant/engine/app';
import { type DataSourceOptions, type FplData, type LoadOptions, loadFromOptions } from '../data-source.js';
import {
  checkTimeZone,
  type DateDisplay,
  formatCountdown,
  formatDay,
  formatDeadline,
  formatKickoff,
} from '../dates.js';
import { CliError } from '../errors.js';
import { calendarGrid, gameweekTypeLabel } from '../gameweek-labels.js';
import { type Io, outputWidth, PIPED_WIDTH, parseNow } from '../io.js';
import { runLiveCountdown } from '../live-countdown.js';
import { renderTable } from '../table.js';

export interface GameweekOptions extends DataSourceOptions {
  json?: boolean;
  /** Every upcoming fixture of the season, not only those up to the next gameweek. */
  all?: boolean;
  /** Keep the countdown ticking even when stdout is not a terminal. */
  watch?: boolean;
  /** Print once even on a terminal. */
  once?: boolean;
  /** ISO date-time standing in for now (tests, demos). */
  now?: string;
  tz?: string;
}

export interface TeamSummary {
  id: number;
  shortName: string;
  name: string;
}

export interface FixtureSummary {
  id: number;
  gameweek: number | null;
  kickoff: string;
  home: TeamSummary;
  away: TeamSummary;
  homeDifficulty: number;
  awayDifficulty: number;
  difficulty: DifficultyLabel;
}

export interface TeamsByGameweek {
  gameweek: number;
  teams: TeamSummary[];
}

export interface GameweekReport {
  season: string;
  gameweek: { id: number; name: string; deadline: string };
  now: string;
  countdown: Countdown;
  fixtures: { date: string; fixtures: FixtureSummary[] }[];
  calendar: CalendarEntry[];
  /** The last gameweek the doubles and blanks look at. */
  specialsUntil: number;
  doubles: TeamsByGameweek[];
  blanks: TeamsByGameweek[];
}

export function teamSummary(teamId: number, teams: readonly FplTeam[]): TeamSummary {
  const team = teams.find((t) => t.id === teamId);
  return { id: teamId, shortName: teamShortName(teamId, teams), name: team?.name ?? `Team ${teamId}` };
}

function fixtureSummary(fixture: FplFixture, teams: readonly FplTeam[]): FixtureSummary {
  return {
    id: fixture.id,
    gameweek: fixture.event,
    kickoff: fixture.kickoff_time ?? '',
    home: teamSummary(fixture.team_h, teams),
    away: teamSummary(fixture.team_a, teams),
    homeDifficulty: fixture.team_h_difficulty,
    awayDifficulty: fixture.team_a_difficulty,
    difficulty: difficultyLabel(fixture.team_h_difficulty, fixture.team_a_difficulty),
  };
}

/** Everything the command shows, computed by the engine; `now` is passed in, never read here. */
export function buildGameweekReport(
  data: FplData,
  now: Date,
  options: { allFixtures?: boolean; timeZone?: string } = {},
): GameweekReport {
  const { bootstrap, fixtures } = data;
  const { teams } = bootstrap;
  const next = nextGameweek(bootstrap.events);
  if (!next) throw new CliError(MESSAGES.noUpcomingGameweek);
  // By default the fixtures up to the next gameweek (left-overs of the current one included).
  const shown = options.allFixtures
    ? fixtures
    : fixtures.filter((fixture) => fixture.event !== null && fixture.event <= next.id);
  const specials = specialGameweeks(fixtures, teams, next.id, SPECIALS_SPAN);
  const byTeams = (list: { gameweek: number; teamIds: number[] }[]): TeamsByGameweek[] =>
    list.map(({ gameweek, teamIds }) => ({ gameweek, teams: teamIds.map((id) => teamSummary(id, teams)) }));
  return {
    season: seasonLabel(bootstrap.events),
    gameweek: { id: next.id, name: next.name, deadline: next.deadline_time },
    now: now.toISOString(),
    countdown: countdown(next.deadline_time, now),
    fixtures: groupFixturesByDate(shown, now, options.timeZone).map((day) => ({
      date: day.date,
      fixtures: day.fixtures.map((fixture) => fixtureSummary(fixture, teams)),
    })),
    calendar: fixtureCalendar(fixtures, teams.length, next.id, CALENDAR_SPAN),
    specialsUntil: Math.min(next.id + SPECIALS_SPAN, lastGameweek(fixtures)),
    doubles: byTeams(specials.doubles),
    blanks: byTeams(specials.blanks),
  };
}

export interface RenderOptions extends DateDisplay {
  /** Leave the countdown out (the live view draws it at the bottom). */
  withoutCountdown?: boolean;
  width?: number;
}

export function renderGameweek(report: GameweekReport, options: RenderOptions = {}): string {
  const lines: string[] = [];
  const { gameweek } = report;
  lines.push(`${gameweek.name} · ${report.season}`);
  lines.push(`Deadline   ${formatDeadline(gameweek.deadline, options)}`);
  if (!options.withoutCountdown) lines.push(`Countdown  ${formatCountdown(report.countdown)}`);

  lines.push('', 'Upcoming fixtures');
  if (report.fixtures.length === 0) lines.push(`  ${MESSAGES.noFixtures}`);
  for (const day of report.fixtures) {
    lines.push(`  ${formatDay(day.date, options)}`);
    const rows = day.fixtures.map((f) => [
      formatKickoff(f.kickoff, options),
      `GW${f.gameweek ?? '?'}`,
      `${f.home.shortName} v ${f.away.shortName}`,
      `FDR ${f.homeDifficulty}-${f.awayDifficulty}`,
      f.difficulty,
    ]);
    lines.push(renderTable(rows, { indent: '    ', width: options.width ?? PIPED_WIDTH }));
  }

  lines.push('', 'Fixture calendar');
  lines.push(calendarGrid(report.calendar, options.width ?? PIPED_WIDTH));

  const first = report.gameweek.id;
  lines.push('', `Doubles and blanks by club, GW${first}–GW${report.specialsUntil}`);
  const specials = [
    ...report.doubles.map((entry) => ({ ...entry, type: 'dgw' as const })),
    ...report.blanks.map((entry) => ({ ...entry, type: 'bgw' as const })),
  ].sort((a, b) => a.gameweek - b.gameweek || a.type.localeCompare(b.type));
  if (specials.length === 0) lines.push('  None');
  else {
    const rows = specials.map((entry) => [
      `GW${entry.gameweek}`,
      gameweekTypeLabel(entry.type),
      `${entry.teams.length} club${entry.teams.length === 1 ? '' : 's'}:`,
      entry.teams.map((team) => team.name).join(', '),
    ]);
    lines.push(renderTable(rows, { width: options.width ?? PIPED_WIDTH }));
  }
  return `${lines.join('\n')}\n`;
}

export interface GameweekDeps {
  load?: LoadOptions;
  /** Stops a live countdown, as Ctrl-C does. */
  signal?: AbortSignal;
  /** The live countdown's clock in ms; by default it starts at `now` and runs at wall-clock speed. */
  clock?: () => number;
}

/** The command: load, build, print once or keep the countdown ticking. */
export async function runGameweek(options: GameweekOptions, io: Io, deps: GameweekDeps = {}): Promise<void> {
  if (options.tz !== undefined) checkTimeZone(options.tz);
  const now = parseNow(options.now);
  const data = await loadFromOptions(options, { progress: io.stderr, ...deps.load });
  const display: RenderOptions = {
    ...(options.tz !== undefined ? { timeZone: options.tz } : {}),
    width: outputWidth(io.stdout),
  };
  const report = buildGameweekReport(data, now, {
    allFixtures: options.all === true,
    ...(options.tz !== undefined ? { timeZone: options.tz } : {}),
  });
  if (options.json) {
    io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return;
  }
  const deadlinePassed = Object.values(report.countdown).every((value) => value === 0);
  const live = !deadlinePassed && !options.once && (options.watch === true || io.stdout.isTTY === true);
  io.stdout.write(renderGameweek(report, { ...display, withoutCountdown: live }));
  if (!live) return;
  io.stdout.write('\n');
  // With --now the clock starts there and runs on at wall-clock speed.
  const startedAt = Date.now();
  // Ctrl-C ends the countdown cleanly (newline, exit 0) instead of killing the process mid-line.
  const interrupt = new AbortController();
  const onSigint = () => interrupt.abort();
  process.once('SIGINT', onSigint);
  try {
    await runLiveCountdown({
      deadline: report.gameweek.deadline,
      clock: deps.clock ?? (() => now.getTime() + (Date.now() - startedAt)),
      out: io.stdout,
      signal: deps.signal ? AbortSignal.any([deps.signal, interrupt.signal]) : interrupt.signal,
    });
  } finally {
    process.off('SIGINT', onSigint);
  }
}
