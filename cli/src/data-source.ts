// Where the FPL data comes from: the official API (default), a folder of recorded responses named by
// endpoint, or two files. Shared by every command that needs bootstrap-static and fixtures.
import { join } from 'node:path';
import type { BootstrapStatic, FplFixture } from '@fpl-assistant/engine';
import { ApiError, oneLine, UsageError } from './errors.js';
import { asBootstrapStatic, asFixtures } from './fpl-schema.js';
import type { OutputStream } from './io.js';
import { parseJson, readJsonFile } from './json-file.js';
import { spinner } from './progress.js';

export const DEFAULT_API_BASE = 'https://fantasy.premierleague.com/api';
export const DEFAULT_TIMEOUT_SECONDS = 15;

/** The file names of a `--data` folder: the endpoint's path, as the server reads them too. */
export const ENDPOINT_FILES = {
  bootstrap: 'bootstrap-static.json',
  fixtures: 'fixtures.json',
} as const;

const ENDPOINT_PATHS = { bootstrap: 'bootstrap-static/', fixtures: 'fixtures/' } as const;

/** The spec's text for live data that does not load, followed by the cause. */
const LIVE_DATA_ERROR = 'Unable to load live data';

export interface FplData {
  bootstrap: BootstrapStatic;
  fixtures: FplFixture[];
}

/** The data-source options as commander parses them. */
export interface DataSourceOptions {
  api?: string;
  data?: string;
  bootstrap?: string;
  fixtures?: string;
  /** Seconds to wait for each API response. */
  timeout?: number;
}

export type DataSource =
  | { kind: 'api'; base: string; timeoutMs: number }
  | { kind: 'folder'; dir: string }
  | { kind: 'files'; bootstrap: string; fixtures: string };

/** Recorded bootstrap and fixtures files hold no manager's team. */
export const TEAM_NOT_FROM_FILES =
  '--team reads the team from the FPL API or --data DIR, not from --bootstrap/--fixtures';

/** One source from the options; conflicting or half-given options are a usage error. */
export function resolveDataSource(options: DataSourceOptions & { team?: number }): DataSource {
  const { api, data, bootstrap, fixtures } = options;
  const files = bootstrap !== undefined || fixtures !== undefined;
  if (options.team !== undefined && files) throw new UsageError(TEAM_NOT_FROM_FILES);
  if (data !== undefined && files) {
    throw new UsageError('Use either --data DIR or --bootstrap FILE --fixtures FILE, not both');
  }
  if (api !== undefined && (data !== undefined || files)) {
    throw new UsageError('--api cannot be combined with --data or --bootstrap/--fixtures');
  }
  if (data !== undefined) return { kind: 'folder', dir: data };
  if (files) {
    if (bootstrap === undefined) throw new UsageError('--fixtures needs --bootstrap FILE as well');
    if (fixtures === undefined) throw new UsageError('--bootstrap needs --fixtures FILE as well');
    return { kind: 'files', bootstrap, fixtures };
  }
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_SECONDS;
  return { kind: 'api', base: (api ?? DEFAULT_API_BASE).replace(/\/+$/, ''), timeoutMs: timeout * 1000 };
}

export interface LoadOptions {
  /** Progress lines go here while fetching (only when it is a terminal). */
  progress?: OutputStream;
  fetch?: typeof fetch;
}

export async function loadFplData(source: DataSource, options: LoadOptions = {}): Promise<FplData> {
  switch (source.kind) {
    case 'files':
      return readFiles(source.bootstrap, source.fixtures);
    case 'folder':
      return readFiles(join(source.dir, ENDPOINT_FILES.bootstrap), join(source.dir, ENDPOINT_FILES.fixtures));
    case 'api':
      return fetchFromApi(source, options);
  }
}

async function readFiles(bootstrapPath: string, fixturesPath: string): Promise<FplData> {
  // Both read at once, but a failure is reported in argument order (bootstrap first), not whichever lost the race.
  const [read, readFixtures] = await Promise.allSettled([
    readJsonFile(bootstrapPath, 'bootstrap-static file'),
    readJsonFile(fixturesPath, 'fixtures file'),
  ]);
  if (read.status === 'rejected') throw read.reason;
  if (readFixtures.status === 'rejected') throw readFixtures.reason;
  const [bootstrap, fixtures] = [read.value, readFixtures.value];
  return {
    bootstrap: asBootstrapStatic(bootstrap, bootstrapPath),
    fixtures: asFixtures(fixtures, fixturesPath),
  };
}

async function fetchFromApi(
  source: Extract<DataSource, { kind: 'api' }>,
  options: LoadOptions,
): Promise<FplData> {
  const progress = options.progress ? spinner(options.progress) : undefined;
  progress?.step(`Fetching bootstrap-static and fixtures from ${source.base} …`);
  try {
    const bootstrapUrl = `${source.base}/${ENDPOINT_PATHS.bootstrap}`;
    const fixturesUrl = `${source.base}/${ENDPOINT_PATHS.fixtures}`;
    const fetchFn = options.fetch ?? fetch;
    const [bootstrap, fixtures] = await Promise.all([
      getJson(bootstrapUrl, source.timeoutMs, fetchFn),
      getJson(fixturesUrl, source.timeoutMs, fetchFn),
    ]);
    return {
      bootstrap: asBootstrapStatic(bootstrap, bootstrapUrl),
      fixtures: asFixtures(fixtures, fixturesUrl),
    };
  } finally {
    // Clear the progress line so it never mixes with the report.
    progress?.done();
  }
}

async function getJson(url: string, timeoutMs: number, fetchFn: typeof fetch): Promise<unknown> {
  let response: Response;
  let text: string;
  try {
    response = await fetchFn(url, {
      headers: { accept: 'application/json', 'user-agent': 'fpl-assistant-cli' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (err) {
    throw new ApiError(`${LIVE_DATA_ERROR}: ${describeFetchError(err, url, timeoutMs)}`, url);
  }
  if (!response.ok) {
    const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    throw new ApiError(`${LIVE_DATA_ERROR}: ${url} answered HTTP ${status}`, url);
  }
  return parseJson(text, `${LIVE_DATA_ERROR}: ${url}`);
}

function describeFetchError(err: unknown, url: string, timeoutMs: number): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
    return `${url} did not answer within ${timeoutMs / 1000} s`;
  }
  // undici reports 'fetch failed' and puts the reason (ECONNREFUSED, ENOTFOUND, …) in `cause`.
  const cause =
    err instanceof Error ? (err.cause as { code?: string; message?: string } | undefined) : undefined;
  const reason = cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
  return `cannot reach ${url} (${oneLine(reason)})`;
}

/** Resolve the options to one source and load it: what each command calls first. */
export function loadFromOptions(options: DataSourceOptions, load: LoadOptions = {}): Promise<FplData> {
  return loadFplData(resolveDataSource(options), load);
}
