// Issue 31: consumeAll read every counter, then incremented: on PostgreSQL one burst of 300 passed every limit.
// Every limit is now one atomic upsert; these bursts pass exactly the limit, on SQLite and PostgreSQL (and, on
// PostgreSQL, across two instances sharing the database).
import { describe, expect, it } from 'vitest';
import {
  anotherInstance,
  call,
  mailed,
  makeTestApp,
  scalar,
  signUp,
  testDatabase,
} from '../testing/harness.js';
import { rateLimiter } from './rate-limit.js';

const NOW = new Date('2026-08-20T12:00:00Z');
const count = (xs: number[], pass: boolean) => xs.filter((w) => (w === 0) === pass).length;

describe('rate limiter', () => {
  it('lets exactly the limit through a burst of 300 on one key, and waits out the window', async () => {
    const db = testDatabase();
    const limiter = rateLimiter(db);
    const waits = await Promise.all(Array.from({ length: 300 }, () => limiter.consume('burst', 10, 60, NOW)));
    expect(count(waits, true)).toBe(10);
    expect(Math.max(...waits)).toBeLessThanOrEqual(60);
    expect(await scalar(db, "SELECT count FROM rate_limits WHERE key = 'burst'")).toBe(10);
    // The next window starts from one.
    expect(await limiter.consume('burst', 10, 60, new Date(NOW.getTime() + 60_000))).toBe(0);
    expect(await scalar(db, "SELECT count FROM rate_limits WHERE key = 'burst'")).toBe(1);
  });

  it('holds across two instances on one database', async () => {
    const db = testDatabase();
    const other = anotherInstance(db) ?? db;
    const [a, b] = [rateLimiter(db), rateLimiter(other)];
    const waits = await Promise.all(
      Array.from({ length: 300 }, (_, i) => (i % 2 ? a : b).consume('shared', 25, 900, NOW)),
    );
    expect(count(waits, true)).toBe(25);
  });

  it('never lets more than any one limit through a burst on several limits, and gives back refused hits', async () => {
    const db = testDatabase();
    const limiter = rateLimiter(db);
    const limits = [
      { key: 'wide', max: 30, windowSeconds: 900 },
      { key: 'narrow', max: 10, windowSeconds: 900 },
    ];
    const waits = await Promise.all(Array.from({ length: 300 }, () => limiter.consumeAll(limits, NOW)));
    expect(count(waits, true)).toBe(10);
    // The 'wide' hits of attempts 'narrow' refused were given back.
    expect(await scalar(db, "SELECT count FROM rate_limits WHERE key = 'wide'")).toBe(10);
  });
});

describe('auth limits under a burst of 300', () => {
  const burst = <T>(n: number, fn: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => fn(i)));
  const statuses = (results: { status: number }[]) =>
    results.reduce<Record<number, number>>((acc, r) => {
      acc[r.status] = (acc[r.status] ?? 0) + 1;
      return acc;
    }, {});

  it('checks exactly RATE_LIMIT_MAX_PER_EMAIL guesses for one email from one address', async () => {
    const { app } = makeTestApp();
    await signUp(app, 'victim@example.com', 'right-password');
    const results = await burst(300, (i) =>
      call(app, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: 'victim@example.com', password: `g${i}` },
      }),
    );
    expect(statuses(results)).toEqual({ 400: 10, 429: 290 });
  });

  it('counts exactly RATE_LIMIT_MAX_PER_IP sign-ins from one address', async () => {
    const { app } = makeTestApp();
    const results = await burst(300, (i) =>
      call(app, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: `nobody${i}@example.com`, password: 'guess-guess' },
      }),
    );
    expect(statuses(results)).toEqual({ 400: 30, 429: 270 });
  });

  it('creates exactly RATE_LIMIT_SIGNUPS_PER_IP accounts from one address', async () => {
    const { app, db } = makeTestApp({ env: { RATE_LIMIT_SIGNUPS_PER_IP: '10' } });
    const results = await burst(300, (i) =>
      call(app, 'POST', '/auth/v1/signup', { body: { email: `s${i}@example.com`, password: 'secret123' } }),
    );
    expect(statuses(results)).toEqual({ 200: 10, 429: 290 });
    expect(await scalar(db, 'SELECT count(*) FROM users')).toBe(10);
  });

  it('mails one reset link for a burst of recovery requests', async () => {
    const { app, db } = makeTestApp({ env: { TRUST_PROXY: '1' } });
    await signUp(app, 'victim@example.com', 'right-password');
    const results = await burst(100, (i) =>
      call(app, 'POST', '/auth/v1/recover', {
        body: { email: 'victim@example.com' },
        headers: { 'x-forwarded-for': `10.0.${i}.1` },
      }),
    );
    expect(statuses(results)).toEqual({ 200: 1, 429: 99 });
    await mailed(db, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await scalar(db, 'SELECT count(*) FROM outbox')).toBe(1);
  });

  it('answers exactly FPL_ENTRY_RATE_LIMIT_MAX_PER_IP team look-ups from one address', async () => {
    const { app } = makeTestApp({ env: { FPL_ENTRY_RATE_LIMIT_MAX_ANONYMOUS_PER_IP: '1000' } });
    const results = await burst(300, () => call(app, 'GET', '/api/fpl/team/1'));
    expect(statuses(results)[429]).toBe(270);
  });
});
