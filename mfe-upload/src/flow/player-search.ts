import { type FplElement, foldName, type Position, toPlayerPosition } from '@fpl-assistant/engine';

/** What the manager typed and the two filters beside it ('' and 0: any position, any club). */
export interface PlayerQuery {
  text: string;
  position: Position | '';
  teamId: number;
}

// Letters NFD does not split into a base letter and a mark, which the engine's foldName leaves as they are.
const LETTERS: Record<string, string> = { ß: 'ss', ı: 'i', ø: 'o', ł: 'l', đ: 'd', æ: 'ae', œ: 'oe' };

/** Lower case without accents, so 'kadioglu' finds Kadıoğlu and 'gross' finds Groß. */
export function searchKey(text: string): string {
  return foldName(text.toLowerCase().replace(/[ßıøłđæœ]/g, (letter) => LETTERS[letter] ?? letter));
}

const haystack = (e: FplElement) =>
  searchKey([e.web_name, e.first_name, e.second_name, e.known_name ?? ''].join(' '));

/**
 * The players matching a query, best first: the `prefer` ids (extraction's candidates for a plate) in their
 * order, then names that start with the text, then the most selected. Every word typed must appear in the
 * player's names; an ellipsis or dot read from a plate ('Lewis-Sk…', 'B.Fernan') is ignored.
 */
export function searchPlayers(
  elements: readonly FplElement[],
  query: PlayerQuery,
  options: { exclude?: ReadonlySet<number>; prefer?: readonly number[]; limit?: number } = {},
): FplElement[] {
  const words = searchKey(query.text).replace(/[….]+/g, ' ').split(/\s+/).filter(Boolean);
  const prefer = options.prefer ?? [];
  const rank = (e: FplElement) => {
    const preferred = prefer.indexOf(e.id);
    if (preferred >= 0) return preferred;
    return prefer.length + (words.length > 0 && searchKey(e.web_name).startsWith(words[0] ?? '') ? 0 : 1);
  };
  return elements
    .filter(
      (e) =>
        !options.exclude?.has(e.id) &&
        (query.position === '' || toPlayerPosition(e.element_type) === query.position) &&
        (query.teamId === 0 || e.team === query.teamId) &&
        words.every((word) => haystack(e).includes(word)),
    )
    .map((e) => ({ e, rank: rank(e), selected: Number.parseFloat(e.selected_by_percent) || 0 }))
    .sort((a, b) => a.rank - b.rank || b.selected - a.selected || a.e.id - b.e.id)
    .slice(0, options.limit ?? 8)
    .map(({ e }) => e);
}
