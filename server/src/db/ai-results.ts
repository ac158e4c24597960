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
      const row = await db.get<{ request_hash: string; response: string }>(
        `SELECT request_hash, response FROM ai_results
         WHERE user_id = ? AND action = ? AND idempotency_key = ? AND created_at > ?`,
        [userId, action, key, cutoff(now)],
      );
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
      const { changes } = await q.run(
        `INSERT INTO ai_results (user_id, action, idempotency_key, request_hash, response, created_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, action, idempotency_key) DO UPDATE SET
           request_hash = excluded.request_hash, response = excluded.response, created_at = excluded.created_at
         WHERE ai_results.created_at <= ?`,
        [userId, action, key, requestHash, JSON.stringify(response), now.toISOString(), cutoff(now)],
      );
      return changes > 0;
    },
    /** Runs `fn` in one transaction: a charge and the stored answer land together or not at all. */
    atomically: <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => db.transaction(fn),
    /** Drops answers older than the window; returns how many. */
    prune: async (now: Date) =>
      (await db.run('DELETE FROM ai_results WHERE created_at <= ?', [cutoff(now)])).changes,
  };
}

export type AiResultStore = ReturnType<typeof aiResultStore>;
