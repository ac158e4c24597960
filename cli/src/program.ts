import { Command, Option } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { registerAnalyze } from './commands/analyze.js';
import { registerChips } from './commands/chips.js';
import { registerExtract } from './commands/extract.js';
import { type GameweekOptions, runGameweek } from './commands/gameweek.js';
import { registerPlan } from './commands/plan.js';
import { registerSquad } from './commands/squad.js';
import { DEFAULT_API_BASE, DEFAULT_TIMEOUT_SECONDS, ENDPOINT_FILES } from './data-source.js';
import { type Io, processIo } from './io.js';
import { isoDateTime, positiveNumber, timeZone } from './option-parsers.js';

/** Example command lines shown at the end of each command's help. */
const EXAMPLES: Record<string, string[]> = {
  program: [
    'fpl-assistant gameweek',
    'fpl-assistant extract team.png --json > squad.json',
    'fpl-assistant plan --squad squad.json',
    'fpl-assistant analyze --team 118670',
  ],
  gameweek: [
    'fpl-assistant gameweek                       # next deadline, ticking on a terminal',
    'fpl-assistant gameweek --all --tz Europe/London',
    'fpl-assistant gameweek --json | jq .gameweek.deadline',
    'fpl-assistant gameweek --data ./recorded     # offline, from saved API responses',
  ],
  chips: ['fpl-assistant chips --team 118670', 'fpl-assistant chips --squad squad.json --json'],
  analyze: [
    'fpl-assistant analyze team.png                # read the squad from a screenshot (needs @fpl-assistant/ocr)',
    'fpl-assistant analyze --squad squad.json --horizon 3',
    'fpl-assistant extract team.png --json | fpl-assistant analyze --squad -',
  ],
  extract: [
    'fpl-assistant extract team.png',
    'fpl-assistant extract team.png --json > squad.json',
    'fpl-assistant extract team.png --json | fpl-assistant plan --squad -',
  ],
  plan: [
    'fpl-assistant plan --squad squad.json',
    'fpl-assistant plan --team 118670 --horizon 3',
    'fpl-assistant plan --squad squad.json --projections fplreview.csv --json',
    'fpl-assistant squad --team 118670 --json | fpl-assistant plan --squad -',
  ],
  squad: ['fpl-assistant squad --team 118670', 'fpl-assistant squad --team 118670 --json > squad.json'],
};

const examples = (lines: string[]) => `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`;

/** The data-source and output options every data command shares. */
function withDataOptions(command: Command): Command {
  return command
    .option('--api <url>', `FPL API base URL (default: ${DEFAULT_API_BASE})`)
    .option(
      '--data <dir>',
      `folder of recorded API responses named by endpoint (${ENDPOINT_FILES.bootstrap}, ${ENDPOINT_FILES.fixtures}; with --team, entry-ID.json, entry-ID-history.json, entry-ID-transfers.json, entry-ID-event-GW-picks.json)`,
    )
    .option('--bootstrap <file>', 'a recorded bootstrap-static response (with --fixtures)')
    .option('--fixtures <file>', 'a recorded fixtures response (with --bootstrap)')
    .option(
      '--timeout <seconds>',
      `seconds to wait for each API response (default: ${DEFAULT_TIMEOUT_SECONDS})`,
      positiveNumber,
    )
    .option('--json', 'print machine-readable JSON');
}

export function createProgram(io: Io = processIo): Command {
  const program = new Command('fpl-assistant')
    .description('Fantasy Premier League assistant: gameweek deadlines, doubles and blanks, chip strategy.')
    .version(packageJson.version)
    // Set before adding commands: subcommands copy these settings when they are created.
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    // Commander's usage errors are thrown, not exited on, so the binary sets exit code 2 for them.
    .exitOverride();
  program.addHelpText('after', examples(EXAMPLES.program ?? []));

  withDataOptions(
    program
      .command('gameweek')
      .description(
        'next gameweek: deadline and countdown, upcoming fixtures, double/blank calendar. On a terminal ' +
          'the countdown ticks every second until Ctrl-C or the deadline; piped output prints once.',
      ),
  )
    .option('--all', 'list every upcoming fixture, not only those up to the next gameweek')
    .addOption(
      new Option('--watch', 'keep the countdown ticking even when output is not a terminal').conflicts(
        'once',
      ),
    )
    .option('--once', 'print once and exit, even on a terminal')
    .option('--tz <zone>', 'IANA time zone for dates and kickoffs (default: this machine’s)', timeZone)
    .addOption(
      new Option('--now <iso>', 'pretend the time is <iso> (tests and demos)')
        .argParser(isoDateTime)
        .hideHelp(),
    )
    .action(async (_options, command: Command) => {
      await runGameweek(command.opts<GameweekOptions>(), io);
    });

  registerChips(program, io, withDataOptions);
  registerAnalyze(program, io, withDataOptions);
  registerExtract(program, io, withDataOptions);
  registerPlan(program, io, withDataOptions);
  registerSquad(program, io, withDataOptions);
  for (const command of program.commands) {
    const lines = EXAMPLES[command.name()];
    if (lines) command.addHelpText('after', examples(lines));
  }
  return program;
}
