import type { Db } from '../db/database.js';

/** One counter: at most `max` hits per fixed window of `windowSeconds`. */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** Expired rows are deleted at most this often. */
const PRUNE_EVERY_SECONDS = 60;

/**
 * Fixed-window counters in the database, so limits hold across restarts and processes sharing the database.
 * `longestWindowSeconds`: no caller uses a longer window; a row older than that has expired and is pruned.
 */
export function rateLimiter(db: Db, longestWindowSeconds = 86_400) {
  let prunedAt = 0;
  const windowStartOf = (nowSeconds: number, windowSeconds: number) =>
    nowSeconds - (nowSeconds % windowSeconds);
  // Each hit is one atomic upsert, so no transaction is needed (and none retried) however many instances count.
  const countAll = async (limits: Limit[], nowSeconds: number) => {
    for (const limit of limits) {
      await db.run(
        `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
           window_start = excluded.window_start`,
        [limit.key, windowStartOf(nowSeconds, limit.windowSeconds)],
      );
    }
    if (nowSeconds - prunedAt >= PRUNE_EVERY_SECONDS) {
      prunedAt = nowSeconds;
      await db.run('DELETE FROM rate_limits WHERE window_start <= ?', [nowSeconds - longestWindowSeconds]);
    }
  };
  const seconds = (now: Date) => Math.floor(now.getTime() / 1000);
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
  /**
   * Lets an attempt through when every limit takes another hit, counting it on each; else returns the
   * seconds to wait and writes nothing, so refused attempts cost no disk.
   */
  const consumeAll = async (limits: Limit[], now: Date): Promise<number> => {
    const waits = await Promise.all(limits.map((limit) => wait(limit, now)));
    const longest = Math.max(0, ...waits);
    if (longest === 0) await countAll(limits, seconds(now));
    return longest;
  };
  return {
    wait,
    consumeAll,
    /** One limit: counts the attempt and returns 0, or returns the seconds to wait and writes nothing. */
    consume: (key: string, max: number, windowSeconds: number, now: Date) =>
      consumeAll([{ key, max, windowSeconds }], now),
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
