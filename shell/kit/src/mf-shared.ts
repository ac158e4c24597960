// Node-side settings every rsbuild config imports, so the four apps agree (stack.md "Module Federation").
// Kept free of React and the DOM: rsbuild loads this file while reading its config.

/**
 * The one Module Federation `shared` block: react, react-dom, react-router, zustand and this kit are
 * singletons, so the host and every remote use one React, one router context and one auth/flow store.
 */
export const mfShared = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router': { singleton: true, requiredVersion: '^7.0.0' },
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
