// Issue 16: "tokens live in localStorage, so an XSS would be a session theft". The web kit keeps the access token
// in memory and lets the server hold the refresh token in an httpOnly cookie; on load it refreshes through it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_FLAG_KEY, useAuthStore } from './auth-store.js';
import type { Session } from './session.js';

const items = new Map<string, string>();
const memoryStorage = {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
};

const session = (access: string): Session => ({
  access_token: access,
  refresh_token: '',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: Math.floor(Date.now() / 1000) + 900,
  user: { id: 'u1', email: 'a@example.com', user_metadata: {}, created_at: '', last_sign_in_at: null },
});
const profile = { id: 'u1', email: 'a@example.com', name: null, fplTeamId: null, tier: 'free' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Sent {
  url: string;
  headers: Headers;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

/** A stand-in server; `refreshOk` says whether the cookie still holds a session. */
function stubServer(refreshOk: boolean) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname, search } = new URL(request.url);
    const url = `${pathname}${search}`;
    const body = await request.text();
    sent.push({ url, headers: request.headers, body: body || undefined, credentials: request.credentials });
    if (url.startsWith('/auth/v1/token?grant_type=password')) return json(200, session('from-password'));
    if (url.startsWith('/auth/v1/token?grant_type=refresh_token')) {
      return refreshOk
        ? json(200, session('from-cookie'))
        : json(400, { error_code: 'validation_failed', msg: 'refresh_token is required' });
    }
    if (url === '/api/profile') return json(200, profile);
    if (url.startsWith('/auth/v1/logout')) return new Response(null, { status: 204 });
    return json(404, {});
  });
  return sent;
}

beforeEach(() => {
  items.clear();
  vi.stubGlobal('localStorage', memoryStorage);
  useAuthStore.setState({ session: null, user: null, initialized: false, loading: true, event: null });
});
afterEach(() => vi.unstubAllGlobals());

const storedText = () => [...items.values()].join('\n');

describe('web session: access token in memory, refresh token in an httpOnly cookie', () => {
  it('signing in asks for the cookie and stores no token in localStorage', async () => {
    const sent = stubServer(true);
    await useAuthStore.getState().signIn('a@example.com', 'secret123');
    expect(useAuthStore.getState().session?.access_token).toBe('from-password');
    const signIn = sent.find((s) => s.url.includes('grant_type=password'));
    expect(signIn?.headers.get('x-refresh-cookie')).toBe('1');
    expect(signIn?.credentials).toBe('same-origin');
    expect(storedText()).not.toContain('from-password');
    expect(items.get(SIGNED_IN_FLAG_KEY)).toBe('1');
  });

  it('on load it refreshes through the cookie (no token in the body) and keeps the user signed in', async () => {
    const sent = stubServer(true);
    items.set(SIGNED_IN_FLAG_KEY, '1');
    // A session an older version left in localStorage is removed.
    items.set('fpl-assistant.auth', JSON.stringify(session('old')));
    await useAuthStore.getState().initialize();
    const refresh = sent.find((s) => s.url.includes('grant_type=refresh_token'));
    expect(refresh?.body).toBe('{}');
    expect(refresh?.headers.get('x-refresh-cookie')).toBe('1');
    expect(useAuthStore.getState().session?.access_token).toBe('from-cookie');
    expect(useAuthStore.getState().user?.id).toBe('u1');
    expect(items.has('fpl-assistant.auth')).toBe(false);
    expect(storedText()).not.toContain('from-cookie');
  });

  it('a visitor who never signed in sends no refresh; a spent cookie leaves the visitor signed out', async () => {
    const sent = stubServer(false);
    await useAuthStore.getState().initialize();
    expect(sent).toEqual([]);
    expect(useAuthStore.getState().user).toBeNull();
    useAuthStore.setState({ initialized: false });
    items.set(SIGNED_IN_FLAG_KEY, '1');
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState().session).toBeNull();
    expect(items.has(SIGNED_IN_FLAG_KEY)).toBe(false);
  });

  it('signing out ends the session on the server (which clears the cookie) and drops the flag', async () => {
    const sent = stubServer(true);
    await useAuthStore.getState().signIn('a@example.com', 'secret123');
    await useAuthStore.getState().signOut();
    const logout = sent.find((s) => s.url.startsWith('/auth/v1/logout'));
    expect(logout?.headers.get('authorization')).toBe('Bearer from-password');
    expect(useAuthStore.getState().session).toBeNull();
    expect(items.size).toBe(0);
  });
});
