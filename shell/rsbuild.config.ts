import { devApiProxy, mfResolve, mfShared } from '@fpl-assistant/web-kit/mf-shared';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { devWebConfig } from './src/remotes/dev-web-config';

export default defineConfig({
  resolve: mfResolve,
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      // No build-time remotes: their manifest URLs come from /web-config.json at run time.
      remotes: {},
      shared: mfShared,
      runtimePlugins: ['./src/remotes/runtime-plugin.ts'],
    }),
  ],
  server: {
    port: 3001,
    strictPort: true,
    proxy: devApiProxy,
  },
  dev: {
    // In development the shell answers /web-config.json itself: remotes on their own dev servers.
    setupMiddlewares: [
      (middlewares) => {
        middlewares.unshift((req, res, next) => {
          if (req.url !== '/web-config.json') return next();
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(devWebConfig(process.env)));
        });
      },
    ],
  },
  html: {
    title: 'FPL Assistant',
    template: './src/index.html',
    favicon: './src/assets/favicon.svg',
  },
  output: { assetPrefix: '/' },
});
