import { defineConfig } from 'tsup';

// ESM for Node only: sharp and tesseract.js are native/worker code and stay dependencies, as does the engine.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
});
