import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseS3Url } from './services/storage.js';

// The repository root, computed from this file's location (src/ or dist/ sit one level under server/).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: int(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  // Unset: SQLite in DATA_DIR (no set-up). postgres://user:pass@host:5432/db: PostgreSQL, which several server
  // instances can share (sessions, rate limits, quota, caches all live there).
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL (leave unset for SQLite)')
      .optional(),
  ),
  // Connections each instance keeps open to PostgreSQL at most.
  DATABASE_POOL_SIZE: int(1, 1000).default(10),
  APP_URL: z.url().optional(),
  WEB_ROOT: z.string().min(1).default(repoRoot),
  // Where the shell loads each remote's mf-manifest.json from; default: this server's /remotes/<name>/.
  REMOTE_UPLOAD_URL: z.string().min(1).optional(),
  REMOTE_RESULTS_URL: z.string().min(1).optional(),
  REMOTE_ACCOUNT_URL: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  // json: one JSON line per event. pretty: pino-pretty's coloured lines (a development dependency). Unset: pretty
  // in development when stdout is a terminal, else json.
  LOG_FORMAT: optionalString.pipe(z.enum(['json', 'pretty']).optional()),
  // How many proxies of ours stand in front (each appends to X-Forwarded-For); true means 1, false 0.
  // A request (headers and body) must arrive within this, or its connection is closed: a trickled body cannot
  // hold a connection for minutes. Long enough for a 16 MB extraction body on a slow phone link.
  REQUEST_TIMEOUT_MS: int(1000, 600_000).default(60_000),
  // Open connections at most; past it new ones are closed at once.
  MAX_CONNECTIONS: int(1, 1_000_000).default(1024),
  // Open connections from one address at most, when clients connect directly (TRUST_PROXY=0): one address cannot
  // take every socket. Behind proxies every connection is theirs, and their own limits apply.
  MAX_CONNECTIONS_PER_IP: int(1, 1_000_000).default(128),
  TRUST_PROXY: z
    .union([bool, int(0, 10)])
    .default(0)
    .transform((v) => (v === true ? 1 : v === false ? 0 : v)),

  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: int(30, 86_400).default(900),
  RATE_LIMIT_WINDOW_SECONDS: int(1, 86_400).default(900),
  RATE_LIMIT_MAX_PER_IP: int(1, 1_000_000).default(30),
  // Sign-in attempts per email from one address, per window: past it that address waits for the next window.
  RATE_LIMIT_MAX_PER_EMAIL: int(1, 1_000_000).default(10),
  // Sign-ins per email from all addresses together, per window: past it the email is slowed, never locked.
  RATE_LIMIT_MAX_PER_EMAIL_ALL: int(1, 1_000_000).default(30),
  // Once slowed, one attempt for that email every this many seconds.
  RATE_LIMIT_SLOW_SECONDS: int(1, 3600).default(10),
  RATE_LIMIT_SIGNUPS_PER_IP: int(1, 1_000_000).default(10),
  // Refresh-token exchanges from one address per 5 minutes (each session also takes at most 60).
  RATE_LIMIT_REFRESHES_PER_IP: int(1, 1_000_000).default(300),
  SIGNED_URL_TTL_SECONDS: int(10, 7 * 86_400).default(3600),
  DEFAULT_SEASON: z
    .string()
    .regex(/^\d{4}-\d{2}$/, 'must look like 2024-25')
    .default('2024-25'),

  SMTP_HOST: optionalString,
  SMTP_PORT: int(1, 65535).default(587),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: optionalString,
  SMTP_PASS: optionalString,
  MAIL_FROM: z.string().min(3).default('FPL Assistant <no-reply@localhost>'),

  FPL_API_BASE: z.url().default('https://fantasy.premierleague.com/api'),
  FPL_DATA_DIR: optionalString,
  // Last season's final bootstrap-static for season-start projections; default: previous-bootstrap-static.json in
  // FPL_DATA_DIR (recorded mode) or DATA_DIR (live mode, kept there at the season's end).
  PREVIOUS_SEASON_BOOTSTRAP: optionalString,
  FPL_CACHE_TTL_SECONDS: int(1, 7 * 86_400).default(6 * 3600),
  FPL_TIMEOUT_MS: int(100, 120_000).default(10_000),
  // A manager's team data (/entry/…) changes at each deadline: kept briefly, and look-ups are rate-limited.
  FPL_ENTRY_CACHE_TTL_SECONDS: int(1, 86_400).default(300),
  FPL_ENTRY_RATE_LIMIT_WINDOW_SECONDS: int(1, 86_400).default(60),
  FPL_ENTRY_RATE_LIMIT_MAX_PER_IP: int(1, 1_000_000).default(30),
  FPL_ENTRY_RATE_LIMIT_MAX_PER_USER: int(1, 1_000_000).default(20),
  // Look-ups without an account, per address and window: far fewer (each costs FPL up to a dozen calls).
  FPL_ENTRY_RATE_LIMIT_MAX_ANONYMOUS_PER_IP: int(1, 1_000_000).default(10),
  // FPL's 404 for an endpoint is remembered this long: repeats of a missing id cost no upstream call.
  FPL_NOT_FOUND_TTL_SECONDS: int(1, 86_400).default(600),
  // /api/fpl calls that reach the official API (cache misses), per client address and minute. Cached answers
  // are not counted: they cost FPL nothing. Keeps anonymous traffic from getting the server's IP banned by FPL.
  FPL_UPSTREAM_RATE_LIMIT_MAX_PER_IP: int(1, 1_000_000).default(30),

  POLAR_ACCESS_TOKEN: optionalString,
  POLAR_SERVER: z.enum(['sandbox', 'production']).default('sandbox'),
  POLAR_API_BASE: z.url().optional(),
  POLAR_WEBHOOK_SECRET: optionalString,
  POLAR_PRODUCT_STARTER: optionalString,
  POLAR_PRODUCT_PRO: optionalString,
  POLAR_PRODUCT_SEASON_PASS: optionalString,

  GEMINI_API_KEY: optionalString,
  GEMINI_MODEL: z.string().min(1).default('gemini-2.5-flash'),
  GEMINI_PRO_MODEL: z.string().min(1).default('gemini-2.5-pro'),
  GEMINI_BASE_URL: z.url().optional(),

  // Screenshots in S3 (s3://bucket/prefix) instead of DATA_DIR/storage; endpoint, region and keys from the usual
  // AWS variables (without keys the SDK's own chain is asked: instance role, profile).
  STORAGE_URL: optionalString.refine((v) => v === undefined || parseS3Url(v) !== null, {
    message: 'must look like s3://bucket or s3://bucket/prefix',
  }),
  AWS_REGION: optionalString,
  AWS_ENDPOINT_URL: z.url().optional(),
  AWS_ACCESS_KEY_ID: optionalString,
  AWS_SECRET_ACCESS_KEY: optionalString,
  AWS_SESSION_TOKEN: optionalString,
  // Bucket in the path (http://host/bucket/key), as MinIO and most S3-compatible servers want.
  S3_FORCE_PATH_STYLE: bool.default(false),

  // Analyses and screenshot reads run in this many workers (default: one a core); 0 runs them inline.
  ANALYSIS_WORKERS: int(0, 256).optional(),
  // Analyses that may wait for a worker; past it the API answers 503 with Retry-After.
  ANALYSIS_QUEUE: int(0, 100_000).default(16),
  // Where the workers run: child processes at the lowest CPU priority, or threads of the web process at nice 10.
  ANALYSIS_RUNTIME: z.enum(['process', 'thread']).default('process'),
  // local: analyses run in this process's pool. postgres: they go through a job table in DATABASE_URL, so web
  // and worker processes scale apart.
  WORK_QUEUE: z.enum(['local', 'postgres']).default('local'),
  // all: serve HTTP and (postgres queue) run jobs; web: serve HTTP, enqueue only; worker: run jobs, /health only.
  SERVER_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  // Jobs waiting for a worker across all instances; past it the API answers 503 with Retry-After.
  WORK_QUEUE_LIMIT: int(1, 100_000).default(64),
  // How long a request waits for its job's result; past it the job is dropped and the API answers 503.
  WORK_QUEUE_TIMEOUT_SECONDS: int(1, 3600).default(120),
  // A running job not finished after this long counts as lost (its worker died) and is run again, once, by
  // another worker (pg-boss's expiry: it has no heartbeat before version 12, so this bounds a job's run time).
  WORK_QUEUE_EXPIRE_SECONDS: int(1, 3600).default(60),
});

