import type { Db } from '../db/database.js';

/** One counter: at most `max` per fixed window of `windowSeconds` (UTC-aligned: a day starts at midnight UTC). */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
  /** What one attempt counts for (bytes of an upload); default 1. */
  cost?: number;
}

/** Expired rows are deleted at most this often. */
const PRUNE_EVERY_SECONDS = 60;

/**
 * One hit, as one statement: a new key or a new window starts at the hit's cost; otherwise the count goes up only
 * while it stays within `max`. A refused hit matches the conflict's WHERE on no row, so it returns nothing and
 * writes nothing. Both databases run the upsert atomically per key (Postgres locks the conflicting row and
 * re-checks the WHERE on its latest version), so a burst of any size passes exactly `max`, on one instance or many.
 */
const TAKE_SQL = `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN rate_limits.window_start < excluded.window_start
    THEN excluded.count ELSE rate_limits.count + excluded.count END,
  window_start = CASE WHEN rate_limits.window_start < excluded.window_start
    THEN excluded.window_start ELSE rate_limits.window_start END
WHERE rate_limits.window_start < excluded.window_start OR rate_limits.count + excluded.count <= ?
RETURNING count`;

/** Gives a hit back (a later limit of the same attempt refused it, or an upload used less than it reserved). */
const REFUND_SQL = `UPDATE rate_limits SET count = CASE WHEN count > ? THEN count - ? ELSE 0 END
WHERE key = ? AND window_start = ?`;

/**
 * Fixed-window counters in the database, so limits hold across restarts and processes sharing the database.
 * `longestWindowSeconds`: no caller uses a longer window; a row older than that has expired and is pruned.
 */
export function rateLimiter(db: Db, longestWindowSeconds = 86_400) {
  let prunedAt = 0;
  const windowStartOf = (nowSeconds: number, windowSeconds: number) =>
    nowSeconds - (nowSeconds % windowSeconds);
  const seconds = (now: Date) => Math.floor(now.getTime() / 1000);
  const prune = async (nowSeconds: number) => {
    if (nowSeconds - prunedAt < PRUNE_EVERY_SECONDS) return;
    prunedAt = nowSeconds;
    await db.run('DELETE FROM rate_limits WHERE window_start <= ?', [nowSeconds - longestWindowSeconds]);
  };
  /** Seconds until `limit` takes another hit (0: it takes one now). Reads only. */
  const wait = async (limit: Limit, now: Date): Promise<number> => {
    const nowSeconds = seconds(now);
    const windowStart = windowStartOf(nowSeconds, limit.windowSeconds);
    const count =
      (
        await db.get<{ count: number }>('SELECT count FROM rate_limits WHERE key = ? AND window_start = ?', [
          limit.key,
          windowStart,
        ])
      )?.count ?? 0;
    return count < limit.max ? 0 : windowStart + limit.windowSeconds - nowSeconds;
  };
  /** One atomic hit on `limit`: 0 when it was counted, else the seconds to wait (nothing written). */
  const take = async (limit: Limit, nowSeconds: number): Promise<number> => {
    const windowStart = windowStartOf(nowSeconds, limit.windowSeconds);
    const cost = limit.cost ?? 1;
    const taken =
      cost <= limit.max &&
      (await db.get<{ count: number }>(TAKE_SQL, [limit.key, windowStart, cost, limit.max]));
    return taken ? 0 : Math.max(1, windowStart + limit.windowSeconds - nowSeconds);
  };
  /**
   * Lets an attempt through when every limit takes another hit, counting it on each; else returns the seconds to
   * wait. The limits are taken one after another, each atomically; when one refuses, the hits already taken
   * are given back. Under a burst a refund can come after a concurrent attempt was refused for it: the error is
   * always towards refusing, never towards letting more than `max` through.
   */
  const consumeAll = async (limits: Limit[], now: Date): Promise<number> => {
    const nowSeconds = seconds(now);
    const taken: Limit[] = [];
    let refused = 0;
    for (const limit of limits) {
      refused = await take(limit, nowSeconds);
      if (refused > 0) break;
      taken.push(limit);
    }
    if (refused > 0) await refund(taken, now);
    await prune(nowSeconds);
    return refused;
  };
  /**
   * Gives back what an earlier consumeAll counted (an attempt not made after all); `now` must fall in the same
   * windows. A refund after its window has turned over changes nothing.
   */
  const refund = async (limits: Limit[], now: Date): Promise<void> => {
    const nowSeconds = seconds(now);
    for (const limit of limits) {
      const cost = limit.cost ?? 1;
      await db.run(REFUND_SQL, [cost, cost, limit.key, windowStartOf(nowSeconds, limit.windowSeconds)]);
    }
  };
  return {
    wait,
    consumeAll,
    refund,
    /** One limit: counts the attempt and returns 0, or returns the seconds to wait and writes nothing. */
    consume: (key: string, max: number, windowSeconds: number, now: Date) =>
      consumeAll([{ key, max, windowSeconds }], now),
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
