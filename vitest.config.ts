import { defineConfig } from 'vitest/config';

// One vitest run across the workspace: each package with tests has its own project config.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'engine/contract/vitest.config.ts', 'server/ocr/vitest.config.ts'],
  },
});
