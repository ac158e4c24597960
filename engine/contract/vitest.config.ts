import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'squad-contract', include: ['src/**/*.test.ts'] },
});
