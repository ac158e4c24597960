// Node-side settings every rsbuild config imports, so the four apps agree (stack.md "Module Federation").
// Kept free of React and the DOM: rsbuild loads this file while reading its config.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const reactRouterVersion = (
  createRequire(import.meta.url)('react-router/package.json') as { version: string }
).version;

/**
 * The one Module Federation `shared` block: react, react-dom, react-router, zustand and this kit are
 * singletons, so the host and every remote use one React, one router context and one auth/flow store.
 */
export const mfShared = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  // Provided from a module re-exporting the declarative API only (see react-router-shared.ts); its own
  // 'react-router' import resolves to the package inside it, so that part is tree-shaken.
  'react-router': {
    singleton: true,
    requiredVersion: '^7.0.0',
    import: path.join(here, 'react-router-shared.ts'),
    version: reactRouterVersion,
  },
  zustand: { singleton: true, requiredVersion: '^5.0.0' },
  '@fpl-assistant/web-kit': { singleton: true, requiredVersion: '^0.1.0' },
};

/** Where the API server listens in development (`pnpm dev`); API_ORIGIN overrides it. */
export const devApiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/** rsbuild `server.proxy` for dev servers: the API and auth routes go to the API server. */
export const devApiProxy = {
  '/api': { target: devApiOrigin, changeOrigin: true },
  '/auth': { target: devApiOrigin, changeOrigin: true },
};
