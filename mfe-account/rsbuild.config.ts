import { devApiProxy, mfResolve, mfShared } from '@fpl-assistant/web-kit/mf-shared';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// In development the shell (another port) fetches this remote's manifest and chunks.
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

export default defineConfig({
  resolve: mfResolve,
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mfe_account',
      exposes: { './App': './src/App.tsx' },
      shared: mfShared,
      // The shell loads remotes at run time from their manifest; no type bundle is needed.
      dts: false,
    }),
  ],
  // Lazy compilation breaks shared singletons that import other shared modules (the kit imports react-router).
  dev: { lazyCompilation: false },
  // strictPort: a remote that silently moved port would break the shell's remote URLs.
  server: { port: 3004, strictPort: true, proxy: devApiProxy, cors: { origin: LOCAL_ORIGIN } },
  // Chunks load from wherever the manifest was served, not from the host's origin.
  output: { assetPrefix: 'auto' },
  html: { title: 'FPL Assistant' },
});
