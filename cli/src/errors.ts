/** An error meant for the user: its message is the one line the CLI prints. */
export class CliError extends Error {
  override name = 'CliError';
}

/** Bad input data: an unreadable file, bad JSON, or JSON of the wrong shape. */
export class DataError extends CliError {
  override name = 'DataError';
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

/** Print one line to stderr and set a non-zero exit code; the stack only with DEBUG set. */
export function handleError(err: unknown, stderr: ErrorStream = process.stderr): void {
  const message = err instanceof Error ? err.message : String(err);
  stderr.write(`error: ${oneLine(message)}\n`);
  if (process.env.DEBUG && err instanceof Error && err.stack) stderr.write(`${err.stack}\n`);
  process.exitCode = 1;
}

export function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}
