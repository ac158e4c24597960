import { useLocation } from 'react-router';
import { ProtectedRoute } from '../auth/ProtectedRoute';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteApp } from './RemoteApp';
import { remoteRouteFor } from './route-table';

/** Renders the remote that owns the current path (guarded when the spec says sign-in is needed). */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const route = remoteRouteFor(pathname);
  if (!route) return <NotFoundPage />;
  const app = <RemoteApp name={route.remote} />;
  return route.protected ? <ProtectedRoute>{app}</ProtectedRoute> : app;
}
