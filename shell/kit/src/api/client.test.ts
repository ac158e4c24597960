import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/auth-store.js';
import type { Session } from '../auth/session.js';
import { api } from './client.js';
import { ApiError } from './errors.js';

const INVALID_JWT = {
  error: { message: 'Invalid access token: unable to parse or verify signature', code: 'invalid_jwt' },
  error_code: 'invalid_jwt',
  msg: 'Invalid access token: unable to parse or verify signature',
};

function session(access: string, refresh: string): Session {
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: 900,
    expires_at: Math.floor(Date.now() / 1000) + 900,
    user: { id: 'u1', email: 'a@example.com' } as Session['user'],
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A stand-in server: /api/profile accepts only `good`; the refresh endpoint answers `refreshReply`. */
function stubServer(refreshReply: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const auth = new Headers(init.headers).get('authorization') ?? '';
    calls.push(`${url} ${auth}`);
    if (url.startsWith('/auth/v1/token')) return refreshReply();
    return auth === 'Bearer good' ? json(200, { ok: true }) : json(400, INVALID_JWT);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ session: null, user: null });
});

describe('api client on an unreadable token (invalid_jwt, 400)', () => {
  it('refreshes the session once and retries with the new token', async () => {
    useAuthStore.setState({ session: session('garbled', 'r1') });
    const calls = stubServer(() => json(200, session('good', 'r2')));
    await expect(api.get('/api/profile')).resolves.toEqual({ ok: true });
    expect(calls).toEqual([
      '/api/profile Bearer garbled',
      '/auth/v1/token?grant_type=refresh_token ',
      '/api/profile Bearer good',
    ]);
    expect(useAuthStore.getState().session?.access_token).toBe('good');
  });

  it('signs out when the refresh is refused, and rejects with the server error', async () => {
    useAuthStore.setState({ session: session('garbled', 'r1') });
    stubServer(() => json(400, { error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token' }));
    const failure = await api.get('/api/profile').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('invalid_jwt');
    expect(useAuthStore.getState().session).toBeNull();
    expect(useAuthStore.getState().event).toBe('SIGNED_OUT');
  });
});
