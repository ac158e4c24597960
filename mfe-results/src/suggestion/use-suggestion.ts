import type { Suggestion } from '@fpl-assistant/engine/app';
import { ApiError, api, ok } from '@fpl-assistant/web-kit';
import { useEffect, useState } from 'react';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SuggestionState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'ready'; suggestion: Suggestion };

export function useSuggestion(id: string | undefined): SuggestionState {
  const [state, setState] = useState<SuggestionState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    // Saved suggestions have UUIDs: anything else is not found without asking the server.
    if (!id || !UUID.test(id)) {
      setState({ status: 'not-found' });
      return;
    }
    ok(api.GET('/api/suggestions/{id}', { params: { path: { id } } })).then(
      (suggestion: Suggestion) => live && setState({ status: 'ready', suggestion }),
      (err: unknown) => {
        // Spec §8: a detail loading failure is logged; the page shows 'Analysis not found'.
        if (!(err instanceof ApiError && (err.status === 404 || err.status === 400)))
          console.error('Loading the suggestion failed', err);
        if (live) setState({ status: 'not-found' });
      },
    );
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}
