// Structured JSON logs, one line per event; tests pass a silent or capturing logger.
export type LogLevel = 'silent' | 'error' | 'info' | 'debug';
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  debug(msg: string, fields?: LogFields): void;
}

const rank: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 };

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const emit = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields) => {
    if (rank[lvl] > rank[level]) return;
    write(JSON.stringify({ level: lvl, time: new Date().toISOString(), msg, ...fields }));
  };
  return {
    info: (msg, fields) => emit('info', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    debug: (msg, fields) => emit('debug', msg, fields),
  };
}

export const silentLogger: Logger = createLogger('silent');
