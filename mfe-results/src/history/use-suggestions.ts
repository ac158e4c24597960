import { api, ok } from '@fpl-assistant/web-kit';
import { useCallback, useEffect, useState } from 'react';
import type { SuggestionSummary } from './history-filter';

export type SuggestionsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; suggestions: SuggestionSummary[] };

// Spec §7: history lists all of the user's suggestions, newest first (the API's upper page size).
const HISTORY_LIMIT = 200;

export function useSuggestions() {
  const [state, setState] = useState<SuggestionsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    ok(api.GET('/api/suggestions', { params: { query: { limit: HISTORY_LIMIT } } })).then(
      (suggestions: SuggestionSummary[]) => live && setState({ status: 'ready', suggestions }),
      (err: unknown) => {
        // Spec §8: history loading failures are logged only; the page shows its empty state.
        console.error('Loading suggestions failed', err);
        if (live) setState({ status: 'ready', suggestions: [] });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const remove = useCallback((id: string) => {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', suggestions: current.suggestions.filter((s) => s.id !== id) }
        : current,
    );
  }, []);
  return { state, remove };
}
