import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'recorded-season', include: ['src/**/*.test.ts'] },
});
