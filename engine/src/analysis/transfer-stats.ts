// The numbers a transfer card shows (TransferStats): form, xG and xA per 90, the next five fixtures.
import type { FplElement, FplFixture, FplTeam } from '../fpl-api.js';
import { teamShortName } from '../squad-teams.js';
import type { TransferStats } from '../types.js';

export const NEXT_FIXTURES_SHOWN = 5;

function numberOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : Number.parseFloat(typeof value === 'string' ? value : '');
  return Number.isFinite(n) ? n : undefined;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** xG or xA per 90 as FPL publishes it, else from the season totals and minutes. */
function per90(element: FplElement, key: 'expected_goals' | 'expected_assists'): number {
  const published = numberOf(element[`${key}_per_90`]);
  if (published !== undefined) return round2(published);
  const total = numberOf(element[key]) ?? 0;
  return element.minutes > 0 ? round2((total * 90) / element.minutes) : 0;
}

/** 'SOU (H)' for each of the club's next fixtures from `gameweek` on, in gameweek and kick-off order. */
export function nextFixtures(
  teamId: number,
  fixtures: readonly FplFixture[],
  teams: readonly FplTeam[],
  gameweek: number,
  count = NEXT_FIXTURES_SHOWN,
): string[] {
  return fixtures
    .filter((f) => f.event !== null && f.event >= gameweek && (f.team_h === teamId || f.team_a === teamId))
    .sort(
      (a, b) => (a.event ?? 0) - (b.event ?? 0) || (a.kickoff_time ?? '').localeCompare(b.kickoff_time ?? ''),
    )
    .slice(0, count)
    .map((f) =>
      f.team_h === teamId ? `${teamShortName(f.team_a, teams)} (H)` : `${teamShortName(f.team_h, teams)} (A)`,
    );
}

export function transferStats(
  element: FplElement,
  fixtures: readonly FplFixture[],
  teams: readonly FplTeam[],
  gameweek: number,
): TransferStats {
  return {
    form: numberOf(element.form) ?? 0,
    xG: per90(element, 'expected_goals'),
    xA: per90(element, 'expected_assists'),
    fixtures: nextFixtures(element.team, fixtures, teams, gameweek),
  };
}
