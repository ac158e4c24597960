/** The GoTrue-style user inside a session (server/src/auth/gotrue.ts). */
export interface AuthUser {
  id: string;
  email: string;
  user_metadata: Record<string, unknown>;
  created_at: string;
  last_sign_in_at: string | null;
}

/** Spec §3 Session: access token, refresh token, expiry (epoch seconds), user. */
export interface Session {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  user: AuthUser;
}

export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

export const SESSION_STORAGE_KEY = 'fpl-assistant.auth';

/** Refresh this long before expiry: a quarter of the token's lifetime, at most a minute. */
export function refreshMarginMs(session: Pick<Session, 'expires_in'>): number {
  return Math.min(60_000, Math.max(1000, (session.expires_in * 1000) / 4));
}

/**
 * Milliseconds until the session should be refreshed (0: now). Never more than one token lifetime: with the
 * device clock behind the server's, expires_at looks months away, and a setTimeout past 2^31 ms fires at
 * once, which refreshed in a loop until the server rejected a reused refresh token and signed the user out.
 */
export function msUntilRefresh(session: Pick<Session, 'expires_at' | 'expires_in'>, nowMs: number): number {
  const margin = refreshMarginMs(session);
  const untilExpiry = session.expires_at * 1000 - margin - nowMs;
  return Math.max(0, Math.min(untilExpiry, session.expires_in * 1000 - margin));
}

/** True when the access token is expired or inside the refresh margin. */
export function needsRefresh(session: Pick<Session, 'expires_at' | 'expires_in'>, nowMs: number): boolean {
  return msUntilRefresh(session, nowMs) === 0;
}

/** Spec §9: auth refresh retries start at 200 ms and double. */
export function retryDelayMs(attempt: number): number {
  return 200 * 2 ** attempt;
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<Session>;
  return (
    typeof s.access_token === 'string' &&
    typeof s.refresh_token === 'string' &&
    typeof s.expires_at === 'number' &&
    typeof s.user === 'object' &&
    s.user !== null
  );
}

/** The stored session, or null when there is none or it is unreadable. */
export function readStoredSession(storage: Pick<Storage, 'getItem'> | undefined): Session | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  session: Session | null,
): void {
  try {
    if (session) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else storage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage full or blocked (private mode): the session still lives in memory.
  }
}
