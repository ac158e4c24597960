import { defineConfig } from 'vitest/config';

// One vitest run across the workspace: each package with tests has its own project config. The server's suites
// run twice: on SQLite (server/vitest.config.ts) and on a throwaway PostgreSQL (server/vitest.postgres.config.ts).
export default defineConfig({
  test: {
    projects: [
      '*/vitest.config.ts',
      'engine/contract/vitest.config.ts',
      'server/ocr/vitest.config.ts',
      'tests/recorded-season/vitest.config.ts',
      'server/vitest.postgres.config.ts',
    ],
  },
});
