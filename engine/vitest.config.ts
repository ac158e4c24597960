import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'engine',
    // The analysis tests plan a whole squad (about 2 s alone); on a loaded 2-core machine that passed 5 s.
    testTimeout: 30_000,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
