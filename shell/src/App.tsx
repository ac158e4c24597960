import { Spinner, useAuthStore } from '@fpl-assistant/web-kit';
import { Route, Routes } from 'react-router';
import { NavBar } from './nav/NavBar';
import { LandingPage } from './pages/LandingPage';
import { usePrerenderPass } from './prerender/use-prerender-pass';
import { RemoteOutlet } from './remotes/RemoteOutlet';

/** The host: nav bar, the landing page, and every other path handed to the remote that owns it. */
export function App() {
  // Spec §2: a loading spinner until auth initialisation finishes (instant when no session is stored).
  // The prerendered HTML was made with no session: the pass that renders or hydrates it shows the pages.
  const initialized = useAuthStore((s) => s.initialized);
  const ready = usePrerenderPass() || initialized;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      <main id="main" tabIndex={-1}>
        {ready ? (
          <Routes>
            <Route path="/" element={<LandingPage />} />
            <Route path="*" element={<RemoteOutlet />} />
          </Routes>
        ) : (
          <Spinner page />
        )}
      </main>
    </>
  );
}
