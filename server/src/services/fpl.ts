import fs from 'node:fs/promises';
import path from 'node:path';
import type { BootstrapStatic, FplFixture } from '@fpl-assistant/engine';
import { fplProxyFailedMessage, fplTeamNotFoundMessage } from '@fpl-assistant/engine/app';
import type { Insertable } from 'kysely';
import type { Clock } from '../context.js';
import type { Db } from '../db/database.js';
import type { FixtureCacheTable } from '../db/schema.js';
import { ApiError } from '../errors.js';
import type { Logger } from '../logger.js';
import { type FplEndpoint, isEntryEndpoint, parseFplEndpoint } from './fpl-endpoints.js';

/** Where a response came from: fresh cache, upstream, a stale cache entry after an upstream failure, or a file. */
export type FplSource = 'HIT' | 'MISS' | 'STALE' | 'FILE';

export interface FplResult {
  /** The JSON text as the official API sent it. */
  body: string;
  source: FplSource;
  fetchedAt: string;
}

export interface FplGetOptions {
  /**
   * Called just before this call would reach the official API (a miss, not shared with a request already in
   * flight); throwing refuses the call. The proxy route limits callers here: a cache hit costs FPL nothing.
   */
  beforeUpstream?: () => void | Promise<void>;
}

export interface FplService {
  get(endpoint: FplEndpoint, options?: FplGetOptions): Promise<FplResult>;
}

/** The official API, one GET per call. Throws FplUpstreamError on any failure. */
export interface FplUpstream {
  fetch(path: string): Promise<string>;
}

