import { defineConfig } from 'tsup';

// ESM with declarations; the engine and zod stay dependencies, so the server and the CLI share one zod.
export default defineConfig({
  entry: { index: 'src/index.ts', limits: 'src/limits.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
});