export type Env = z.input<typeof EnvSchema>;
type Parsed = z.output<typeof EnvSchema>;

export interface Config extends Parsed {
  APP_URL: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    readonly variables: string[],
    message: string,
  ) {
    super(message);
  }
}

/** Parses env at boot; a bad value throws a ConfigError naming every offending variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = EnvSchema.safeParse(known);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    const variables = result.error.issues.map((issue) => String(issue.path[0]));
    throw new ConfigError(variables, `Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  if (parsed.NODE_ENV === 'production' && !parsed.JWT_SECRET) {
    throw new ConfigError(
      ['JWT_SECRET'],
      'Invalid environment configuration:\n  JWT_SECRET: required in production',
    );
  }
  if (parsed.WORK_QUEUE === 'postgres' && !parsed.DATABASE_URL) {
    throw new ConfigError(
      ['WORK_QUEUE'],
      'Invalid environment configuration:\n  WORK_QUEUE: postgres needs DATABASE_URL (the queue is a table there)',
    );
  }
  if (parsed.SERVER_ROLE !== 'all' && parsed.WORK_QUEUE !== 'postgres') {
    throw new ConfigError(
      ['SERVER_ROLE'],
      `Invalid environment configuration:\n  SERVER_ROLE: ${parsed.SERVER_ROLE} needs WORK_QUEUE=postgres (with the local queue one process does both)`,
    );
  }
  return { ...parsed, APP_URL: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '') };
}

/** A config for tests: defaults plus overrides, no process env. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    APP_URL: 'http://app.test',
    DATA_DIR: ':memory:',
    // Route tests sign many users up from one (absent) address.
    RATE_LIMIT_SIGNUPS_PER_IP: '100000',
    ...overrides,
  });
}
