/** The GoTrue-style user inside a session (server/src/auth/gotrue.ts). */
export interface AuthUser {
  id: string;
  email: string;
  user_metadata: Record<string, unknown>;
  created_at: string;
  last_sign_in_at: string | null;
}

/**
 * Spec §3 Session: access token, refresh token, expiry (epoch seconds), user. In the browser the refresh token is
 * an httpOnly cookie the server sets (page script never sees it): here it is empty, and the session lives in
 * memory only, so an XSS cannot carry a token away from storage.
 */
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

/** Where earlier versions stored the whole session: removed on start, never written. */
export const LEGACY_SESSION_STORAGE_KEY = 'fpl-assistant.auth';

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
