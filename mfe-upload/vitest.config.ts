import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-upload',
    include: ['src/**/*.test.ts'],
  },
});
