// The bench boost score out of 10, recommended at 7 or more.

/** The bench boost score (out of 10) from which the chip is recommended. */
export const BENCH_BOOST_RECOMMENDED_AT = 7;

function doubleTeamsBand(doubleTeamCount: number): number {
  if (doubleTeamCount >= 8) return 4;
  if (doubleTeamCount >= 6) return 3;
  if (doubleTeamCount >= 4) return 2;
  return 1;
}

function squadDoublesBand(squadPlayersWithDouble: number): number {
  if (squadPlayersWithDouble >= 10) return 4;
  if (squadPlayersWithDouble >= 7) return 3;
  if (squadPlayersWithDouble >= 5) return 2;
  return 1;
}

/** band(clubs with a double) + band(squad players with a double) + 2, at most 10. */
export function benchBoostScore(doubleTeamCount: number, squadPlayersWithDouble: number): number {
  return Math.min(10, doubleTeamsBand(doubleTeamCount) + squadDoublesBand(squadPlayersWithDouble) + 2);
}

/** The verdict shown for a bench boost score. */
export type BenchBoostLabel = 'Excellent opportunity' | 'Good' | 'Moderate' | 'Consider other gameweeks';

/** The label of a bench boost score and whether the chip is recommended at it. */
export function benchBoostVerdict(score: number): { label: BenchBoostLabel; recommended: boolean } {
  const label: BenchBoostLabel =
    score >= 8
      ? 'Excellent opportunity'
      : score >= 6
        ? 'Good'
        : score >= 4
          ? 'Moderate'
          : 'Consider other gameweeks';
  return { label, recommended: score >= BENCH_BOOST_RECOMMENDED_AT };
}
