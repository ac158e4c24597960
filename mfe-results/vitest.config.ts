import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-results',
    include: ['src/**/*.test.ts'],
  },
});
