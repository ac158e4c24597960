import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The end-to-end tests spawn dist/index.js: build it once per run so they never test a stale binary.
    globalSetup: ['./test/build-binary.ts'],
  },
});
