/** What a history card needs of a saved suggestion (the API's summary view). */
export interface SuggestionSummary {
  id: string;
  gameweek: number;
  screenshotUrl: string | null;
  createdAt: string;
  transfersCount: number;
}

/** The saved date as the browser's locale writes it: what the search matches. */
export function localeDate(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale);
}

/** Spec §5: the search matches the gameweek or the locale date text. */
export function matchesSearch(summary: SuggestionSummary, query: string, locale?: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const gameweek = String(summary.gameweek);
  return (
    gameweek.includes(needle.replace(/^gw\s*/, '')) ||
    localeDate(summary.createdAt, locale).toLowerCase().includes(needle)
  );
}

/** The dropdown's options: distinct saved gameweeks, descending. */
export function savedGameweeks(summaries: readonly SuggestionSummary[]): number[] {
  return [...new Set(summaries.map((s) => s.gameweek))].sort((a, b) => b - a);
}

export function filterSuggestions(
  summaries: readonly SuggestionSummary[],
  query: string,
  gameweek: number | null,
  locale?: string,
): SuggestionSummary[] {
  return summaries.filter(
    (s) => (gameweek === null || s.gameweek === gameweek) && matchesSearch(s, query, locale),
  );
}
