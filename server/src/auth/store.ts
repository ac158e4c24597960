import { createHmac, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/database.js';
import { REFRESH_COOKIE_MAX_AGE_SECONDS } from './refresh-cookie.js';
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

/** Recovery links, and confirmations of a new email address. */
export type OneTimeTokenType = 'recovery' | 'email_change';

export type RotateResult =
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'not_found' }
  | { kind: 'revoked' }
  | { kind: 'expired' }
  | { kind: 'reused' };

/**
 * Refresh tokens issued as the httpOnly cookie start with this ('.' is outside base64url, so no token issued in a
 * body can carry it, and changing it changes the token's hash): only those get the reuse grace.
 */
export const COOKIE_TOKEN_PREFIX = 'c.';

/** Rotated refresh tokens are kept this long (a replay within it ends the session), revoked sessions too. */
export const ROTATED_TOKEN_KEEP_MS = 24 * 3600 * 1000;
/**
 * A session not refreshed for this long has ended, as the browser's cookie does (renewed at each refresh): its
 * refresh token is refused and the session is pruned with its tokens, so sessions never signed out do not pile up.
 */
export const SESSION_IDLE_MS = REFRESH_COOKIE_MAX_AGE_SECONDS * 1000;
/** Mail in the outbox (the local mail sink) is kept this long. */
export const OUTBOX_KEEP_MS = 7 * 24 * 3600 * 1000;
/** Expired and spent rows are deleted at most this often (by whichever sign-in, refresh or recovery comes next). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export interface AuthStoreOptions {
  /**
   * Keys the successor of a refresh token (HMAC of the token): every instance sharing the database derives the same
   * one, so a cookie replayed within its grace gets the same new token, never a second one.
   */
  tokenSecret?: string;
}

