import { mfResolve, mfShared, remoteDev, remoteDevServer } from '@fpl-assistant/web-kit/mf-shared';
import { pluginPrecompress } from '@fpl-assistant/web-kit/precompress';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  resolve: mfResolve,
  plugins: [
    pluginReact(),
    // .br and .gz twins of the output, sent by the server to browsers that accept them.
    pluginPrecompress(),
    pluginModuleFederation({
      name: 'mfe_results',
      exposes: { './App': './src/App.tsx' },
      shared: mfShared,
      // No type bundle: nothing consumes the remote's types, and generating them doubles the build time.
      dts: false,
    }),
  ],
  dev: remoteDev,
  server: remoteDevServer(3003),
  // Chunks load from wherever the manifest was served, not from the host's origin.
  output: { assetPrefix: 'auto' },
  html: { title: 'FPL Assistant' },
});
