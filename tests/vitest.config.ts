import { defineProject } from 'vitest/config';

// Cross-package tests that run outside a browser (the Playwright suites are in e2e/ and run with `pnpm e2e`).
export default defineProject({
  test: {
    name: 'tests',
    include: ['consistency/**/*.test.ts', 'packaging/**/*.test.ts'],
  },
});
