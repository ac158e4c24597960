import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { call, makeTestApp } from './testing/harness.js';

describe('structured logs', () => {
  it('writes one JSON line per request with the request id sent back to the client', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    const { app } = makeTestApp({ logger });
    const res = await call(app, 'GET', '/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    const entry = JSON.parse(lines.at(-1) ?? '{}');
    expect(entry).toMatchObject({
      level: 'info',
      msg: 'request',
      reqId: 'abc-123',
      method: 'GET',
      path: '/health',
      status: 200,
    });
    expect(entry.ms).toEqual(expect.any(Number));
  });

  it('sends X-Request-Id on every kind of response, including pre-serialised JSON and errors', async () => {
    const { app } = makeTestApp();
    const signup = await call(app, 'POST', '/auth/v1/signup', {
      body: { email: 'ids@example.com', password: 'secret123' },
    });
    const auth = { authorization: `Bearer ${signup.body.access_token}` };
    // The summary list is answered as raw JSON text; the 404 comes from the error handler.
    for (const path of ['/api/suggestions', '/api/suggestions/00000000-0000-4000-8000-000000000000']) {
      const res = await call(app, 'GET', path, { headers: auth });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const echoed = await call(app, 'GET', '/api/suggestions', {
      headers: { ...auth, 'x-request-id': 'abc-123' },
    });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123');
    // Anything but a plain token is replaced, so a caller cannot put arbitrary text into our logs.
    const odd = await call(app, 'GET', '/health', { headers: { 'x-request-id': 'a b"c' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('respects the level', () => {
    const lines: string[] = [];
    const logger = createLogger('error', (line) => lines.push(line));
    logger.info('hidden');
    logger.error('shown', { cause: 'x' });
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['shown']);
  });
});
