// Answers of /api/ai/extract and /api/ai/analyze kept under the caller's Idempotency-Key for a day, so a reload or
// Back gets the same answer without running (or charging) it again.
import type { Db, Queryable } from './database.js';

export type AiAction = 'extract' | 'analyze';

/** How long a stored answer is replayed (the IETF Idempotency-Key draft leaves it to the server). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface StoredAiResult {
  requestHash: string;
  response: unknown;
}

export function aiResultStore(db: Db) {
  const cutoff = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
  return {
    async find(
      userId: string,
      action: AiAction,
      key: string,
      now: Date,
    ): Promise<StoredAiResult | undefined> {
      const row = await db.kysely
        .selectFrom('ai_results')
        .select(['request_hash', 'response'])
        .where('user_id', '=', userId)
        .where('action', '=', action)
        .where('idempotency_key', '=', key)
        .where('created_at', '>', cutoff(now))
        .executeTakeFirst();
      return row ? { requestHash: row.request_hash, response: JSON.parse(row.response) } : undefined;
    },
    /**
     * Stores the answer through `q` (the transaction that also charges it, see `atomically`) unless a live answer
     * is already stored under the key, as when another instance ran the same request at the same time: the
     * unique key decides which run is kept and charged. Returns whether this answer was stored.
     */
    async save(
      q: Queryable,
      userId: string,
      action: AiAction,
      key: string,
      requestHash: string,
      response: unknown,
      now: Date,
    ): Promise<boolean> {
      const { numInsertedOrUpdatedRows } = await q.kysely
        .insertInto('ai_results')
        .values({
          user_id: userId,
          action,
          idempotency_key: key,
          request_hash: requestHash,
          response: JSON.stringify(response),
          created_at: now.toISOString(),
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'action', 'idempotency_key'])
            .doUpdateSet((eb) => ({
              request_hash: eb.ref('excluded.request_hash'),
              response: eb.ref('excluded.response'),
              created_at: eb.ref('excluded.created_at'),
            }))
            .where('ai_results.created_at', '<=', cutoff(now)),
        )
        .executeTakeFirst();
      return Number(numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /** Runs `fn` in one transaction: a charge and the stored answer land together or not at all. */
    atomically: <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => db.transaction(fn),
    /** Drops answers older than the window; returns how many. */
    prune: async (now: Date) =>
      Number(
        (await db.kysely.deleteFrom('ai_results').where('created_at', '<=', cutoff(now)).executeTakeFirst())
          .numDeletedRows,
      ),
  };
}

export type AiResultStore = ReturnType<typeof aiResultStore>;
