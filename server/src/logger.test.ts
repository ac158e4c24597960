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

  it('respects the level', () => {
    const lines: string[] = [];
    const logger = createLogger('error', (line) => lines.push(line));
    logger.info('hidden');
    logger.error('shown', { cause: 'x' });
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['shown']);
  });
});
