import fs from 'node:fs';

// Structured JSON logs, one line per event; tests pass a silent or capturing logger.
export type LogLevel = 'silent' | 'error' | 'info' | 'debug';
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  debug(msg: string, fields?: LogFields): void;
}

const rank: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 };

let stdoutWriter: ((line: string) => void) | undefined;

/** Lines gathered during one tick go out in one write: a syscall per request line showed up in profiles. */
function bufferedStdout(): (line: string) => void {
  if (stdoutWriter) return stdoutWriter;
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = pending.join('');
    pending = [];
    process.stdout.write(chunk);
  };
  process.once('exit', () => {
    if (pending.length > 0) fs.writeSync(1, pending.join(''));
  });
  stdoutWriter = (line) => {
    pending.push(`${line}\n`);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  return stdoutWriter;
}

export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  const out = write ?? (level === 'silent' ? () => {} : bufferedStdout());
  const emit = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields) => {
    if (rank[lvl] > rank[level]) return;
    out(JSON.stringify({ level: lvl, time: new Date().toISOString(), msg, ...fields }));
  };
  return {
    info: (msg, fields) => emit('info', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    debug: (msg, fields) => emit('debug', msg, fields),
  };
}

export const silentLogger: Logger = createLogger('silent');
