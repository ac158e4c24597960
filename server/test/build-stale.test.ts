// `pnpm start`'s staleness check (server/scripts/build-stale.mjs): generated folders (TypeDoc's docs, coverage,
// test results, the server's data) never make a package stale; its sources do, a source folder named docs included.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtAt, newestSource } from '../scripts/build-stale.mjs';

const BUILD = new Date('2026-01-01T10:00:00Z');
const LATER = new Date('2026-01-01T11:00:00Z');
const EARLIER = new Date('2026-01-01T09:00:00Z');

let pkg = '';

/** Write a file under the package with the given modification time. */
function file(relative: string, at: Date) {
  const full = join(pkg, relative);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, at, at);
}

const stale = () => newestSource(pkg) > builtAt(pkg);

beforeEach(() => {
  pkg = mkdtempSync(join(tmpdir(), 'build-stale-'));
  file('package.json', EARLIER);
  file('src/index.ts', EARLIER);
  file('src/routes/docs/index.ts', EARLIER);
  file('dist/index.js', BUILD);
});
afterEach(() => {
  rmSync(pkg, { recursive: true, force: true });
});

describe('build-stale', () => {
  it('is up to date when nothing changed since the build', () => {
    expect(builtAt(pkg)).toBe(BUILD.getTime());
    expect(stale()).toBe(false);
  });

  it.each([
    'docs/index.html',
    'docs/assets/search.js',
    'coverage/lcov.info',
    'test-results/run/trace.zip',
    'playwright-report/index.html',
    'bench-results/mixed.json',
    'data/fpl.sqlite',
    'node_modules/.vite/results.json',
    'src/deep/coverage/lcov.info',
    'tsconfig.tsbuildinfo',
    'src/foo.test.ts',
    'README.md',
  ])('ignores %s, written after the build', (generated) => {
    file(generated, LATER);
    expect(stale()).toBe(false);
  });

  it.each(['src/index.ts', 'src/routes/docs/index.ts', 'package.json', 'tsup.config.ts'])(
    'rebuilds when %s changed after the build',
    (source) => {
      file(source, LATER);
      expect(stale()).toBe(true);
    },
  );

  it('counts a package never built as stale', () => {
    rmSync(join(pkg, 'dist'), { recursive: true });
    expect(builtAt(pkg)).toBe(0);
    expect(stale()).toBe(true);
  });
});
