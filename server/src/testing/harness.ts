// Test support: an app over a fresh in-memory database with fakes for every external service.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ExtractedTeamData, type Player, SQUAD_POSITIONS } from '@fpl-assistant/engine';
import { type AppOptions, createApp } from '../app.js';
import { testConfig } from '../config.js';
import type { Clock } from '../context.js';
import { openDatabase } from '../db/database.js';
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

export function makeTestApp(
  options: { env?: Record<string, string>; clock?: TestClock } & Partial<
    Omit<AppOptions, 'db' | 'config' | 'clock'>
  > = {},
) {
  const { env, ...overrides } = options;
  const db = openDatabase(':memory:');
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
