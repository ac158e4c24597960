// Build-time compression for every front end's dist/: a brotli (.br) and a gzip (.gz) twin beside each
// compressible file, so the server sends compressed bytes without compressing on each request. Plain
// JavaScript so both an rsbuild config and a Node script (shell/scripts/prerender.mjs) can import it.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
// Below this a compressed body plus its header saves nothing worth a second file.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes `twin` when it is smaller than the file itself; else removes a twin left by an earlier build. */
function writeTwin(twin, compressed, rawLength) {
  if (compressed.length < rawLength) fs.writeFileSync(twin, compressed);
  else fs.rmSync(twin, { force: true });
}

/**
 * Compresses every file worth it under `dir` (brotli at its top quality, gzip at 9: paid once per build) on
 * libuv's thread pool, so both cores work; returns the bytes before and after brotli.
 */
export async function precompress(dir) {
  const sizes = await Promise.all(
    [...files(dir)]
      .filter((file) => COMPRESSIBLE.has(path.extname(file)))
      .map(async (file) => {
        const body = fs.readFileSync(file);
        if (body.length < MIN_BYTES) return { raw: 0, brotli: 0 };
        const [br, gz] = await Promise.all([
          brotliCompress(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzip(body, { level: 9 }),
        ]);
        // A twin only where it is smaller: the server falls back to the file itself.
        writeTwin(`${file}.br`, br, body.length);
        writeTwin(`${file}.gz`, gz, body.length);
        return { raw: body.length, brotli: Math.min(br.length, body.length) };
      }),
  );
  return sizes.reduce((sum, s) => ({ raw: sum.raw + s.raw, brotli: sum.brotli + s.brotli }), {
    raw: 0,
    brotli: 0,
  });
}

/**
 * An rsbuild plugin: precompresses the build's output once `rsbuild build` has written it (not in dev).
 * For the remotes; the shell calls precompress() itself after writing its prerendered pages.
 */
export function pluginPrecompress() {
  return {
    name: 'fpl:precompress',
    setup(api) {
      api.onAfterBuild(async () => {
        const dist = api.context.distPath;
        const started = performance.now();
        const { raw, brotli } = await precompress(dist);
        api.logger.info(
          `precompress: ${(raw / 1024).toFixed(1)} KB -> ${(brotli / 1024).toFixed(1)} KB brotli in ` +
            `${path.relative(process.cwd(), dist) || dist} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
      });
    },
  };
}
