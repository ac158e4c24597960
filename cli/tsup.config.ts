import { defineConfig } from 'tsup';

// One ESM file with the engine bundled in, so `node dist/index.js` runs without the workspace around it.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  noExternal: ['@fpl-assistant/engine', '@fpl-assistant/squad-contract'],
  banner: { js: '#!/usr/bin/env node' },
});
