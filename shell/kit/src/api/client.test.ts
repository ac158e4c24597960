import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/auth-store.js';
import type { Session } from '../auth/session.js';
import { api, ok, publicApi } from './client.js';
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
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const auth = request.headers.get('authorization') ?? '';
    calls.push(`${request.method} ${url.pathname}${url.search} ${auth}`.trimEnd());
    if (url.pathname === '/auth/v1/token') return refreshReply();
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
    await expect(ok(api.GET('/api/profile'))).resolves.toEqual({ ok: true });
    expect(calls).toEqual([
      'GET /api/profile Bearer garbled',
      'POST /auth/v1/token?grant_type=refresh_token',
      'GET /api/profile Bearer good',
    ]);
    expect(useAuthStore.getState().session?.access_token).toBe('good');
  });

  it('signs out when the refresh is refused, and rejects with the server error', async () => {
    useAuthStore.setState({ session: session('garbled', 'r1') });
    stubServer(() => json(400, { error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token' }));
    const failure = await ok(api.GET('/api/profile')).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('invalid_jwt');
    expect(useAuthStore.getState().session).toBeNull();
    expect(useAuthStore.getState().event).toBe('SIGNED_OUT');
  });
});

describe('api client requests', () => {
  it('sends the body, path and query the document describes, and resends a body after a refresh', async () => {
    useAuthStore.setState({ session: session('garbled', 'r1') });
    const seen: { method: string; path: string; auth: string; body: string; type: string | null }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/auth/v1/token') return json(200, session('good', 'r2'));
      const auth = request.headers.get('authorization') ?? '';
      seen.push({
        method: request.method,
        path: `${url.pathname}${url.search}`,
        auth,
        body: await request.text(),
        type: request.headers.get('content-type'),
      });
      return auth === 'Bearer good' ? json(201, { id: 's1' }) : json(401, { error: { message: 'expired' } });
    });
    const saved = await ok(
      api.POST('/api/suggestions', {
        body: { title: 'GW2', extractedData: { players: [] }, recommendations: {} } as never,
      }),
    );
    expect(saved).toEqual({ id: 's1' });
    expect(seen.map((s) => `${s.method} ${s.path} ${s.auth}`)).toEqual([
      'POST /api/suggestions Bearer garbled',
      'POST /api/suggestions Bearer good',
    ]);
    // The retry carries the same JSON body, not an emptied stream.
    expect(seen[1]?.body).toBe(seen[0]?.body);
    expect(JSON.parse(seen[1]?.body ?? '')).toMatchObject({ title: 'GW2' });
    expect(seen[1]?.type).toBe('application/json');
  });

  it('rejects with the server’s message, and status 0 when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () =>
      json(404, { error: { message: 'Suggestion not found', code: 'not_found' } }),
    );
    const missing = await ok(
      publicApi.GET('/api/suggestions/{id}', { params: { path: { id: 'a b' } } }),
    ).catch((err: unknown) => err);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, code: 'not_found', message: 'Suggestion not found' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const offline = await ok(publicApi.GET('/api/usage')).catch((err: unknown) => err);
    expect(offline).toMatchObject({ status: 0, code: 'network_error', retryable: true });
  });

  it('encodes path parameters', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      urls.push(new URL(request.url).pathname);
      return new Response(null, { status: 204 });
    });
    await expect(
      ok(publicApi.DELETE('/api/suggestions/{id}', { params: { path: { id: 'a/b c' } } })),
    ).resolves.toBeUndefined();
    expect(urls).toEqual(['/api/suggestions/a%2Fb%20c']);
  });
});
