// Node-side settings every rsbuild config imports, so the four apps agree (stack.md "Module Federation").
// Kept free of React and the DOM: rsbuild loads this file while reading its config.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const reactRouterPackageJson = require.resolve('react-router/package.json');
const reactRouterVersion = (require(reactRouterPackageJson) as { version: string }).version;

/** The name react-router-shared.ts imports the real package under (see mfResolve). */
export const REACT_ROUTER_IMPL = '@fpl-assistant/react-router-impl';

/**
 * The one Module Federation `shared` block: react, react-dom, react-router, zustand and this kit are
 * singletons, so the host and every remote use one React, one router context and one auth/flow store.
 */
export const mfShared = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  // Provided from a module re-exporting the declarative API only (see react-router-shared.ts), which
  // imports the package under another name (mfResolve) so that part is tree-shaken.
  'react-router': {
    singleton: true,
    requiredVersion: '^7.0.0',
    import: path.join(here, 'react-router-shared.ts'),
    version: reactRouterVersion,
  },
  zustand: { singleton: true, requiredVersion: '^5.0.0' },
  '@fpl-assistant/web-kit': { singleton: true, requiredVersion: '^0.1.0' },
};

/**
 * rsbuild `resolve` for every app. react-router-shared.ts must not import 'react-router' by that name: the
 * federation plugin would turn it into a request for the shared 'react-router', i.e. for itself, and the
 * page would wait forever (blank, no error). So it imports this alias of the package's ESM entry.
 */
export const mfResolve = {
  alias: {
    // The package's exports map always points at its development build (dev warnings on); builds take the
    // production twin. rsbuild sets NODE_ENV before it reads the config.
    [`${REACT_ROUTER_IMPL}$`]: path.join(
      path.dirname(reactRouterPackageJson),
      'dist',
      process.env.NODE_ENV === 'production' ? 'production' : 'development',
      'index.mjs',
    ),
  },
};

/** Where the API server listens in development (`pnpm dev`); API_ORIGIN overrides it. */
export const devApiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/** rsbuild `server.proxy` for dev servers: the API and auth routes go to the API server. */
export const devApiProxy = {
  '/api': { target: devApiOrigin, changeOrigin: true },
  '/auth': { target: devApiOrigin, changeOrigin: true },
};

// In development the shell (another port) fetches each remote's manifest and chunks.
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * rsbuild `server` for a remote's dev server: strictPort, since a remote that silently moved port would break
 * the shell's remote URLs; CORS for the shell on localhost.
 */
export function remoteDevServer(port: number) {
  return { port, strictPort: true, proxy: devApiProxy, cors: { origin: LOCAL_ORIGIN } };
}

/** rsbuild `dev` for a remote: lazy compilation breaks shared singletons that import other shared modules. */
export const remoteDev = { lazyCompilation: false };
