// The server's suites again, on PostgreSQL: every suite that opens a database (through the test harness or a
// spawned server) runs against a real cluster that global setup initdb's and starts. Without Postgres binaries
// the project fails in CI (CI=true) and is skipped, with a warning, elsewhere.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { findPostgresBin, NO_POSTGRES_MESSAGE } from './src/testing/postgres.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const DB_MARKERS = /makeTestApp|testDatabase\(|openDatabase\(|startServer\(/;

function suites(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .filter((file) => DB_MARKERS.test(fs.readFileSync(path.join(root, file), 'utf8')));
}

const available = findPostgresBin() !== null;
if (!available && !process.env.CI) console.warn(`server-postgres: skipped. ${NO_POSTGRES_MESSAGE}`);

export default defineProject({
  test: {
    name: 'server-postgres',
    include: available || process.env.CI ? [...suites('src'), ...suites('test'), ...suites('bench')] : [],
    environment: 'node',
    testTimeout: 30_000,
    env: { TEST_DATABASE: 'postgres' },
    globalSetup: ['test/postgres/global-setup.ts'],
    setupFiles: ['test/postgres/setup-file.ts'],
  },
});