export class FplUpstreamError extends Error {
  override name = 'FplUpstreamError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function httpFplUpstream(base: string, timeoutMs: number): FplUpstream {
  return {
    async fetch(endpointPath) {
      let response: Response;
      try {
        response = await fetch(`${base.replace(/\/+$/, '')}${endpointPath}`, {
          headers: { accept: 'application/json', 'user-agent': 'fpl-assistant-server' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new FplUpstreamError(502, `FPL API unreachable: ${(err as Error).message}`);
      }
      if (!response.ok) throw new FplUpstreamError(response.status, `FPL API answered ${response.status}`);
      return response.text();
    },
  };
}

/**
 * Upstream through the fixture_cache table: entries live `ttlSeconds`; concurrent misses for one endpoint
 * share one upstream request; when upstream fails a stale entry is served and marked STALE.
 */
/**
 * FPL's 404 for a manager's data: the team does not exist (or, for picks, did not play that gameweek). The
 * manager typed the number, so the answer says what to check; everything else stays a proxy failure.
 */
export function entryNotFound(endpoint: FplEndpoint): ApiError | undefined {
  if (!isEntryEndpoint(endpoint)) return undefined;
  if (endpoint.kind === 'entry-picks') {
    return new ApiError(
      404,
      'fpl_picks_not_found',
      `FPL has no squad for team ${endpoint.teamId} in gameweek ${endpoint.gameweek}.`,
    );
  }
  return new ApiError(404, 'fpl_team_not_found', fplTeamNotFoundMessage(endpoint.teamId));
}

export function cachedFplService(opts: {
  db: Db;
  upstream: FplUpstream;
  ttlSeconds: number;
  /** How long a manager's team data is kept (it changes at each deadline); default `ttlSeconds`. */
  entryTtlSeconds?: number;
  /** How long FPL's 404 for an endpoint is remembered (repeats then cost no upstream call); default 600. */
  notFoundTtlSeconds?: number;
  clock: Clock;
  logger: Logger;
}): FplService {
  const { db, upstream, ttlSeconds, clock, logger } = opts;
  const notFoundTtlSeconds = opts.notFoundTtlSeconds ?? 600;
  const ttlOf = (endpoint: FplEndpoint) =>
    isEntryEndpoint(endpoint) ? (opts.entryTtlSeconds ?? ttlSeconds) : ttlSeconds;
  const select = (path: string) =>
    db.kysely
      .selectFrom('fixture_cache')
      .select(['data', 'expires_at', 'created_at'])
      .where('data_type', '=', 'fpl')
      .where('endpoint', '=', path)
      .executeTakeFirst();
  // FPL's 404s, kept beside the answers: a missing element or team asked for again and again costs one upstream
  // call per notFoundTtlSeconds, so anonymous traffic cannot make the server hammer FPL (and get its IP banned).
  const selectMissing = (path: string) =>
    db.kysely
      .selectFrom('fixture_cache')
      .select('expires_at')
      .where('data_type', '=', 'fpl-404')
      .where('endpoint', '=', path)
      .executeTakeFirst();
  /** Writes an endpoint's entry, or refreshes the one of the same kind (its data too when `replaceData`). */
  const upsert = (entry: Insertable<FixtureCacheTable>, replaceData: boolean) =>
    db.kysely
      .insertInto('fixture_cache')
      .values(entry)
      .onConflict((oc) =>
        oc
          .columns(['data_type', 'endpoint'])
          .where('endpoint', 'is not', null)
          .doUpdateSet((eb) => ({
            ...(replaceData ? { data: eb.ref('excluded.data') } : {}),
            expires_at: eb.ref('excluded.expires_at'),
            created_at: eb.ref('excluded.created_at'),
          })),
      )
      .execute();
  const rememberMissing = async (endpoint: FplEndpoint) => {
    const now = clock.now();
    const ttl = Math.min(notFoundTtlSeconds, ttlOf(endpoint));
    await upsert(
      {
        data_type: 'fpl-404',
        endpoint: endpoint.path,
        gameweek: null,
        data: '',
        source: 'fpl-api',
        expires_at: new Date(now.getTime() + ttl * 1000).toISOString(),
        created_at: now.toISOString(),
      },
      false,
    );
  };
  /** The answer to a 404: the team message for a manager's data, else the proxy failure with FPL's status. */
  const notFoundError = (endpoint: FplEndpoint) =>
    entryNotFound(endpoint) ?? new ApiError(502, 'fpl_upstream_error', fplProxyFailedMessage(404));
  const inflight = new Map<string, Promise<FplResult>>();
  /**
   * Each path's last refresh and when it settled: a request that read the cache before that refresh wrote it (the
   * read runs on another connection on Postgres, so it may see the table from before the write) takes its answer
   * rather than asking FPL again. Bounded: cleared past 1,000 paths.
   */
  const settled = new Map<string, { at: number; result: Promise<FplResult> }>();

  const refresh = async (endpoint: FplEndpoint): Promise<FplResult> => {
    let body: string;
    try {
      body = await upstream.fetch(endpoint.path);
    } catch (err) {
      if (err instanceof FplUpstreamError && err.status === 404) await rememberMissing(endpoint);
      throw err;
    }
    try {
      JSON.parse(body);
    } catch {
      throw new FplUpstreamError(502, 'FPL API answered with something that is not JSON');
    }
    const now = clock.now();
    const createdAt = now.toISOString();
    await upsert(
      {
        data_type: 'fpl',
        endpoint: endpoint.path,
        gameweek: 'gameweek' in endpoint ? endpoint.gameweek : null,
        data: body,
        source: 'fpl-api',
        expires_at: new Date(now.getTime() + ttlOf(endpoint) * 1000).toISOString(),
        created_at: createdAt,
      },
      true,
    );
    return { body, source: 'MISS', fetchedAt: createdAt };
  };

  return {
    async get(endpoint, options) {
      const asked = performance.now();
      const now = clock.now().getTime();
      const cached = await select(endpoint.path);
      if (cached && new Date(cached.expires_at).getTime() > now) {
        return { body: cached.data, source: 'HIT', fetchedAt: cached.created_at };
      }
      const missing = await selectMissing(endpoint.path);
      if (missing && new Date(missing.expires_at).getTime() > now) {
        // As after a fresh 404: a manager's data is gone; older game data is still served, marked STALE.
        if (cached && !isEntryEndpoint(endpoint)) {
          return { body: cached.data, source: 'STALE', fetchedAt: cached.created_at };
        }
        throw notFoundError(endpoint);
      }
      let pending = inflight.get(endpoint.path);
      if (!pending) {
        await options?.beforeUpstream?.();
        // Another request may have started the same refresh while the limit was checked.
        pending = inflight.get(endpoint.path);
        if (!pending) {
          // Or finished one since this request read the cache (the cache is read asynchronously): a refresh
          // leaves the in-flight map only after writing the cache, so the cache read again now holds it.
          const fresh = await select(endpoint.path);
          if (fresh && new Date(fresh.expires_at).getTime() > clock.now().getTime()) {
            return { body: fresh.data, source: 'HIT', fetchedAt: fresh.created_at };
          }
          pending = inflight.get(endpoint.path);
        }
        const last = settled.get(endpoint.path);
        if (!pending && last && last.at >= asked) pending = last.result;
        if (!pending) {
          const started: Promise<FplResult> = refresh(endpoint).finally(() => {
            inflight.delete(endpoint.path);
            if (settled.size >= 1000) settled.clear();
            settled.set(endpoint.path, { at: performance.now(), result: started });
          });
          pending = started;
          inflight.set(endpoint.path, pending);
        }
      }
      try {
        return await pending;
      } catch (err) {
        const status = err instanceof FplUpstreamError ? err.status : 502;
        if (status === 404) {
          const notFound = entryNotFound(endpoint);
          if (notFound) throw notFound;
        }
        logger.error('FPL upstream failed', { endpoint: endpoint.path, error: (err as Error).message });
        if (cached) return { body: cached.data, source: 'STALE', fetchedAt: cached.created_at };
        throw new ApiError(502, 'fpl_upstream_error', fplProxyFailedMessage(status));
      }
    },
  };
}

/**
 * Recorded responses in a folder, the layout the CLI's `--data DIR` reads:
 *   /bootstrap-static/        -> bootstrap-static.json
 *   /fixtures/                -> fixtures.json
 *   /fixtures/?event=N        -> fixtures.json, only fixtures with event N
 *   /fixtures/?future=1       -> fixtures.json, only fixtures neither started nor finished
 *   /event/N/live/            -> event-N-live.json
 *   /element-summary/N/       -> element-summary-N.json
 *   /entry/T/                 -> entry-T.json
 *   /entry/T/history/         -> entry-T-history.json
 *   /entry/T/transfers/       -> entry-T-transfers.json
 *   /entry/T/event/N/picks/   -> entry-T-event-N-picks.json
 */
export function fileFor(endpoint: FplEndpoint): string {
  switch (endpoint.kind) {
    case 'bootstrap-static':
      return 'bootstrap-static.json';
    case 'fixtures':
    case 'fixtures-event':
    case 'fixtures-future':
      return 'fixtures.json';
    case 'event-live':
      return `event-${endpoint.gameweek}-live.json`;
    case 'element-summary':
      return `element-summary-${endpoint.elementId}.json`;
    case 'entry':
      return `entry-${endpoint.teamId}.json`;
    case 'entry-history':
      return `entry-${endpoint.teamId}-history.json`;
    case 'entry-transfers':
      return `entry-${endpoint.teamId}-transfers.json`;
    case 'entry-picks':
      return `entry-${endpoint.teamId}-event-${endpoint.gameweek}-picks.json`;
  }
}

/**
 * A file a recorded folder does not hold. It answers as live FPL would (a 404 in the manager's words for a
 * team), and tells the team importer that `/entry/T/` or `/transfers/` was simply not recorded.
 */
export class NotRecordedError extends ApiError {
  override name = 'NotRecordedError';
}

export function directoryFplService(dir: string, clock: Clock): FplService {
  return {
    async get(endpoint) {
      const file = path.join(dir, fileFor(endpoint));
      let text: string;
      try {
        text = await fs.readFile(file, 'utf8');
      } catch {
        // A team the folder does not hold is a team FPL would not know: the same answer as live.
        const live = entryNotFound(endpoint);
        throw live
          ? new NotRecordedError(live.status, live.code, live.message, live.extra, live.headers)
          : new NotRecordedError(404, 'fpl_data_missing', `No recorded FPL data for ${endpoint.path}`);
      }
      let body = text;
      if (endpoint.kind === 'fixtures-event' || endpoint.kind === 'fixtures-future') {
        const fixtures = JSON.parse(text) as FplFixture[];
        const kept =
          endpoint.kind === 'fixtures-event'
            ? fixtures.filter((f) => f.event === endpoint.gameweek)
            : fixtures.filter((f) => !f.finished && !f.started);
        body = JSON.stringify(kept);
      }
      return { body, source: 'FILE', fetchedAt: clock.now().toISOString() };
    },
  };
}

/** Parsed helpers for the analysis; they go through the same cache or folder. */
export async function loadBootstrap(fpl: FplService): Promise<BootstrapStatic> {
  const endpoint = parseFplEndpoint('/bootstrap-static/');
  if (!endpoint) throw new Error('unreachable');
  return JSON.parse((await fpl.get(endpoint)).body) as BootstrapStatic;
}

export async function loadFixtures(fpl: FplService): Promise<FplFixture[]> {
  const endpoint = parseFplEndpoint('/fixtures/');
  if (!endpoint) throw new Error('unreachable');
  return JSON.parse((await fpl.get(endpoint)).body) as FplFixture[];
}
