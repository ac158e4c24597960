// Slots for analyses and extractions, taken before the work starts and settled when it ends: charged on
// success, given back on failure. Running work counts against the limits, so 100 parallel requests on the last
// analysis start one run, not 100.
import {
  isoDate,
  isUnlimited,
  isUsageResetDue,
  PRICING_PLANS,
  type Tier,
} from '@fpl-assistant/engine/pricing';
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

interface ProfileQuotaRow {
  tier: Tier;
  monthly_analyses_used: number;
  last_reset_date: string | null;
}

export function workSlotStore(db: Db) {
  const profile = (q: Queryable, userId: string) =>
    q.get<ProfileQuotaRow>('SELECT tier, monthly_analyses_used, last_reset_date FROM profiles WHERE id = ?', [
      userId,
    ]);
  const resetUsage = (q: Queryable, today: string, userId: string) =>
    q.run('UPDATE profiles SET monthly_analyses_used = 0, last_reset_date = ? WHERE id = ?', [today, userId]);
  const remove = (q: Queryable, id: number) => q.run('DELETE FROM work_slots WHERE id = ?', [id]);
  const settle = (q: Queryable, id: number, state: 'done' | 'failed') =>
    q.run("UPDATE work_slots SET state = ? WHERE id = ? AND state = 'running'", [state, id]);
  /** Extraction start times since `after` (every state when `liveAt` is null, else the charged ones). Oldest first. */
  const extractionsSince = async (q: Queryable, userId: string, after: string, liveAt: string | null) =>
    (
      await q.all<{ started_at: string }>(
        liveAt === null
          ? `SELECT started_at FROM work_slots WHERE user_id = ? AND action = 'extract' AND started_at > ?
             ORDER BY started_at`
          : `SELECT started_at FROM work_slots WHERE user_id = ? AND action = 'extract' AND started_at > ?
             AND (state = 'done' OR (state = 'running' AND lease_until > ?)) ORDER BY started_at`,
        liveAt === null ? [userId, after] : [userId, after, liveAt],
      )
    ).map((row) => row.started_at);
  let prunedAt = 0;

  const iso = (ms: number) => new Date(ms).toISOString();
  const secondsUntil = (startedAt: string | undefined, windowMs: number, nowMs: number) =>
    Math.max(1, Math.ceil(((startedAt ? Date.parse(startedAt) : nowMs) + windowMs - nowMs) / 1000));

  const take = async (q: Queryable, userId: string, action: 'extract' | 'analyze', nowMs: number) => {
    if (nowMs - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = nowMs;
      await q.run('DELETE FROM work_slots WHERE lease_until <= ? AND started_at <= ?', [
        iso(nowMs),
        iso(nowMs - DAY_MS),
      ]);
    }
    const row = await q.get<{ id: number }>(
      `INSERT INTO work_slots (user_id, action, state, started_at, lease_until)
       VALUES (?, ?, 'running', ?, ?) RETURNING id`,
      [userId, action, iso(nowMs), iso(nowMs + WORK_LEASE_MS)],
    );
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
            await q.get<{ n: number }>(
              `SELECT count(*) AS n FROM work_slots
               WHERE user_id = ? AND action = 'analyze' AND state = 'running' AND lease_until > ?`,
              [userId, iso(nowMs)],
            )
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
    await q.run('UPDATE profiles SET monthly_analyses_used = monthly_analyses_used + 1 WHERE id = ?', [
      userId,
    ]);
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
