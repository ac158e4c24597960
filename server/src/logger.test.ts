import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { createLogger, logFormat, scrubText } from './logger.js';
import { REQUEST_LINES_PER_WINDOW } from './middleware/request-log.js';
import { call, makeTestApp, signUp } from './testing/harness.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

  it('carries the request id on every line a route writes, not only the request line', async () => {
    const lines: string[] = [];
    const { app } = makeTestApp({ logger: createLogger('debug', (line) => lines.push(line)) });
    const user = await signUp(app);
    const refresh = (id: string, token: string) =>
      call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
        body: { refresh_token: token },
        headers: { 'x-request-id': id },
      });
    expect((await refresh('first-use', user.refresh_token)).status).toBe(200);
    expect((await refresh('reuse-1', user.refresh_token)).status).toBe(400);
    const entries = lines.map((line) => JSON.parse(line));
    const reuse = entries.filter((e) => e.msg === 'refresh token reuse: session revoked');
    expect(reuse).toHaveLength(1);
    expect(reuse[0]).toMatchObject({ level: 'info', reqId: 'reuse-1' });
    expect(entries.filter((e) => e.reqId === 'reuse-1').map((e) => e.msg)).toEqual([
      'refresh token reuse: session revoked',
      'request',
    ]);
    // One reqId key a line, not the bound one and a field again.
    for (const line of lines) expect(line.match(/"reqId"/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe('secrets never reach the logs', () => {
  const secrets = {
    bearer: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg',
    cookie: 'fpl_refresh=cookie-secret-value-123',
    password: 'hunter2-correct-horse',
    refresh: 'refresh-secret-abcdef123456',
    apiKey: 'AIzaSy-gemini-key-0123456789',
    webhook: 'whsec_polar_secret_987654',
    dbPassword: 'pg-pass-s3cret',
  };

  it('redacts secret keys at any of three levels and secrets inside free text', () => {
    const lines: string[] = [];
    const logger = createLogger('debug', (line) => lines.push(line));
    logger.info('incoming', {
      headers: {
        authorization: `Bearer ${secrets.bearer}`,
        cookie: secrets.cookie,
        'x-goog-api-key': secrets.apiKey,
      },
      body: { email: 'a@example.com', password: secrets.password, refresh_token: secrets.refresh },
      req: { headers: { authorization: `Bearer ${secrets.bearer}`, 'set-cookie': secrets.cookie } },
    });
    logger.error('upstream failed', {
      apiKey: secrets.apiKey,
      api_key: secrets.apiKey,
      token: secrets.refresh,
      access_token: secrets.bearer,
      secret: secrets.webhook,
      POLAR_WEBHOOK_SECRET: secrets.webhook,
      password: secrets.password,
      error: `401 from https://api.example/v1?key=${secrets.apiKey}&q=1 (sent Authorization: Bearer ${secrets.bearer})`,
      url: `postgres://fpl:${secrets.dbPassword}@db.internal:5432/fpl`,
    });
    logger.debug(`token ${secrets.bearer} refused`);
    const caller = { Authorization: `Bearer ${secrets.bearer}`, nested: { Password: secrets.password } };
    logger.info('headers as sent', caller);
    // The caller's own object is not touched.
    expect(caller.nested.Password).toBe(secrets.password);
    const output = lines.join('\n');
    for (const [name, value] of Object.entries(secrets)) {
      expect(output, name).not.toContain(value);
    }
    const [incoming, failed, debug, sent] = lines.map((line) => JSON.parse(line));
    expect(sent).toMatchObject({ Authorization: '[redacted]', nested: { Password: '[redacted]' } });
    expect(incoming.body).toEqual({
      email: 'a@example.com',
      password: '[redacted]',
      refresh_token: '[redacted]',
    });
    expect(incoming.headers.authorization).toBe('[redacted]');
    expect(incoming.req.headers).toEqual({ authorization: '[redacted]', 'set-cookie': '[redacted]' });
    expect(failed.error).toBe(
      '401 from https://api.example/v1?key=[redacted]&q=1 (sent Authorization: Bearer [redacted])',
    );
    expect(failed.url).toBe('postgres://fpl:[redacted]@db.internal:5432/fpl');
    expect(debug.msg).toBe('token [redacted] refused');
  });

  it('leaves ordinary text alone', () => {
    const text = 'GET /api/suggestions 200: keyed by season=2025-26, user abc-123';
    expect(scrubText(text)).toBe(text);
  });

  it('a whole sign-up, sign-in, refresh and signed-in session at debug writes no password or token', async () => {
    const lines: string[] = [];
    const { app } = makeTestApp({ logger: createLogger('debug', (line) => lines.push(line)) });
    const password = 'Correct-Horse-Battery-9';
    const signup = await call(app, 'POST', '/auth/v1/signup', {
      body: { email: 'logs@example.com', password },
    });
    expect(signup.status).toBe(200);
    const signin = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: 'logs@example.com', password },
      headers: { 'x-refresh-cookie': '1' },
    });
    const cookie = signin.headers.getSetCookie().join('; ');
    const refreshed = await call(app, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: signup.body.refresh_token },
    });
    const tokens = [
      signup.body.access_token,
      signup.body.refresh_token,
      signin.body.access_token,
      refreshed.body.access_token,
      refreshed.body.refresh_token,
      cookie.split(';')[0]?.split('=')[1],
    ];
    for (const token of [signup.body.access_token, signin.body.access_token]) {
      await call(app, 'GET', '/api/profile', { token, headers: { cookie } });
    }
    await call(app, 'GET', '/api/profile', {
      headers: { authorization: `Bearer ${signup.body.refresh_token}` },
    });
    expect(lines.length).toBeGreaterThan(5);
    const output = lines.join('\n');
    expect(output).not.toContain(password);
    for (const token of tokens) {
      expect(token).toMatch(/.{16,}/);
      expect(output).not.toContain(token);
    }
  });
});

