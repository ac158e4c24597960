import { ok, publicApi } from '../api/client.js';
import type { paths } from '../api/schema.gen.js';
import type { AuthUser, Session } from './session.js';

// The server's GoTrue-compatible auth API (/auth/v1/*), spec §7 "Auth", typed by the server's OpenAPI document.
// Sessions are asked for with X-Refresh-Cookie: the refresh token comes back as an httpOnly cookie (scoped to
// /auth/v1), never in the body.

/** The user's metadata as the document allows it (name and other plain values). */
export type UserMetadata = NonNullable<
  paths['/auth/v1/signup']['post']['requestBody']['content']['application/json']['data']
>;
/** What PUT /auth/v1/user may change. */
export type UserChanges = paths['/auth/v1/user']['put']['requestBody']['content']['application/json'];

const REFRESH_COOKIE = { 'x-refresh-cookie': '1' } as const;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const gotrue = {
  signInWithPassword: (email: string, password: string): Promise<Session> =>
    ok(
      publicApi.POST('/auth/v1/token', {
        params: { query: { grant_type: 'password' }, header: REFRESH_COOKIE },
        body: { email, password },
      }),
    ),

  signUp: (email: string, password: string, data: UserMetadata = {}): Promise<Session> =>
    ok(
      publicApi.POST('/auth/v1/signup', {
        params: { header: REFRESH_COOKIE },
        body: { email, password, data },
      }),
    ),

  /** A new session from the refresh cookie (rotated by the server); 400 when there is none or it is spent. */
  refresh: (): Promise<Session> =>
    ok(
      publicApi.POST('/auth/v1/token', {
        params: { query: { grant_type: 'refresh_token' }, header: REFRESH_COOKIE },
        body: {},
      }),
    ),

  /** Mails a link to /reset-password on this origin. */
  recover: (email: string) => ok(publicApi.POST('/auth/v1/recover', { body: { email } })),

  /** Exchanges the recovery link's token_hash for a session. */
  verifyRecovery: (tokenHash: string): Promise<Session> =>
    ok(
      publicApi.POST('/auth/v1/verify', {
        params: { header: REFRESH_COOKIE },
        body: { type: 'recovery', token_hash: tokenHash },
      }),
    ),

  getUser: (accessToken: string): Promise<AuthUser> =>
    ok(publicApi.GET('/auth/v1/user', { headers: bearer(accessToken) })),

  updateUser: (accessToken: string, changes: UserChanges): Promise<AuthUser> =>
    ok(publicApi.PUT('/auth/v1/user', { headers: bearer(accessToken), body: changes })),

  /** Ends the session on the server and clears the refresh cookie. */
  logout: (accessToken: string) => ok(publicApi.POST('/auth/v1/logout', { headers: bearer(accessToken) })),
};
