import { defineConfig } from 'tsup';

// The server is an app, not a library: dependencies stay external (better-sqlite3, sharp are native).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The analysis pool loads these by path beside index.js (services/analysis-pool.ts).
    'workers/analysis-worker': 'src/workers/analysis-worker.ts',
    'workers/work-process': 'src/workers/work-process.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
});
