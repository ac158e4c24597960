import { defineConfig } from 'tsup';

// One entry per public sub-path. Shared code goes to chunks (splitting, in CJS too) so an error class is one
// class whichever entry it came through, and a bundler importing one function takes only that function's chunk.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    app: 'src/app/index.ts',
    extraction: 'src/extraction/index.ts',
    pricing: 'src/pricing/index.ts',
    prompts: 'src/prompts/index.ts',
  },
  format: ['esm', 'cjs'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
});
