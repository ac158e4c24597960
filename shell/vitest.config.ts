import { defineProject } from 'vitest/config';

// Covers the kit too (shell/kit sits one level below the root glob '*/vitest.config.ts').
export default defineProject({
  test: {
    name: 'shell',
    include: ['src/**/*.test.ts', 'kit/src/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
