import { Spinner, useAuthStore } from '@fpl-assistant/web-kit';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

/** Spec §2: 'Loading...' while the session check runs; then the page for a user, else a redirect to /. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const initialized = useAuthStore((s) => s.initialized);
  const signedIn = useAuthStore((s) => s.user !== null);
  if (!initialized) return <Spinner page />;
  if (!signedIn) return <Navigate to="/" replace />;
  return <>{children}</>;
}
