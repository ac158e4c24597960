/** Writes a .br and a .gz twin beside every compressible file of `dir` (only where smaller). */
export function precompress(dir: string): Promise<{ raw: number; brotli: number }>;

/** The parts of rsbuild's plugin API the plugin uses (the kit does not depend on @rsbuild/core). */
interface PrecompressPluginApi {
  context: { distPath: string };
  logger: { info(message: string): void };
  onAfterBuild(handler: () => Promise<void>): void;
}

/** An rsbuild plugin that precompresses the build's output after `rsbuild build`. */
export function pluginPrecompress(): { name: string; setup(api: PrecompressPluginApi): void };
