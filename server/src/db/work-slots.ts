// Slots for analyses and extractions, taken before the work starts and settled when it ends: charged on
// success, given back on failure. Running work counts against the limits, so 100 parallel requests on the last
// analysis start one run, not 100.
import { isoDate, isUnlimited, isUsageResetDue, PRICING_PLANS } from '@fpl-assistant/engine/pricing';
import { EXTRACTION_LIMITS, WORK_LEASE_MS } from '../work-limits.js';
import type { Db, Queryable } from './database.js';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const PRUNE_EVERY_MS = 60 * MINUTE_MS;

/** A taken slot: exactly one of commit (the work succeeded) or release (it failed) is called. */
export interface WorkSlot {
  /**
   * Charges the work. Pass the transaction that stores its answer (see aiResultStore.atomically); throws
   * WorkRefused if over the limit.
   */
  commit(tx: Queryable): Promise<void>;
  release(): Promise<void>;
}

export type WorkRefusal =
  | { kind: 'quota' }
  | { kind: 'extraction_rate'; retryAfterSeconds: number }
  | { kind: 'extraction_daily'; retryAfterSeconds: number; perDay: number };

export class WorkRefused extends Error {
  override name = 'WorkRefused';
  constructor(readonly refusal: WorkRefusal) {
    super(`work refused: ${refusal.kind}`);
  }
}

