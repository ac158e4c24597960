// Issue 31: a 16 MB anonymous JSON body to POST /api/ai/extract was read and depth-scanned before the 401. Now
// authentication (and, on the anonymous auth calls, the per-address limit) comes before any byte of the body is
// read, and each route has its own cap, counted while the body streams in.
import { describe, expect, it } from 'vitest';
import { jsonBodyCap } from './app.js';
import { call, makeTestApp, sampleSquad, signUp, type TestApp } from './testing/harness.js';

const MB = 1024 * 1024;

/** A body of `bytes` bytes, streamed in 64 KB chunks, that records how much of it the server pulled. */
function countingBody(bytes: number) {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

async function post(
  app: TestApp,
  path: string,
  bytes: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; pulled: number; body: unknown }> {
  const body = countingBody(bytes);
  const res = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body.stream,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, pulled: body.pulled(), body: await res.json() };
}

describe('bodies are read only after authentication, within each route’s cap', () => {
  it('answers an anonymous 16 MB extraction 401 without reading the body', async () => {
    const { app } = makeTestApp();
    const res = await post(app, '/api/ai/extract', 16 * MB);
    expect(res.status).toBe(401);
    // The stream's first chunk may be queued ahead of the read; nothing more.
    expect(res.pulled).toBeLessThanOrEqual(128 * 1024);
    const forged = await post(app, '/api/ai/analyze', 4 * MB, { authorization: 'Bearer not-a-token' });
    expect(forged.status).toBe(400);
    expect(forged.pulled).toBeLessThanOrEqual(128 * 1024);
  });

  it('refuses an address over its sign-in limit before reading the body', async () => {
    const { app } = makeTestApp({ env: { RATE_LIMIT_MAX_PER_IP: '2' } });
    for (let i = 0; i < 2; i++) {
      const res = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: `n${i}@x.io`, password: 'guess-guess' },
      });
      expect(res.status).toBe(400);
    }
    const res = await post(app, '/auth/v1/token?grant_type=password', 1 * MB);
    expect(res.status).toBe(429);
    expect(res.pulled).toBeLessThanOrEqual(128 * 1024);
  });

  it('stops a signed-in body at its route’s cap while it streams (no Content-Length)', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    const auth = { authorization: `Bearer ${s.access_token}` };
    const analyze = await post(app, '/api/ai/analyze', 4 * MB, auth);
    expect(analyze.status).toBe(413);
    expect(analyze.pulled).toBeLessThanOrEqual(jsonBodyCap('/api/ai/analyze') + 128 * 1024);
    const profile = await call(app, 'PATCH', '/api/profile', {
      token: s.access_token,
      body: { name: 'x'.repeat(20_000) },
    });
    expect(profile.status).toBe(413);
    const extract = await post(app, '/api/ai/extract', 15 * MB, auth);
    expect(extract.status).toBe(413);
    expect(extract.body).toEqual({
      success: false,
      error: { code: 'file_too_large', message: 'File size must be less than 10MB' },
    });
    expect(extract.pulled).toBeLessThanOrEqual(jsonBodyCap('/api/ai/extract') + 128 * 1024);
  });

  it('sizes each cap to what the route takes', async () => {
    // The base64 of the largest screenshot fits the extraction's cap; a squad fits the analysis's many times.
    expect(jsonBodyCap('/api/ai/extract')).toBeGreaterThanOrEqual(4 * Math.ceil((10 * MB) / 3) + 100);
    expect(jsonBodyCap('/api/ai/extract')).toBeLessThan(14 * MB);
    expect(JSON.stringify({ extractedData: sampleSquad(), gameweek: 3 }).length * 4).toBeLessThan(
      jsonBodyCap('/api/ai/analyze'),
    );
    expect(jsonBodyCap('/api/profile')).toBeLessThanOrEqual(16 * 1024);
  });
});
