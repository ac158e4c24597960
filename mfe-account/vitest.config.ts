import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-account',
    include: ['src/**/*.test.ts'],
  },
});
