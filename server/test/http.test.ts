import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { silentLogger } from '../src/logger.js';
import { directoryFplService } from '../src/services/fpl.js';
import { memoryStorage } from '../src/services/storage.js';
import { FIXTURE_DIR, sampleSquad, testClock, testDatabase } from '../src/testing/harness.js';
import { pngBytes } from '../src/testing/images.js';
import { streamedUpload } from '../src/testing/streamed-upload.js';

// The same app over a real socket: headers, streaming bodies and limits as a browser meets them.
let base = '';
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  const clock = testClock(new Date().toISOString());
  const config = { ...testConfig({ TRUST_PROXY: 'false' }) };
  const db = testDatabase();
  const app = createApp({
    db,
    config,
    clock,
    logger: silentLogger,
    storage: memoryStorage(),
    fpl: directoryFplService(FIXTURE_DIR, clock),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

describe('HTTP on a real port', () => {
  it('runs the whole flow: sign up, upload, analyze, save, list, fetch the screenshot', async () => {
    const health = await fetch(`${base}/health`);
    expect(health.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);

    const signup = await fetch(`${base}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json;charset=UTF-8' },
      body: JSON.stringify({ email: 'http@example.com', password: 'secret123' }),
    });
    expect(signup.status).toBe(200);
    const { access_token: token } = (await signup.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}` };

    const form = new FormData();
    form.append('file', new File([new Uint8Array(pngBytes(1080, 1920))], 'team.png', { type: 'image/png' }));
    const upload = await fetch(`${base}/api/uploads`, { method: 'POST', headers: auth, body: form });
    expect(upload.status).toBe(201);
    const uploaded = (await upload.json()) as { url: string };

    const analyze = await fetch(`${base}/api/ai/analyze`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ extractedData: sampleSquad(3), gameweek: 3 }),
    });
    expect(analyze.status).toBe(200);
    const { recommendations } = (await analyze.json()) as { recommendations: unknown };

    const save = await fetch(`${base}/api/suggestions`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        gameweek: 3,
        extractedData: sampleSquad(3),
        recommendations,
        screenshotUrl: uploaded.url,
      }),
    });
    expect(save.status).toBe(201);

    // The list is answered as raw JSON text; the request id still rides on it, and a caller's own id is echoed.
    const listed = await fetch(`${base}/api/suggestions?limit=3`, {
      headers: { ...auth, 'x-request-id': 'trace-42' },
    });
    expect(listed.headers.get('x-request-id')).toBe('trace-42');
    const list = (await listed.json()) as { screenshotUrl: string }[];
    expect(list).toHaveLength(1);
    const image = await fetch(list[0]?.screenshotUrl.replace('http://app.test', base) ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const fpl = await fetch(`${base}/api/fpl?endpoint=${encodeURIComponent('/fixtures/?event=3')}`);
    expect(fpl.status).toBe(200);
  });

  it('stops a streamed upload over the limit with 413', async () => {
    const signup = await fetch(`${base}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'big@example.com', password: 'secret123' }),
    });
    const { access_token: token } = (await signup.json()) as { access_token: string };
    const form = new FormData();
    form.append(
      'file',
      new File([new Uint8Array(pngBytes(100, 100, 11 * 1024 * 1024))], 'big.png', { type: 'image/png' }),
    );
    const res = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('file_too_large');

    // Sent without Content-Length (chunked): cut off at 10 MB of file, and the client still reads the answer.
    const upload = streamedUpload(pngBytes(1000, 1000), 30 * 1024 * 1024);
    const chunked = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': upload.contentType },
      body: upload.body,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(((await chunked.json()) as { error: { message: string } }).error.message).toBe(
      'File size must be less than 10MB',
    );
    expect(upload.pulled()).toBeLessThan(upload.length);
  });

  it('answers malformed JSON with 400 over the wire', async () => {
    const res = await fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
  });
});
