/** What a history card needs of a saved suggestion (the API's summary view). */
export interface SuggestionSummary {
  id: string;
  gameweek: number;
  screenshotUrl: string | null;
  createdAt: string;
  transfersCount: number;
  /** The players the suggestion names (squad, transfers in); absent on suggestions saved before issue 30. */
  players?: string[];
}

/** The saved date as the browser's locale writes it: what the search matches. */
export function localeDate(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale);
}

/** How a card names its gameweek: what a manager types to find it ('Gameweek 31', 'GW31', 'gw 31', '31'). */
const GAMEWEEK_WORDS = /^(?:gameweek|gw)\s*/;

/**
 * Spec §5: the search matches the gameweek or the locale date text, as the card writes them: 'Gameweek 31' and
 * the badge's 'GW31' as much as the bare number (issue 30).
 */
export function matchesSearch(summary: SuggestionSummary, query: string, locale?: string): boolean {
  const needle = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!needle) return true;
  const gameweek = String(summary.gameweek);
  const number = needle.replace(GAMEWEEK_WORDS, '');
  // 'Gameweek 3' while typing 'Gameweek 31' still finds 31, as the bare '3' does.
  const namesGameweek = number !== needle || /^\d+$/.test(needle);
  return (
    (namesGameweek && number !== '' && gameweek.startsWith(number)) ||
    (/^\d+$/.test(needle) && gameweek.includes(needle)) ||
    `gameweek ${gameweek}`.startsWith(needle) ||
    localeDate(summary.createdAt, locale).toLowerCase().includes(needle) ||
    (summary.players ?? []).some((name) => fold(name).includes(fold(needle)))
  );
}

/** A name as typed on any keyboard: 'guehi' finds Guéhi. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

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
