import type { FplFixture } from './fpl-api.js';

/** A fixture's difficulty as the calendar colours it. */
export type DifficultyLabel = 'high' | 'medium' | 'low';

/** A fixture's difficulty: the average of the two FDR ratings, 4 or more high, 3 or more medium, else low. */
export function difficultyLabel(homeDifficulty: number, awayDifficulty: number): DifficultyLabel {
  const average = (homeDifficulty + awayDifficulty) / 2;
  if (average >= 4) return 'high';
  if (average >= 3) return 'medium';
  return 'low';
}

/** The fixtures of one calendar day, as a fixture list groups them. */
export interface FixtureDay {
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  fixtures: FplFixture[];
}

function localDate(instant: Date, timeZone?: string): string {
  // en-CA formats as YYYY-MM-DD; Intl is part of the language, so this stays free of Node and the DOM.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Unfinished fixtures kicking off after `now`, sorted by kickoff and grouped by local date. */
export function groupFixturesByDate(
  fixtures: readonly FplFixture[],
  now: Date | number,
  timeZone?: string,
): FixtureDay[] {
  const nowMs = now instanceof Date ? now.getTime() : now;
  const upcoming = fixtures
    .filter((f) => !f.finished && f.kickoff_time !== null && Date.parse(f.kickoff_time) > nowMs)
    .sort((a, b) => Date.parse(a.kickoff_time ?? '') - Date.parse(b.kickoff_time ?? '') || a.id - b.id);
  const days: FixtureDay[] = [];
  for (const fixture of upcoming) {
    const date = localDate(new Date(fixture.kickoff_time ?? 0), timeZone);
    const last = days[days.length - 1];
    if (last && last.date === date) last.fixtures.push(fixture);
    else days.push({ date, fixtures: [fixture] });
  }
  return days;
}
