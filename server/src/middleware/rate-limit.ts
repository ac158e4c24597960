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
    await db.kysely
      .deleteFrom('rate_limits')
      .where('window_start', '<=', nowSeconds - longestWindowSeconds)
      .execute();
  };
  /** Seconds until `limit` takes another hit (0: it takes one now). Reads only. */
  const wait = async (limit: Limit, now: Date): Promise<number> => {
    const nowSeconds = seconds(now);
    const windowStart = windowStartOf(nowSeconds, limit.windowSeconds);
    const count =
      (
        await db.kysely
          .selectFrom('rate_limits')
          .select('count')
          .where('key', '=', limit.key)
          .where('window_start', '=', windowStart)
          .executeTakeFirst()
      )?.count ?? 0;
    return count < limit.max ? 0 : windowStart + limit.windowSeconds - nowSeconds;
  };
  /**
   * One atomic hit on `limit`: 0 when it was counted, else the seconds to wait (nothing written). One statement: a
   * new key or a new window starts at the hit's cost; otherwise the count goes up only while it stays within `max`.
   * A refused hit matches the conflict's WHERE on no row, so it returns nothing and writes nothing. Both databases
   * run the upsert atomically per key (Postgres locks the conflicting row and re-checks the WHERE on its latest
   * version), so a burst of any size passes exactly `max`, on one instance or many.
   */
  const take = async (limit: Limit, nowSeconds: number): Promise<number> => {
    const windowStart = windowStartOf(nowSeconds, limit.windowSeconds);
    const cost = limit.cost ?? 1;
    const taken =
      cost <= limit.max &&
      (await db.kysely
        .insertInto('rate_limits')
        .values({ key: limit.key, window_start: windowStart, count: cost })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet((eb) => {
              const newWindow = eb('rate_limits.window_start', '<', eb.ref('excluded.window_start'));
              return {
                count: eb
                  .case()
                  .when(newWindow)
                  .then(eb.ref('excluded.count'))
                  .else(eb('rate_limits.count', '+', eb.ref('excluded.count')))
                  .end(),
                window_start: eb
                  .case()
                  .when(newWindow)
                  .then(eb.ref('excluded.window_start'))
                  .else(eb.ref('rate_limits.window_start'))
                  .end(),
              };
            })
            .where((eb) =>
              eb.or([
                eb('rate_limits.window_start', '<', eb.ref('excluded.window_start')),
                eb(eb('rate_limits.count', '+', eb.ref('excluded.count')), '<=', limit.max),
              ]),
            ),
        )
        .returning('count')
        .executeTakeFirst());
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
      // Gives a hit back (a later limit of the same attempt refused it, or an upload used less than it reserved).
      await db.kysely
        .updateTable('rate_limits')
        .set((eb) => ({
          count: eb
            .case()
            .when('count', '>', cost)
            .then(eb('count', '-', cost))
            .else(0)
            .end(),
        }))
        .where('key', '=', limit.key)
        .where('window_start', '=', windowStartOf(nowSeconds, limit.windowSeconds))
        .execute();
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
