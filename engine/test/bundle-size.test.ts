// What a browser app pays for one engine function: esbuild bundles `hitCost` alone from the built package,
// minified, and the result must stay small. The figure is printed; the pricing table and the Gemini prompt
// must not come along.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const engineDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIMIT_BYTES = 3 * 1024;

async function bundle(code: string): Promise<{ raw: string; gzip: number }> {
  const result = await build({
    stdin: { contents: code, resolveDir: engineDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const raw = result.outputFiles[0]?.text ?? '';
  return { raw, gzip: gzipSync(raw).length };
}

describe('one engine function in a browser bundle', () => {
  beforeAll(() => {
    if (!existsSync(path.join(engineDir, 'dist', 'index.js'))) {
      throw new Error('engine/dist is missing: run `pnpm build` before the tests');
    }
  });

  it(`hitCost alone is under ${LIMIT_BYTES} bytes gzip`, async () => {
    const { raw, gzip } = await bundle(
      "import { hitCost } from '@fpl-assistant/engine'; console.log(hitCost(3, 1));",
    );
    console.log(`hitCost bundle: ${raw.length} B minified, ${gzip} B gzip`);
    expect(gzip).toBeLessThan(LIMIT_BYTES);
    expect(raw).not.toContain('Season Pass');
    expect(raw).not.toContain('You write short, plain explanations');
  });

  it('the pricing table comes only with /pricing', async () => {
    const { raw } = await bundle(
      "import { PRICING_PLANS } from '@fpl-assistant/engine/pricing'; console.log(PRICING_PLANS);",
    );
    expect(raw).toContain('Season Pass');
  });
});
