import type { RemoteName } from './web-config-types';

export interface RemoteRoute {
  /** A path the remote owns; ':param' matches one segment. */
  path: string;
  remote: RemoteName;
  /** Spec §2: sign-in needed. */
  protected: boolean;
}

/** Which remote renders which page (spec §2 routes); the remote's own <Routes> picks the screen. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/login', remote: 'mfe_account', protected: false },
  { path: '/register', remote: 'mfe_account', protected: false },
  { path: '/forgot-password', remote: 'mfe_account', protected: false },
  { path: '/reset-password', remote: 'mfe_account', protected: false },
  { path: '/pricing', remote: 'mfe_account', protected: false },
  { path: '/dashboard', remote: 'mfe_account', protected: true },
  { path: '/demo', remote: 'mfe_upload', protected: false },
  { path: '/demo/analyzing', remote: 'mfe_upload', protected: false },
  { path: '/demo/confirm', remote: 'mfe_upload', protected: false },
  { path: '/demo/analyzing-recommendations', remote: 'mfe_upload', protected: false },
  { path: '/upload', remote: 'mfe_upload', protected: true },
  { path: '/analyze', remote: 'mfe_upload', protected: true },
  { path: '/confirm', remote: 'mfe_upload', protected: true },
  { path: '/analyzing-recommendations', remote: 'mfe_upload', protected: true },
  { path: '/demo/results', remote: 'mfe_results', protected: false },
  { path: '/results', remote: 'mfe_results', protected: true },
  { path: '/history', remote: 'mfe_results', protected: true },
  { path: '/suggestion/:id', remote: 'mfe_results', protected: true },
];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? (got[i] ?? '') !== '' : part === got[i]));
}

/** The remote route for a pathname, or undefined (the shell's own pages and not-found). */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '') || '/';
  return REMOTE_ROUTES.find((route) => matches(route.path, path));
}
