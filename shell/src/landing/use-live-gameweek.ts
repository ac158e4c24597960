import { MESSAGES } from '@fpl-assistant/engine/app';
import { fetchBootstrapStatic, fetchFixtures } from '@fpl-assistant/web-kit';
import { useEffect, useState } from 'react';
import { LiveDataError, type LiveGameweek, liveGameweek, upcomingGameweek } from './live-gameweek';

export type LiveGameweekState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: LiveGameweek };

/** Loads bootstrap-static, then the next gameweek's fixtures, from the server's FPL proxy. */
export function useLiveGameweek(): LiveGameweekState {
  const [state, setState] = useState<LiveGameweekState>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    (async () => {
      try {
        const bootstrap = await fetchBootstrapStatic(abort.signal);
        const next = upcomingGameweek(bootstrap);
        const fixtures = await fetchFixtures(next.id, abort.signal);
        setState({ status: 'ready', data: liveGameweek(bootstrap, fixtures, Date.now()) });
      } catch (err) {
        if (abort.signal.aborted) return;
        console.warn('[landing] live FPL data failed to load:', err);
        const message = err instanceof LiveDataError ? err.message : MESSAGES.liveDataFailed;
        setState({ status: 'error', message });
      }
    })();
    return () => abort.abort();
  }, []);
  return state;
}
