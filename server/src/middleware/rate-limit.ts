import type { Db } from '../db/database.js';

/** Fixed-window counters in SQLite, so limits hold across restarts and processes sharing the database. */
export function rateLimiter(db: Db) {
  const hit = db.prepare<[string, number], { count: number }>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN window_start = excluded.window_start THEN count + 1 ELSE 1 END,
       window_start = excluded.window_start
     RETURNING count`,
  );
  return {
    /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
    consume(key: string, max: number, windowSeconds: number, now: Date): number {
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const windowStart = nowSeconds - (nowSeconds % windowSeconds);
      const row = hit.get(key, windowStart);
      if (!row || row.count <= max) return 0;
      return windowStart + windowSeconds - nowSeconds;
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
