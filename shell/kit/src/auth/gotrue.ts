import { requestJson } from '../api/http.js';
import type { AuthUser, Session } from './session.js';

// The server's GoTrue-compatible auth API (/auth/v1/*), spec §7 "Auth". Sessions are asked for with
// X-Refresh-Cookie: the refresh token comes back as an httpOnly cookie (scoped to /auth/v1), never in the body.

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'x-refresh-cookie': '1' },
  credentials: 'same-origin',
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const gotrue = {
  signInWithPassword: (email: string, password: string) =>
    requestJson<Session>('/auth/v1/token?grant_type=password', json({ email, password })),

  signUp: (email: string, password: string, data: Record<string, unknown> = {}) =>
    requestJson<Session>('/auth/v1/signup', json({ email, password, data })),

  /** A new session from the refresh cookie (rotated by the server); 400 when there is none or it is spent. */
  refresh: () => requestJson<Session>('/auth/v1/token?grant_type=refresh_token', json({})),

  /** Mails a link to /reset-password on this origin. */
  recover: (email: string) => requestJson<Record<string, never>>('/auth/v1/recover', json({ email })),

  /** Exchanges the recovery link's token_hash for a session. */
  verifyRecovery: (tokenHash: string) =>
    requestJson<Session>('/auth/v1/verify', json({ type: 'recovery', token_hash: tokenHash })),

  getUser: (accessToken: string) => requestJson<AuthUser>('/auth/v1/user', { headers: bearer(accessToken) }),

  updateUser: (accessToken: string, changes: { password?: string; data?: Record<string, unknown> }) =>
    requestJson<AuthUser>('/auth/v1/user', {
      method: 'PUT',
      headers: bearer(accessToken),
      body: JSON.stringify(changes),
    }),

  /** Ends the session on the server and clears the refresh cookie. */
  logout: (accessToken: string) =>
    requestJson<void>('/auth/v1/logout', {
      method: 'POST',
      headers: bearer(accessToken),
      credentials: 'same-origin',
    }),
};
