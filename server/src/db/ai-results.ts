// Answers of /api/ai/extract and /api/ai/analyze kept under the caller's Idempotency-Key for a day, so a reload or
// Back gets the same answer without running (or charging) it again.
import type { Db } from './database.js';

export type AiAction = 'extract' | 'analyze';

/** How long a stored answer is replayed (the IETF Idempotency-Key draft leaves it to the server). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface StoredAiResult {
  requestHash: string;
  response: unknown;
}

export function aiResultStore(db: Db) {
  const find = db.prepare<[string, string, string, string], { request_hash: string; response: string }>(
    `SELECT request_hash, response FROM ai_results
     WHERE user_id = ? AND action = ? AND idempotency_key = ? AND created_at > ?`,
  );
  const upsert = db.prepare(
    `INSERT INTO ai_results (user_id, action, idempotency_key, request_hash, response, created_at)
     VALUES (@userId, @action, @key, @requestHash, @response, @createdAt)
     ON CONFLICT (user_id, action, idempotency_key) DO UPDATE SET
       request_hash = excluded.request_hash, response = excluded.response, created_at = excluded.created_at`,
  );
  const prune = db.prepare('DELETE FROM ai_results WHERE created_at <= ?');
  const cutoff = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
  return {
    find(userId: string, action: AiAction, key: string, now: Date): StoredAiResult | undefined {
      const row = find.get(userId, action, key, cutoff(now));
      return row ? { requestHash: row.request_hash, response: JSON.parse(row.response) } : undefined;
    },
    save(userId: string, action: AiAction, key: string, requestHash: string, response: unknown, now: Date) {
      upsert.run({
        userId,
        action,
        key,
        requestHash,
        response: JSON.stringify(response),
        createdAt: now.toISOString(),
      });
    },
    /** Runs `fn` in one immediate transaction: a charge and the stored answer land together or not at all. */
    atomically: <T>(fn: () => T): T => db.transaction(fn).immediate(),
    /** Drops answers older than the window; returns how many. */
    prune: (now: Date) => prune.run(cutoff(now)).changes,
  };
}

export type AiResultStore = ReturnType<typeof aiResultStore>;
