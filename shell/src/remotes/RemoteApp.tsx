import { Button, Spinner } from '@fpl-assistant/web-kit';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { loadRemoteApp } from './load-remote';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemoteName } from './web-config-types';

// One lazy component per remote, kept across navigations so moving between its pages never reloads it.
const loaded = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function lazyRemote(name: RemoteName, retry: boolean): LazyExoticComponent<ComponentType> {
  let component = loaded.get(name);
  if (!component || retry) {
    component = lazy(() =>
      loadRemoteApp(name, { retry }).catch((err: unknown) => {
        loaded.delete(name); // the next visit tries again
        throw err;
      }),
    );
    loaded.set(name, component);
  }
  return component;
}

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="fpl-container fpl-page">
      <div className="fpl-card remote-fallback" role="alert">
        <h1 className="remote-fallback__title">This page could not be loaded</h1>
        <p className="fpl-muted">
          Part of FPL Assistant is temporarily unavailable. Check your connection and try again; the rest of
          the app still works.
        </p>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </div>
  );
}

/** A remote's App behind its own error boundary, with a loading state and a fallback that retries. */
export function RemoteApp({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const App = lazyRemote(name, false);
  return (
    <RemoteErrorBoundary
      key={`${name}:${attempt}`}
      remote={name}
      onRetry={() => {
        lazyRemote(name, true);
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) => <RemoteFallback onRetry={retry} />}
    >
      <Suspense fallback={<Spinner page />}>
        <App />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
