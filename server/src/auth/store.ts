import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { hashToken, randomToken } from './tokens.js';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  email_confirmed_at: string | null;
  user_metadata: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export type RotateResult =
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'not_found' }
  | { kind: 'revoked' }
  | { kind: 'reused' };

/** Users, sign-in sessions, refresh tokens and one-time tokens. All SQL for auth lives here. */
export function authStore(db: Db) {
  const stmt = {
    userByEmail: db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?'),
    userById: db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?'),
    insertUser: db.prepare(
      `INSERT INTO users (id, email, password_hash, email_confirmed_at, user_metadata, created_at, updated_at)
       VALUES (@id, @email, @passwordHash, @now, @metadata, @now, @now)`,
    ),
    insertProfile: db.prepare(
      `INSERT INTO profiles (id, email, name, tier, monthly_analyses_used, last_reset_date, created_at)
       VALUES (@id, @email, @name, 'free', 0, @today, @now)`,
    ),
    signedIn: db.prepare('UPDATE users SET last_sign_in_at = ? WHERE id = ?'),
    lastLogin: db.prepare('UPDATE profiles SET last_login = ? WHERE id = ?'),
    insertSession: db.prepare('INSERT INTO refresh_sessions (id, user_id, created_at) VALUES (?, ?, ?)'),
    insertRefresh: db.prepare(
      'INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES (?, ?, ?)',
    ),
    refreshByHash: db.prepare<
      [string],
      { session_id: string; rotated_at: string | null; user_id: string; revoked_at: string | null }
    >(
      `SELECT t.session_id, t.rotated_at, s.user_id, s.revoked_at
       FROM refresh_tokens t JOIN refresh_sessions s ON s.id = t.session_id WHERE t.token_hash = ?`,
    ),
    markRotated: db.prepare(
      'UPDATE refresh_tokens SET rotated_at = ? WHERE token_hash = ? AND rotated_at IS NULL',
    ),
    touchSession: db.prepare('UPDATE refresh_sessions SET refreshed_at = ? WHERE id = ?'),
    revokeSession: db.prepare(
      'UPDATE refresh_sessions SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL',
    ),
    revokeAllSessions: db.prepare(
      'UPDATE refresh_sessions SET revoked_at = ?, revoked_reason = ? WHERE user_id = ? AND revoked_at IS NULL AND id <> ?',
    ),
    sessionCreatedAt: db
      .prepare<[string, string], string>(
        'SELECT created_at FROM refresh_sessions WHERE id = ? AND user_id = ?',
      )
      .pluck(),
    revokeOneTime: db.prepare(
      'UPDATE one_time_tokens SET used_at = ? WHERE user_id = ? AND type = ? AND used_at IS NULL',
    ),
    sessionLive: db.prepare<[string, string], { ok: number }>(
      'SELECT 1 AS ok FROM refresh_sessions WHERE id = ? AND user_id = ? AND revoked_at IS NULL',
    ),
    insertOneTime: db.prepare(
      'INSERT INTO one_time_tokens (token_hash, user_id, type, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    consumeOneTime: db.prepare<[string, string, string, string], { user_id: string }>(
      `UPDATE one_time_tokens SET used_at = ? WHERE token_hash = ? AND type = ? AND used_at IS NULL AND expires_at > ?
       RETURNING user_id`,
    ),
    updatePassword: db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?'),
    updateEmail: db.prepare('UPDATE users SET email = ?, updated_at = ? WHERE id = ?'),
    updateProfileEmail: db.prepare('UPDATE profiles SET email = ? WHERE id = ?'),
    updateMetadata: db.prepare('UPDATE users SET user_metadata = ?, updated_at = ? WHERE id = ?'),
    updateProfileName: db.prepare('UPDATE profiles SET name = ? WHERE id = ?'),
  };

  /**
   * Sessions seen live in the last few seconds. Every revocation below goes through this store in this
   * process and clears it at once; the short lifetime bounds staleness should another process revoke one.
   */
  const LIVE_CACHE_MS = 5000;
  const liveSessions = new Map<string, { userId: string; checkedAt: number }>();
  const forgetLiveSessions = () => liveSessions.clear();

  const newSession = (userId: string, now: string) => {
    const sessionId = randomUUID();
    const refreshToken = randomToken();
    stmt.insertSession.run(sessionId, userId, now);
    stmt.insertRefresh.run(hashToken(refreshToken), sessionId, now);
    return { sessionId, refreshToken };
  };

  return {
    userByEmail: (email: string) => stmt.userByEmail.get(email.trim().toLowerCase()),
    userById: (id: string) => stmt.userById.get(id),

    /** The user, their profile row and a first session, in one transaction. */
    createUser: db.transaction(
      (input: { email: string; passwordHash: string; metadata: Record<string, unknown>; now: Date }) => {
        const id = randomUUID();
        const now = input.now.toISOString();
        const name = typeof input.metadata.name === 'string' ? input.metadata.name : null;
        const email = input.email.trim().toLowerCase();
        stmt.insertUser.run({
          id,
          email,
          passwordHash: input.passwordHash,
          now,
          metadata: JSON.stringify(input.metadata),
        });
        stmt.insertProfile.run({ id, email, name, today: now.slice(0, 10), now });
        stmt.signedIn.run(now, id);
        stmt.lastLogin.run(now, id);
        return { userId: id, ...newSession(id, now) };
      },
    ),

    signIn: db.transaction((userId: string, now: Date) => {
      const iso = now.toISOString();
      stmt.signedIn.run(iso, userId);
      stmt.lastLogin.run(iso, userId);
      return newSession(userId, iso);
    }),

    /**
     * Exchanges a refresh token for a new one. Presenting a token that was already exchanged means it
     * leaked or was replayed: the whole session is revoked. Within `reuseGraceMs` of its exchange it is a lost
     * answer instead (a browser that navigated away before the new cookie arrived): another token is issued.
     */
    rotate: db.transaction((refreshToken: string, now: Date, reuseGraceMs = 0): RotateResult => {
      const hash = hashToken(refreshToken);
      const row = stmt.refreshByHash.get(hash);
      if (!row) return { kind: 'not_found' };
      const iso = now.toISOString();
      if (row.revoked_at) return { kind: 'revoked' };
      const lostAnswer = row.rotated_at && now.getTime() - Date.parse(row.rotated_at) < reuseGraceMs;
      if (row.rotated_at && !lostAnswer) {
        stmt.revokeSession.run(iso, 'refresh_token_reused', row.session_id);
        forgetLiveSessions();
        return { kind: 'reused' };
      }
      if (!row.rotated_at) stmt.markRotated.run(iso, hash);
      const next = randomToken();
      stmt.insertRefresh.run(hashToken(next), row.session_id, iso);
      stmt.touchSession.run(iso, row.session_id);
      return { kind: 'rotated', userId: row.user_id, sessionId: row.session_id, refreshToken: next };
    }),

    revokeSession: (sessionId: string, reason: string, now: Date) => {
      stmt.revokeSession.run(now.toISOString(), reason, sessionId);
      forgetLiveSessions();
    },
    /** Signs out everywhere else, e.g. after a password change. */
    revokeOtherSessions: (userId: string, keepSessionId: string, reason: string, now: Date) => {
      stmt.revokeAllSessions.run(now.toISOString(), reason, userId, keepSessionId);
      forgetLiveSessions();
    },
    isSessionLive(sessionId: string, userId: string): boolean {
      const now = Date.now();
      const cached = liveSessions.get(sessionId);
      if (cached && cached.userId === userId && now - cached.checkedAt < LIVE_CACHE_MS) return true;
      const live = stmt.sessionLive.get(sessionId, userId) !== undefined;
      if (live) {
        if (liveSessions.size >= 10_000) liveSessions.clear();
        liveSessions.set(sessionId, { userId, checkedAt: now });
      } else liveSessions.delete(sessionId);
      return live;
    },

    createOneTimeToken(userId: string, type: 'recovery', ttlSeconds: number, now: Date): string {
      const token = randomToken();
      const expires = new Date(now.getTime() + ttlSeconds * 1000).toISOString();
      stmt.insertOneTime.run(hashToken(token), userId, type, expires, now.toISOString());
      return token;
    },
    /** The user the token was for, once; every other token of that type for the user is spent with it. */
    consumeOneTimeToken: db.transaction((token: string, type: 'recovery', now: Date): string | null => {
      const iso = now.toISOString();
      const userId = stmt.consumeOneTime.get(iso, hashToken(token), type, iso)?.user_id ?? null;
      if (userId) stmt.revokeOneTime.run(iso, userId, type);
      return userId;
    }),
    /** Spends every unused token of that type for the user (after a password change). */
    revokeOneTimeTokens: (userId: string, type: 'recovery', now: Date) =>
      stmt.revokeOneTime.run(now.toISOString(), userId, type),
    /** When the session was signed in (refreshes keep it), or undefined. */
    sessionSignedInAt(sessionId: string, userId: string): Date | undefined {
      const at = stmt.sessionCreatedAt.get(sessionId, userId);
      return at ? new Date(at) : undefined;
    },

    updatePassword: (userId: string, passwordHash: string, now: Date) =>
      stmt.updatePassword.run(passwordHash, now.toISOString(), userId),
    updateEmail: db.transaction((userId: string, email: string, now: Date) => {
      const normalized = email.trim().toLowerCase();
      stmt.updateEmail.run(normalized, now.toISOString(), userId);
      stmt.updateProfileEmail.run(normalized, userId);
    }),
    updateMetadata: db.transaction((userId: string, metadata: Record<string, unknown>, now: Date) => {
      stmt.updateMetadata.run(JSON.stringify(metadata), now.toISOString(), userId);
      if (typeof metadata.name === 'string') stmt.updateProfileName.run(metadata.name, userId);
    }),
  };
}

export type AuthStore = ReturnType<typeof authStore>;
