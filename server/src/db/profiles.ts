import type { User } from '@fpl-assistant/engine/app';
import {
  isoDate,
  isUsageResetDue,
  resolveUsage,
  type Tier,
  type UsageInfo,
} from '@fpl-assistant/engine/pricing';
import type { Db } from './database.js';

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

/** Profile reads. The quota counter moves in work-slots.ts, inside immediate transactions. */
export function profileStore(db: Db) {
  const byId = db.prepare<[string], ProfileRow>('SELECT * FROM profiles WHERE id = ?');
  const resetUsage = db.prepare(
    'UPDATE profiles SET monthly_analyses_used = 0, last_reset_date = ? WHERE id = ?',
  );
  const update = db.prepare(
    'UPDATE profiles SET name = COALESCE(@name, name), fpl_team_id = CASE WHEN @setTeam THEN @fplTeamId ELSE fpl_team_id END WHERE id = @id',
  );
  const setTier = db.prepare('UPDATE profiles SET tier = ? WHERE id = ?');

  /** Usage by the engine's rule; a due monthly reset is written back. */
  const usage = db.transaction((userId: string, now: Date): UsageInfo | null => {
    const row = byId.get(userId);
    if (!row) return null;
    if (isUsageResetDue(row.last_reset_date, now)) resetUsage.run(isoDate(now), userId);
    return resolveUsage(row, now);
  });

  return {
    get: (userId: string) => byId.get(userId),
    usage: (userId: string, now: Date) => usage.immediate(userId, now),
    update: (userId: string, patch: { name?: string | null; fplTeamId?: number | null }) =>
      update.run({
        id: userId,
        name: patch.name ?? null,
        setTeam: patch.fplTeamId !== undefined ? 1 : 0,
        fplTeamId: patch.fplTeamId ?? null,
      }),
    setTier: (userId: string, tier: Tier) => setTier.run(tier, userId).changes > 0,
  };
}

export type ProfileStore = ReturnType<typeof profileStore>;
