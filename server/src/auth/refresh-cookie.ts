// The web app's refresh token lives in an httpOnly cookie, never in page script: an XSS cannot read it, and the
// access token stays in memory. Other clients (CLI, supabase-js) keep sending and receiving it in the JSON body.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config.js';

export const REFRESH_COOKIE = 'fpl_refresh';
/** A client that sends this header (value 1) gets its refresh token as the cookie, and an empty one in the body. */
export const REFRESH_COOKIE_HEADER = 'X-Refresh-Cookie';
/** The cookie goes only to the auth API. */
export const REFRESH_COOKIE_PATH = '/auth/v1';
/** How long a browser keeps a session it does not use; every refresh renews it. */
export const REFRESH_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/**
 * A cookie presented again this soon after it was exchanged is taken as a lost answer (the page navigated away
 * before the new cookie arrived), not as theft: a new one is issued instead of ending the session. GoTrue's
 * refresh-token reuse interval is the same 10 s.
 */
export const COOKIE_REUSE_GRACE_MS = 10_000;

const secure = (config: Config) => config.APP_URL.startsWith('https:');

export function wantsRefreshCookie(c: Context): boolean {
  return c.req.header(REFRESH_COOKIE_HEADER) === '1';
}

export function readRefreshCookie(c: Context): string | undefined {
  const value = getCookie(c, REFRESH_COOKIE);
  return value && value.length <= 200 ? value : undefined;
}

export function setRefreshCookie(c: Context, config: Config, refreshToken: string): void {
  setCookie(c, REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    secure: secure(config),
    sameSite: 'Strict',
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_COOKIE_MAX_AGE_SECONDS,
  });
}

export function clearRefreshCookie(c: Context, config: Config): void {
  deleteCookie(c, REFRESH_COOKIE, {
    httpOnly: true,
    secure: secure(config),
    sameSite: 'Strict',
    path: REFRESH_COOKIE_PATH,
  });
}