export function workSlotStore(db: Db) {
  const profile = (q: Queryable, userId: string) =>
    q.kysely
      .selectFrom('profiles')
      .select(['tier', 'monthly_analyses_used', 'last_reset_date'])
      .where('id', '=', userId)
      .executeTakeFirst();
  const resetUsage = (q: Queryable, today: string, userId: string) =>
    q.kysely
      .updateTable('profiles')
      .set({ monthly_analyses_used: 0, last_reset_date: today })
      .where('id', '=', userId)
      .execute();
  const remove = (q: Queryable, id: number) =>
    q.kysely.deleteFrom('work_slots').where('id', '=', id).execute();
  const settle = (q: Queryable, id: number, state: 'done' | 'failed') =>
    q.kysely
      .updateTable('work_slots')
      .set({ state })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .execute();
  /** Extraction start times since `after` (every state when `liveAt` is null, else the charged ones). Oldest first. */
  const extractionsSince = async (q: Queryable, userId: string, after: string, liveAt: string | null) =>
    (
      await q.kysely
        .selectFrom('work_slots')
        .select('started_at')
        .where('user_id', '=', userId)
        .where('action', '=', 'extract')
        .where('started_at', '>', after)
        .$if(liveAt !== null, (qb) =>
          qb.where((eb) =>
            eb.or([
              eb('state', '=', 'done'),
              eb.and([eb('state', '=', 'running'), eb('lease_until', '>', liveAt as string)]),
            ]),
          ),
        )
        .orderBy('started_at')
        .execute()
    ).map((row) => row.started_at);
  let prunedAt = 0;

  const iso = (ms: number) => new Date(ms).toISOString();
  const secondsUntil = (startedAt: string | undefined, windowMs: number, nowMs: number) =>
    Math.max(1, Math.ceil(((startedAt ? Date.parse(startedAt) : nowMs) + windowMs - nowMs) / 1000));

  const take = async (q: Queryable, userId: string, action: 'extract' | 'analyze', nowMs: number) => {
    if (nowMs - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = nowMs;
      await q.kysely
        .deleteFrom('work_slots')
        .where('lease_until', '<=', iso(nowMs))
        .where('started_at', '<=', iso(nowMs - DAY_MS))
        .execute();
    }
    const row = await q.kysely
      .insertInto('work_slots')
      .values({
        user_id: userId,
        action,
        state: 'running',
        started_at: iso(nowMs),
        lease_until: iso(nowMs + WORK_LEASE_MS),
      })
      .returning('id')
      .executeTakeFirst();
    if (row === undefined) throw new Error('work slot not inserted');
    return row.id;
  };

  /** One analysis, if the month's quota has room for it beside the analyses already running. */
  const reserveAnalysis = (userId: string, now: Date) =>
    db.transaction(async (q): Promise<number> => {
      const row = await profile(q, userId);
      if (!row) throw new WorkRefused({ kind: 'quota' });
      if (isUsageResetDue(row.last_reset_date, now)) {
        await resetUsage(q, isoDate(now), userId);
        row.monthly_analyses_used = 0;
      }
      const limit = PRICING_PLANS[row.tier].analyses;
      const nowMs = now.getTime();
      if (!isUnlimited(limit)) {
        const running =
          (
            await q.kysely
              .selectFrom('work_slots')
              .select(({ fn }) => fn.countAll<number>().as('n'))
              .where('user_id', '=', userId)
              .where('action', '=', 'analyze')
              .where('state', '=', 'running')
              .where('lease_until', '>', iso(nowMs))
              .executeTakeFirst()
          )?.n ?? 0;
        if (row.monthly_analyses_used + running >= limit) throw new WorkRefused({ kind: 'quota' });
      }
      return take(q, userId, 'analyze', nowMs);
    });

  /** Counts the analysis (never past the limit, should a lease have run out) and frees its slot. */
  const commitAnalysis = async (q: Queryable, slotId: number, userId: string, now: Date) => {
    await remove(q, slotId);
    const row = await profile(q, userId);
    if (!row) throw new WorkRefused({ kind: 'quota' });
    if (isUsageResetDue(row.last_reset_date, now)) {
      await resetUsage(q, isoDate(now), userId);
      row.monthly_analyses_used = 0;
    }
    const limit = PRICING_PLANS[row.tier].analyses;
    if (!isUnlimited(limit) && row.monthly_analyses_used >= limit) throw new WorkRefused({ kind: 'quota' });
    await q.kysely
      .updateTable('profiles')
      .set((eb) => ({ monthly_analyses_used: eb('monthly_analyses_used', '+', 1) }))
      .where('id', '=', userId)
      .execute();
  };

  /** One extraction, within the tier's per-minute rate and rolling daily cap. */
  const reserveExtraction = (userId: string, now: Date) =>
    db.transaction(async (q): Promise<number> => {
      const row = await profile(q, userId);
      if (!row) throw new WorkRefused({ kind: 'quota' });
      const limits = EXTRACTION_LIMITS[row.tier];
      const nowMs = now.getTime();
      const recent = await extractionsSince(q, userId, iso(nowMs - MINUTE_MS), null);
      if (recent.length >= limits.perMinute) {
        throw new WorkRefused({
          kind: 'extraction_rate',
          retryAfterSeconds: secondsUntil(recent[recent.length - limits.perMinute], MINUTE_MS, nowMs),
        });
      }
      const today = await extractionsSince(q, userId, iso(nowMs - DAY_MS), iso(nowMs));
      if (today.length >= limits.perDay) {
        throw new WorkRefused({
          kind: 'extraction_daily',
          perDay: limits.perDay,
          retryAfterSeconds: secondsUntil(today[today.length - limits.perDay], DAY_MS, nowMs),
        });
      }
      return take(q, userId, 'extract', nowMs);
    });

  return {
    /** Takes an analysis slot or throws WorkRefused({ kind: 'quota' }). One serialized transaction. */
    async reserveAnalysis(userId: string, now: () => Date): Promise<WorkSlot> {
      const id = await reserveAnalysis(userId, now());
      return {
        commit: (q) => commitAnalysis(q, id, userId, now()),
        release: async () => {
          await remove(db, id);
        },
      };
    },
    /** Takes an extraction slot or throws WorkRefused (rate or daily cap). One serialized transaction. */
    async reserveExtraction(userId: string, now: () => Date): Promise<WorkSlot> {
      const id = await reserveExtraction(userId, now());
      return {
        commit: async (q) => {
          await settle(q, id, 'done');
        },
        release: async () => {
          await settle(db, id, 'failed');
        },
      };
    },
  };
}

export type WorkSlotStore = ReturnType<typeof workSlotStore>;
