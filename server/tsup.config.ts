import { defineConfig } from 'tsup';

// The server is an app, not a library: dependencies stay external (better-sqlite3, sharp are native).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The analysis pool loads it by path beside index.js (services/analysis-pool.ts).
    'workers/analysis-worker': 'src/workers/analysis-worker.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
});
