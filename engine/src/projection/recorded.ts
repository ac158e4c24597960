// Which advanced stats each gameweek of the history records. FPL published starts, xG, xA and xG conceded only from
// 2022-23: older seasons lack the columns, and some recorded files hold 0 for every player in gameweeks before
// FPL filled them in. A zero there is not a fact, so a gameweek in which no row records a stat (absent, or 0 for
// every player) reads the stat's fallback instead: 60-minute appearances for starts, goals for xG, assists for xA,
// goals conceded for xG conceded (the club's score, in the club ratings).
import type { PlayerGameweekHistory } from './types.js';

export interface RecordedStats {
  starts: boolean;
  expectedGoals: boolean;
  expectedAssists: boolean;
  expectedGoalsConceded: boolean;
}

const NOTHING: RecordedStats = {
  starts: false,
  expectedGoals: false,
  expectedAssists: false,
  expectedGoalsConceded: false,
};

/** Per gameweek before `gameweek`: which of the stats at least one of its rows records with a value above 0. */
export function recordedStats(
  history: readonly PlayerGameweekHistory[],
  gameweek: number,
): Map<number, RecordedStats> {
  const recorded = new Map<number, RecordedStats>();
  for (const row of history) {
    if (row.gameweek >= gameweek) continue;
    let r = recorded.get(row.gameweek);
    if (!r) {
      r = { ...NOTHING };
      recorded.set(row.gameweek, r);
    }
    if (!r.starts && (row.starts ?? 0) > 0) r.starts = true;
    if (!r.expectedGoals && (row.expectedGoals ?? 0) > 0) r.expectedGoals = true;
    if (!r.expectedAssists && (row.expectedAssists ?? 0) > 0) r.expectedAssists = true;
    if (!r.expectedGoalsConceded && (row.expectedGoalsConceded ?? 0) > 0) r.expectedGoalsConceded = true;
  }
  return recorded;
}

/** What a gameweek records; a gameweek the map does not hold records nothing. */
export function recordedIn(recorded: ReadonlyMap<number, RecordedStats>, gameweek: number): RecordedStats {
  return recorded.get(gameweek) ?? NOTHING;
}

/** 60-minute appearances: a start's stand-in where starts are not recorded (at most one a fixture). */
export function sixtyMinuteAppearances(row: Pick<PlayerGameweekHistory, 'minutes' | 'fixtureCount'>): number {
  return Math.min(row.fixtureCount ?? 1, Math.floor(row.minutes / 60));
}

/** The row's starts, or its 60-minute appearances where the gameweek does not record starts. */
export function startsOf(row: PlayerGameweekHistory, recorded: RecordedStats): number {
  return recorded.starts && row.starts !== undefined ? row.starts : sixtyMinuteAppearances(row);
}

/** The row's xG, or undefined where the gameweek does not record it (the caller falls back on goals). */
export function expectedGoalsOf(row: PlayerGameweekHistory, recorded: RecordedStats): number | undefined {
  return recorded.expectedGoals ? (row.expectedGoals ?? row.goalsScored) : undefined;
}

/** The row's xA, or undefined where the gameweek does not record it (the caller falls back on assists). */
export function expectedAssistsOf(row: PlayerGameweekHistory, recorded: RecordedStats): number | undefined {
  return recorded.expectedAssists ? (row.expectedAssists ?? row.assists) : undefined;
}

/** The row's xG conceded, or undefined where the gameweek does not record it (goals conceded stand in). */
export function expectedGoalsConcededOf(
  row: PlayerGameweekHistory,
  recorded: RecordedStats,
): number | undefined {
  return recorded.expectedGoalsConceded ? (row.expectedGoalsConceded ?? row.goalsConceded) : undefined;
}
