import { createRequire } from 'node:module';
import pino from 'pino';

// The server's logs are pino's: one JSON line per event in production, pino-pretty in a developer's terminal.
// This file only adapts pino to the small interface the rest of the server uses (message first, then fields),
// so tests can pass a silent or capturing logger.
export type LogLevel = 'silent' | 'error' | 'info' | 'debug';
export type LogFormat = 'json' | 'pretty';
export type LogFields = Record<string, unknown>;

export interface Logger {
  /** The most detailed level written (absent: treated as info). */
  readonly level?: LogLevel;
  info(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  debug(msg: string, fields?: LogFields): void;
  /** A logger whose every line also carries these fields (a request's `reqId`). */
  child?(bindings: LogFields): Logger;
}

/** Keys (any case) whose values never reach a log, at the top level and two levels down (headers, bodies). */
export const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'new_password',
  'newPassword',
  'currentPassword',
  'token',
  'access_token',
  'accessToken',
  'refresh_token',
  'refreshToken',
  'id_token',
  'apiKey',
  'api_key',
  'x-api-key',
  'x-goog-api-key',
  'secret',
  'clientSecret',
  'client_secret',
  'JWT_SECRET',
  'GEMINI_API_KEY',
  'POLAR_ACCESS_TOKEN',
  'POLAR_WEBHOOK_SECRET',
  'SMTP_PASS',
  'DATABASE_URL',
] as const;

const REDACTED = '[redacted]';
const SECRET = new Set<string>(SECRET_KEYS.map((name) => name.toLowerCase()));
/** How deep redaction looks into a field's objects (headers, bodies, an error's details). */
const REDACT_DEPTH = 3;

/**
 * Secrets inside free text (an upstream error that quotes its request, a URL with a token in its query): a bearer
 * token, a JWT, a `token=`/`key=`/`password=` parameter, the password in a connection URL.
 */
const SECRET_TEXT =
  /(Bearer\s+)[\w\-.~+/]+=*|eyJ[\w-]+\.[\w-]+\.[\w-]+|([?&;\s](?:token|access_token|refresh_token|key|api_key|apikey|password|secret|signature)=)[^&\s"]+|(\/\/[^:/\s@]+:)[^@/\s]+(@)/gi;

export function scrubText(text: string): string {
  return text.replace(SECRET_TEXT, (_match, bearer, param, userinfo, at) => {
    if (bearer) return `${bearer}${REDACTED}`;
    if (param) return `${param}${REDACTED}`;
    if (userinfo) return `${userinfo}${REDACTED}${at}`;
    return REDACTED;
  });
}

/**
 * The fields with secret keys redacted and free text scrubbed, to REDACT_DEPTH levels: a copy where anything
 * changed, the caller's object is left alone. Our own walk rather than pino's `redact` paths: those need a path per
 * key and level, and with wildcards cost 10-25 µs a line against about 1 µs for this (a request line has six
 * plain fields).
 */
function redact(fields: LogFields, depth = 1): LogFields {
  let clean: LogFields | undefined;
  for (const name in fields) {
    const value = fields[name];
    let safe = value;
    if (SECRET.has(name.toLowerCase())) safe = REDACTED;
    else if (typeof value === 'string') safe = value.length > 8 ? scrubText(value) : value;
    else if (depth < REDACT_DEPTH && value !== null && typeof value === 'object' && !Array.isArray(value))
      safe = redact(value as LogFields, depth + 1);
    if (safe !== value) {
      clean ??= { ...fields };
      clean[name] = safe;
    }
  }
  return clean ?? fields;
}

/** pino-pretty is a development dependency: in a production install it is absent, and the lines stay JSON. */
function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** LOG_FORMAT when set; else pretty for a developer at a terminal, JSON for everything that reads the lines. */
export function logFormat(
  config: { LOG_FORMAT?: LogFormat; NODE_ENV: string },
  stdoutIsTerminal: boolean,
): LogFormat {
  return config.LOG_FORMAT ?? (config.NODE_ENV === 'development' && stdoutIsTerminal ? 'pretty' : 'json');
}

export interface LoggerOptions {
  /** Where lines go; default stdout. Tests pass a function that receives each line without its newline. */
  write?: (line: string) => void;
  /** 'pretty' formats lines for a terminal with pino-pretty, when installed; default 'json'. */
  format?: LogFormat;
}

function destination(level: LogLevel, options: LoggerOptions): pino.DestinationStream | undefined {
  const { write } = options;
  if (write) return { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) };
  if (level === 'silent') return { write: () => {} };
  if (options.format === 'pretty' && prettyAvailable()) return undefined;
  // Synchronous writes: with asynchronous ones a line whose write was still in flight when the process exited
  // (a crash, a signal) was lost, which CI caught under load. Request lines at info are summarised, so a write
  // per line costs little.
  return pino.destination({ dest: 1, sync: true });
}

export function createLogger(
  level: LogLevel,
  options: LoggerOptions | ((line: string) => void) = {},
): Logger {
  const opts = typeof options === 'function' ? { write: options } : options;
  const pretty = !opts.write && opts.format === 'pretty' && level !== 'silent' && prettyAvailable();
  const settings: pino.LoggerOptions = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: 'msg',
    formatters: {
      level: (label) => ({ level: label }),
      log: redact,
    },
    hooks: {
      // The message is free text too: (msg) or (fields, msg).
      logMethod(args, method) {
        const at = typeof args[0] === 'string' ? 0 : 1;
        const msg = args[at];
        if (typeof msg === 'string' && msg.length > 8) args[at] = scrubText(msg);
        method.apply(this, args);
      },
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
  const stream = destination(level, opts);
  return adapt(stream ? pino(settings, stream) : pino(settings), level);
}

function adapt(base: pino.Logger, level: LogLevel): Logger {
  return {
    level,
    info: (msg, fields) => (fields ? base.info(fields, msg) : base.info(msg)),
    error: (msg, fields) => (fields ? base.error(fields, msg) : base.error(msg)),
    debug: (msg, fields) => (fields ? base.debug(fields, msg) : base.debug(msg)),
    child: (bindings) => new LazyChild(base, level, bindings),
  };
}

/**
 * A child made on its first line, not per request: most requests write none besides the request line, and a pino
 * child serialises its bindings when made. A class, so a request allocates one small object.
 */
class LazyChild implements Logger {
  #made: Logger | undefined;
  constructor(
    private readonly base: pino.Logger,
    readonly level: LogLevel,
    private readonly bindings: LogFields,
  ) {}
  private get made(): Logger {
    this.#made ??= adapt(this.base.child(this.bindings), this.level);
    return this.#made;
  }
  info(msg: string, fields?: LogFields) {
    this.made.info(msg, fields);
  }
  error(msg: string, fields?: LogFields) {
    this.made.error(msg, fields);
  }
  debug(msg: string, fields?: LogFields) {
    this.made.debug(msg, fields);
  }
  child(bindings: LogFields): Logger {
    return new LazyChild(this.base, this.level, { ...this.bindings, ...bindings });
  }
}

/** The logger with the request's fields, or the logger itself when it has no child loggers (a test double). */
export function childLogger(logger: Logger, bindings: LogFields): Logger {
  return logger.child ? logger.child(bindings) : logger;
}

export const silentLogger: Logger = createLogger('silent');