describe('output', () => {
  /** Runs a few lines through the real stdout logger in a child process, which exits at once. */
  const run = (format: 'json' | 'pretty') =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { createLogger } from './src/logger.ts';
         const logger = createLogger('info', { format: '${format}' });
         logger.info('listening', { port: 3000, password: 'hunter2-secret' });
         logger.child({ reqId: 'req-7' }).error('upstream failed', { error: 'boom' });
         process.exit(0);`,
      ],
      { cwd: serverDir, encoding: 'utf8', timeout: 20_000 },
    );

  it('is pretty only for a developer at a terminal, unless LOG_FORMAT says', () => {
    expect(logFormat({ NODE_ENV: 'development' }, true)).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'development' }, false)).toBe('json');
    expect(logFormat({ NODE_ENV: 'production' }, true)).toBe('json');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'development', LOG_FORMAT: 'json' }, true)).toBe('json');
  });

  it('writes JSON lines on stdout, flushed when the process exits at once', () => {
    const { stdout, status } = run('json');
    expect(status).toBe(0);
    const entries = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(entries).toEqual([
      expect.objectContaining({ level: 'info', msg: 'listening', port: 3000, password: '[redacted]' }),
      expect.objectContaining({ level: 'error', msg: 'upstream failed', reqId: 'req-7', error: 'boom' }),
    ]);
    expect(entries[0].time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('formats lines for a terminal with pino-pretty in development, secrets still redacted', () => {
    const { stdout, status } = run('pretty');
    expect(status).toBe(0);
    const text = stripVTControlCharacters(stdout);
    expect(text).toMatch(/INFO.*listening/);
    expect(text).toMatch(/ERROR.*upstream failed/);
    expect(text).toMatch(/reqId: "req-7"/);
    expect(text).not.toContain('hunter2-secret');
    expect(() => JSON.parse(stdout.split('\n')[0] ?? '')).toThrow();
  });
});
