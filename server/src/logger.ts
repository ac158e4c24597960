import fs from 'node:fs';

// Structured JSON logs, one line per event; tests pass a silent or capturing logger.
export type LogLevel = 'silent' | 'error' | 'info' | 'debug';
export type LogFields = Record<string, unknown>;

export interface Logger {
  /** The most detailed level written (absent: treated as info). */
  readonly level?: LogLevel;
  info(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  debug(msg: string, fields?: LogFields): void;
}

const rank: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 };

let stdoutWriter: ((line: string) => void) | undefined;

/**
 * Lines are gathered and written in batches: a write per request line showed up in profiles (a file stdout is
 * written synchronously). A batch goes out at 64 KB or after 25 ms, and whatever is pending at exit.
 */
const FLUSH_BYTES = 64 * 1024;
const FLUSH_MS = 25;

function bufferedStdout(): (line: string) => void {
  if (stdoutWriter) return stdoutWriter;
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    process.stdout.write(chunk);
  };
  process.once('exit', () => {
    if (pending !== '') fs.writeSync(1, pending);
  });
  stdoutWriter = (line) => {
    pending += `${line}\n`;
    if (pending.length >= FLUSH_BYTES) flush();
    else if (!timer) timer = setTimeout(flush, FLUSH_MS).unref();
  };
  return stdoutWriter;
}

/** The ISO time of the current millisecond, formatted once per millisecond (a busy server logs many a ms). */
let isoMs = 0;
let isoText = '';
function isoNow(): string {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    isoText = new Date(now).toISOString();
  }
  return isoText;
}

export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  const out = write ?? (level === 'silent' ? () => {} : bufferedStdout());
  const emit = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields) => {
    if (rank[lvl] > rank[level]) return;
    // The same line JSON.stringify({ level, time, msg, ...fields }) gives, without copying the fields object:
    // every request writes one, so this is on the hot path.
    const head = `{"level":"${lvl}","time":"${isoNow()}","msg":${JSON.stringify(msg)}`;
    const rest = fields ? JSON.stringify(fields) : '{}';
    out(rest.length > 2 ? `${head},${rest.slice(1)}` : `${head}}`);
  };
  return {
    level,
    info: (msg, fields) => emit('info', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    debug: (msg, fields) => emit('debug', msg, fields),
  };
}

export const silentLogger: Logger = createLogger('silent');
