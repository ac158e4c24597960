import { defineConfig } from 'tsup';

// The server is an app, not a library: dependencies stay external (better-sqlite3, sharp are native).
// Two more entries let the CLI reuse the OCR extractor (./extraction) and the request schemas (./schemas), so a
// squad file is checked exactly as the API checks a squad.
export default defineConfig({
  entry: { index: 'src/index.ts', extraction: 'src/extraction/index.ts', schemas: 'src/schemas.ts' },
  dts: { entry: { extraction: 'src/extraction/index.ts', schemas: 'src/schemas.ts' } },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
});
