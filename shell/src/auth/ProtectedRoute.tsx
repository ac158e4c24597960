import { rememberReturnTo, Spinner, useAuthStore } from '@fpl-assistant/web-kit';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Spec §2: 'Loading...' while the session check runs; then the page for a user, else a redirect to /. The
 * address is remembered, so that signing in (/login) lands on it rather than on the dashboard.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const initialized = useAuthStore((s) => s.initialized);
  const signedIn = useAuthStore((s) => s.user !== null);
  if (!initialized) return <Spinner page />;
  if (!signedIn) return <RedirectHome />;
  return <>{children}</>;
}

/**
 * Sends a visitor home, unless a newer navigation is already under way: Sign Out pushes /login and clears the
 * user at once, but the router renders the new location in a transition, so this guard still sees the old
 * protected path. Replacing then would turn /login into / (spec: Sign Out leads to /login).
 */
function RedirectHome() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (window.location.pathname !== pathname) return;
    rememberReturnTo(`${pathname}${search}${hash}`);
    navigate('/', { replace: true });
  }, [pathname, search, hash, navigate]);
  return null;
}