/** Users, sign-in sessions, refresh tokens and one-time tokens. All SQL for auth lives here. */
export function authStore(db: Db, options: AuthStoreOptions = {}) {
  const tokenSecret = options.tokenSecret ?? randomToken();
  const issueToken = (asCookie: boolean) => (asCookie ? COOKIE_TOKEN_PREFIX : '') + randomToken();
  const successorOf = (token: string, asCookie: boolean) =>
    (asCookie ? COOKIE_TOKEN_PREFIX : '') +
    createHmac('sha256', tokenSecret).update(`refresh-successor:${token}`).digest('base64url');
  let prunedAt = 0;
  /**
   * Deletes rotated tokens, revoked sessions, sessions idle past SESSION_IDLE_MS, spent or expired one-time tokens
   * and old outbox mail.
   */
  const prune = async (now: Date, force = false) => {
    const nowMs = now.getTime();
    if (!force && nowMs - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = nowMs;
    const keptSince = new Date(nowMs - ROTATED_TOKEN_KEEP_MS).toISOString();
    await db.run('DELETE FROM refresh_tokens WHERE rotated_at IS NOT NULL AND rotated_at < ?', [keptSince]);
    // A session's tokens go with it (ON DELETE CASCADE).
    await db.run('DELETE FROM refresh_sessions WHERE revoked_at IS NOT NULL AND revoked_at < ?', [keptSince]);
    await db.run('DELETE FROM refresh_sessions WHERE COALESCE(refreshed_at, created_at) < ?', [
      new Date(nowMs - SESSION_IDLE_MS).toISOString(),
    ]);
    await db.run(
      'DELETE FROM one_time_tokens WHERE expires_at < ? OR (used_at IS NOT NULL AND used_at < ?)',
      [now.toISOString(), keptSince],
    );
    await db.run('DELETE FROM outbox WHERE created_at < ?', [new Date(nowMs - OUTBOX_KEEP_MS).toISOString()]);
  };
  const sql = {
    signedIn: 'UPDATE users SET last_sign_in_at = ? WHERE id = ?',
    lastLogin: 'UPDATE profiles SET last_login = ? WHERE id = ?',
    insertSession: 'INSERT INTO refresh_sessions (id, user_id, created_at) VALUES (?, ?, ?)',
    insertRefresh: 'INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES (?, ?, ?)',
    // A grace replay derives the successor already stored: it is answered again, not stored twice.
    insertSuccessor: `INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES (?, ?, ?)
      ON CONFLICT (token_hash) DO NOTHING`,
    revokeSession:
      'UPDATE refresh_sessions SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL',
    revokeOneTime:
      'UPDATE one_time_tokens SET used_at = ? WHERE user_id = ? AND type = ? AND used_at IS NULL',
  };

  /**
   * Sessions seen live in the last few seconds. Every revocation below goes through this store in this
   * process and clears it at once; the short lifetime bounds staleness should another process revoke one.
   * On Postgres other instances revoke sessions too, and a sign-out must hold everywhere at once: no cache.
   */
  const LIVE_CACHE_MS = db.dialect === 'postgres' ? 0 : 5000;
  const liveSessions = new Map<string, { userId: string; checkedAt: number }>();
  const forgetLiveSessions = () => liveSessions.clear();

  const newSession = async (q: Queryable, userId: string, now: string, asCookie: boolean) => {
    const sessionId = randomUUID();
    const refreshToken = issueToken(asCookie);
    await q.run(sql.insertSession, [sessionId, userId, now]);
    await q.run(sql.insertRefresh, [hashToken(refreshToken), sessionId, now]);
    return { sessionId, refreshToken };
  };

  return {
    userByEmail: (email: string) =>
      db.get<UserRow>('SELECT * FROM users WHERE email = ?', [email.trim().toLowerCase()]),
    userById: (id: string) => db.get<UserRow>('SELECT * FROM users WHERE id = ?', [id]),

    /** The user, their profile row and a first session, in one transaction. */
    createUser: (input: {
      email: string;
      passwordHash: string;
      metadata: Record<string, unknown>;
      now: Date;
      /** The refresh token will be set as the cookie. */
      asCookie?: boolean;
    }) =>
      db.transaction(async (q) => {
        const id = randomUUID();
        const now = input.now.toISOString();
        const name = typeof input.metadata.name === 'string' ? input.metadata.name : null;
        const email = input.email.trim().toLowerCase();
        await q.run(
          `INSERT INTO users (id, email, password_hash, email_confirmed_at, user_metadata, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          [id, email, input.passwordHash, now, JSON.stringify(input.metadata), now, now],
        );
        await q.run(
          `INSERT INTO profiles (id, email, name, tier, monthly_analyses_used, last_reset_date, created_at)
           VALUES (?, ?, ?, 'free', 0, ?, ?)`,
          [id, email, name, now.slice(0, 10), now],
        );
        await q.run(sql.signedIn, [now, id]);
        await q.run(sql.lastLogin, [now, id]);
        return { userId: id, ...(await newSession(q, id, now, input.asCookie ?? false)) };
      }),

    /** A new session; `asCookie`: its refresh token will be set as the cookie. */
    signIn: async (userId: string, now: Date, asCookie = false) => {
      const session = await db.transaction(async (q) => {
        const iso = now.toISOString();
        await q.run(sql.signedIn, [iso, userId]);
        await q.run(sql.lastLogin, [iso, userId]);
        return newSession(q, userId, iso, asCookie);
      });
      await prune(now);
      return session;
    },

    /** The session a refresh token belongs to (to limit refreshes per session before rotating), if any. */
    sessionOfRefreshToken: async (refreshToken: string) =>
      (
        await db.get<{ session_id: string }>('SELECT session_id FROM refresh_tokens WHERE token_hash = ?', [
          hashToken(refreshToken),
        ])
      )?.session_id,

    prune,

    /**
     * Exchanges a refresh token for a new one. Presenting a token that was already exchanged means it
     * leaked or was replayed: the whole session is revoked. Within `reuseGraceMs` of its exchange it is a lost
     * answer instead (a browser that navigated away before the new cookie arrived): the same new token is
     * answered again (it is derived from the old one), so a replayed cookie never forks the session.
     * `asCookie`: the new token will be set as the cookie.
     */
    rotate: async (
      refreshToken: string,
      now: Date,
      reuseGraceMs = 0,
      asCookie = false,
    ): Promise<RotateResult> => {
      const result = await db.transaction(async (q): Promise<RotateResult> => {
        const hash = hashToken(refreshToken);
        const row = await q.get<{
          session_id: string;
          rotated_at: string | null;
          user_id: string;
          revoked_at: string | null;
          last_used: string;
        }>(
          `SELECT t.session_id, t.rotated_at, s.user_id, s.revoked_at,
             COALESCE(s.refreshed_at, s.created_at) AS last_used
           FROM refresh_tokens t JOIN refresh_sessions s ON s.id = t.session_id WHERE t.token_hash = ?`,
          [hash],
        );
        if (!row) return { kind: 'not_found' };
        const iso = now.toISOString();
        if (row.revoked_at) return { kind: 'revoked' };
        if (now.getTime() - Date.parse(row.last_used) >= SESSION_IDLE_MS) return { kind: 'expired' };
        const lostAnswer = row.rotated_at && now.getTime() - Date.parse(row.rotated_at) < reuseGraceMs;
        if (row.rotated_at && !lostAnswer) {
          await q.run(sql.revokeSession, [iso, 'refresh_token_reused', row.session_id]);
          return { kind: 'reused' };
        }
        if (!row.rotated_at) {
          await q.run(
            'UPDATE refresh_tokens SET rotated_at = ? WHERE token_hash = ? AND rotated_at IS NULL',
            [iso, hash],
          );
        }
        const next = successorOf(refreshToken, asCookie);
        await q.run(sql.insertSuccessor, [hashToken(next), row.session_id, iso]);
        await q.run('UPDATE refresh_sessions SET refreshed_at = ? WHERE id = ?', [iso, row.session_id]);
        return { kind: 'rotated', userId: row.user_id, sessionId: row.session_id, refreshToken: next };
      });
      if (result.kind === 'reused') forgetLiveSessions();
      await prune(now);
      return result;
    },

    revokeSession: async (sessionId: string, reason: string, now: Date) => {
      await db.run(sql.revokeSession, [now.toISOString(), reason, sessionId]);
      forgetLiveSessions();
    },
    /** Signs out everywhere else, e.g. after a password change. */
    revokeOtherSessions: async (userId: string, keepSessionId: string, reason: string, now: Date) => {
      await db.run(
        'UPDATE refresh_sessions SET revoked_at = ?, revoked_reason = ? WHERE user_id = ? AND revoked_at IS NULL AND id <> ?',
        [now.toISOString(), reason, userId, keepSessionId],
      );
      forgetLiveSessions();
    },
    async isSessionLive(sessionId: string, userId: string): Promise<boolean> {
      const now = Date.now();
      const cached = liveSessions.get(sessionId);
      if (cached && cached.userId === userId && now - cached.checkedAt < LIVE_CACHE_MS) return true;
      const live =
        (await db.get(
          'SELECT 1 AS ok FROM refresh_sessions WHERE id = ? AND user_id = ? AND revoked_at IS NULL',
          [sessionId, userId],
        )) !== undefined;
      if (live && LIVE_CACHE_MS > 0) {
        if (liveSessions.size >= 10_000) liveSessions.clear();
        liveSessions.set(sessionId, { userId, checkedAt: now });
      } else liveSessions.delete(sessionId);
      return live;
    },

    /** A single-use token for a mailed link; `payload`: what the link confirms (the new address of an email change). */
    async createOneTimeToken(
      userId: string,
      type: OneTimeTokenType,
      ttlSeconds: number,
      now: Date,
      payload: string | null = null,
    ): Promise<string> {
      const token = randomToken();
      const expires = new Date(now.getTime() + ttlSeconds * 1000).toISOString();
      await db.run(
        'INSERT INTO one_time_tokens (token_hash, user_id, type, expires_at, created_at, payload) VALUES (?, ?, ?, ?, ?, ?)',
        [hashToken(token), userId, type, expires, now.toISOString(), payload],
      );
      await prune(now);
      return token;
    },
    /**
     * The user the token was for (and its payload), once; every other token of that type for the user is spent
     * with it.
     */
    consumeOneTimeToken: (
      token: string,
      type: OneTimeTokenType,
      now: Date,
    ): Promise<{ userId: string; payload: string | null } | null> =>
      db.transaction(async (q) => {
        const iso = now.toISOString();
        const row = await q.get<{ user_id: string; payload: string | null }>(
          `UPDATE one_time_tokens SET used_at = ? WHERE token_hash = ? AND type = ? AND used_at IS NULL AND expires_at > ?
           RETURNING user_id, payload`,
          [iso, hashToken(token), type, iso],
        );
        if (!row) return null;
        await q.run(sql.revokeOneTime, [iso, row.user_id, type]);
        return { userId: row.user_id, payload: row.payload };
      }),
    /** Spends every unused token of that type for the user (after a password change). */
    revokeOneTimeTokens: (userId: string, type: OneTimeTokenType, now: Date) =>
      db.run(sql.revokeOneTime, [now.toISOString(), userId, type]),
    /** When the session was signed in (refreshes keep it), or undefined. */
    async sessionSignedInAt(sessionId: string, userId: string): Promise<Date | undefined> {
      const row = await db.get<{ created_at: string }>(
        'SELECT created_at FROM refresh_sessions WHERE id = ? AND user_id = ?',
        [sessionId, userId],
      );
      return row ? new Date(row.created_at) : undefined;
    },

    updatePassword: (userId: string, passwordHash: string, now: Date) =>
      db.run('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?', [
        passwordHash,
        now.toISOString(),
        userId,
      ]),
    updateEmail: (userId: string, email: string, now: Date) =>
      db.transaction(async (q) => {
        const normalized = email.trim().toLowerCase();
        await q.run('UPDATE users SET email = ?, updated_at = ? WHERE id = ?', [
          normalized,
          now.toISOString(),
          userId,
        ]);
        await q.run('UPDATE profiles SET email = ? WHERE id = ?', [normalized, userId]);
      }),
    updateMetadata: (userId: string, metadata: Record<string, unknown>, now: Date) =>
      db.transaction(async (q) => {
        await q.run('UPDATE users SET user_metadata = ?, updated_at = ? WHERE id = ?', [
          JSON.stringify(metadata),
          now.toISOString(),
          userId,
        ]);
        if (typeof metadata.name === 'string') {
          await q.run('UPDATE profiles SET name = ? WHERE id = ?', [metadata.name, userId]);
        }
      }),
  };
}

export type AuthStore = ReturnType<typeof authStore>;
