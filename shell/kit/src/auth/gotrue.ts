import { requestJson } from '../api/http.js';
import type { AuthUser, Session } from './session.js';

// The server's GoTrue-compatible auth API (/auth/v1/*), spec §7 "Auth".

const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const gotrue = {
  signInWithPassword: (email: string, password: string) =>
    requestJson<Session>('/auth/v1/token?grant_type=password', json({ email, password })),

  signUp: (email: string, password: string, data: Record<string, unknown> = {}) =>
    requestJson<Session>('/auth/v1/signup', json({ email, password, data })),

  refresh: (refreshToken: string) =>
    requestJson<Session>('/auth/v1/token?grant_type=refresh_token', json({ refresh_token: refreshToken })),

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

  logout: (accessToken: string) =>
    requestJson<void>('/auth/v1/logout', { method: 'POST', headers: bearer(accessToken) }),
};
