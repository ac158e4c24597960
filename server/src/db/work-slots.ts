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
import type { Db } from './database.js';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const PRUNE_EVERY_MS = 60 * MINUTE_MS;

/** A taken slot: exactly one of commit (the work succeeded) or release (it failed) is called. */
export interface WorkSlot {
  /** Charges the work. Call inside the transaction that stores its answer; throws WorkRefused if over the limit. */
  commit(): void;
  release(): void;
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
  const profile = db.prepare<[string], ProfileQuotaRow>(
    'SELECT tier, monthly_analyses_used, last_reset_date FROM profiles WHERE id = ?',
  );
  const resetUsage = db.prepare(
    'UPDATE profiles SET monthly_analyses_used = 0, last_reset_date = ? WHERE id = ?',
  );
  const increment = db.prepare(
    'UPDATE profiles SET monthly_analyses_used = monthly_analyses_used + 1 WHERE id = ?',
  );
  const runningAnalyses = db
    .prepare<[string, string], number>(
      `SELECT count(*) FROM work_slots
       WHERE user_id = ? AND action = 'analyze' AND state = 'running' AND lease_until > ?`,
    )
    .pluck();
  const insert = db.prepare<[string, string, string, string], { id: number }>(
    `INSERT INTO work_slots (user_id, action, state, started_at, lease_until)
     VALUES (?, ?, 'running', ?, ?) RETURNING id`,
  );
  const remove = db.prepare('DELETE FROM work_slots WHERE id = ?');
  const settle = db.prepare("UPDATE work_slots SET state = ? WHERE id = ? AND state = 'running'");
  /** Extractions started since a time, every state: the per-minute rate. Oldest first. */
  const startedSince = db
    .prepare<[string, string], string>(
      `SELECT started_at FROM work_slots WHERE user_id = ? AND action = 'extract' AND started_at > ?
       ORDER BY started_at`,
    )
    .pluck();
  /** Extractions that count toward the daily cap since a time: done, or running on a live lease. Oldest first. */
  const chargedSince = db
    .prepare<[string, string, string], string>(
      `SELECT started_at FROM work_slots WHERE user_id = ? AND action = 'extract' AND started_at > ?
       AND (state = 'done' OR (state = 'running' AND lease_until > ?)) ORDER BY started_at`,
    )
    .pluck();
  const prune = db.prepare('DELETE FROM work_slots WHERE lease_until <= ? AND started_at <= ?');
  let prunedAt = 0;

  const iso = (ms: number) => new Date(ms).toISOString();
  const secondsUntil = (startedAt: string | undefined, windowMs: number, nowMs: number) =>
    Math.max(1, Math.ceil(((startedAt ? Date.parse(startedAt) : nowMs) + windowMs - nowMs) / 1000));

  const take = (userId: string, action: 'extract' | 'analyze', nowMs: number) => {
    if (nowMs - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = nowMs;
      prune.run(iso(nowMs), iso(nowMs - DAY_MS));
    }
    return insert.get(userId, action, iso(nowMs), iso(nowMs + WORK_LEASE_MS))?.id;
  };

  /** One analysis, if the month's quota has room for it beside the analyses already running. */
  const reserveAnalysis = db.transaction((userId: string, now: Date): number => {
    const row = profile.get(userId);
    if (!row) throw new WorkRefused({ kind: 'quota' });
    if (isUsageResetDue(row.last_reset_date, now)) {
      resetUsage.run(isoDate(now), userId);
      row.monthly_analyses_used = 0;
    }
    const limit = PRICING_PLANS[row.tier].analyses;
    const nowMs = now.getTime();
    if (!isUnlimited(limit)) {
      const running = runningAnalyses.get(userId, iso(nowMs)) ?? 0;
      if (row.monthly_analyses_used + running >= limit) throw new WorkRefused({ kind: 'quota' });
    }
    const id = take(userId, 'analyze', nowMs);
    if (id === undefined) throw new Error('work slot not inserted');
    return id;
  });

  /** Counts the analysis (never past the limit, should a lease have run out) and frees its slot. */
  const commitAnalysis = db.transaction((slotId: number, userId: string, now: Date) => {
    remove.run(slotId);
    const row = profile.get(userId);
    if (!row) throw new WorkRefused({ kind: 'quota' });
    if (isUsageResetDue(row.last_reset_date, now)) {
      resetUsage.run(isoDate(now), userId);
      row.monthly_analyses_used = 0;
    }
    const limit = PRICING_PLANS[row.tier].analyses;
    if (!isUnlimited(limit) && row.monthly_analyses_used >= limit) throw new WorkRefused({ kind: 'quota' });
    increment.run(userId);
  });

  /** One extraction, within the tier's per-minute rate and rolling daily cap. */
  const reserveExtraction = db.transaction((userId: string, now: Date): number => {
    const row = profile.get(userId);
    if (!row) throw new WorkRefused({ kind: 'quota' });
    const limits = EXTRACTION_LIMITS[row.tier];
    const nowMs = now.getTime();
    const recent = startedSince.all(userId, iso(nowMs - MINUTE_MS));
    if (recent.length >= limits.perMinute) {
      throw new WorkRefused({
        kind: 'extraction_rate',
        retryAfterSeconds: secondsUntil(recent[recent.length - limits.perMinute], MINUTE_MS, nowMs),
      });
    }
    const today = chargedSince.all(userId, iso(nowMs - DAY_MS), iso(nowMs));
    if (today.length >= limits.perDay) {
      throw new WorkRefused({
        kind: 'extraction_daily',
        perDay: limits.perDay,
        retryAfterSeconds: secondsUntil(today[today.length - limits.perDay], DAY_MS, nowMs),
      });
    }
    const id = take(userId, 'extract', nowMs);
    if (id === undefined) throw new Error('work slot not inserted');
    return id;
  });

  return {
    /** Takes an analysis slot or throws WorkRefused({ kind: 'quota' }). One immediate transaction. */
    reserveAnalysis(userId: string, now: () => Date): WorkSlot {
      const id = reserveAnalysis.immediate(userId, now());
      return {
        commit: () => commitAnalysis.immediate(id, userId, now()),
        release: () => {
          remove.run(id);
        },
      };
    },
    /** Takes an extraction slot or throws WorkRefused (rate or daily cap). One immediate transaction. */
    reserveExtraction(userId: string, now: () => Date): WorkSlot {
      const id = reserveExtraction.immediate(userId, now());
      return {
        commit: () => {
          settle.run('done', id);
        },
        release: () => {
          settle.run('failed', id);
        },
      };
    },
  };
}

export type WorkSlotStore = ReturnType<typeof workSlotStore>;
