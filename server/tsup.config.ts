import { defineConfig } from 'tsup';

// The server is an app, not a library: one ESM entry, dependencies stay external (better-sqlite3 is native).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
});
