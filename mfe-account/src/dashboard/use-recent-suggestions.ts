import { RECENT_SUGGESTIONS_SHOWN } from '@fpl-assistant/engine/pricing';
import { api, ok } from '@fpl-assistant/web-kit';
import { useEffect, useState } from 'react';

/** A saved suggestion as the dashboard lists it (GET /api/suggestions summary view). */
export interface SuggestionSummary {
  id: string;
  gameweek: number;
  createdAt: string;
  transfersCount: number;
  screenshotUrl: string | null;
}

/** The 3 newest suggestions; null while loading; an empty list when loading failed (logged only, spec §8). */
export function useRecentSuggestions(): SuggestionSummary[] | null {
  const [suggestions, setSuggestions] = useState<SuggestionSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    ok(api.GET('/api/suggestions', { params: { query: { limit: RECENT_SUGGESTIONS_SHOWN } } }))
      .then((rows: SuggestionSummary[]) => live && setSuggestions(rows))
      .catch((err: unknown) => {
        console.warn('recent suggestions failed to load', err);
        if (live) setSuggestions([]);
      });
    return () => {
      live = false;
    };
  }, []);
  return suggestions;
}
