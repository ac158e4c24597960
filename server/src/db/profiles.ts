import type { User } from '@fpl-assistant/engine/app';
import {
  isoDate,
  isUsageResetDue,
  resolveUsage,
  type Tier,
  type UsageInfo,
} from '@fpl-assistant/engine/pricing';
import type { Db, Queryable } from './database.js';

export interface ProfileRow {
  id: string;
  email: string;
  name: string | null;
  fpl_team_id: number | null;
  tier: Tier;
  monthly_analyses_used: number;
  last_reset_date: string | null;
  last_login: string | null;
  created_at: string;
}

export function toUser(row: ProfileRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    fplTeamId: row.fpl_team_id,
    tier: row.tier,
    createdAt: row.created_at,
    lastLogin: row.last_login,
  };
}

/** Profile reads. The quota counter moves in work-slots.ts, inside serialized transactions. */
export function profileStore(db: Db) {
  const byId = (q: Queryable, userId: string) =>
    q.get<ProfileRow>('SELECT * FROM profiles WHERE id = ?', [userId]);

  return {
    get: (userId: string) => byId(db, userId),
    /** Usage by the engine's rule; a due monthly reset is written back. */
    usage: (userId: string, now: Date): Promise<UsageInfo | null> =>
      db.transaction(async (q) => {
        const row = await byId(q, userId);
        if (!row) return null;
        if (isUsageResetDue(row.last_reset_date, now)) {
          await q.run('UPDATE profiles SET monthly_analyses_used = 0, last_reset_date = ? WHERE id = ?', [
            isoDate(now),
            userId,
          ]);
        }
        return resolveUsage(row, now);
      }),
    update: (userId: string, patch: { name?: string | null; fplTeamId?: number | null }) =>
      patch.fplTeamId !== undefined
        ? db.run('UPDATE profiles SET name = COALESCE(?, name), fpl_team_id = ? WHERE id = ?', [
            patch.name ?? null,
            patch.fplTeamId ?? null,
            userId,
          ])
        : db.run('UPDATE profiles SET name = COALESCE(?, name) WHERE id = ?', [patch.name ?? null, userId]),
    /** Through `q` when given: the webhook records its event and the tier in one transaction. */
    setTier: async (userId: string, tier: Tier, q: Queryable = db) =>
      (await q.run('UPDATE profiles SET tier = ? WHERE id = ?', [tier, userId])).changes > 0,
  };
}

export type ProfileStore = ReturnType<typeof profileStore>;
