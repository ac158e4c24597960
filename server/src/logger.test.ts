import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.js';
import { REQUEST_LINES_PER_WINDOW } from './middleware/request-log.js';
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

  it('summarises request lines under load at info: 1,000 requests do not write 1,000 lines', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const lines: string[] = [];
    const { app } = makeTestApp({ logger: createLogger('info', (line) => lines.push(line)) });
    const statuses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        Promise.resolve(app.request(i % 4 === 0 ? '/api/profile' : '/health')).then((res) => res.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(250);
    const requestLines = lines.map((line) => JSON.parse(line)).filter((e) => e.msg === 'request');
    expect(requestLines.length).toBe(REQUEST_LINES_PER_WINDOW);
    // The rest are counted, not lost: one summary line when the window closes.
    vi.advanceTimersByTime(10_000);
    vi.useRealTimers();
    const summaries = lines.map((line) => JSON.parse(line)).filter((e) => e.msg === 'requests');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({ level: 'info', written: 20, summarised: 980 });
    expect(summaries[0].byStatus['2xx'] + summaries[0].byStatus['4xx']).toBe(980);
    expect(lines.length).toBeLessThanOrEqual(REQUEST_LINES_PER_WINDOW + 1);
  });

  it('writes every request line at debug', async () => {
    const lines: string[] = [];
    const { app } = makeTestApp({ logger: createLogger('debug', (line) => lines.push(line)) });
    for (let i = 0; i < 50; i++) await app.request('/health');
    expect(lines.filter((line) => JSON.parse(line).msg === 'request')).toHaveLength(50);
  });
});
