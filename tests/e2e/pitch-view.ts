import type { Locator } from '@playwright/test';

// What a results pitch shows under each name, read from the page, and what the FPL fixture list says it should
// show, computed here from the data the server serves (an independent reading of the same list).

export interface FixtureList {
  event: number | null;
  team_h: number;
  team_a: number;
}

/** 'Name: BOU (H), CHE (A)' for each shirt on the pitch and bench, in page order; '—' for a blank. */
export function pitchLines(pitch: Locator): Promise<string[]> {
  return pitch.locator('.fpl-pitch__player').evaluateAll((players) =>
    players.map((player) => {
      const name = player.querySelector('.fpl-pitch__name')?.firstChild?.textContent?.trim() ?? '';
      const detail = player.querySelector('.fpl-pitch__detail');
      const fixtures = [...(detail?.querySelectorAll('.rs-pitch-fixture') ?? [])].map((f) =>
        f.classList.contains('rs-pitch-fixture--blank') ? '—' : (f.textContent?.trim() ?? ''),
      );
      // Anything else under the name (a price, a screenshot's fixture text) shows as itself.
      const rest = detail?.textContent?.trim() ?? '';
      return `${name}: ${fixtures.length > 0 ? fixtures.join(', ') : rest}`;
    }),
  );
}

/** The line pitchLines should read for a player of club `teamId` in `gameweek`. */
export function expectedLine(
  name: string,
  teamId: number,
  gameweek: number,
  fixtures: readonly FixtureList[],
  teams: readonly { id: number; short_name: string }[],
): string {
  const club = (id: number) => teams.find((t) => t.id === id)?.short_name ?? '???';
  const list = fixtures
    .filter((f) => f.event === gameweek && (f.team_h === teamId || f.team_a === teamId))
    .map((f) => (f.team_h === teamId ? `${club(f.team_a)} (H)` : `${club(f.team_h)} (A)`));
  return `${name}: ${list.length > 0 ? list.join(', ') : '—'}`;
}
