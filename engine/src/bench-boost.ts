// Spec §9: bench boost score out of 10, recommended at 7 or more.

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

export type BenchBoostLabel = 'Excellent opportunity' | 'Good' | 'Moderate' | 'Consider other gameweeks';

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
