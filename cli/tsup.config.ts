import { defineConfig } from 'tsup';

// One ESM file. The squad contract (a private workspace package) is bundled in; the engine, commander and zod
// are dependencies, and the OCR package is imported lazily by the commands that read images.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  noExternal: ['@fpl-assistant/squad-contract'],
  banner: { js: '#!/usr/bin/env node' },
});
