import type { GameweekFixture, Venue } from '@fpl-assistant/engine';

export interface FixtureLabel {
  /** As the recommendation wrote it, e.g. 'SOU (H)'. */
  text: string;
  opponent: string;
  venue: Venue | null;
  /** FPL difficulty 1–5 when the fixture list knows it. */
  difficulty: number | null;
}

/** 'SOU (H)' → opponent and venue; anything else keeps its text with no venue. */
export function parseFixtureText(text: string): Pick<FixtureLabel, 'opponent' | 'venue'> {
  const match = /^\s*([A-Za-z]{2,4})\s*\(([HAha])\)\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return { opponent: text.trim(), venue: null };
  return { opponent: match[1].toUpperCase(), venue: match[2].toUpperCase() as Venue };
}

/**
 * Colours a player's next fixtures: each text is matched, in order, against the team's upcoming fixtures
 * (opponent and venue) so repeated opponents take successive difficulties.
 */
export function labelFixtures(
  texts: readonly string[],
  upcoming: readonly GameweekFixture[],
): FixtureLabel[] {
  const unused = [...upcoming];
  return texts.map((text) => {
    const { opponent, venue } = parseFixtureText(text);
    const index = unused.findIndex(
      (f) => f.opponent.toUpperCase() === opponent && (venue === null || f.venue === venue),
    );
    const found = index >= 0 ? unused.splice(index, 1)[0] : undefined;
    return { text, opponent, venue, difficulty: found?.difficulty ?? null };
  });
}
