// Test support: an app over a fresh database with fakes for every external service. The database is SQLite in
// memory, or with TEST_DATABASE=postgres a fresh schema in the PostgreSQL at TEST_DATABASE_URL (the
// server-postgres vitest project starts one).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ExtractedTeamData, type Player, SQUAD_POSITIONS } from '@fpl-assistant/engine';
import pg from 'pg';
import { type AppOptions, createApp } from '../app.js';
import { testConfig } from '../config.js';
import type { Clock } from '../context.js';
import { type Db, openDatabase, openPostgres, type Param, type Queryable } from '../db/database.js';
import { silentLogger } from '../logger.js';
import type { Billing, CheckoutRequest } from '../services/billing.js';
import { directoryFplService } from '../services/fpl.js';
import { memoryStorage } from '../services/storage.js';

export const FIXTURE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test/fixtures/fpl',
);

export interface TestClock extends Clock {
  set(date: Date | string): void;
  advance(ms: number): void;
}

export function testClock(start = '2026-08-20T12:00:00Z'): TestClock {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (date) => {
      now = new Date(date);
    },
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

export function fakeBilling(url: string | null = 'https://polar.test/checkout/abc') {
  const calls: CheckoutRequest[] = [];
  const billing: Billing = {
    async createCheckout(request) {
      calls.push(request);
      return { url };
    },
  };
  return { billing, calls };
}

const opened: Db[] = [];

/** Which database the tests run on: TEST_DATABASE=postgres, else SQLite. */
export const testDialect: 'sqlite' | 'postgres' =
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A fresh, migrated, empty database: SQLite in memory, or (TEST_DATABASE=postgres) its own schema in the test
 * cluster. Returns at once; Postgres's first query waits for the schema.
 */
export function testDatabase(): Db {
  if (testDialect === 'sqlite') return openDatabase(':memory:');
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DATABASE=postgres needs TEST_DATABASE_URL (the server-postgres project sets it)');
  const db = openPostgres(url, {
    schema: `t_${randomBytes(6).toString('hex')}`,
    max: 4,
    idleTimeoutMillis: 1000,
  });
  opened.push(db);
  return db;
}

/** A second connection pool on the same database as `db` (another instance), Postgres only. */
export function anotherInstance(db: Db): Db | null {
  const schema = db.schema;
  const url = process.env.TEST_DATABASE_URL;
  if (testDialect !== 'postgres' || !schema || !url) return null;
  const other = openPostgres(url, { schema, max: 4, idleTimeoutMillis: 1000 });
  opened.push(other);
  return other;
}

/**
 * A new, empty database in the test cluster for spawned servers (DATABASE_URL); they migrate it themselves.
 * Postgres only.
 */
export async function freshDatabaseUrl(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('freshDatabaseUrl needs TEST_DATABASE_URL (the server-postgres project sets it)');
  const name = `d_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

/** Closes every database testDatabase opened (the Postgres project's setup file calls it after each file). */
export async function closeTestDatabases(): Promise<void> {
  await Promise.all(opened.splice(0).map((db) => db.close().catch(() => {})));
}

export function makeTestApp(
  options: {
    env?: Record<string, string>;
    clock?: TestClock;
    /** Another app's database: a second instance sharing it, as two machines share one PostgreSQL. */
    db?: Db;
  } & Partial<Omit<AppOptions, 'db' | 'config' | 'clock'>> = {},
) {
  const { env, db: shared, ...overrides } = options;
  const db = shared ?? testDatabase();
  const config = testConfig(env);
  const clock: TestClock = overrides.clock ?? testClock();
  const app = createApp({
    db,
    config,
    logger: silentLogger,
    clock,
    storage: memoryStorage(),
    fpl: directoryFplService(FIXTURE_DIR, clock),
    billing: fakeBilling().billing,
    ...overrides,
  });
  return { app, db, config, clock };
}

export type TestApp = ReturnType<typeof makeTestApp>['app'];

export interface Json {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response JSON
  body: any;
  headers: Headers;
}

export async function call(
  app: TestApp,
  method: string,
  url: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Json> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await app.request(url, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

let counter = 0;
/** Signs up a fresh user; returns the session JSON. */
export async function signUp(app: TestApp, email = `user${++counter}@example.com`, password = 'secret123') {
  const res = await call(app, 'POST', '/auth/v1/signup', {
    body: { email, password, data: { name: 'Test' } },
  });
  if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { access_token: string; refresh_token: string; user: { id: string; email: string } };
}

const TEAMS = ['ARS', 'CHE', 'LIV', 'TOT'];

/** A 15-man squad matching the fixture bootstrap (element ids 1–15), 3-4-3. */
export function sampleSquad(gameweek = 3): ExtractedTeamData {
  const starters = new Set([1, 3, 4, 5, 8, 9, 10, 11, 13, 14, 15]);
  const players: Player[] = SQUAD_POSITIONS.map((position, i) => {
    const id = i + 1;
    return {
      id,
      name: `Player${id}`,
      team: TEAMS[id % 4] ?? 'ARS',
      position,
      price: 5 + id / 10,
      isStarter: starters.has(id),
      isCaptain: id === 13,
      isViceCaptain: id === 14,
    };
  });
  let bench = 0;
  for (const p of players) if (!p.isStarter) p.benchOrder = ++bench;
  return { gameweek, freeTransfers: 1, budget: 0.5, formation: '3-4-3', players };
}

/** The first column of the first row (a count, a single field), or undefined. */
export async function scalar(db: Queryable, sql: string, params: Param[] = []): Promise<unknown> {
  const row = await db.get<Record<string, unknown>>(sql, params);
  return row === undefined ? undefined : Object.values(row)[0];
}

/** The first column of every row. */
export async function column(db: Queryable, sql: string, params: Param[] = []): Promise<unknown[]> {
  return (await db.all<Record<string, unknown>>(sql, params)).map((row) => Object.values(row)[0]);
}

/**
 * The outbox's mails (to `to` if given), oldest first, once there are at least `count`: a recovery mail is
 * written after its request is answered, so a test waits for it (up to 5 s).
 */
export async function mailed(
  db: Queryable,
  count: number,
  to?: string,
): Promise<{ to_address: string; text: string }[]> {
  for (let waited = 0; ; waited += 10) {
    const rows = await db.all<{ to_address: string; text: string }>(
      `SELECT to_address, text FROM outbox${to ? ' WHERE to_address = ?' : ''} ORDER BY id`,
      to ? [to] : [],
    );
    if (rows.length >= count || waited >= 5000) return rows;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
