import { createHmac, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db, Queryable, Tables } from '../db/database.js';
import { REFRESH_COOKIE_MAX_AGE_SECONDS } from './refresh-cookie.js';
import { hashToken, randomToken } from './tokens.js';

export type UserRow = Selectable<Tables['users']>;

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
/**
 * An address an account signed in from is known this long after its last sign-in there: guesses on the email from
 * elsewhere never slow it (routes/auth, limit).
 */
export const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;
/** Expired and spent rows are deleted at most this often (by whichever sign-in, refresh or recovery comes next). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export interface AuthStoreOptions {
  /**
   * Keys the successor of a refresh token (HMAC of the token): every instance sharing the database derives the same
   * one, so a cookie replayed within its grace gets the same new token, never a second one.
   */
  tokenSecret?: string;
}

/** Users, sign-in sessions, refresh tokens and one-time tokens. All queries for auth live here (typed, Kysely). */
export function authStore(db: Db, options: AuthStoreOptions = {}) {
  const tokenSecret = options.tokenSecret ?? randomToken();
  const issueToken = (asCookie: boolean) => (asCookie ? COOKIE_TOKEN_PREFIX : '') + randomToken();
  const successorOf = (token: string, asCookie: boolean) =>
    (asCookie ? COOKIE_TOKEN_PREFIX : '') +
    createHmac('sha256', tokenSecret).update(`refresh-successor:${token}`).digest('base64url');
  // Addresses are kept as an HMAC: the table says whether an account used an address, not which addresses it used.
  const addressHash = (address: string) =>
    createHmac('sha256', tokenSecret).update(`signin-address:${address}`).digest('base64url');
  let prunedAt = 0;
  /**
   * Deletes rotated tokens, revoked sessions, sessions idle past SESSION_IDLE_MS, spent or expired one-time tokens,
   * old outbox mail and sign-in addresses unused for KNOWN_ADDRESS_MS.
   */
  const prune = async (now: Date, force = false) => {
    const nowMs = now.getTime();
    if (!force && nowMs - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = nowMs;
    const keptSince = new Date(nowMs - ROTATED_TOKEN_KEEP_MS).toISOString();
    const k = db.kysely;
    await k
      .deleteFrom('refresh_tokens')
      .where('rotated_at', 'is not', null)
      .where('rotated_at', '<', keptSince)
      .execute();
    // A session's tokens go with it (ON DELETE CASCADE).
    await k
      .deleteFrom('refresh_sessions')
      .where('revoked_at', 'is not', null)
      .where('revoked_at', '<', keptSince)
      .execute();
    await k
      .deleteFrom('refresh_sessions')
      .where((eb) =>
        eb(
          eb.fn.coalesce('refreshed_at', 'created_at'),
          '<',
          new Date(nowMs - SESSION_IDLE_MS).toISOString(),
        ),
      )
      .execute();
    await k
      .deleteFrom('one_time_tokens')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', now.toISOString()),
          eb.and([eb('used_at', 'is not', null), eb('used_at', '<', keptSince)]),
        ]),
      )
      .execute();
    await k
      .deleteFrom('outbox')
      .where('created_at', '<', new Date(nowMs - OUTBOX_KEEP_MS).toISOString())
      .execute();
    await k
      .deleteFrom('signin_addresses')
      .where('seen_at', '<', new Date(nowMs - KNOWN_ADDRESS_MS).toISOString())
      .execute();
  };

  /** The sign-in time on the user and the profile. */
  const signedIn = async (q: Queryable, userId: string, now: string) => {
    await q.kysely.updateTable('users').set({ last_sign_in_at: now }).where('id', '=', userId).execute();
    await q.kysely.updateTable('profiles').set({ last_login: now }).where('id', '=', userId).execute();
  };
  const revokeSession = (q: Queryable, sessionId: string, reason: string, now: string) =>
    q.kysely
      .updateTable('refresh_sessions')
      .set({ revoked_at: now, revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  const revokeOneTime = (q: Queryable, userId: string, type: OneTimeTokenType, now: string) =>
    q.kysely
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .where('used_at', 'is', null)
      .execute();

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
    await q.kysely
      .insertInto('refresh_sessions')
      .values({ id: sessionId, user_id: userId, created_at: now })
      .execute();
    await q.kysely
      .insertInto('refresh_tokens')
      .values({ token_hash: hashToken(refreshToken), session_id: sessionId, created_at: now })
      .execute();
    return { sessionId, refreshToken };
  };

  return {
    userByEmail: (email: string): Promise<UserRow | undefined> =>
      db.kysely
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst(),
    userById: (id: string): Promise<UserRow | undefined> =>
      db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

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
        await q.kysely
          .insertInto('users')
          .values({
            id,
            email,
            password_hash: input.passwordHash,
            email_confirmed_at: now,
            user_metadata: JSON.stringify(input.metadata),
            created_at: now,
            updated_at: now,
          })
          .execute();
        await q.kysely
          .insertInto('profiles')
          .values({
            id,
            email,
            name,
            tier: 'free',
            monthly_analyses_used: 0,
            last_reset_date: now.slice(0, 10),
            created_at: now,
          })
          .execute();
        await signedIn(q, id, now);
        return { userId: id, ...(await newSession(q, id, now, input.asCookie ?? false)) };
      }),

    /** A new session; `asCookie`: its refresh token will be set as the cookie. */
    signIn: async (userId: string, now: Date, asCookie = false) => {
      const session = await db.transaction(async (q) => {
        const iso = now.toISOString();
        await signedIn(q, userId, iso);
        return newSession(q, userId, iso, asCookie);
      });
      await prune(now);
      return session;
    },

    /** The session a refresh token belongs to (to limit refreshes per session before rotating), if any. */
    sessionOfRefreshToken: async (refreshToken: string) =>
      (
        await db.kysely
          .selectFrom('refresh_tokens')
          .select('session_id')
          .where('token_hash', '=', hashToken(refreshToken))
          .executeTakeFirst()
      )?.session_id,

    prune,

    /** Records that the account signed in (or signed up) from `address` now. */
    rememberAddress: async (userId: string, address: string, now: Date) => {
      const seenAt = now.toISOString();
      await db.kysely
        .insertInto('signin_addresses')
        .values({ user_id: userId, address_hash: addressHash(address), seen_at: seenAt })
        .onConflict((oc) => oc.columns(['user_id', 'address_hash']).doUpdateSet({ seen_at: seenAt }))
        .execute();
    },

    /** Whether the account signed in from `address` within KNOWN_ADDRESS_MS. */
    knowsAddress: async (userId: string, address: string, now: Date): Promise<boolean> =>
      (await db.kysely
        .selectFrom('signin_addresses')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('address_hash', '=', addressHash(address))
        .where('seen_at', '>=', new Date(now.getTime() - KNOWN_ADDRESS_MS).toISOString())
        .executeTakeFirst()) !== undefined,

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
        const row = await q.kysely
          .selectFrom('refresh_tokens as t')
          .innerJoin('refresh_sessions as s', 's.id', 't.session_id')
          .select((eb) => [
            't.session_id',
            't.rotated_at',
            's.user_id',
            's.revoked_at',
            eb.fn.coalesce('s.refreshed_at', 's.created_at').as('last_used'),
          ])
          .where('t.token_hash', '=', hash)
          .executeTakeFirst();
        if (!row) return { kind: 'not_found' };
        const iso = now.toISOString();
        if (row.revoked_at) return { kind: 'revoked' };
        if (now.getTime() - Date.parse(row.last_used) >= SESSION_IDLE_MS) return { kind: 'expired' };
        const lostAnswer = row.rotated_at && now.getTime() - Date.parse(row.rotated_at) < reuseGraceMs;
        if (row.rotated_at && !lostAnswer) {
          await revokeSession(q, row.session_id, 'refresh_token_reused', iso);
          return { kind: 'reused' };
        }
        if (!row.rotated_at) {
          await q.kysely
            .updateTable('refresh_tokens')
            .set({ rotated_at: iso })
            .where('token_hash', '=', hash)
            .where('rotated_at', 'is', null)
            .execute();
        }
        const next = successorOf(refreshToken, asCookie);
        // A grace replay derives the successor already stored: it is answered again, not stored twice.
        await q.kysely
          .insertInto('refresh_tokens')
          .values({ token_hash: hashToken(next), session_id: row.session_id, created_at: iso })
          .onConflict((oc) => oc.column('token_hash').doNothing())
          .execute();
        await q.kysely
          .updateTable('refresh_sessions')
          .set({ refreshed_at: iso })
          .where('id', '=', row.session_id)
          .execute();
        return { kind: 'rotated', userId: row.user_id, sessionId: row.session_id, refreshToken: next };
      });
      if (result.kind === 'reused') forgetLiveSessions();
      await prune(now);
      return result;
    },

    revokeSession: async (sessionId: string, reason: string, now: Date) => {
      await revokeSession(db, sessionId, reason, now.toISOString());
      forgetLiveSessions();
    },
    /** Signs out everywhere else, e.g. after a password change. */
    revokeOtherSessions: async (userId: string, keepSessionId: string, reason: string, now: Date) => {
      await db.kysely
        .updateTable('refresh_sessions')
        .set({ revoked_at: now.toISOString(), revoked_reason: reason })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('id', '<>', keepSessionId)
        .execute();
      forgetLiveSessions();
    },
    async isSessionLive(sessionId: string, userId: string): Promise<boolean> {
      const now = Date.now();
      const cached = liveSessions.get(sessionId);
      if (cached && cached.userId === userId && now - cached.checkedAt < LIVE_CACHE_MS) return true;
      const live =
        (await db.kysely
          .selectFrom('refresh_sessions')
          .select('id')
          .where('id', '=', sessionId)
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .executeTakeFirst()) !== undefined;
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
      await db.kysely
        .insertInto('one_time_tokens')
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          type,
          expires_at: expires,
          created_at: now.toISOString(),
          payload,
        })
        .execute();
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
        const row = await q.kysely
          .updateTable('one_time_tokens')
          .set({ used_at: iso })
          .where('token_hash', '=', hashToken(token))
          .where('type', '=', type)
          .where('used_at', 'is', null)
          .where('expires_at', '>', iso)
          .returning(['user_id', 'payload'])
          .executeTakeFirst();
        if (!row) return null;
        await revokeOneTime(q, row.user_id, type, iso);
        return { userId: row.user_id, payload: row.payload };
      }),
    /** Spends every unused token of that type for the user (after a password change). */
    revokeOneTimeTokens: async (userId: string, type: OneTimeTokenType, now: Date) => {
      await revokeOneTime(db, userId, type, now.toISOString());
    },
    /** When the session was signed in (refreshes keep it), or undefined. */
    async sessionSignedInAt(sessionId: string, userId: string): Promise<Date | undefined> {
      const row = await db.kysely
        .selectFrom('refresh_sessions')
        .select('created_at')
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? new Date(row.created_at) : undefined;
    },

    updatePassword: async (userId: string, passwordHash: string, now: Date) => {
      await db.kysely
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now.toISOString() })
        .where('id', '=', userId)
        .execute();
    },
    updateEmail: (userId: string, email: string, now: Date) =>
      db.transaction(async (q) => {
        const normalized = email.trim().toLowerCase();
        await q.kysely
          .updateTable('users')
          .set({ email: normalized, updated_at: now.toISOString() })
          .where('id', '=', userId)
          .execute();
        await q.kysely.updateTable('profiles').set({ email: normalized }).where('id', '=', userId).execute();
      }),
    updateMetadata: (userId: string, metadata: Record<string, unknown>, now: Date) =>
      db.transaction(async (q) => {
        await q.kysely
          .updateTable('users')
          .set({ user_metadata: JSON.stringify(metadata), updated_at: now.toISOString() })
          .where('id', '=', userId)
          .execute();
        if (typeof metadata.name === 'string') {
          await q.kysely
            .updateTable('profiles')
            .set({ name: metadata.name })
            .where('id', '=', userId)
            .execute();
        }
      }),
  };
}

export type AuthStore = ReturnType<typeof authStore>;
