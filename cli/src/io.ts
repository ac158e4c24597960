import { CliError } from './errors.js';

/** Where a command writes: process.stdout/stderr in the binary, string buffers in tests. */
export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface Io {
  stdout: OutputStream;
  stderr: OutputStream;
}

export const processIo: Io = { stdout: process.stdout, stderr: process.stderr };

/** `--now ISO` pins the clock for tests and demos; otherwise the wall clock. */
export function parseNow(value: string | undefined): Date {
  if (value === undefined) return new Date();
  const now = new Date(value);
  if (Number.isNaN(now.getTime())) throw new CliError(`--now must be an ISO date-time, got '${value}'`);
  return now;
}
