import { Spinner } from '@fpl-assistant/web-kit';
import { useLocation } from 'react-router';
import { ProtectedRoute } from '../auth/ProtectedRoute';
import { NotFoundPage } from '../pages/NotFoundPage';
import { usePrerenderPass } from '../prerender/use-prerender-pass';
import { RemoteApp } from './RemoteApp';
import { remoteRouteFor } from './route-table';

/** Renders the remote that owns the current path (guarded when the spec says sign-in is needed). */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const prerenderPass = usePrerenderPass();
  const route = remoteRouteFor(pathname);
  if (!route) return <NotFoundPage />;
  // The build has no remote: its prerendered HTML and the hydrating pass show the remote's loading state,
  // which the remote replaces once it has loaded.
  if (prerenderPass) return <Spinner page />;
  const app = <RemoteApp name={route.remote} />;
  return route.protected ? <ProtectedRoute>{app}</ProtectedRoute> : app;
}
