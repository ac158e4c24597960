// Idempotency-Key (IETF httpapi draft) for the AI endpoints: a repeat of a finished request within a day gets the
// stored answer without running or charging it again; a repeat while the first still runs waits for it.
import { createHash } from 'node:crypto';
import type { Clock } from '../../context.js';
import type { AiAction, AiResultStore, StoredAiResult } from '../../db/ai-results.js';
import type { Queryable } from '../../db/database.js';
import type { WorkSlot } from '../../db/work-slots.js';
import { ApiError } from '../../errors.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on a replayed answer, so clients and logs can tell it from a fresh one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** The header's value, or undefined when absent; a malformed key is a 400. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  // The draft sends the key as a structured-field string: a quoted value is unwrapped.
  const key = header.trim().replace(/^"(.*)"$/, '$1');
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError(
      400,
      'invalid_idempotency_key',
      'The Idempotency-Key header must be 1 to 255 visible characters.',
      { success: false },
    );
  }
  return key;
}

/** What a stored answer is matched on: the validated request body, hashed. */
export function requestHashOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

export interface IdempotentRun<T> {
  userId: string;
  action: AiAction;
  key: string | undefined;
  /** The request body: a key reused for a different body is refused. */
  request: unknown;
  run: () => Promise<T>;
  /**
   * Takes the work's slot before it runs (throwing refuses the request): charged inside the transaction that
   * stores the answer when the run succeeds, given back when it fails. A replay takes none.
   */
  reserve?: () => Promise<WorkSlot>;
}

export function idempotentRunner(store: AiResultStore, clock: Clock) {
  /** Keyed runs in progress in this process, so a repeat waits for the first instead of running again. */
  const running = new Map<
    string,
    { requestHash: string; answer: Promise<{ body: unknown; replayed: boolean }> }
  >();
  let prunedAt = 0;

  const prune = async (now: Date) => {
    if (now.getTime() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now.getTime();
    await store.prune(now);
  };

  /**
   * Runs the job in its slot: charged on success, given back on failure. With `save`, the answer is stored in
   * the charge's transaction and charged only if `save` kept it (else the slot is given back); `kept` says which.
   */
  const execute = async <T>(
    job: IdempotentRun<T>,
    save?: (tx: Queryable, body: T) => Promise<boolean>,
  ): Promise<{ body: T; kept: boolean }> => {
    const slot = await job.reserve?.();
    try {
      const body = await job.run();
      if (!save && !slot) return { body, kept: true };
      const kept = await store.atomically(async (tx) => {
        const saved = save ? await save(tx, body) : true;
        if (saved) await slot?.commit(tx);
        return saved;
      });
      if (!kept) await slot?.release();
      return { body, kept };
    } catch (err) {
      await slot?.release();
      throw err;
    }
  };

  return async function once<T>(job: IdempotentRun<T>): Promise<{ body: T; replayed: boolean }> {
    const { userId, action, key } = job;
    if (key === undefined) return { body: (await execute(job)).body, replayed: false };
    const requestHash = requestHashOf(job.request);
    const reused = () =>
      new ApiError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request.',
        { success: false },
      );
    const replay = (stored: StoredAiResult) => {
      if (stored.requestHash !== requestHash) throw reused();
      return { body: stored.response, replayed: true };
    };
    const slotKey = `${userId}\u0000${action}\u0000${key}`;
    const inFlight = running.get(slotKey);
    if (inFlight) {
      if (inFlight.requestHash !== requestHash) throw reused();
      const { body } = await inFlight.answer;
      return { body: body as T, replayed: true };
    }

    // Registered before the first await, so a repeat arriving meanwhile always finds it.
    const answer = (async () => {
      const stored = await store.find(userId, action, key, clock.now());
      if (stored) return replay(stored);
      // The answer and its charge land together; if another instance stored one first, that run is the one
      // charged and replayed, and this one's slot is given back.
      const { body, kept } = await execute(job, (tx, answer) =>
        store.save(tx, userId, action, key, requestHash, answer, clock.now()),
      );
      if (!kept) {
        const winner = await store.find(userId, action, key, clock.now());
        if (winner) return replay(winner);
      }
      await prune(clock.now());
      return { body: body as unknown, replayed: false };
    })();
    running.set(slotKey, { requestHash, answer });
    try {
      const result = await answer;
      return { body: result.body as T, replayed: result.replayed };
    } finally {
      running.delete(slotKey);
    }
  };
}
