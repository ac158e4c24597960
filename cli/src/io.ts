import { UsageError } from './errors.js';

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

/** Output that is not a terminal (a pipe, a file) is laid out for this many columns. */
export const PIPED_WIDTH = 100;

/** The width to lay text out for: the terminal's columns, or PIPED_WIDTH when piped. */
export function outputWidth(stream: OutputStream): number {
  return stream.columns && stream.columns > 0 ? stream.columns : PIPED_WIDTH;
}

export const processIo: Io = { stdout: process.stdout, stderr: process.stderr };

/** `--now ISO` pins the clock for tests and demos; otherwise the wall clock. */
export function parseNow(value: string | undefined): Date {
  if (value === undefined) return new Date();
  const now = new Date(value);
  if (Number.isNaN(now.getTime())) throw new UsageError(`--now must be an ISO date-time, got '${value}'`);
  return now;
}
