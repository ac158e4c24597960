// The served OpenAPI document is the API's contract (issue 33 §4): `redocly lint` with the recommended ruleset
// finds no error in it, and every operation has an operationId, a summary and a declared security.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from './testing/harness.js';

const run = promisify(execFile);
const redocly = join(
  dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

let dir = '';
let file = '';
let document: Document;

beforeAll(async () => {
  const { app } = makeTestApp();
  const res = await app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  const text = await res.text();
  document = JSON.parse(text) as Document;
  dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  file = join(dir, 'openapi.json');
  writeFileSync(file, text);
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) =>
      item[method] ? [{ name: `${method.toUpperCase()} ${path}`, op: item[method] }] : [],
    ),
  );

describe('the OpenAPI document', () => {
  it('passes redocly lint (recommended ruleset) without errors', { timeout: 60_000 }, async () => {
    // lint exits 1 on errors; the JSON report is on stdout either way.
    const result = await run(
      process.execPath,
      [redocly, 'lint', file, '--extends', 'recommended', '--format', 'json'],
      {
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          NO_COLOR: '1',
        },
      },
    ).catch((err: { stdout: string }) => ({ stdout: err.stdout }));
    const report = JSON.parse(result.stdout) as LintReport;
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('names, summarises and secures every operation', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(20);
    for (const { name, op } of ops) {
      expect(op.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary?.length, name).toBeGreaterThan(5);
      expect(Array.isArray(op.security), `${name} declares its security`).toBe(true);
    }
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks the public operations public and the rest bearer-only', () => {
    const publicOps = operations()
      .filter(({ op }) => op.security?.length === 0)
      .map(({ name }) => name)
      .sort();
    expect(publicOps).toEqual([
      'GET /api/fpl',
      'GET /api/fpl/team/{id}',
      'GET /api/plans',
      'GET /auth/v1/verify',
      'GET /health',
      'POST /api/webhooks/polar',
      'POST /auth/v1/recover',
      'POST /auth/v1/signup',
      'POST /auth/v1/token',
      'POST /auth/v1/verify',
    ]);
    const file = document.paths['/api/uploads/{id}/file']?.get;
    expect(file?.security).toEqual([{ bearerAuth: [] }, {}]);
  });

  it('names the deployment from config as its server', async () => {
    const { app } = makeTestApp({ env: { APP_URL: 'https://fpl.example.com' } });
    const doc = (await (await app.request('/api/openapi.json')).json()) as Document;
    expect(doc.servers).toEqual([{ url: 'https://fpl.example.com', description: expect.any(String) }]);
  });
});
