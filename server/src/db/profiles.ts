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
  const byId = (q: Queryable, userId: string): Promise<ProfileRow | undefined> =>
    q.kysely.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst();

  return {
    get: (userId: string) => byId(db, userId),
    /** Usage by the engine's rule; a due monthly reset is written back. */
    usage: (userId: string, now: Date): Promise<UsageInfo | null> =>
      db.transaction(async (q) => {
        const row = await byId(q, userId);
        if (!row) return null;
        if (isUsageResetDue(row.last_reset_date, now)) {
          await q.kysely
            .updateTable('profiles')
            .set({ monthly_analyses_used: 0, last_reset_date: isoDate(now) })
            .where('id', '=', userId)
            .execute();
        }
        return resolveUsage(row, now);
      }),
    /** A null or missing name keeps the stored one; a given fplTeamId (null included) replaces it. */
    update: async (userId: string, patch: { name?: string | null; fplTeamId?: number | null }) => {
      if (patch.name == null && patch.fplTeamId === undefined) return;
      await db.kysely
        .updateTable('profiles')
        .set({
          ...(patch.name != null ? { name: patch.name } : {}),
          ...(patch.fplTeamId !== undefined ? { fpl_team_id: patch.fplTeamId } : {}),
        })
        .where('id', '=', userId)
        .execute();
    },
    /** Through `q` when given: the webhook records its event and the tier in one transaction. */
    setTier: async (userId: string, tier: Tier, q: Queryable = db) =>
      Number(
        (await q.kysely.updateTable('profiles').set({ tier }).where('id', '=', userId).executeTakeFirst())
          .numUpdatedRows,
      ) > 0,
  };
}

export type ProfileStore = ReturnType<typeof profileStore>;
