/** An error meant for the user: its message is the one line the CLI prints. */
export class CliError extends Error {
  override name = 'CliError';
}

/** The command line itself is wrong (options that exclude each other, a missing source): exit code 2. */
export class UsageError extends CliError {
  override name = 'UsageError';
}

/** Bad input data: an unreadable file, bad JSON, or JSON of the wrong shape. */
export class DataError extends CliError {
  override name = 'DataError';
}

/**
 * A squad FPL would refuse (engine's checkSquad): every broken rule, one a line, exit code 2 as for a bad command
 * line, since the input given is what must change.
 */
export class InvalidSquadError extends CliError {
  override name = 'InvalidSquadError';
  constructor(
    readonly label: string,
    readonly problems: readonly string[],
  ) {
    super(`${label} breaks FPL's squad rules: ${problems.join(' ')}`);
  }
}

/** The FPL API could not be reached or answered badly. */
export class ApiError extends CliError {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly url: string,
  ) {
    super(message);
  }
}

interface ErrorStream {
  write(text: string): unknown;
}

/** Exit codes: 1 when the work failed, 2 when the command line was wrong (as commander's own errors). */
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** Print one line to stderr and set the exit code (2 for a usage error); the stack only with DEBUG set. */
export function handleError(err: unknown, stderr: ErrorStream = process.stderr): void {
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof InvalidSquadError) {
    stderr.write(`error: ${err.label} breaks FPL's squad rules:\n`);
    for (const problem of err.problems) stderr.write(`  - ${oneLine(problem)}\n`);
  } else stderr.write(`error: ${oneLine(message)}\n`);
  if (process.env.DEBUG && err instanceof Error && err.stack) stderr.write(`${err.stack}\n`);
  process.exitCode =
    err instanceof UsageError || err instanceof InvalidSquadError ? EXIT_USAGE : EXIT_FAILURE;
}

/** A write to a closed pipe (`fpl-assistant … | head`): the reader has all it wants, so exit quietly. */
export function isClosedPipe(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | null)?.code === 'EPIPE';
}

export function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}
